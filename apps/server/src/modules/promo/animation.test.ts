import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_MESSAGES, type PromoRender } from '@indiwave/domain/contract/promo';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildSignedIn, callAs, uploadSong } from '../../../test/promo-fixtures.ts';

let t: TestApp;
let dataDir: string;
let artist: Awaited<ReturnType<typeof buildSignedIn>>;
let longSong: { slug_usersong: string; title: string };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-promo-'));
  t = await createTestApp({ config: { dataDir } });
  artist = await buildSignedIn(t.app, t.db, 'Band', { band_name: 'Monsoon Theory' });
  longSong = await uploadSong(t.app, artist.key, { title: 'Long Rain' }, 35);
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const getRender = async (id: string): Promise<PromoRender> => (await callAs(t.app, artist.key, 'GET', `/api/promo/animation/${id}`)).json().result;

/** Polls a render until `isDone` says so; returns every state seen on the way. */
async function watchRender(id: string, isDone: (render: PromoRender) => boolean, timeoutMs = 90_000): Promise<PromoRender[]> {
  const seen: PromoRender[] = [];
  const until = Date.now() + timeoutMs;
  for (;;) {
    const render = await getRender(id);
    seen.push(render);
    if (isDone(render)) return seen;
    if (Date.now() > until) throw new Error(`render ${id} stuck at ${render.status} ${render.progress}%`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Width, height and duration of an mp4, as ffprobe reads them. */
function probe(file: string) {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,width,height:format=duration', '-of', 'json', file], { encoding: 'utf8' });
  const json = JSON.parse(out) as { streams: { codec_type: string; width?: number; height?: number }[]; format: { duration: string } };
  const video = json.streams.find((s) => s.codec_type === 'video');
  return { width: video?.width, height: video?.height, duration: Number(json.format.duration), hasAudio: json.streams.some((s) => s.codec_type === 'audio') };
}

async function download(render: PromoRender): Promise<string> {
  expect(render.download_url).toMatch(/^\/media\/private\/audio\/promo\//);
  const res = await t.app.inject({ url: render.download_url as string });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('video/mp4');
  const file = path.join(dataDir, `${render.id}.mp4`);
  fs.writeFileSync(file, res.rawPayload);
  return file;
}

describe('promo animation', () => {
  it('renders a 30-second 9:16 clip with progress, and the owner downloads the mp4 by signed link only', async () => {
    const created = await callAs(t.app, artist.key, 'POST', '/api/promo/animation', { song: longSong.slug_usersong, format: '9:16', clip_start: 2 });
    expect(created.statusCode, created.body).toBe(200);
    const render = created.json().result as PromoRender;
    expect(render).toMatchObject({ format: '9:16', clip_start: 2, clip_seconds: 30, status: 'queued', progress: 0, download_url: null, song: { slug: longSong.slug_usersong, title: 'Long Rain' } });

    const seen = await watchRender(render.id, (r) => r.status === 'done' || r.status === 'failed');
    const done = seen.at(-1) as PromoRender;
    expect(done.status, done.error ?? '').toBe('done');
    expect(done.progress).toBe(100);
    // Progress moved through values between start and end while ffmpeg ran.
    expect(seen.some((r) => r.status === 'rendering' && r.progress > 0 && r.progress < 100)).toBe(true);
    const progressSeen = seen.map((r) => r.progress);
    expect([...progressSeen].sort((a, b) => a - b)).toEqual(progressSeen);
    console.log(`promo render 9:16, 30 s clip: ${done.render_ms} ms, ${done.size} bytes`);

    const file = await download(done);
    const media = probe(file);
    expect(media).toMatchObject({ width: 720, height: 1280, hasAudio: true });
    expect(media.duration).toBeGreaterThan(29.5);
    expect(media.duration).toBeLessThan(30.6);
    // The file is never at a public address.
    const publicUrl = (done.download_url as string).replace('/media/private/', '/media/').replace(/\?.*$/, '');
    expect((await t.app.inject({ url: publicUrl })).statusCode).toBe(404);
    // A finished render is neither cancelled nor restarted.
    expect((await callAs(t.app, artist.key, 'POST', '/api/promo/animation_cancel', { id: render.id })).json().error).toBe(PROMO_MESSAGES.renderNotCancellable);
    expect((await callAs(t.app, artist.key, 'POST', '/api/promo/animation_restart', { id: render.id })).json().error).toBe(PROMO_MESSAGES.renderNotRestartable);
  }, 120_000);

  it('a short song gives a 1:1 clip of what is left of it; a start past the end is refused', async () => {
    const song = await uploadSong(t.app, artist.key, { title: 'Short Shower' }, 6);
    expect((await callAs(t.app, artist.key, 'POST', '/api/promo/animation', { song: song.slug_usersong, format: '1:1', clip_start: 6 })).json()).toMatchObject({ success: false, error: PROMO_MESSAGES.clipStartTooLate });
    const render = (await callAs(t.app, artist.key, 'POST', '/api/promo/animation', { song: song.slug_usersong, format: '1:1', clip_start: 2 })).json().result as PromoRender;
    expect(render.clip_seconds).toBe(4);
    const done = (await watchRender(render.id, (r) => r.status === 'done' || r.status === 'failed')).at(-1) as PromoRender;
    expect(done.status, done.error ?? '').toBe('done');
    console.log(`promo render 1:1, 4 s clip: ${done.render_ms} ms`);
    const media = probe(await download(done));
    expect(media).toMatchObject({ width: 720, height: 720 });
    expect(media.duration).toBeGreaterThan(3.5);
    expect(media.duration).toBeLessThan(4.6);
  }, 120_000);

  it('cancel stops ffmpeg mid-render and keeps it cancelled; restart renders it again under a new generation', async () => {
    const render = (await callAs(t.app, artist.key, 'POST', '/api/promo/animation', { song: longSong.slug_usersong, format: '9:16', clip_start: 0 })).json().result as PromoRender;
    const running = (await watchRender(render.id, (r) => r.status === 'rendering' && r.progress > 0)).at(-1) as PromoRender;
    expect(running.progress).toBeLessThan(100);
    const startedAt = Date.now();
    const cancelled = await callAs(t.app, artist.key, 'POST', '/api/promo/animation_cancel', { id: render.id });
    expect(cancelled.json().result).toMatchObject({ status: 'cancelled', download_url: null });
    // The job ends as soon as ffmpeg is killed, long before a whole render would have.
    await t.platform.jobs.drain();
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    const row = await t.db.selectFrom('promo_renders').selectAll().where('public_id', '=', render.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'cancelled', output_key: null, generation: 1 });
    expect(row.progress).toBeLessThan(100);
    const job = await t.db.selectFrom('jobs').selectAll().where('type', '=', 'promo.animation').where('payload', 'like', `%"renderId":${row.id},%`).executeTakeFirstOrThrow();
    expect(job.status).toBe('done');
    // Cancelling twice is refused.
    expect((await callAs(t.app, artist.key, 'POST', '/api/promo/animation_cancel', { id: render.id })).statusCode).toBe(400);

    const restarted = (await callAs(t.app, artist.key, 'POST', '/api/promo/animation_restart', { id: render.id })).json().result as PromoRender;
    expect(restarted).toMatchObject({ id: render.id, status: 'queued', progress: 0 });
    const done = (await watchRender(render.id, (r) => r.status === 'done' || r.status === 'failed')).at(-1) as PromoRender;
    expect(done.status, done.error ?? '').toBe('done');
    expect((await t.db.selectFrom('promo_renders').select('generation').where('public_id', '=', render.id).executeTakeFirstOrThrow()).generation).toBe(2);
    expect(probe(await download(done)).duration).toBeGreaterThan(29.5);
  }, 180_000);

  it('only the owner sees, cancels or restarts a render; listeners and visitors have no tools', async () => {
    const render = (await callAs(t.app, artist.key, 'GET', '/api/promo/animations')).json().results[0] as PromoRender;
    const other = await buildSignedIn(t.app, t.db, 'Artist');
    expect((await callAs(t.app, other.key, 'GET', `/api/promo/animation/${render.id}`)).statusCode).toBe(404);
    expect((await callAs(t.app, other.key, 'POST', '/api/promo/animation_cancel', { id: render.id })).statusCode).toBe(404);
    expect((await callAs(t.app, other.key, 'POST', '/api/promo/animation_restart', { id: render.id })).statusCode).toBe(404);
    expect((await callAs(t.app, other.key, 'GET', '/api/promo/animations')).json().results).toEqual([]);
    // Someone else's song cannot be animated.
    expect((await callAs(t.app, other.key, 'POST', '/api/promo/animation', { song: longSong.slug_usersong, format: '1:1', clip_start: 0 })).statusCode).toBe(404);
    const listener = await buildSignedIn(t.app, t.db, 'Listener');
    const refused = await callAs(t.app, listener.key, 'POST', '/api/promo/animation', { song: longSong.slug_usersong, format: '1:1', clip_start: 0 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(PROMO_MESSAGES.artistsOnly);
    expect((await callAs(t.app, null, 'GET', '/api/promo/animations')).statusCode).toBe(401);
    expect((await callAs(t.app, null, 'GET', '/api/promo/overview')).statusCode).toBe(401);
  });

  it('counts each use of a tool on the overview', async () => {
    const overview = (await callAs(t.app, artist.key, 'GET', '/api/promo/overview')).json().result;
    // Three renders were started and one restarted in this file.
    expect(overview.usage).toMatchObject({ animation: 4, radio_pitch: 0, presave: 0, assistant: 0, share_card: 0 });
    expect((await callAs(t.app, artist.key, 'POST', '/api/promo/track', { tool: 'share_card' })).statusCode).toBe(200);
    expect((await callAs(t.app, artist.key, 'POST', '/api/promo/track', { tool: 'animation' })).statusCode).toBe(400);
    expect((await callAs(t.app, artist.key, 'GET', '/api/promo/overview')).json().result.usage.share_card).toBe(1);
    const songs = (await callAs(t.app, artist.key, 'GET', '/api/promo/songs')).json();
    expect(songs.results.map((s: { title: string }) => s.title).sort()).toEqual(['Long Rain', 'Short Shower']);
    expect(songs.results[0]).toMatchObject({ is_playable: true, is_upcoming: false, has_audio: true });
  });
});
