import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_LOCK_MS, IDEMPOTENCY_TTL_MS } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../test/build-app.ts';
import { buildSong } from '../../test/catalog-factories.ts';
import { buildForm, makeImage } from '../../test/media-fixtures.ts';
import { buildPerson, type Person } from '../../test/social.ts';
import { createManualClock } from '../platform/clock/clock.port.ts';

/**
 * Issue 14 item 9: a client that did not get its answer retries with the same Idempotency-Key
 * and must not write twice; two actions (two keys) write twice. Through the real routes.
 */
const clock = createManualClock(new Date());
let t: TestApp;
let listener: Person;
let artist: Person;
let songSlug: string;
beforeAll(async () => {
  t = await createTestApp({ platform: { clock } });
  artist = await buildPerson(t.db, clock, { type: 'Artist' });
  listener = await buildPerson(t.db, clock, { type: 'Listener' });
  songSlug = (await buildSong(t.db, artist.id)).slug;
});
afterAll(async () => t.close());

const comment = (text: string, key?: string, person: Person = listener) =>
  t.app.inject({ method: 'POST', url: '/api/song_comments', headers: { ...person.headers, ...(key ? { 'idempotency-key': key } : {}) }, payload: { slug: songSlug, comment: text } });
const countComments = async (text: string) => (await t.db.selectFrom('comments').select('id').where('body', '=', text).execute()).length;

