import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from 'pino';
import { M4A_BITRATE_KBPS, MP3_BITRATE_KBPS } from '@indiwave/domain/constants';
import { toSlug } from '@indiwave/domain/rules/slug';
import type { Config } from '../../config.ts';
import { renderSvgArtwork, storeArtworkVariants } from '../../modules/catalog/artwork-image.ts';
import { createCatalogStore } from '../../modules/catalog/catalog-store.ts';
import { createStoragePort } from '../../platform/storage/create-storage-port.ts';
import type { StoragePort } from '../../platform/storage/storage.port.ts';
import type { Database } from '../database.ts';
import { createDemoRepository } from './demo.repository.ts';
import { INSTRUMENTAL_LANGUAGE } from './reference-lists.ts';

const run = promisify(execFile);

/** A demo track: its sound is a chord progression synthesised by ffmpeg. */
type DemoTrack = {
  title: string;
  /** Root frequencies (Hz) of the four chords, each a major or minor triad. */
  roots: [number, number, number, number];
  /** Seconds per chord and per pluck. */
  chordSeconds: number;
  beatSeconds: number;
  isMinor: boolean;
  /** Rain-like noise under the chords (lo-fi), 0 for none. */
  noise: number;
  seconds: number;
  lyrics?: string;
};
type DemoRelease = { artist: string; genres: string[]; languages: string[]; colors: [string, string]; description: string } & (
  | { kind: 'song'; track: DemoTrack; isDownloadable?: boolean }
  | { kind: 'album'; title: string; tracks: DemoTrack[] }
);

const C = 130.81;
const semitone = (root: number, steps: number) => root * 2 ** (steps / 12);
const progression = (root: number, steps: [number, number, number, number]) => steps.map((s) => semitone(root, s)) as [number, number, number, number];

/** The demo catalogue: invented songs and albums for the demo artists (demo-people.ts). */
const DEMO_RELEASES: DemoRelease[] = [
  { kind: 'song', artist: 'asha-menon', genres: ['Indie Pop', 'Acoustic'], languages: ['English'], colors: ['#ff7a59', '#8e2de2'], description: 'A late-night song about the first rain in Bengaluru.', isDownloadable: true, track: { title: 'First Rain', roots: progression(C * 2, [0, 7, 9, 5]), chordSeconds: 2, beatSeconds: 0.5, isMinor: false, noise: 0, seconds: 24, lyrics: 'The first rain on the window\nAnd the city holds its breath\nI write your name in the fog\nAnd wait for the tea to cool' } },
  { kind: 'song', artist: 'asha-menon', genres: ['Folk'], languages: ['Malayalam'], colors: ['#f7797d', '#4b1248'], description: 'A lullaby in a minor key.', track: { title: 'Kayal Lullaby', roots: progression(semitone(C * 2, 9), [0, 5, 7, 3]), chordSeconds: 2.5, beatSeconds: 0.75, isMinor: true, noise: 0, seconds: 22 } },
  { kind: 'song', artist: 'kabir-sethi', genres: ['Lo-fi', 'Ambient'], languages: [INSTRUMENTAL_LANGUAGE], colors: ['#00b4db', '#0f3057'], description: 'Local trains, monsoon rain, a slow beat.', isDownloadable: true, track: { title: 'Local Train Lo-fi', roots: progression(semitone(C, 2) * 2, [0, 5, 10, 3]), chordSeconds: 2.4, beatSeconds: 0.6, isMinor: true, noise: 0.05, seconds: 26 } },
  { kind: 'song', artist: 'kabir-sethi', genres: ['Electronic'], languages: [INSTRUMENTAL_LANGUAGE], colors: ['#43cea2', '#185a9d'], description: 'Chai stall at dawn.', track: { title: 'Chai Stall Dawn', roots: progression(semitone(C, 5) * 2, [0, 4, 9, 7]), chordSeconds: 1.6, beatSeconds: 0.4, isMinor: false, noise: 0.03, seconds: 20 } },
  { kind: 'song', artist: 'ribha-lyngdoh', genres: ['Blues'], languages: ['English'], colors: ['#f7971e', '#c0392b'], description: 'Twelve bars from the hills.', track: { title: 'Shillong Blues', roots: progression(semitone(C, 4) * 2, [0, 5, 0, 7]), chordSeconds: 2, beatSeconds: 0.5, isMinor: false, noise: 0, seconds: 22 } },
  { kind: 'song', artist: 'ishaan-sen', genres: ['Hip Hop'], languages: ['Bengali'], colors: ['#11998e', '#1d2671'], description: 'A beat for the tram lines.', track: { title: 'Tram Line Beat', roots: progression(semitone(C, 7), [0, 3, 8, 10]), chordSeconds: 1.5, beatSeconds: 0.375, isMinor: true, noise: 0.02, seconds: 20 } },
  {
    kind: 'album',
    artist: 'monsoon-theory',
    title: 'Deccan Plateau',
    genres: ['Indie Rock', 'Alternative'],
    languages: ['English'],
    colors: ['#5f2c82', '#49a09d'],
    description: 'Our debut EP, recorded live in a hostel jam room.',
    tracks: [
      { title: 'Hostel Jam Room', roots: progression(semitone(C, 4) * 2, [0, 7, 9, 5]), chordSeconds: 1.5, beatSeconds: 0.25, isMinor: false, noise: 0.01, seconds: 22 },
      { title: 'College Fest Anthem', roots: progression(semitone(C, 2) * 2, [0, 5, 7, 5]), chordSeconds: 1.2, beatSeconds: 0.3, isMinor: false, noise: 0.01, seconds: 20 },
      { title: 'Last Bus to Pune', roots: progression(semitone(C, 9), [0, 8, 3, 10]), chordSeconds: 2.5, beatSeconds: 0.625, isMinor: true, noise: 0.01, seconds: 24 },
    ],
  },
  {
    kind: 'album',
    artist: 'dhoop-chhaon',
    title: 'Mehfil Sessions',
    genres: ['Sufi', 'Fusion'],
    languages: ['Hindi', 'Urdu'],
    colors: ['#f2994a', '#6a3093'],
    description: 'Bulleh Shah and Kabir, set to new melodies.',
    tracks: [
      { title: 'Bulla Ki Jaana', roots: progression(semitone(C, 2) * 2, [0, 3, 5, 3]), chordSeconds: 2.5, beatSeconds: 0.5, isMinor: true, noise: 0, seconds: 24 },
      { title: 'Kabir in the Courtyard', roots: progression(semitone(C, 7), [0, 5, 3, 0]), chordSeconds: 2.5, beatSeconds: 0.625, isMinor: true, noise: 0, seconds: 22 },
    ],
  },
];

