import { describe, expect, it } from 'vitest';
import { shouldRefreshConversations } from './live-cache.ts';

describe('refreshing conversations on a message event', () => {
  it('refreshes for a new message or a first count', () => {
    expect(shouldRefreshConversations(0, 1, false)).toBe(true);
    expect(shouldRefreshConversations(undefined, 0, false)).toBe(true);
  });

  it('does not for a read elsewhere, the same count, or while marking unread', () => {
    expect(shouldRefreshConversations(2, 1, false)).toBe(false);
    expect(shouldRefreshConversations(1, 1, false)).toBe(false);
    expect(shouldRefreshConversations(0, 1, true)).toBe(false);
  });
});
