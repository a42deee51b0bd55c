import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { EMBED_HEIGHT } from '@indiwave/domain/constants';
import { expectAccessible } from './support/axe.ts';

type ListItem = { title: string; song_slug: string | null; album_slug: string | null; is_album: boolean };

/** A demo artist's public songs and albums, as the artist's list call gives them. */
async function listArtistItems(request: APIRequestContext, artistSlug: string): Promise<ListItem[]> {
  const response = await request.get(`/api/indiwaveuser/songs?slug=${artistSlug}&offset=0&limit=20`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: ListItem[] }).results;
}

async function readSongPlays(request: APIRequestContext, slug: string): Promise<number> {
  return ((await (await request.get(`/api/song/${slug}`)).json()) as { result: { song_plays: number } }).result
    .song_plays;
}

/**
 * A real site on another origin (localhost and a free port, while the app is 127.0.0.1) that
 * embeds the player, as an artist's own site would. It is a real server because Chromium keeps
 * pages it thinks public from framing loopback addresses.
 */
async function startPartnerSite(embedUrl: string): Promise<{ origin: string; close: () => void }> {
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><html lang="en"><head><title>My band site</title></head><body><h1>Listen</h1>
      <iframe title="Player" src="${embedUrl}" width="100%" height="${EMBED_HEIGHT}" style="border:0"></iframe></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

test.describe('embeds', () => {
  let partner: { origin: string; close: () => void } | undefined;
  test.afterEach(() => partner?.close());

  test('a song embed plays in an iframe on a page of another origin', async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const song = (await listArtistItems(request, 'asha-menon')).find((item) => !item.is_album && item.song_slug);
    expect(song, 'a demo song').toBeTruthy();
    const playsBefore = await readSongPlays(request, song!.song_slug!);
    partner = await startPartnerSite(`${baseURL}/song-embed/${song!.song_slug}`);
    await page.goto(`${partner.origin}/music`);
    const frame = page.frameLocator('iframe[title="Player"]');
    await expect(frame.getByRole('heading', { name: song!.title })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Asha Menon' })).toHaveAttribute('target', '_blank');
    await frame.getByRole('button', { name: 'Play' }).click();
    await expect(frame.getByRole('button', { name: 'Pause' })).toBeVisible();
    const embedFrame = page.frames().find((candidate) => candidate.url().includes('/embed/song/'));
    expect(embedFrame?.url()).toBe(`${baseURL}/embed/song/${song!.song_slug}`);
    // The elapsed time moves: the audio really plays inside the frame.
    await expect(frame.locator('.embed__time').first()).not.toHaveText('00:00');
    // The play heard in the embed counts like any other, once really listened to (issue 14: 30 s,
    // or the whole song less 2 s; the demo songs are 20–40 s): the embed confirms it then.
    const listened = await page.waitForResponse(
      (response) => response.url().endsWith('/api/activity_logger') && (response.request().postData() ?? '').includes('"event":"listened"'),
      { timeout: 45_000 },
    );
    expect(await listened.json()).toMatchObject({ is_counted: true });
    await expect.poll(() => readSongPlays(request, song!.song_slug!)).toBeGreaterThan(playsBefore);
  });

  test('a playlist embed lists its tracks in its owner’s order and passes the accessibility check', async ({
    page,
    request,
  }) => {
    const listing = await request.get('/api/playlist/indiwave_playlists?type=playlist&offset=0&limit=20');
    expect(listing.ok()).toBe(true);
    const playlists = (
      (await listing.json()) as {
        results: { slug_playlist: string; title: string; tracks_count: number; track: { title: string }[] }[];
      }
    ).results;
    const playlist = playlists.find((item) => item.tracks_count > 1);
    expect(playlist, 'a demo playlist with tracks').toBeTruthy();
    await page.setViewportSize({ width: 480, height: 400 });
    await page.goto(`/playlist-embed/${playlist!.slug_playlist}`);
    await expect(page.getByRole('heading', { name: playlist!.title })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tracks' }).getByRole('button').first()).toContainText(
      playlist!.track[0].title,
    );
    await expectAccessible(page);
  });

  test('an album embed lists its tracks and skips between them', async ({ page, request }) => {
    const artists = ['monsoon-theory', 'dhoop-chhaon', 'asha-menon', 'kabir-sethi', 'ribha-lyngdoh', 'ishaan-sen'];
    let album: ListItem | undefined;
    for (const artist of artists) {
      album = (await listArtistItems(request, artist)).find((item) => item.is_album && item.album_slug);
      if (album) break;
    }
    expect(album, 'a demo album').toBeTruthy();
    await page.setViewportSize({ width: 480, height: 400 });
    await page.goto(`/album-embed/${album!.album_slug}`);
    await expect(page).toHaveURL(new RegExp(`/embed/album/${album!.album_slug}$`));
    await expect(page.getByRole('heading', { name: album!.title })).toBeVisible();
    const tracks = page.getByRole('list', { name: 'Tracks' }).getByRole('button');
    expect(await tracks.count()).toBeGreaterThan(1);
    await expect(page.getByText(/^Track 1 of \d+/)).toBeVisible();
    await page.getByRole('button', { name: 'Next track' }).click();
    await expect(page.getByText(/^Track 2 of \d+/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous track' }).click();
    await expect(page.getByText(/^Track 1 of \d+/)).toBeVisible();
  });

  test('a pasted song link unfurls: the server HTML carries OpenGraph tags, and oEmbed answers the player', async ({
    request,
  }) => {
    const song = (await listArtistItems(request, 'asha-menon')).find((item) => !item.is_album && item.song_slug)!;
    const html = await (await request.get(`/songs/${song.song_slug}`)).text();
    expect(html).toContain('<meta property="og:type" content="music.song" />');
    expect(html).toContain(`<meta property="og:title" content="${song.title} by Asha Menon" />`);
    const oembedHref = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html)?.[1];
    expect(oembedHref).toBeTruthy();
    const oembed = await (
      await request.get(oembedHref!.replace(/&amp;/g, '&').replace(/^https?:\/\/[^/]+/, ''))
    ).json();
    expect(oembed.html).toContain(`/embed/song/${song.song_slug}`);
    expect(oembed.height).toBe(EMBED_HEIGHT);
  });

  test('a missing item says so, and the app keeps its own framing rule', async ({ page, request }) => {
    await page.goto('/embed/song/no-such-song-here');
    await expect(page.getByText('This is not available for embedding.')).toBeVisible();
    const app = await request.get('/songs/anything');
    expect(app.headers()['x-frame-options']).toBe('SAMEORIGIN');
    const embed = await request.get('/embed/video/anything');
    expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
  });
});
