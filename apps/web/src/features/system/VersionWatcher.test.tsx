import { systemRoutes } from '@indiwave/domain/contract/system';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSION_POLL_INTERVAL_MS } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { fakeReply, respond } from '../../test/mock-api';
import { renderAt } from '../../test/render';
import { versionQueryOptions } from './api/get-version';
import { VersionWatcher } from './VersionWatcher';

function replyWithVersion(version: string) {
  return vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    respond(fakeReply(systemRoutes.version, { success: true, version }), input, init),
  );
}

beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, reload: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VersionWatcher (spec 1 §4 app version)', () => {
  it('polls GET /api/version on the interval and when the window regains focus', () => {
    const options = versionQueryOptions();
    expect(options.refetchInterval).toBe(VERSION_POLL_INTERVAL_MS);
    expect(options.refetchOnWindowFocus).toBe('always');
  });

  it('stays quiet while the server serves this build', async () => {
    const fetchMock = replyWithVersion('build-1');
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<VersionWatcher ownVersion="build-1" />);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/version', expect.objectContaining({ method: 'GET' })),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers the new version and reloads when confirmed', async () => {
    vi.stubGlobal('fetch', replyWithVersion('build-2'));
    renderAt(<VersionWatcher ownVersion="build-1" />);
    await screen.findByRole('alertdialog', { name: MESSAGES.newVersion });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(window.location.reload).toHaveBeenCalledOnce());
  });

  it('keeps the page when declined', async () => {
    vi.stubGlobal('fetch', replyWithVersion('build-2'));
    renderAt(<VersionWatcher ownVersion="build-1" />);
    await screen.findByRole('alertdialog', { name: MESSAGES.newVersion });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(window.location.reload).not.toHaveBeenCalled();
  });
});
