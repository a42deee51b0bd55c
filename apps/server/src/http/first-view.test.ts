import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCallsOf } from '@indiwave/domain/rules/first-calls';
import { FIRST_REPLIES_ELEMENT_ID, SIGNED_IN_COOKIE } from '@indiwave/domain/rules/first-view';
import { createTestApp, type TestApp } from '../../test/build-app.ts';
import { buildSong } from '../../test/catalog-factories.ts';
import { buildUser, type BuiltUser } from '../../test/factories.ts';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-first-view-dist-'));
let t: TestApp;
let artist: BuiltUser;
let song: { id: number; slug: string };
let privateSong: { id: number; slug: string };
const brandSlug = 'indiwave';
const VISITOR = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (first-view test)' };

beforeAll(async () => {
  fs.writeFileSync(path.join(distDir, 'index.html'), '<html><head><!--app-meta--><script type="module" src="/assets/main-1.js"></script></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ config: { webDistDir: distDir } });
  artist = await buildUser(t.db, { type: 'Artist', first_name: 'Asha', last_name: 'Menon' });
  song = await buildSong(t.db, artist.id, { title: 'Rain </script><script>alert(1)</script>' });
  privateSong = await buildSong(t.db, artist.id, { title: 'Secret Demo', isPublic: false });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

async function readFirstReplies(url: string, headers: Record<string, string> = VISITOR) {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  const match = new RegExp(`<script type="application/json" id="${FIRST_REPLIES_ELEMENT_ID}">(.*?)</script>`, 's').exec(res.body);
  return { html: res.body, replies: match ? (JSON.parse(match[1]) as Record<string, unknown>) : null };
}

describe("a visitor's first view (issue 16)", () => {
  it("a song page carries the song's reply as the API gives it, and preloads its artwork in the sizes the page asks for", async () => {
    const { html, replies } = await readFirstReplies(`/songs/${song.slug}`);
    const [songCall] = firstCallsOf({ kind: 'song', slug: song.slug }, brandSlug);
    const api = await t.app.inject({ url: songCall });
    expect(replies).toEqual({ [songCall]: api.json() });
    const image = (api.json() as { result: { image: string } }).result.image;
    expect(html).toContain(`<link rel="preload" as="image" href="${image}"`);
    expect(html).toMatch(/imagesrcset="[^"]*200w[^"]*" imagesizes="256px" fetchpriority="high">/);
    // After the entry's own tags, so the entry is asked for first.
    expect(html.indexOf('rel="preload"')).toBeGreaterThan(html.indexOf('/assets/main-1.js'));
  });

  it('a title cannot end the script element it travels in', async () => {
    const { html } = await readFirstReplies(`/songs/${song.slug}`);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it("a private song's page carries nothing about it (the API says 404 to a visitor)", async () => {
    const { html, replies } = await readFirstReplies(`/songs/${privateSong.slug}`);
    expect(replies).toBeNull();
    expect(html).not.toContain('Secret Demo');
  });

  it("an e-Press Kit carries the profile, its songs and achievements, and counts the visitor's view once, as the page's own call would", async () => {
    await t.db.updateTable('users').set({ profile_pic: 'avatars/asha.jpg' }).where('id', '=', artist.id).execute();
    const viewsBefore = await countProfileViews();
    const { replies } = await readFirstReplies(`/${artist.slug}`);
    expect(Object.keys(replies ?? {}).sort()).toEqual(firstCallsOf({ kind: 'artist', slug: artist.slug }, brandSlug).sort());
    const { html } = await readFirstReplies(`/${artist.slug}`);
    expect(await countProfileViews()).toBe(viewsBefore + 1);
    const [profileCall] = firstCallsOf({ kind: 'artist', slug: artist.slug }, brandSlug);
    const picture = (replies?.[profileCall] as { result: { profile_pic: string } }).result.profile_pic;
    expect(picture).toContain('asha');
    expect(html).toContain(`<link rel="preload" as="image" href="${picture}" fetchpriority="high">`);
  });

  it('home and /songs carry their listings and lists', async () => {
    const home = await readFirstReplies('/');
    expect(Object.keys(home.replies ?? {}).sort()).toEqual(firstCallsOf({ kind: 'home' }, brandSlug).sort());
    const songs = await readFirstReplies('/songs');
    expect(Object.keys(songs.replies ?? {}).sort()).toEqual(firstCallsOf({ kind: 'songs' }, brandSlug).sort());
  });

  it('a signed-in browser gets none: its calls carry its token', async () => {
    const { replies } = await readFirstReplies(`/songs/${song.slug}`, { ...VISITOR, cookie: `theme=dark; ${SIGNED_IN_COOKIE}=1` });
    expect(replies).toBeNull();
    const res = await t.app.inject({ url: '/', headers: VISITOR });
    expect(res.headers.vary).toContain('cookie');
  });
});

async function countProfileViews(): Promise<number> {
  const row = await t.db.selectFrom('profile_views').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