/** The ffmpeg aevalsrc expression of a track: plucked triads over a progression, optional rain. */
function toExpression(track: DemoTrack): string {
  const bar = track.chordSeconds * 4;
  const root = `if(lt(mod(t,${bar}),${track.chordSeconds}),${track.roots[0]},if(lt(mod(t,${bar}),${track.chordSeconds * 2}),${track.roots[1]},if(lt(mod(t,${bar}),${track.chordSeconds * 3}),${track.roots[2]},${track.roots[3]})))`;
  const third = track.isMinor ? 2 ** (3 / 12) : 2 ** (4 / 12);
  const fifth = 2 ** (7 / 12);
  const pluck = `exp(-4*mod(t,${track.beatSeconds}))`;
  // The phase of the root is computed once per sample (st/ld) and shared by the four voices.
  const voice = (ratio: number, gain: number) => `${gain}*sin(ld(0)*${ratio})`;
  const chord = `(${voice(1, 0.5)}+${voice(third, 0.35)}+${voice(fifth, 0.35)}+${voice(0.5, 0.4)})*${pluck}`;
  const rain = track.noise > 0 ? `+${track.noise}*(random(1)*2-1)` : '';
  return `st(0,2*PI*t*${root});0.45*${chord}${rain}`;
}

/**
 * Synthesises a track into the original (flac) and both renditions in one ffmpeg run: one bar
 * of the progression is computed and looped to the track's length (a seed must stay fast:
 * e2e starts the server fresh), then faded in and out. Mono: it is a sketch, not a mix.
 */
async function synthesise(track: DemoTrack, dir: string): Promise<{ flac: string; mp3: string; m4a: string }> {
  const files = { flac: path.join(dir, 'original.flac'), mp3: path.join(dir, 'out.mp3'), m4a: path.join(dir, 'out.m4a') };
  await run('ffmpeg', [
    '-hide_banner', '-nostdin', '-v', 'error', '-y',
    '-f', 'lavfi', '-i', `aevalsrc=exprs='${toExpression(track)}':s=44100:d=${track.chordSeconds * 4}`,
    '-filter_complex', `[0:a]aloop=loop=-1:size=${Math.round(track.chordSeconds * 4 * 44100)},atrim=duration=${track.seconds},afade=t=in:d=1.5,afade=t=out:st=${track.seconds - 2}:d=2,asplit=3[a][b][c]`,
    '-map', '[a]', '-c:a', 'flac', files.flac,
    '-map', '[b]', '-c:a', 'libmp3lame', '-b:a', `${MP3_BITRATE_KBPS}k`, files.mp3,
    '-map', '[c]', '-c:a', 'aac', '-b:a', `${M4A_BITRATE_KBPS}k`, '-movflags', '+faststart', files.m4a,
  ]);
  return files;
}

