import { broadcastRoutes, type Broadcast } from '@indiwave/domain/contract/broadcasts';
import { figuresRoutes } from '@indiwave/domain/contract/figures';
import { moderationRoutes, type ReportDetail } from '@indiwave/domain/contract/moderation';
import { referenceRoutes } from '@indiwave/domain/contract/reference';
import { staffRoutes } from '@indiwave/domain/contract/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from './router';
import { fakeReply, mockApi } from '../test/mock-api';
import { buildSessionUser, renderRoutes, signIn } from '../test/render';

const SLOW = { timeout: 5_000 };
const owner = { slug: 'dev-artist', name: 'Dev Artist', type: 'Artist', is_suspended: false, is_taken_down: false, active_strikes: 1 };
const report: ReportDetail = {
  id: 7,
  kind: 'report',
  status: 'open',
  complaint: 'Copyright',
  description: 'This is my song',
  url: 'https://indiwave.local/songs/night-drive',
  target: { type: 'song', title: 'Night Drive', path: '/songs/night-drive', is_taken_down: false, is_gone: false },
  owner,
  reporter: { name: 'Lee Listener', email: 'lee@example.com', slug: 'lee' },
  assigned_to: null,
  related_open: 0,
  created_at: '2026-03-10T10:00:00.000Z',
  resolved_at: null,
  resolution: null,
  snapshot: { type: 'song', id: 3, title: 'Night Drive', path: '/songs/night-drive', owner: { id: 2, slug: 'dev-artist', name: 'Dev Artist' }, fields: { lyrics: 'la la la' }, captured_at: '2026-03-10T10:00:00.000Z' },
  resolution_note: null,
  resolved_by: null,
  appealed_strike: null,
  owner_strikes: [
    { id: 4, action: 'warn', target: { type: 'song', title: 'Old Song' }, reason: 'Spam', created_at: '2026-02-01T10:00:00.000Z', appeal_status: 'none', can_appeal: false, overturned_at: null },
  ],
  related: [],
  decisions: ['dismiss', 'take_down', 'warn', 'suspend'],
};

afterEach(() => {
  signIn(null);
  vi.unstubAllGlobals();
});

