import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { isNewVersionAvailable, offerNewVersion } from './version-prompt';

describe('isNewVersionAvailable', () => {
  it('is true only when the server names another build', () => {
    expect(isNewVersionAvailable('abc-1', 'abc-2')).toBe(true);
    expect(isNewVersionAvailable('abc-1', 'abc-1')).toBe(false);
    expect(isNewVersionAvailable('abc-1', undefined)).toBe(false);
    expect(isNewVersionAvailable('abc-1', '')).toBe(false);
  });

  it('never asks under the dev server', () => {
    expect(isNewVersionAvailable('dev', 'abc-2')).toBe(false);
  });
});

describe('offerNewVersion (spec 1 §4)', () => {
  it("asks 'New version available. Load New Version?' and reloads on yes", async () => {
    const ask = vi.fn().mockResolvedValue(true);
    const reload = vi.fn();
    await expect(offerNewVersion({ ask, reload })).resolves.toBe(true);
    expect(ask).toHaveBeenCalledWith(MESSAGES.newVersion);
    expect(MESSAGES.newVersion).toBe('New version available. Load New Version?');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload on no', async () => {
    const reload = vi.fn();
    await offerNewVersion({ ask: vi.fn().mockResolvedValue(false), reload });
    expect(reload).not.toHaveBeenCalled();
  });
});