describe('Idempotency-Key on creating calls', () => {
  it('the same key twice: one comment, and the retry gets the first answer', async () => {
    const first = await comment('Same key twice', 'key-same-0001');
    expect(first.statusCode, first.body).toBe(200);
    const retry = await comment('Same key twice', 'key-same-0001');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await countComments('Same key twice')).toBe(1);
  });

  it('two keys: two comments (two actions)', async () => {
    const one = await comment('Two keys', 'key-two-0001');
    const two = await comment('Two keys', 'key-two-0002');
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(two.json().result.id).not.toBe(one.json().result.id);
    expect(await countComments('Two keys')).toBe(2);
  });

  it('retries racing each other write once: the others wait (409 with Retry-After) or get the answer', async () => {
    const replies = await Promise.all(Array.from({ length: 6 }, () => comment('Racing retries', 'key-race-0001')));
    expect(await countComments('Racing retries')).toBe(1);
    for (const reply of replies) {
      expect([200, 409]).toContain(reply.statusCode);
      if (reply.statusCode === 409) {
        expect(reply.json()).toEqual({ success: false, error: MESSAGES.idempotencyKeyInProgress });
        expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect((await comment('Racing retries', 'key-race-0001')).statusCode).toBe(200);
    expect(await countComments('Racing retries')).toBe(1);
  });

  it('the same key with a different request is 422 and writes nothing', async () => {
    await comment('Original text', 'key-reuse-0001');
    const reused = await comment('Another text', 'key-reuse-0001');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ success: false, error: MESSAGES.idempotencyKeyReused });
    expect(await countComments('Another text')).toBe(0);
  });

  it('keys are per user: another person with the same key writes their own comment', async () => {
    await comment('Per user', 'key-user-0001');
    const other = await comment('Per user', 'key-user-0001', artist);
    expect(other.statusCode).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await countComments('Per user')).toBe(2);
  });

  it('a failed first try keeps nothing: the retry with the same key runs afresh', async () => {
    const tooLong = await t.app.inject({ method: 'POST', url: '/api/song_comments', headers: { ...listener.headers, 'idempotency-key': 'key-fail-0001' }, payload: { slug: 'no-such-song', comment: 'Lost' } });
    expect(tooLong.statusCode).toBe(404);
    await t.db.updateTable('songs').set({ slug: 'no-such-song' }).where('slug', '=', songSlug).execute();
    try {
      const retry = await t.app.inject({ method: 'POST', url: '/api/song_comments', headers: { ...listener.headers, 'idempotency-key': 'key-fail-0001' }, payload: { slug: 'no-such-song', comment: 'Lost' } });
      expect(retry.statusCode, retry.body).toBe(200);
    } finally {
      await t.db.updateTable('songs').set({ slug: songSlug }).where('slug', '=', 'no-such-song').execute();
    }
  });

  it('the answer is kept 24 hours; after that the key is free again', async () => {
    await comment('Kept a day', 'key-day-0001');
    clock.advance(IDEMPOTENCY_TTL_MS - 60_000);
    expect((await comment('Kept a day', 'key-day-0001')).headers['idempotent-replayed']).toBe('true');
    clock.advance(2 * 60_000);
    expect((await comment('Kept a day', 'key-day-0001')).headers['idempotent-replayed']).toBeUndefined();
    expect(await countComments('Kept a day')).toBe(2);
  });

  it('a key held by a request that died is taken over once its lock runs out', async () => {
    await t.db.insertInto('idempotency_keys').values({ owner: `u:${listener.id}`, idem_key: 'key-dead-0001', fingerprint: 'x', state: 'pending', locked_until: new Date(clock.now().getTime() + IDEMPOTENCY_LOCK_MS).toISOString(), created_at: clock.now().toISOString(), expires_at: new Date(clock.now().getTime() + IDEMPOTENCY_TTL_MS).toISOString() }).execute();
    expect((await comment('After a crash', 'key-dead-0001')).statusCode).toBe(409);
    clock.advance(IDEMPOTENCY_LOCK_MS);
    expect((await comment('After a crash', 'key-dead-0001')).statusCode).toBe(200);
    expect(await countComments('After a crash')).toBe(1);
  });

  it('a malformed key is 400; no key works as before', async () => {
    expect((await comment('Bad key', 'x'.repeat(256))).json()).toEqual({ success: false, error: MESSAGES.idempotencyKeyInvalid });
    expect((await comment('Bad key', 'has space')).statusCode).toBe(400);
    expect(await countComments('Bad key')).toBe(0);
    await comment('No key');
    await comment('No key');
    expect(await countComments('No key')).toBe(2);
  });

  it('a playlist created twice with one key is one playlist', async () => {
    const create = () => t.app.inject({ method: 'POST', url: '/api/playlist/create', headers: { ...listener.headers, 'idempotency-key': 'key-playlist-1' }, payload: { name: 'Once only' } });
    const first = await create();
    expect(first.statusCode, first.body).toBe(200);
    expect((await create()).json()).toEqual(first.json());
    expect((await t.db.selectFrom('playlists').select('id').where('title', '=', 'Once only').execute()).length).toBe(1);
  });

  it('a multipart upload sent twice with one key is stored once (the key stands for the upload)', async () => {
    const image = await makeImage(600);
    const upload = () => t.app.inject({ method: 'POST', url: '/api/upload_artwork', headers: { ...artist.headers, 'idempotency-key': 'key-upload-01' }, payload: buildForm({ image }) });
    const before = (await t.db.selectFrom('media_files').select('id').execute()).length;
    const first = await upload();
    expect(first.statusCode, first.body).toBe(200);
    const retry = await upload();
    expect(retry.json()).toEqual(first.json());
    expect((await t.db.selectFrom('media_files').select('id').execute()).length - before).toBe(1);
  });

  it('a compressed answer (browsers ask for one) is kept and replayed too', async () => {
    const long = 'A long comment that makes the answer compressible. '.repeat(15);
    const ask = () => t.app.inject({ method: 'POST', url: '/api/song_comments', headers: { ...listener.headers, 'idempotency-key': 'key-gzip-0001', 'accept-encoding': 'gzip' }, payload: { slug: songSlug, comment: long } });
    const first = await ask();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    const retry = await ask();
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const read = (res: typeof first) => JSON.parse((res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.rawPayload) : res.rawPayload).toString('utf8')) as unknown;
    expect(read(retry)).toEqual(read(first));
    expect(await countComments(long.trim())).toBe(1);
  });

  it('a kept answer too big to compress at once is replayed alone: the handler does not run behind it', async () => {
    const ask = () => t.app.inject({ method: 'POST', url: '/api/song_comments', headers: { ...listener.headers, 'idempotency-key': 'key-big-00001', 'accept-encoding': 'gzip' }, payload: { slug: songSlug, comment: 'Said once, answered big' } });
    expect((await ask()).statusCode).toBe(200);
    // Past the size compression streams rather than compresses at once.
    const big = JSON.stringify({ success: true, padding: 'An answer that goes on and on. '.repeat(1_000) });
    await t.db.updateTable('idempotency_keys').set({ response_body: big }).where('idem_key', '=', 'key-big-00001').execute();
    const retry = await ask();
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(zlib.gunzipSync(retry.rawPayload).toString('utf8')).toBe(big);
    expect(await countComments('Said once, answered big')).toBe(1);
  });
});
