import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { M4A_BITRATE_KBPS, MP3_BITRATE_KBPS } from '@indiwave/domain/constants';
import type { CatalogDeps } from './catalog-deps.ts';
import type { PendingUploadsService } from './pending-uploads.service.ts';

/** The job type that makes a song's mp3 and m4a renditions. */
export const RENDITIONS_JOB = 'catalog.renditions';
/** Its payload: the song and the original the renditions are made from (a replaced original makes the job moot). */
export type RenditionsPayload = { songId: number; originalFileId: number };

/** Runs ffmpeg; rejects with its last lines of output when it fails. */
function runFfmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4_000);
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim()}`))));
  });
}

/**
 * Makes the renditions the player streams (spec 1 §3.7 queue item mp3 and m4a): one decode of
 * the kept original into an mp3 (LAME, 192 kb/s) and an m4a (AAC, 160 kb/s, moov first so
 * playback starts before the download ends), metadata dropped. Runs in the durable job queue,
 * so a restart in the middle only delays it. The song is 'ready' once both are stored;
 * 'failed' after the last attempt.
 */
export function createRenditionsJob(deps: CatalogDeps, uploads: PendingUploadsService) {
  const { store, storage } = deps;
  return async (payload: unknown, context: { isLastAttempt: boolean }): Promise<void> => {
    const { songId, originalFileId } = payload as RenditionsPayload;
    const song = await store.songs.findSongById(songId);
    if (!song || song.original_file_id !== originalFileId || !song.original_key) return;
    const workDir = path.join(deps.tempDir, `renditions-${crypto.randomBytes(8).toString('hex')}`);
    await fsp.mkdir(workDir, { recursive: true });
    const folder = song.original_key.slice(0, song.original_key.lastIndexOf('/'));
    const outputs = { mp3: path.join(workDir, 'out.mp3'), m4a: path.join(workDir, 'out.m4a') };
    const keys = { mp3: `${folder}/${MP3_BITRATE_KBPS}k.mp3`, m4a: `${folder}/${M4A_BITRATE_KBPS}k.m4a` };
    try {
      let input = storage.toLocalPath(song.original_key);
      if (!input) {
        // A remote store: fetch the original to the work folder first (ffmpeg reads files).
        input = path.join(workDir, 'original');
        await pipeline(await storage.getStream(song.original_key), fs.createWriteStream(input));
      }
      await runFfmpeg([
        '-i', input,
        '-map', '0:a:0', '-map_metadata', '-1', '-vn', '-c:a', 'libmp3lame', '-b:a', `${MP3_BITRATE_KBPS}k`, outputs.mp3,
        '-map', '0:a:0', '-map_metadata', '-1', '-vn', '-c:a', 'aac', '-b:a', `${M4A_BITRATE_KBPS}k`, '-movflags', '+faststart', outputs.m4a,
      ]);
      const sizes = { mp3: (await fsp.stat(outputs.mp3)).size, m4a: (await fsp.stat(outputs.m4a)).size };
      await storage.putFile(keys.mp3, outputs.mp3, { contentType: 'audio/mpeg', move: true });
      await storage.putFile(keys.m4a, outputs.m4a, { contentType: 'audio/mp4', move: true });
      const isStored = await store.transaction(async (repos) => {
        const current = await repos.songs.findSongById(songId);
        if (!current || current.original_file_id !== originalFileId) return false;
        const at = deps.clock.now().toISOString();
        const file = (kind: 'mp3' | 'm4a') => ({
          key: keys[kind],
          kind,
          owner_id: current.user_id,
          song_id: songId,
          content_type: kind === 'mp3' ? 'audio/mpeg' : 'audio/mp4',
          format: kind,
          size: sizes[kind],
          duration_ms: current.duration_ms,
          original_name: '',
          pending_token: null,
          attached_at: at,
          created_at: at,
        });
        const old = [current.mp3_file_id, current.m4a_file_id].filter((id): id is number => id !== null);
        await repos.media.deleteFiles(old);
        const mp3Id = await repos.media.insertFile(file('mp3'));
        const m4aId = await repos.media.insertFile(file('m4a'));
        await repos.songs.setRenditions(songId, mp3Id, m4aId, at);
        return true;
      });
      // The song was deleted or its audio replaced while ffmpeg ran: these files belong to nobody.
      if (!isStored) await uploads.deleteObjects([keys.mp3, keys.m4a]);
    } catch (error) {
      if (context.isLastAttempt) await store.songs.updateSong(songId, { media_status: 'failed', updated_at: deps.clock.now().toISOString() });
      throw error;
    } finally {
      await fsp.rm(workDir, { recursive: true, force: true });
    }
  };
}
