import { accountSettingsRoutes } from '@indiwave/domain/contract/account-settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TOUR_TEXTS } from '@indiwave/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionUser } from '../../../lib/session';
import { mockApi, fakeReply } from '../../../test/mock-api';
import { buildSessionUser, renderAt, signIn } from '../../../test/render';
import { ScheduleGuide } from './ScheduleGuide';

const UNREAD = { dashboard: true, claps: true, schedule: false };

afterEach(() => {
  vi.unstubAllGlobals();
  signIn(null);
});

describe("the 'schedule' screen guide (spec 2 §7)", () => {
  it("shows while is_schedule_sg_read is false and 'Got it' saves it once as 'schedule'", async () => {
    signIn(buildSessionUser({ guides: UNREAD }));
    const { sent } = mockApi({
      'POST /api/update_screen_guide': fakeReply(accountSettingsRoutes.updateScreenGuide, {
        success: true,
        result: { is_dashboard_sg_read: true, is_claps_sg_read: true, is_schedule_sg_read: true },
      }),
    });
    renderAt(<ScheduleGuide />);
    const guide = screen.getByRole('group', { name: 'Schedule guide' });
    expect(guide).toHaveTextContent(TOUR_TEXTS.scheduleGuide);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('group', { name: 'Schedule guide' })).toBeNull();
    await waitFor(() => expect(getSessionUser()?.guides?.schedule).toBe(true));
    const saved = sent.filter((call) => call.key === 'POST /api/update_screen_guide');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.body).toEqual({ name: 'schedule' });
  });

  it('stays away once read', () => {
    signIn(buildSessionUser({ guides: { ...UNREAD, schedule: true } }));
    renderAt(<ScheduleGuide />);
    expect(screen.queryByRole('group', { name: 'Schedule guide' })).toBeNull();
  });
});
