import { describe, expect, it } from 'vitest';
import type { SessionReply } from '@indiwave/domain/contract/auth';
import { buildSessionReply } from '../../test/mock-api.ts';
import { toSessionUser } from './session-user.ts';

const reply = (overrides: Record<string, unknown> = {}) => buildSessionReply(overrides) as SessionReply;

describe('the session reply as the cached user (spec 1 §3.1, §3.2)', () => {
  it("stores the token as 'Token ' + key and maps names, flags and place", () => {
    const user = toSessionUser(reply());
    expect(user).toMatchObject({
      status: 1,
      type: 'Artist',
      token: 'Token key-1',
      id: 7,
      slug: 'maya-rao',
      fname: 'Maya',
      lname: 'Rao',
      name: 'Maya Rao',
      genre: ['Folk'],
      artistType: ['Singer'],
      country: 'India',
      state: 'Kerala',
      city: 'Kochi',
      email: 'maya@example.com',
      isEmailVerified: true,
      isMobVerified: false,
      isPwdSet: true,
      isFromIndia: true,
      ip: '127.0.0.1',
      isProMember: 0,
      guides: { dashboard: false, claps: true, schedule: false },
      placeIds: { country: 101, state: 19, city: 5 },
    });
    expect(user.expdays).toBeUndefined();
  });

  it('status from type: Artist 1, Band 2, Listener 3; an artist with an artist type named band is a Band', () => {
    expect(toSessionUser(reply({ is_type: 'Band' })).status).toBe(2);
    expect(toSessionUser(reply({ is_type: 'Listener' }))).toMatchObject({ status: 3, type: 'Listener' });
    expect(toSessionUser(reply({ artist_type: [{ id: 9, name: 'Band' }] }))).toMatchObject({ status: 2, type: 'Band' });
  });

  it('Pro state 0/1/2 and days to expiry (expdays)', () => {
    expect(toSessionUser(reply({ is_pro: 1, sds_e: 12 }))).toMatchObject({ isProMember: 1, expdays: 12 });
    expect(toSessionUser(reply({ is_pro: 2, sds_e: 0 }))).toMatchObject({ isProMember: 2, expdays: 0 });
  });

  it('keeps the provider of a social session across refreshes', () => {
    const first = toSessionUser(reply(), null, 'GOOGLE');
    expect(first.signInProvider).toBe('GOOGLE');
    expect(toSessionUser(reply(), first).signInProvider).toBe('GOOGLE');
  });
});
