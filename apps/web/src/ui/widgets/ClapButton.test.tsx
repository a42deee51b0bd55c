import { socialRoutes } from '@indiwave/domain/contract/social';
import { accountSettingsRoutes } from '@indiwave/domain/contract/account-settings';
import { CLAP_MAX } from '@indiwave/domain/constants';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENT_NAME, type AnalyticsEvent } from '../../lib/analytics';
import { useAccountDialogs } from '../../lib/account-dialogs';
import { mockApi, fakeFailure, fakeReply } from '../../test/mock-api';
import { buildSessionUser, renderAt, signIn } from '../../test/render';
import { ClapButton, pickClapRotation } from './ClapButton';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  signIn(null);
  useAccountDialogs.setState({ dialog: null, flow: null, context: {} });
});

/** The server's clap rule: adds count, never past 50 for the person. */
function mockClapServer(start: { mine: number; total: number }) {
  const state = { ...start };
  return mockApi({
    'POST /api/clap': ({ body }) => {
      const count = (body as { count: number }).count;
      const added = Math.min(count, CLAP_MAX - state.mine);
      state.mine += added;
      state.total += added;
      return fakeReply(socialRoutes.clap, {
        success: true,
        result: { my_claps: state.mine, total_claps: state.total },
      });
    },
  });
}

function press(button: HTMLElement) {
  fireEvent.pointerDown(button, { button: 0, pointerId: 1 });
}

