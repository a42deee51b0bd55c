import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildUser, signIn, tokenHeader } from '../../../test/factories.ts';
import { findGenreAndLanguage, makeTone, uploadAudio } from '../../../test/media-fixtures.ts';
import { createManualClock } from '../clock/clock.port.ts';
import { createPlatform } from '../create-platform.ts';
import { createJobQueue } from './job-queue.ts';
import { waitFor } from '../../../test/wait-for.ts';

const silent = pino({ level: 'silent' });
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-jobs-'));
  t = await createTestApp({ config: { dataDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the durable job queue', () => {
  it('runs a job once and marks it done', async () => {
    const queue = createJobQueue({ db: t.db, clock: createManualClock(), logger: silent });
    const seen: unknown[] = [];
    queue.register('test.once', async (payload) => void seen.push(payload));
    const id = await queue.enqueue('test.once', { n: 1 });
    expect(await queue.drain()).toBe(1);
    expect(await queue.drain()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await queue.findJob(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('retries a failing job later, then marks it failed after the last attempt', async () => {
    const clock = createManualClock();
    const queue = createJobQueue({ db: t.db, clock, logger: silent });
    let calls = 0;
    queue.register('test.failing', async () => {
      calls++;
      throw new Error('boom');
    });
    const id = await queue.enqueue('test.failing', {}, { maxAttempts: 2 });
    await queue.drain();
    expect(await queue.findJob(id)).toMatchObject({ status: 'queued', attempts: 1, last_error: 'boom' });
    // Not due again until its retry time.
    expect(await queue.drain()).toBe(0);
    clock.advance(31_000);
    await queue.drain();
    expect(await queue.findJob(id)).toMatchObject({ status: 'failed', attempts: 2, last_error: 'boom' });
    expect(calls).toBe(2);
  });

  it('a job held under a live lease is not taken by another worker; after the lease it is', async () => {
    const clock = createManualClock();
    const first = createJobQueue({ db: t.db, clock, logger: silent, leaseMs: 60_000 });
    const second = createJobQueue({ db: t.db, clock, logger: silent, leaseMs: 60_000 });
    let release: () => void = () => {};
    first.register('test.slow', () => new Promise<void>((resolve) => (release = resolve)));
    let secondRan = 0;
    second.register('test.slow', async () => void secondRan++);
    const id = await first.enqueue('test.slow', {});
    const running = first.drain();
    // Wait until the first worker holds the job, however slow the machine.
    await waitFor(async () => (await first.findJob(id))?.status === 'running', { what: 'the first worker holding the job' });
    expect(await second.drain()).toBe(0);
    expect(secondRan).toBe(0);
    // The first worker dies (its lease is never renewed again): once the lease ends, the second takes it.
    clock.advance(61_000);
    expect(await second.drain()).toBe(1);
    expect(secondRan).toBe(1);
    expect(await second.findJob(id)).toMatchObject({ status: 'done', attempts: 2 });
    release();
    await running;
  });

  it('a song whose renditions job was left running by a dead process is processed after a restart', async () => {
    const key = await signIn(t.app, (await buildUser(t.db, { type: 'Artist' })).email);
    const refs = await findGenreAndLanguage(t.app);
    // Stop this app's worker so the job waits, as if the process died before running it.
    await t.platform.jobs.stop();
    const upload = (await uploadAudio(t.app, key, makeTone('wav', 2, 1234))).json().result.upload_id;
    const song = (await t.app.inject({ method: 'POST', url: '/api/uploadsongdetails', headers: tokenHeader(key), payload: { upload_id: upload, title: 'Survivor', genre: [refs.genre], language: [refs.language] } })).json().result;
    // The dead process had claimed it: 'running', its lease run out.
    await t.db.updateTable('jobs').set({ status: 'running', attempts: 1, locked_by: 'dead-host:1:dead', lease_until: '2000-01-01T00:00:00.000Z' }).where('type', '=', 'catalog.renditions').where('status', '=', 'queued').execute();
    expect((await t.app.inject({ url: `/api/song/${song.slug_usersong}` })).json().result.media_status).toBe('processing');

    // A new process starts on the same database and media folder.
    const { db, dialect } = openDatabase(t.config.database);
    const restarted = await buildApp({ config: t.config, db, dialect, platform: createPlatform(t.config, db, silent), logger: false });
    await restarted.ready();
    try {
      const readStatus = async () => (await restarted.inject({ url: `/api/song/${song.slug_usersong}` })).json().result.media_status as string;
      await waitFor(async () => (await readStatus()) === 'ready', { timeoutMs: 30_000, intervalMs: 50, what: 'the restarted worker finishing the renditions' });
      // The song is ready a moment before the worker records the job as done.
      const findJob = () => db.selectFrom('jobs').selectAll().where('type', '=', 'catalog.renditions').orderBy('id', 'desc').executeTakeFirstOrThrow();
      const job = await waitFor(async () => {
        const found = await findJob();
        return found.status === 'done' ? found : null;
      }, { timeoutMs: 5_000, intervalMs: 50, what: 'the job recorded as done' });
      expect(job).toMatchObject({ status: 'done', attempts: 2 });
    } finally {
      await restarted.close();
      await db.destroy();
    }
  });
});
