import { describe, expect, it } from 'vitest';
import { USER_STATUS } from '@indiwave/domain/constants';
import type { SessionUser } from '../../lib/session.ts';
import { selectApplyStep } from './apply-gate.ts';

const artist: SessionUser = { status: USER_STATUS.artist, token: 'Token x', id: 1, type: 'Artist', slug: 'asha', name: 'Asha', isEmailVerified: true, isProMember: 0 };

describe('the apply gate (spec 1 §6, READING non-Pro action handler order)', () => {
  it('asks visitors to sign in, listeners to upgrade, then a verified e-mail, then Pro for Pro-only briefs', () => {
    expect(selectApplyStep(null, { is_pro_only: false })).toBe('login');
    expect(selectApplyStep({ ...artist, status: USER_STATUS.listener, type: 'Listener', isEmailVerified: false }, { is_pro_only: true })).toBe('upgrade');
    expect(selectApplyStep({ ...artist, isEmailVerified: false }, { is_pro_only: true })).toBe('verify-email');
    expect(selectApplyStep(artist, { is_pro_only: true })).toBe('subscription');
    expect(selectApplyStep({ ...artist, isProMember: 1 }, { is_pro_only: true })).toBeNull();
    expect(selectApplyStep(artist, { is_pro_only: false })).toBeNull();
  });
});