describe('the clap button (spec 1 §4, §5, §9)', () => {
  it('claps once on a press and sends it on release, with the total-clap event', async () => {
    signIn(buildSessionUser());
    const { sent } = mockClapServer({ mine: 0, total: 7 });
    const events: AnalyticsEvent[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent<AnalyticsEvent>).detail);
    window.addEventListener(ANALYTICS_EVENT_NAME, listener);
    renderAt(<ClapButton type="song" slug="rain-song" label="Rain" mine={0} total={7} />);
    const button = await screen.findByRole('button', { name: /Clap for Rain/ });
    press(button);
    fireEvent.pointerUp(button, { pointerId: 1 });
    expect(button).toHaveAccessibleName('Clap for Rain: 8 claps, 1 of 50 yours');
    await waitFor(() => expect(sent.filter((call) => call.key === 'POST /api/clap')).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ type: 'song', slug: 'rain-song', count: 1 });
    await waitFor(() =>
      expect(events.some((event) => event.action === 'total-clap' && event.label === 'rain-song')).toBe(true),
    );
    window.removeEventListener(ANALYTICS_EVENT_NAME, listener);
  });

  it('repeats every 250 ms while held and stops at 50, sending the claps in one call', async () => {
    signIn(buildSessionUser());
    const { sent } = mockClapServer({ mine: 40, total: 100 });
    renderAt(<ClapButton type="album" slug="monsoon" label="Monsoon" mine={40} total={100} />);
    const button = await screen.findByRole('button', { name: /Clap for Monsoon/ });
    press(button);
    expect(button).toHaveAttribute('data-my-claps', '41');
    act(() => vi.advanceTimersByTime(250));
    expect(button).toHaveAttribute('data-my-claps', '42');
    act(() => vi.advanceTimersByTime(249));
    expect(button).toHaveAttribute('data-my-claps', '42');
    // Held far longer than needed: it stops at 50 by itself.
    act(() => vi.advanceTimersByTime(250 * 30));
    expect(button).toHaveAttribute('data-my-claps', '50');
    await waitFor(() => expect(sent.filter((call) => call.key === 'POST /api/clap')).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ type: 'album', slug: 'monsoon', count: 10 });
    fireEvent.pointerUp(button, { pointerId: 1 });
    // A further press adds nothing and sends nothing.
    press(button);
    fireEvent.pointerUp(button, { pointerId: 1 });
    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveAccessibleName('Clap for Monsoon: 110 claps, 50 of 50 yours');
    expect(sent.filter((call) => call.key === 'POST /api/clap')).toHaveLength(1);
  });

  it('takes the claps back when the call fails', async () => {
    signIn(buildSessionUser());
    mockApi({ 'POST /api/clap': fakeFailure(socialRoutes.clap, 500, 'boom') });
    renderAt(<ClapButton type="song" slug="rain-song" label="Rain" mine={3} total={9} />);
    const button = await screen.findByRole('button', { name: /Clap for Rain/ });
    press(button);
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerUp(button, { pointerId: 1 });
    expect(button).toHaveAttribute('data-my-claps', '6');
    await waitFor(() => expect(button).toHaveAttribute('data-my-claps', '3'));
    expect(button).toHaveAccessibleName('Clap for Rain: 9 claps, 3 of 50 yours');
  });

  it('animates each clap for one second at a rotation of 0 to 359 degrees', async () => {
    signIn(buildSessionUser());
    mockClapServer({ mine: 0, total: 0 });
    renderAt(<ClapButton type="song" slug="rain-song" label="Rain" mine={0} total={0} />);
    const button = await screen.findByRole('button', { name: /Clap for Rain/ });
    press(button);
    fireEvent.pointerUp(button, { pointerId: 1 });
    const burst = screen.getByTestId('clap-burst');
    const rotation = Number(burst.getAttribute('data-rotation'));
    expect(rotation).toBeGreaterThanOrEqual(0);
    expect(rotation).toBeLessThanOrEqual(359);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByTestId('clap-burst')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('clap-burst')).not.toBeInTheDocument();
    expect(pickClapRotation(() => 0)).toBe(0);
    expect(pickClapRotation(() => 0.99999)).toBe(359);
  });

  it("shows a visitor the count only; a press opens the sign-in dialog with intent 'clap'", async () => {
    const { sent } = mockApi({});
    renderAt(<ClapButton type="song" slug="rain-song" label="Rain" mine={0} total={12} />);
    const button = await screen.findByRole('button', { name: 'Clap for Rain: 12 claps. Sign in to clap' });
    fireEvent.click(button);
    expect(useAccountDialogs.getState().dialog).toEqual({ kind: 'login', tab: 1 });
    expect(useAccountDialogs.getState().context).toEqual({ intent: 'clap' });
    expect(sent.filter((call) => call.key === 'POST /api/clap')).toHaveLength(0);
  });

  it("walks a signed-in person through the clap guide and saves it with the screen guide 'claps'", async () => {
    signIn(buildSessionUser({ guides: { dashboard: true, claps: false, schedule: true } }));
    const { sent } = mockApi({
      'POST /api/update_screen_guide': fakeReply(accountSettingsRoutes.updateScreenGuide, {
        success: true,
        result: { is_dashboard_sg_read: true, is_claps_sg_read: true, is_schedule_sg_read: true },
      }),
    });
    renderAt(<ClapButton type="song" slug="rain-song" label="Rain" mine={0} total={0} isGuideHost />);
    const guide = await screen.findByRole('group', { name: 'Clap guide' });
    expect(guide).toHaveTextContent('Step 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(guide).toHaveTextContent('Step 2 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('group', { name: 'Clap guide' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(sent.find((call) => call.key === 'POST /api/update_screen_guide')?.body).toEqual({ name: 'claps' }),
    );
  });

  it('does not show the clap guide to a person who has given all their claps', async () => {
    signIn(buildSessionUser({ guides: { dashboard: true, claps: false, schedule: true } }));
    mockApi({});
    renderAt(<ClapButton type="song" slug="rain-song" label="Rain" mine={CLAP_MAX} total={CLAP_MAX} isGuideHost />);
    await screen.findByRole('button', { name: `Clap for Rain: ${CLAP_MAX} claps, ${CLAP_MAX} of ${CLAP_MAX} yours` });
    expect(screen.queryByRole('group', { name: 'Clap guide' })).not.toBeInTheDocument();
  });
});