describe('moderation in the console (issue 21)', () => {
  it('lists the queue with its counts, filtered from the address', async () => {
    const api = mockApi({
      'GET /api/admin/me': fakeReply(staffRoutes.me, { success: true, result: { role: 'staff', slug: 'sam', name: 'Sam Staff' } }),
      'GET /api/admin/reports': fakeReply(moderationRoutes.reports, { success: true, results: [report], count: 1, counts: { open: 3, unassigned: 2, mine: 1, appeals: 0 } }),
    });
    signIn(buildSessionUser({ isStaff: true }));
    renderRoutes(appRoutes, '/admin/reports?assigned=me');
    const list = await screen.findByRole('list', { name: 'Reports' }, SLOW);
    expect(within(list).getByRole('link', { name: /#7 Copyright: Night Drive/ })).toHaveAttribute('href', '/admin/reports/7');
    expect(screen.getByText('3 open · 2 unassigned · 1 assigned to you · 0 appeals')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Assigned to me' })).toBeChecked();
    const call = api.fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/admin/reports'));
    expect(call).toContain('assigned=me');
  });

  it('shows the snapshot and the strikes, assigns, and sends a take-down with the reason the owner reads', async () => {
    const api = mockApi({
      'GET /api/admin/me': fakeReply(staffRoutes.me, { success: true, result: { role: 'staff', slug: 'sam', name: 'Sam Staff' } }),
      'GET /api/admin/reports/7': fakeReply(moderationRoutes.report, { success: true, result: report }),
      'POST /api/admin/reports/7/assign': fakeReply(moderationRoutes.assign, { success: true, message: 'Assigned to you.', result: { ...report, assigned_to: { slug: 'sam', name: 'Sam Staff' } } }),
      'POST /api/admin/reports/7/decide': fakeReply(moderationRoutes.decide, { success: true, message: 'Taken down.', result: { ...report, status: 'resolved', resolution: 'taken_down', decisions: [] } }),
    });
    signIn(buildSessionUser({ isStaff: true }));
    renderRoutes(appRoutes, '/admin/reports/7');
    expect(await screen.findByText('la la la', {}, SLOW)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: "Owner's strikes" })).getByText(/Old Song/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(api.sent.find((call) => call.key === 'POST /api/admin/reports/7/assign')?.body).toEqual({ release: false }));

    fireEvent.click(screen.getByRole('radio', { name: 'Take down' }));
    const submit = screen.getByRole('button', { name: 'Take down' });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('What the owner reads'), { target: { value: 'Not yours to upload' } });
    fireEvent.click(submit);
    await waitFor(() => expect(api.sent.find((call) => call.key === 'POST /api/admin/reports/7/decide')?.body).toEqual({ decision: 'take_down', reason: 'Not yours to upload' }));
  });

  it('composes a broadcast to listeners of one country with e-mail, after a confirmation naming the audience, and shows its progress', async () => {
    const sending: Broadcast = {
      id: 3,
      text: 'Listening party',
      link: null,
      audience: 'listeners',
      country: { id: 9, name: 'India' },
      is_emailed: true,
      status: 'sending',
      audience_size: 120,
      recipient_count: 60,
      emailed_count: 40,
      sender: { slug: 'sam', name: 'Sam Staff' },
      created_at: '2026-03-10T10:00:00.000Z',
      started_at: '2026-03-10T10:00:01.000Z',
      finished_at: null,
    };
    const api = mockApi({
      'GET /api/admin/me': fakeReply(staffRoutes.me, { success: true, result: { role: 'staff', slug: 'sam', name: 'Sam Staff' } }),
      'GET /api/admin/broadcasts': fakeReply(broadcastRoutes.list, { success: true, results: [sending] }),
      'GET /api/admin/broadcasts/audience': ({ url }) => fakeReply(broadcastRoutes.audience, { success: true, count: url.searchParams.get('country_id') === '9' ? 120 : 5000 }),
      'GET /api/country': fakeReply(referenceRoutes.country, { success: true, results: [{ id: 9, name: 'India', iso_code: 'IN', phone_code: '91', states: [] }] }),
      'POST /api/admin/broadcasts': fakeReply(broadcastRoutes.send, { success: true, message: 'Your broadcast is on its way.', result: { ...sending, status: 'queued', recipient_count: 0 } }),
    });
    signIn(buildSessionUser({ isStaff: true }));
    renderRoutes(appRoutes, '/admin/broadcasts');
    expect(await screen.findByText('Sending: 60 of 120', {}, SLOW)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Listening party' } });
    fireEvent.change(screen.getByLabelText('Audience'), { target: { value: 'listeners' } });
    await screen.findByRole('option', { name: 'India' });
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Also send it by e-mail/ }));
    expect(await screen.findByText('Goes to 120 accounts now.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send broadcast' }));
    expect(await screen.findByText('Send this to 120 accounts, by notification and e-mail? It cannot be taken back.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.sent.find((call) => call.key === 'POST /api/admin/broadcasts')?.body).toEqual({ text: 'Listening party', link: null, audience: 'listeners', country_id: 9, email: true }));
  });

  it('opens on the dashboard: totals of the window, the queue now, and a line per day', async () => {
    const day = (date: string, plays: number, open: number, oldest: number | null) => ({ day: date, signups: 2, uploads: 1, plays, reports_filed: 1, open_reports: open, oldest_open_hours: oldest });
    const api = mockApi({
      'GET /api/admin/me': fakeReply(staffRoutes.me, { success: true, result: { role: 'staff', slug: 'sam', name: 'Sam Staff' } }),
      'GET /api/admin/figures': fakeReply(figuresRoutes.figures, { success: true, results: [day('2030-01-09', 10, 1, 5), day('2030-01-10', 30, 3, 72)] }),
    });
    signIn(buildSessionUser({ isStaff: true }));
    renderRoutes(appRoutes, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, SLOW)).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('2030-01-10');
    expect(within(rows[1]).getByText('3 days')).toBeInTheDocument();
    expect(screen.getByText('40')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Staff console' })).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(api.fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/figures?days=7'));
  });
});
