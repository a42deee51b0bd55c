import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { PROMO_CLIP_SECONDS, PROMO_MESSAGES, type PromoFormat, type PromoRender } from '@indiwave/domain/contract/promo';
import { AppError } from '../../http/app-error.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { StoragePort } from '../../platform/storage/storage.port.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { DEFAULT_ARTWORK_PREFIX, toArtworkKey, type MediaUrls } from '../catalog/media-urls.ts';
import { startAnimationRender, type RunningRender } from './animation-render.ts';
import { presentRender, toArtistName } from './promo.presenter.ts';
import type { PromoRepository, RenderRow } from './promo.repository.ts';

/** The job type that renders a promo animation. */
export const ANIMATION_JOB = 'promo.animation';
/** Its payload: the render and the generation it was queued for (a restart makes older jobs moot). */
export type AnimationPayload = { renderId: number; generation: number };

// How often a render looks at its row for a cancel made on another instance, and how often it
// writes its progress.
const CANCEL_CHECK_MS = 400;
const PROGRESS_WRITE_MS = 300;
// A render that crashes its process is tried once more, then failed.
const RENDER_MAX_ATTEMPTS = 2;

type Deps = {
  repository: PromoRepository;
  storage: StoragePort;
  jobs: JobQueue;
  clock: ClockPort;
  urls: MediaUrls;
  tempDir: string;
  logger: FastifyBaseLogger;
  recordUse: (userId: number, tool: 'animation') => Promise<void>;
};

/** A random public id of a render: 128 bits, URL-safe. */
function createPublicId(): string {
  return crypto.randomBytes(16).toString('base64url');
}

/** The clip of a song: from `start`, min(30 s, what is left); refused when nothing is left. */
export function toClip(durationMs: number, start: number): { start: number; seconds: number } {
  const left = Math.floor(durationMs / 1000) - start;
  if (left < 1) throw AppError.badRequest(PROMO_MESSAGES.clipStartTooLate, { clip_start: PROMO_MESSAGES.clipStartTooLate });
  return { start, seconds: Math.min(PROMO_CLIP_SECONDS, left) };
}

/**
 * Promo animations (spec 2 §7 'Animation download and cancel'): a render is a row and a job in
 * the durable queue. The job runs ffmpeg, writes its progress, and stops when the row says
 * cancelled (this process kills ffmpeg at once; another instance notices within 400 ms). A
 * cancelled or failed render restarts under a new generation, so a late write of the old job
 * changes nothing. The mp4 is stored under audio/ (never public) and downloaded by signed link.
 */
