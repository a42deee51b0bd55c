import { referenceRoutes } from '@indiwave/domain/contract/reference';
import { MESSAGES } from '@indiwave/domain/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from './router.tsx';
import { useAccountDialogs } from '../lib/account-dialogs.ts';
import { setSessionUser } from '../lib/session.ts';
import { fakeReply, respond } from '../test/mock-api';
import { buildSessionUser, renderRoutes } from '../test/render.tsx';

/**
 * Answers the reference lists the upload forms load. Anything else (the session check …) gets a
 * 503, which proves nothing about the session, so the signed-in user stays signed in.
 */
function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const list = (names: string[]) => ({
        success: true as const,
        results: names.map((name, index) => ({ id: index + 1, name, slug: name.toLowerCase() })),
      });
      if (url.includes('/api/genre'))
        return respond(fakeReply(referenceRoutes.genre, list(['Pop', 'Rock'])), input, init);
      if (url.includes('/api/language'))
        return respond(fakeReply(referenceRoutes.language, list(['Hindi', 'English'])), input, init);
      if (url.includes('/api/mood')) return respond(fakeReply(referenceRoutes.mood, list(['Happy'])), input, init);
      return new Response(JSON.stringify({ success: false, error: 'Unavailable' }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

/** An artist whose profile is complete, so no after-sign-in dialog covers the page. */
const buildArtist = () =>
  buildSessionUser({
    country: 'India',
    artistType: ['Singer'],
    genre: ['Pop'],
    isEmailVerified: true,
    isMobVerified: true,
    isPwdSet: true,
  });

beforeEach(() => {
  // The previous page's sign-out may open the sign-in dialog after its cleanup: start closed.
  useAccountDialogs.setState({ dialog: null, flow: null, context: {} });
  stubApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe('catalogue routes (spec 1 §2.1)', () => {
  it.each([
    ['/upload-tracks', '/upload/tracks'],
    ['/upload-video', '/upload/video'],
    ['/song-upload', '/upload/song'],
    ['/album-upload', '/upload/album'],
    ['/video-upload', '/upload/video'],
  ])('redirects the alias %s to %s', async (alias, target) => {
    setSessionUser(buildSessionUser());
    const { router } = renderRoutes(appRoutes, alias);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('sends visitors and listeners away from /mydashboard/songs', async () => {
    setSessionUser(buildSessionUser({ status: 3, type: 'Listener' }));
    const { router } = renderRoutes(appRoutes, '/mydashboard/songs');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/mydashboard/songs'));
  });

  it('asks a listener to upgrade instead of showing the upload form', async () => {
    setSessionUser(buildSessionUser({ status: 3, type: 'Listener' }));
    renderRoutes(appRoutes, '/upload/song');
    // The page stays behind the upgrade dialog opened from 'upload' (spec 2 §2.1).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upgrade to upload', hidden: true }),
    ).toBeInTheDocument();
    await waitFor(() => expect(useAccountDialogs.getState().dialog).toEqual({ kind: 'upgrade', from: 'upload' }));
  });

  it('asks a visitor to sign in and come back', async () => {
    renderRoutes(appRoutes, '/upload/album');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to upload', hidden: true }),
    ).toBeInTheDocument();
    // The gate opens the dialog from an effect, after the heading is on screen.
    await waitFor(() => expect(useAccountDialogs.getState().dialog).toMatchObject({ kind: 'login' }));
    expect(useAccountDialogs.getState().context.target).toBe('/upload/album');
  });
});

describe('the song form checks before sending (spec 2 §5.5)', () => {
  it('asks for the audio, the title, a genre and a language in the spec words', async () => {
    setSessionUser(buildArtist());
    renderRoutes(appRoutes, '/upload/song');
    fireEvent.click(await screen.findByRole('button', { name: 'Upload song' }));
    expect(await screen.findByText(MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.genreRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.languageRequired)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'x'.repeat(121) } });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Title' }));
    expect(await screen.findByText(MESSAGES.titleMax)).toBeInTheDocument();
  });

  it('asks for an audio file once the details are valid', async () => {
    setSessionUser(buildArtist());
    renderRoutes(appRoutes, '/upload/song');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Rain' } });
    fireEvent.click(await screen.findByText('Pop', { exact: true }));
    fireEvent.click(await screen.findByText('Hindi', { exact: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload song' }));
    expect(await screen.findByText(MESSAGES.audioRequired)).toBeInTheDocument();
  });
});
