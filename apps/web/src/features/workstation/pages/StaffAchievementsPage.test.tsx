import { achievementCatalogueRoutes } from '@indiwave/domain/contract/workstation';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeReply, mockApi } from '../../../test/mock-api.ts';
import { buildSessionUser, renderAt, signIn } from '../../../test/render.tsx';
import StaffAchievementsPage from './StaffAchievementsPage.tsx';

afterEach(() => vi.restoreAllMocks());

describe('StaffAchievementsPage', () => {
  it('lists each achievement with what awards it and how many hold it', async () => {
    signIn(buildSessionUser());
    mockApi({
      'GET /api/staff/achievements': fakeReply(achievementCatalogueRoutes.staffAchievements, {
        success: true,
        results: [
          { code: 'plays_1000', title: '1,000 plays', description: 'Your music was played 1,000 times.', rule: 'Their music reaches 1,000 plays in all.', holders: 1234 },
          { code: 'first_clap', title: 'First clap', description: 'Someone clapped for your music.', rule: 'Someone else claps for one of their songs.', holders: 1 },
        ],
      }),
    });
    renderAt(<StaffAchievementsPage />, '/admin/achievements');
    const items = await within(await screen.findByRole('list', { name: 'Achievements' })).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { name: '1,000 plays' })).toBeInTheDocument();
    expect(within(items[0]).getByText('Their music reaches 1,000 plays in all.')).toBeInTheDocument();
    expect(within(items[0]).getByText('1,234 holders', { exact: false })).toBeInTheDocument();
    expect(within(items[1]).getByText('1 holder', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/read-only/)).toBeInTheDocument();
  });
});
