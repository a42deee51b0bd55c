import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSessionUser } from '../test/render';
import { parseSessionUser, readSessionToken, SESSION_STORAGE_KEY, setSessionUser, useSessionUser } from './session';

describe('session user (spec 1 §3.1)', () => {
  it("reads the cached user from local storage 'currentUser'", () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(buildSessionUser({ slug: 'maya-rao' })));
    const { result } = renderHook(() => useSessionUser());
    expect(result.current?.slug).toBe('maya-rao');
    expect(readSessionToken()).toBe('Token test-key');
  });

  it('treats nothing, garbage and visitors (status 0) as no user', () => {
    expect(parseSessionUser(null)).toBeNull();
    expect(parseSessionUser('{nope')).toBeNull();
    expect(parseSessionUser(JSON.stringify({ status: 0, slug: 'x' }))).toBeNull();
    expect(parseSessionUser(JSON.stringify({ status: 3, slug: 'x' }))?.isProMember).toBe(0);
  });

  it('updates subscribers on sign-in and sign-out', () => {
    const { result } = renderHook(() => useSessionUser());
    expect(result.current).toBeNull();
    act(() => setSessionUser(buildSessionUser()));
    expect(result.current?.name).toBe('Maya Rao');
    act(() => setSessionUser(null));
    expect(result.current).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
