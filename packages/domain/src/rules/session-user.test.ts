import { describe, expect, it } from 'vitest';
import { PRO_STATE, USER_STATUS } from '../constants.ts';
import { formatDaysToExpiry, proStateFromCheck, statusFromType, toStoredToken, typeFromStatus } from './session-user.ts';

describe('session user rules (spec 1 §3.1, §4)', () => {
  it('status derives from type: Band 2, Artist 1, Listener 3, else 0', () => {
    expect(statusFromType('Band')).toBe(USER_STATUS.band);
    expect(statusFromType('Artist')).toBe(USER_STATUS.artist);
    expect(statusFromType('Listener')).toBe(USER_STATUS.listener);
    expect(statusFromType(undefined)).toBe(USER_STATUS.visitor);
  });
  it('an artist with an artist type named band is a Band', () => {
    expect(statusFromType('Artist', ['Singer', 'band'])).toBe(USER_STATUS.band);
    expect(typeFromStatus(USER_STATUS.band)).toBe('Band');
  });
  it('subscription check: 1 when success and pro=1, 2 when pro=2, else 0', () => {
    expect(proStateFromCheck({ success: true, pro: 1 })).toBe(PRO_STATE.active);
    expect(proStateFromCheck({ success: false, pro: 1 })).toBe(PRO_STATE.none);
    expect(proStateFromCheck({ success: true, pro: 2 })).toBe(PRO_STATE.expired);
    expect(proStateFromCheck({ success: true, pro: 0 })).toBe(PRO_STATE.none);
  });
  it("days to expiry: 0 'today', 1 '1 day', more 'N days'", () => {
    expect(formatDaysToExpiry(0)).toBe('today');
    expect(formatDaysToExpiry(1)).toBe('1 day');
    expect(formatDaysToExpiry(12)).toBe('12 days');
  });
  it("the token is stored as 'Token ' + key", () => {
    expect(toStoredToken('abc')).toBe('Token abc');
  });
});