export function createAnimationService(deps: Deps) {
  const { repository } = deps;
  const running = new Map<number, RunningRender>();
  const now = () => deps.clock.now().toISOString();

  async function present(row: RenderRow): Promise<PromoRender> {
    const song = await repository.findRenderSong(row.song_id);
    return presentRender({ ...row, song_slug: song?.song_slug ?? '', song_title: song?.song_title ?? '' }, deps.urls);
  }

  async function findOwn(user: AuthUser, id: string): Promise<RenderRow> {
    const row = await repository.findOwnRender(user.id, id);
    if (!row) throw AppError.notFound();
    return row;
  }

  /** A local copy of a stored object (disk stores give their file; S3 is fetched into the work folder). */
  async function toLocalFile(key: string, workDir: string, name: string): Promise<string> {
    const local = deps.storage.toLocalPath(key);
    if (local) return local;
    const file = path.join(workDir, name);
    await pipeline(await deps.storage.getStream(key), fs.createWriteStream(file));
    return file;
  }

  /** The job: renders one generation of a render, unless it was cancelled or restarted meanwhile. */
  async function runJob(payload: unknown, context: { isLastAttempt: boolean }): Promise<void> {
    const { renderId, generation } = payload as AnimationPayload;
    const row = await repository.findRenderById(renderId);
    if (!row || row.generation !== generation || !['queued', 'rendering'].includes(row.status)) return;
    const song = await repository.findSongById(row.song_id);
    const owner = await repository.findUserName(row.user_id);
    const when = { statuses: ['queued', 'rendering'], generation };
    if (!song?.original_key || !owner) {
      await repository.updateRender(renderId, when, { status: 'failed', error: PROMO_MESSAGES.noAudio, updated_at: now() });
      return;
    }
    if (!(await repository.updateRender(renderId, when, { status: 'rendering', progress: 0, updated_at: now() }))) return;

    const workDir = path.join(deps.tempDir, `promo-${crypto.randomBytes(8).toString('hex')}`);
    await fsp.mkdir(workDir, { recursive: true });
    const outputPath = path.join(workDir, 'promo.mp4');
    const startedAt = Date.now();
    let watcher: NodeJS.Timeout | undefined;
    try {
      const audioPath = await toLocalFile(song.original_key, workDir, 'audio');
      const artworkPath = await toLocalFile(toArtworkKey(song.artwork_prefix ?? DEFAULT_ARTWORK_PREFIX, 500), workDir, 'artwork.jpg');
      let lastWrite = 0;
      let lastProgress = 0;
      const render = await startAnimationRender(
        { format: row.format as PromoFormat, audioPath, artworkPath, clipStart: row.clip_start_s, clipSeconds: row.clip_seconds, title: song.title, artist: toArtistName(owner), workDir, outputPath },
        (fraction) => {
          // 100 is kept for the stored file.
          const progress = Math.min(99, Math.floor(fraction * 100));
          if (progress <= lastProgress || Date.now() - lastWrite < PROGRESS_WRITE_MS) return;
          lastProgress = progress;
          lastWrite = Date.now();
          void repository.updateRender(renderId, { statuses: ['rendering'], generation }, { progress, updated_at: now() }).catch((error: unknown) => deps.logger.warn({ err: error }, 'render progress write failed'));
        },
      );
      running.set(renderId, render);
      // A cancel or restart on another instance shows in the row.
      watcher = setInterval(() => {
        void repository.findRenderById(renderId).then((current) => {
          if (!current || current.generation !== generation || current.status !== 'rendering') render.kill();
        }, () => {});
      }, CANCEL_CHECK_MS);
      try {
        await render.done;
      } catch (error) {
        if (render.isKilled) return;
        throw error;
      }
      const size = (await fsp.stat(outputPath)).size;
      const key = `audio/promo/${row.user_id}/${row.public_id}-${generation}.mp4`;
      await deps.storage.putFile(key, outputPath, { contentType: 'video/mp4', move: true });
      const isStored = await repository.updateRender(renderId, { statuses: ['rendering'], generation }, { status: 'done', progress: 100, output_key: key, size, render_ms: Date.now() - startedAt, updated_at: now() });
      // Cancelled in the last instant: the file belongs to nobody.
      if (!isStored) await deps.storage.delete(key);
      deps.logger.info({ render: row.public_id, format: row.format, seconds: row.clip_seconds, ms: Date.now() - startedAt }, 'promo animation rendered');
    } catch (error) {
      if (context.isLastAttempt) await repository.updateRender(renderId, when, { status: 'failed', error: String((error as Error).message).slice(0, 500), updated_at: now() });
      throw error;
    } finally {
      clearInterval(watcher);
      running.delete(renderId);
      await fsp.rm(workDir, { recursive: true, force: true });
    }
  }

  return {
    runJob,

    /** Queues a render of one of the artist's songs. */
    async createRender(user: AuthUser, input: { song: string; format: PromoFormat; clip_start: number }): Promise<PromoRender> {
      const song = await repository.findOwnSongBySlug(user.id, input.song);
      if (!song) throw AppError.notFound();
      if (!song.original_key) throw AppError.badRequest(PROMO_MESSAGES.noAudio);
      const clip = toClip(song.duration_ms, input.clip_start);
      const at = now();
      const id = await repository.insertRender({ public_id: createPublicId(), user_id: user.id, song_id: song.id, format: input.format, clip_start_s: clip.start, clip_seconds: clip.seconds, status: 'queued', created_at: at, updated_at: at });
      await deps.jobs.enqueue(ANIMATION_JOB, { renderId: id, generation: 1 } satisfies AnimationPayload, { maxAttempts: RENDER_MAX_ATTEMPTS });
      await deps.recordUse(user.id, 'animation');
      return present((await repository.findRenderById(id)) as RenderRow);
    },

    async listRenders(user: AuthUser): Promise<PromoRender[]> {
      return (await repository.listOwnRenders(user.id)).map((row) => presentRender(row, deps.urls));
    },

    async getRender(user: AuthUser, id: string): Promise<PromoRender> {
      return present(await findOwn(user, id));
    },

    /** Cancels a queued or rendering animation; its ffmpeg stops at once here, soon elsewhere. */
    async cancelRender(user: AuthUser, id: string): Promise<PromoRender> {
      const row = await findOwn(user, id);
      const isCancelled = await repository.updateRender(row.id, { statuses: ['queued', 'rendering'] }, { status: 'cancelled', updated_at: now() });
      if (!isCancelled) throw AppError.badRequest(PROMO_MESSAGES.renderNotCancellable);
      running.get(row.id)?.kill();
      return present((await repository.findRenderById(row.id)) as RenderRow);
    },

    /** Renders a cancelled or failed animation again. */
    async restartRender(user: AuthUser, id: string): Promise<PromoRender> {
      const row = await findOwn(user, id);
      const generation = await repository.restartRender(row.id, now());
      if (generation === undefined) throw AppError.badRequest(PROMO_MESSAGES.renderNotRestartable);
      await deps.jobs.enqueue(ANIMATION_JOB, { renderId: row.id, generation } satisfies AnimationPayload, { maxAttempts: RENDER_MAX_ATTEMPTS });
      await deps.recordUse(user.id, 'animation');
      return present((await repository.findRenderById(row.id)) as RenderRow);
    },
  };
}
export type AnimationService = ReturnType<typeof createAnimationService>;
