import type { Logger } from 'pino';
import { nowIso, type Database } from '../database.ts';
import { createDemoListeningRepository } from './demo-listening.repository.ts';

/** Who follows whom among the demo people (listeners and artists alike follow artists and bands). */
const DEMO_FOLLOWS: [follower: string, followed: string][] = [
  ['meera-kulkarni', 'asha-menon'],
  ['meera-kulkarni', 'monsoon-theory'],
  ['meera-kulkarni', 'dhoop-chhaon'],
  ['rohan-das', 'kabir-sethi'],
  ['rohan-das', 'ishaan-sen'],
  ['rohan-das', 'monsoon-theory'],
  ['tanvi-shah', 'asha-menon'],
  ['tanvi-shah', 'ribha-lyngdoh'],
  ['tanvi-shah', 'dhoop-chhaon'],
  ['asha-menon', 'kabir-sethi'],
  ['kabir-sethi', 'asha-menon'],
  ['monsoon-theory', 'ribha-lyngdoh'],
];

/** Claps of demo people on demo songs (by title) and albums (by title): 1 to 50 each. */
const DEMO_CLAPS: { who: string; type: 'song' | 'album'; title: string; amount: number }[] = [
  { who: 'meera-kulkarni', type: 'song', title: 'First Rain', amount: 50 },
  { who: 'meera-kulkarni', type: 'song', title: 'Bulla Ki Jaana', amount: 24 },
  { who: 'rohan-das', type: 'song', title: 'Local Train Lo-fi', amount: 35 },
  { who: 'rohan-das', type: 'song', title: 'Tram Line Beat', amount: 12 },
  { who: 'rohan-das', type: 'album', title: 'Deccan Plateau', amount: 18 },
  { who: 'tanvi-shah', type: 'song', title: 'Shillong Blues', amount: 40 },
  { who: 'tanvi-shah', type: 'song', title: 'First Rain', amount: 8 },
  { who: 'tanvi-shah', type: 'album', title: 'Mehfil Sessions', amount: 50 },
  { who: 'kabir-sethi', type: 'song', title: 'Kayal Lullaby', amount: 15 },
];

/** Public demo playlists of the demo listeners, with demo songs in order. */
const DEMO_PLAYLISTS: { who: string; slug: string; title: string; description: string; songs: string[] }[] = [
  { who: 'meera-kulkarni', slug: 'monsoon-evenings', title: 'Monsoon Evenings', description: 'Rain on the window, chai on the stove.', songs: ['First Rain', 'Kayal Lullaby', 'Local Train Lo-fi', 'Bulla Ki Jaana'] },
  { who: 'rohan-das', slug: 'city-commute', title: 'City Commute', description: 'Trains, trams and buses across three cities.', songs: ['Local Train Lo-fi', 'Tram Line Beat', 'Last Bus to Pune', 'Chai Stall Dawn'] },
  { who: 'tanvi-shah', slug: 'hills-and-courtyards', title: 'Hills and Courtyards', description: 'Blues from Shillong and Sufi from the courtyard.', songs: ['Shillong Blues', 'Kabir in the Courtyard', 'Hostel Jam Room', 'First Rain'] },
];

/**
 * Seeds what makes the demo feel lived in: follows, claps and a few public playlists among
 * the demo people, once, after the demo catalogue. Names that are missing (a demo release
 * renamed) are skipped rather than failing the start.
 */
export async function seedDemoListening(db: Database, logger: Logger): Promise<void> {
  const repository = createDemoListeningRepository(db);
  if (await repository.hasDemoPlaylists()) return;
  const [users, songs, albums] = await Promise.all([repository.listDemoUserIds(), repository.listDemoSongs(), repository.listDemoAlbums()]);
  if (songs.size === 0) return;

  const follows = DEMO_FOLLOWS.flatMap(([follower, followed]) => {
    const [followerId, followedId] = [users.get(follower), users.get(followed)];
    return followerId !== undefined && followedId !== undefined ? [{ followerId, followedId }] : [];
  });
  const claps = DEMO_CLAPS.flatMap((clap) => {
    const userId = users.get(clap.who);
    const itemId = clap.type === 'song' ? songs.get(clap.title)?.id : albums.get(clap.title);
    return userId !== undefined && itemId !== undefined ? [{ userId, type: clap.type, itemId, amount: clap.amount }] : [];
  });
  const playlists = DEMO_PLAYLISTS.flatMap((playlist) => {
    const userId = users.get(playlist.who);
    const songIds = playlist.songs.flatMap((title) => songs.get(title)?.id ?? []);
    return userId !== undefined && songIds.length ? [{ userId, slug: playlist.slug, title: playlist.title, description: playlist.description, songIds }] : [];
  });
  await repository.insertListening({ follows, claps, playlists, now: nowIso() });
  logger.info({ follows: follows.length, claps: claps.length, playlists: playlists.length }, 'demo listening seeded');
}
