import { tvProgrammeRoutes, type StaffProgramme } from '@indiwave/domain/contract/tv';
import { CATALOGUE_MESSAGES } from '@indiwave/domain/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFailure, fakeReply, mockApi } from '../../../test/mock-api.ts';
import { buildSessionUser, renderAt, signIn } from '../../../test/render.tsx';
import StaffTvProgrammesPage from './StaffTvProgrammesPage.tsx';

const FIELDS = { length: '30 minutes, daily', slot: 'Daily at 8:00 PM IST', description: 'New videos.', for_whom: 'New songs.' };

function buildProgramme(slug: string, name: string, overrides: Partial<StaffProgramme> = {}): StaffProgramme {
  return { slug, name, ...FIELDS, position: 0, retired_at: null, pitch_count: 0, ...overrides };
}

const PROGRAMMES = [buildProgramme('fresh-drop', 'Fresh Drop', { pitch_count: 3 }), buildProgramme('late-show', 'Late Show', { position: 1, retired_at: '2031-01-01T00:00:00.000Z' })];

const SCHEDULE = {
  success: true as const,
  from: '2031-01-10',
  days: [
    {
      day: '2031-01-10',
      slots: [
        {
          pitch_id: 4,
          at: '2031-01-10T14:30:00.000Z',
          programme: { slug: 'late-show', name: 'Late Show', is_retired: true },
          video: { slug: 'v1', title: 'Monsoon Song', youtube_video_id: 'abcdefghijk', image: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg', artist: { name: 'Maya Rao', slug: 'maya-rao' } },
        },
      ],
    },
    { day: '2031-01-11', slots: [] },
  ],
};

afterEach(() => vi.restoreAllMocks());

function mockConsole(overrides: Parameters<typeof mockApi>[0] = {}) {
  signIn(buildSessionUser());
  return mockApi({
    'GET /api/staff/tv_programmes': fakeReply(tvProgrammeRoutes.staffProgrammes, { success: true, results: PROGRAMMES }),
    'GET /api/staff/tv_schedule': fakeReply(tvProgrammeRoutes.schedule, SCHEDULE),
    ...overrides,
  });
}

describe('StaffTvProgrammesPage', () => {
  it('lists programmes with the retired one marked, and the schedule by day with its air time in IST', async () => {
    mockConsole();
    renderAt(<StaffTvProgrammesPage />, '/admin/tv-programmes');
    const list = await screen.findByRole('list', { name: 'Programmes' });
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('3 pitches', { exact: false })).toBeInTheDocument();
    expect(within(items[1]).getByText('Retired')).toBeInTheDocument();
    expect(within(items[1]).getByRole('button', { name: 'Bring back Late Show' })).toBeInTheDocument();
    expect(within(items[0]).getByRole('button', { name: 'Move Fresh Drop up' })).toBeDisabled();

    const day = await screen.findByRole('list', { name: 'Scheduled on Friday, 10 January' });
    expect(within(day).getByText('8:00 pm IST')).toBeInTheDocument();
    expect(within(day).getByText('Late Show (retired)')).toBeInTheDocument();
    expect(screen.getByText('Nothing scheduled.')).toBeInTheDocument();
  });

  it('adds a programme, showing the server’s message under the name when it is taken', async () => {
    let isTaken = true;
    const { sent } = mockConsole({
      'POST /api/staff/tv_programmes': () =>
        isTaken
          ? fakeFailure(tvProgrammeRoutes.addProgramme, 400, CATALOGUE_MESSAGES.programmeNameTaken, { name: CATALOGUE_MESSAGES.programmeNameTaken })
          : fakeReply(tvProgrammeRoutes.addProgramme, { success: true, message: CATALOGUE_MESSAGES.programmeAdded, result: buildProgramme('jazz-nights', 'Jazz Nights') }),
    });
    renderAt(<StaffTvProgrammesPage />, '/admin/tv-programmes');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a programme' }));
    const form = screen.getByRole('form', { name: 'New programme' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Fresh Drop' } });
    fireEvent.change(within(form).getByLabelText('When it airs'), { target: { value: FIELDS.slot } });
    fireEvent.change(within(form).getByLabelText('How long and how often'), { target: { value: FIELDS.length } });
    fireEvent.change(within(form).getByLabelText('Which videos it plays'), { target: { value: FIELDS.for_whom } });
    fireEvent.change(within(form).getByLabelText('Description'), { target: { value: FIELDS.description } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add programme' }));
    expect(await within(form).findByText(CATALOGUE_MESSAGES.programmeNameTaken)).toBeInTheDocument();
    expect(sent.find((call) => call.key === 'POST /api/staff/tv_programmes')?.body).toEqual({ name: 'Fresh Drop', ...FIELDS });

    isTaken = false;
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Jazz Nights' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add programme' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New programme' })).not.toBeInTheDocument());
  });

  it('moves a programme down by sending the whole new order', async () => {
    const { sent } = mockConsole({
      'POST /api/staff/tv_programme_order': fakeReply(tvProgrammeRoutes.orderProgrammes, { success: true, message: CATALOGUE_MESSAGES.programmeOrderSaved, results: [...PROGRAMMES].reverse() }),
    });
    renderAt(<StaffTvProgrammesPage />, '/admin/tv-programmes');
    fireEvent.click(await screen.findByRole('button', { name: 'Move Fresh Drop down' }));
    await waitFor(() => expect(sent.find((call) => call.key === 'POST /api/staff/tv_programme_order')?.body).toEqual({ slugs: ['late-show', 'fresh-drop'] }));
  });
});