/** Generated artwork: the release's gradient, rings and its title. */
function renderArtworkSvg(title: string, [from, to]: [string, string], seed: number): string {
  const escaped = title.replace(/[<>&"']/g, '');
  const rings = Array.from({ length: 5 }, (_, i) => `<circle cx="${120 + ((seed * 37 + i * 71) % 260)}" cy="${110 + ((seed * 53 + i * 97) % 220)}" r="${40 + i * 28}" fill="none" stroke="#fff" stroke-opacity="${0.08 + i * 0.03}" stroke-width="${6 + i * 2}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="500" height="500" fill="url(#g)"/>${rings}
  <rect x="0" y="380" width="500" height="120" fill="#000" fill-opacity="0.25"/>
  <text x="30" y="452" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${escaped.length > 18 ? 30 : 40}" fill="#fff">${escaped}</text>
</svg>`;
}

async function storeArtwork(storage: StoragePort, title: string, colors: [string, string], seed: number): Promise<string> {
  const prefix = `art/demo-${toSlug(title)}-${crypto.randomBytes(4).toString('hex')}`;
  await storeArtworkVariants(storage, prefix, await renderSvgArtwork(renderArtworkSvg(title, colors, seed)));
  return prefix;
}

/**
 * Seeds the demo catalogue once, after the demo users: songs and albums for the demo artists,
 * with audio synthesised by ffmpeg (chord progressions, 20–26 s each, all different) stored as
 * the original and both renditions, and generated artwork — released and public, so a
 * newcomer hears music at once. Skipped when any demo artist has a song already.
 */
export async function seedDemoCatalog(db: Database, config: Config, logger: Logger): Promise<void> {
  const store = createCatalogStore(db);
  const demo = createDemoRepository(db);
  const demoUsers = await demo.listDemoUsers();
  if (demoUsers.length === 0 || (await demo.hasDemoSongs())) return;

  const started = Date.now();
  const storage = createStoragePort(config);
  const userIds = new Map(demoUsers.map((user) => [user.slug, user.id]));
  const named = async (table: 'genres' | 'languages', names: string[]) => {
    const ids = await demo.findIdsByName(table, names);
    return names.flatMap((name) => ids.get(name) ?? []);
  };
  const workDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'indiwave-demo-audio-'));
  try {
    // Synthesis runs two at a time (two cores); inserts follow in order.
    const jobs = DEMO_RELEASES.flatMap((release, releaseIndex) => (release.kind === 'song' ? [release.track] : release.tracks).map((track, trackIndex) => ({ releaseIndex, trackIndex, track })));
    const audio = new Map<string, { flac: string; mp3: string; m4a: string }>();
    for (let i = 0; i < jobs.length; i += 2) {
      await Promise.all(
        jobs.slice(i, i + 2).map(async ({ releaseIndex, trackIndex, track }) => {
          const dir = path.join(workDir, `${releaseIndex}-${trackIndex}`);
          await fsp.mkdir(dir);
          audio.set(`${releaseIndex}-${trackIndex}`, await synthesise(track, dir));
        }),
      );
    }

    const synthesisedMs = Date.now() - started;
    const now = new Date().toISOString();
    let songs = 0;
    for (const [releaseIndex, release] of DEMO_RELEASES.entries()) {
      const userId = userIds.get(release.artist);
      if (!userId) continue;
      const [genres, languages] = await Promise.all([named('genres', release.genres), named('languages', release.languages)]);
      const artworkPrefix = await storeArtwork(storage, release.kind === 'song' ? release.track.title : release.title, release.colors, releaseIndex + 1);
      const tracks = release.kind === 'song' ? [release.track] : release.tracks;
      // Store every file first; rows are written in one transaction per release.
      const stored: { track: DemoTrack; keys: { flac: string; mp3: string; m4a: string }; sizes: { flac: number; mp3: number; m4a: number } }[] = [];
      for (const [trackIndex, track] of tracks.entries()) {
        const files = audio.get(`${releaseIndex}-${trackIndex}`);
        if (!files) continue;
        const folder = `audio/demo-${toSlug(track.title)}-${crypto.randomBytes(4).toString('hex')}`;
        const keys = { flac: `${folder}/original.flac`, mp3: `${folder}/${MP3_BITRATE_KBPS}k.mp3`, m4a: `${folder}/${M4A_BITRATE_KBPS}k.m4a` };
        const sizes = { flac: (await fsp.stat(files.flac)).size, mp3: (await fsp.stat(files.mp3)).size, m4a: (await fsp.stat(files.m4a)).size };
        await storage.putFile(keys.flac, files.flac, { contentType: 'audio/flac', move: true });
        await storage.putFile(keys.mp3, files.mp3, { contentType: 'audio/mpeg', move: true });
        await storage.putFile(keys.m4a, files.m4a, { contentType: 'audio/mp4', move: true });
        stored.push({ track, keys, sizes });
      }
      await store.transaction(async (repos) => {
        const file = (kind: 'original' | 'mp3' | 'm4a' | 'artwork', key: string, format: string, contentType: string, size: number, durationMs: number | null) =>
          repos.media.insertFile({ key, kind, owner_id: userId, song_id: null, content_type: contentType, format, size, duration_ms: durationMs, original_name: '', pending_token: null, attached_at: now, created_at: now });
        const artworkId = await file('artwork', artworkPrefix, 'jpeg', 'image/jpeg', 0, null);
        let albumId: number | null = null;
        if (release.kind === 'album') {
          albumId = await repos.albums.insertAlbum({
            user_id: userId,
            slug: `${toSlug(release.title)}-${crypto.randomInt(100, 1000)}`,
            title: release.title,
            description: release.description,
            tags: release.genres.join(', '),
            record_label: 'Independent',
            label: `℗ ${new Date().getUTCFullYear()} ${release.title}`,
            version: '',
            is_public: 1,
            is_scheduled: 0,
            release_date: null,
            is_published: 1,
            published_at: now,
            is_downloadable: 0,
            buylink: '',
            price_paise: 0,
            is_digital: 1,
            sku: `ALB-DEMO${crypto.randomBytes(3).toString('hex').toUpperCase()}`,
            artwork_file_id: artworkId,
            created_at: now,
            updated_at: now,
          });
          await repos.albums.replaceGenres(albumId, genres);
          await repos.albums.replaceLanguages(albumId, languages);
        }
        for (const [position, { track, keys, sizes }] of stored.entries()) {
          const durationMs = track.seconds * 1000;
          const originalId = await file('original', keys.flac, 'flac', 'audio/flac', sizes.flac, durationMs);
          const mp3Id = await file('mp3', keys.mp3, 'mp3', 'audio/mpeg', sizes.mp3, durationMs);
          const m4aId = await file('m4a', keys.m4a, 'm4a', 'audio/mp4', sizes.m4a, durationMs);
          const songId = await repos.songs.insertSong({
            user_id: userId,
            slug: `${toSlug(track.title)}-${crypto.randomInt(100, 1000)}`,
            title: track.title,
            duration_ms: durationMs,
            description: release.kind === 'song' ? release.description : '',
            lyrics: track.lyrics ?? '',
            tags: release.genres.join(', '),
            composer: '',
            lyricist: '',
            featured_artists: '',
            primary_artist: '',
            author: '',
            producer: '',
            arranger: '',
            remixer: '',
            production_year: new Date().getUTCFullYear(),
            record_label: 'Independent',
            is_public: 1,
            is_scheduled: 0,
            release_date: null,
            is_downloadable: release.kind === 'song' && release.isDownloadable ? 1 : 0,
            buylink: '',
            price_paise: 0,
            sku: `SNG-DEMO${crypto.randomBytes(3).toString('hex').toUpperCase()}`,
            for_opp: 0,
            presave: 0,
            original_file_id: originalId,
            mp3_file_id: mp3Id,
            m4a_file_id: m4aId,
            artwork_file_id: release.kind === 'song' ? artworkId : null,
            media_status: 'ready',
            created_at: now,
            updated_at: now,
          });
          await repos.media.setSongOfFiles([originalId, mp3Id, m4aId], songId);
          await repos.songs.replaceGenres(songId, genres);
          await repos.songs.replaceLanguages(songId, languages);
          if (albumId !== null) await repos.albums.insertTrack(albumId, songId, position + 1);
          songs++;
        }
      });
    }
    logger.info({ songs, ms: Date.now() - started, synthesisedMs }, 'demo catalogue seeded');
  } finally {
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}
