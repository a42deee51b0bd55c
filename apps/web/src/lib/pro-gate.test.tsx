import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAccountDialogs } from './account-dialogs.ts';
import { buildSessionUser, renderRoutes, signIn } from '../test/render.tsx';
import { selectNonProAction, selectSubscriptionVariant, useNonProActionHandler } from './pro-gate.ts';

afterEach(() => useAccountDialogs.setState({ dialog: null, flow: null, context: {} }));

const verifiedArtist = buildSessionUser({ isEmailVerified: true });

describe('the non-Pro action handler (spec 1 §6, spec 2 §6, READING order)', () => {
  it('visitor → sign in; listener → upgrade; unverified → verify e-mail; not Pro → subscription; Pro → go ahead', () => {
    expect(selectNonProAction(null)).toBe('login');
    expect(selectNonProAction(buildSessionUser({ status: 3, type: 'Listener', isEmailVerified: false }))).toBe('upgrade');
    expect(selectNonProAction(buildSessionUser({ isEmailVerified: false }))).toBe('verify-email');
    expect(selectNonProAction(verifiedArtist)).toBe('subscription');
    expect(selectNonProAction({ ...verifiedArtist, isProMember: 2 })).toBe('subscription');
    expect(selectNonProAction({ ...verifiedArtist, isProMember: 1 })).toBeNull();
  });

  it('an expired member gets renewal_expire, a member in the last 30 days renewal, others the plans (spec 2 §4)', () => {
    expect(selectSubscriptionVariant(verifiedArtist)).toBe('subscription');
    expect(selectSubscriptionVariant({ ...verifiedArtist, isProMember: 2 })).toBe('renewal_expire');
    expect(selectSubscriptionVariant({ ...verifiedArtist, isProMember: 1, expdays: 29 })).toBe('renewal');
    expect(selectSubscriptionVariant({ ...verifiedArtist, isProMember: 1, expdays: 30 })).toBe('subscription');
  });

  it('opens the dialog each case needs', () => {
    let handle: ReturnType<typeof useNonProActionHandler> = () => false;
    function Probe() {
      handle = useNonProActionHandler();
      return null;
    }
    renderRoutes([{ path: '*', element: <Probe /> }], '/upload/song');
    act(() => void handle('upload'));
    expect(useAccountDialogs.getState().dialog).toEqual({ kind: 'login', tab: 1 });
    signIn(buildSessionUser({ status: 3, type: 'Listener' }));
    act(() => void handle('upload'));
    expect(useAccountDialogs.getState().dialog).toEqual({ kind: 'upgrade', from: 'upload' });
    signIn(buildSessionUser({ isEmailVerified: false }));
    act(() => void handle('opp'));
    expect(useAccountDialogs.getState().dialog).toEqual({ kind: 'verify-email', mode: 'account' });
    signIn(verifiedArtist);
    act(() => void handle('opp'));
    expect(useAccountDialogs.getState().dialog).toEqual({ kind: 'subscription', variant: 'subscription' });
    signIn({ ...verifiedArtist, isProMember: 2 });
    act(() => void handle('opp'));
    expect(useAccountDialogs.getState().dialog).toEqual({ kind: 'subscription', variant: 'renewal_expire' });
    signIn({ ...verifiedArtist, isProMember: 1 });
    let isHandled = true;
    act(() => {
      isHandled = handle('opp');
    });
    expect(isHandled).toBe(false);
  });
});
