import { staffRoutes } from '@indiwave/domain/contract/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccountDialogs } from '../lib/account-dialogs';
import { mockApi, fakeReply, type ReplyOf } from '../test/mock-api';
import { buildSessionUser, renderRoutes, signIn } from '../test/render';
import { appRoutes } from './router';

// Lazy pages load on first visit; a busy machine needs more than a few seconds.
const SLOW = { timeout: 30_000 };
const team: ReplyOf<typeof staffRoutes.team>['results'] = [
  { slug: 'nisha-rao', name: 'Nisha Rao', email: 'staff@demo.indiwave.local', role: 'admin' },
  { slug: 'sam', name: 'Sam Staff', email: 'sam@example.com', role: 'staff' },
];

afterEach(() => {
  signIn(null);
  vi.unstubAllGlobals();
  // The visitor's sign-in dialog must not stay open over the next test's page.
  useAccountDialogs.setState({ dialog: null, flow: null, context: {} });
});

describe('the staff console at /admin (issue 21)', () => {
  it('sends a visitor to sign in, and back', async () => {
    mockApi({});
    const { router } = renderRoutes(appRoutes, '/admin/audit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW);
    // The ?login= address opens the sign-in dialog and is then tidied away: the dialog keeps the way back.
    await waitFor(() => expect(useAccountDialogs.getState().dialog).toMatchObject({ kind: 'login' }), SLOW);
    expect(useAccountDialogs.getState().context.target).toBe('/admin/audit');
  });

  it('is not found for a signed-in person without a role', async () => {
    mockApi({});
    signIn(buildSessionUser());
    const { router } = renderRoutes(appRoutes, '/admin/team');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is off the setlist' }, SLOW),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('shows staff the team; only admins see the grant form and revoke buttons', async () => {
    mockApi({
      'GET /api/admin/me': fakeReply(staffRoutes.me, {
        success: true,
        result: { role: 'staff', slug: 'sam', name: 'Sam Staff' },
      }),
      'GET /api/admin/team': fakeReply(staffRoutes.team, { success: true, results: team }),
    });
    signIn(buildSessionUser({ isStaff: true, slug: 'sam', status: 3, type: 'Listener' }));
    renderRoutes(appRoutes, '/admin/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team and roles' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Nisha Rao' })).toHaveAttribute('href', '/nisha-rao');
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit');
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Give a role' })).toBeNull();
    expect(screen.getByText(/Only admins give or take roles/)).toBeInTheDocument();
  });

  it('lets an admin grant a role, sending what the form holds', async () => {
    const api = mockApi({
      'GET /api/admin/me': fakeReply(staffRoutes.me, {
        success: true,
        result: { role: 'admin', slug: 'nisha-rao', name: 'Nisha Rao' },
      }),
      'GET /api/admin/team': fakeReply(staffRoutes.team, { success: true, results: team }),
      'POST /api/admin/team/grant': fakeReply(staffRoutes.grantRole, {
        success: true,
        message: 'Role saved.',
        result: { slug: 'ravi', name: 'Ravi Kumar', email: 'ravi@example.com', role: 'staff' },
      }),
    });
    signIn(buildSessionUser({ isStaff: true }));
    renderRoutes(appRoutes, '/admin/team');
    fireEvent.change(await screen.findByLabelText('Account', {}, SLOW), { target: { value: 'ravi@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'joins moderation' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save role' }));
    await waitFor(() =>
      expect(api.sent.find((call) => call.key === 'POST /api/admin/team/grant')?.body).toEqual({
        account: 'ravi@example.com',
        role: 'staff',
        reason: 'joins moderation',
      }),
    );
    expect(screen.getAllByRole('button', { name: /Revoke/ })).toHaveLength(2);
  });

  it('searches the audit log from the address and shows who, what, when and from where', async () => {
    const api = mockApi({
      'GET /api/admin/me': fakeReply(staffRoutes.me, {
        success: true,
        result: { role: 'staff', slug: 'sam', name: 'Sam Staff' },
      }),
      'GET /api/admin/audit_log': fakeReply(staffRoutes.auditLog, {
        success: true,
        next_before: null,
        results: [
          {
            id: 9,
            created_at: '2026-03-10T10:00:00.000Z',
            actor: { slug: 'sam', label: 'Sam Staff <sam@example.com>', role: 'staff' },
            action: 'role.grant',
            target: { type: 'user', key: 'ravi', label: 'Ravi Kumar' },
            before: { role: null },
            after: { role: 'staff' },
            reason: 'joins',
            ip: '10.1.2.3',
            user_agent: 'Firefox',
          },
        ],
      }),
    });
    signIn(buildSessionUser({ isStaff: true }));
    renderRoutes(appRoutes, '/admin/audit?action=role&q=ravi');
    expect(await screen.findByText('role.grant', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/From 10\.1\.2\.3 · Firefox/)).toBeInTheDocument();
    expect(screen.getByText('{ "role": "staff" }')).toBeInTheDocument();
    const call = api.fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.startsWith('/api/admin/audit_log'));
    expect(call).toBe('/api/admin/audit_log?q=ravi&action=role');
    expect(screen.getByLabelText('Words')).toHaveValue('ravi');
  });
});
