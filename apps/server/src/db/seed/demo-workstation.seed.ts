import crypto from 'node:crypto';
import type { Logger } from 'pino';
import { earnedCodes } from '../../modules/achievements/achievements.service.ts';
import { createAchievementsRepository } from '../../modules/achievements/achievements.repository.ts';
import { addDays, toDay } from '../../modules/analytics/analytics-days.ts';
import { createAnalyticsRepository } from '../../modules/analytics/analytics.repository.ts';
import type { Database } from '../database.ts';

/** Whose dashboard the demo fills: the demo artist people sign in as first (e2e/support/people.ts). */
const DEMO_ARTIST = 'asha-menon';
/** Days of demo plays before today, and the sources they came from (mostly pages). */
const DEMO_DAYS = 40;
const DEMO_SOURCES = ['page', 'page', 'page', 'embed', 'share', 'search'] as const;

/**
 * Gives the demo a lived-in workstation, once, after the listening seed: plays of the demo
 * artist's songs over the last weeks (by the demo listeners, from their cities, and by
 * visitors), e-Press Kit views, the daily counts of the claps and follows the listening seed
 * stored, and the achievements all of that earns (without notifications: the demo bell stays
 * as the other seeds left it). Each play goes through the analytics' own counting, so the
 * aggregates match the rows exactly as they do for live plays.
 */
export async function seedDemoWorkstation(db: Database, logger: Logger): Promise<void> {
  const artist = await db
    .selectFrom('users')
    .select('id')
    .where('slug', '=', DEMO_ARTIST)
    .where('is_demo', '=', 1)
    .executeTakeFirst();
  if (!artist) return;
  if (
    await db
      .selectFrom('analytics_artist_totals')
      .select('artist_id')
      .where('artist_id', '=', artist.id)
      .executeTakeFirst()
  )
    return;
  const analytics = createAnalyticsRepository(db);
  const songs = await db
    .selectFrom('songs')
    .select(['id', 'user_id'])
    .where('user_id', '=', artist.id)
    .orderBy('id')
    .execute();
  const listeners = await db
    .selectFrom('users')
    .select(['id', 'country_id', 'city_id'])
    .where('is_demo', '=', 1)
    .where('type', '=', 'Listener')
    .execute();
  const today = toDay(new Date());
  let seed = 11;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  let plays = 0;

  await db.transaction().execute(async (trx) => {
    for (let back = DEMO_DAYS; back >= 0; back -= 1) {
      const day = addDays(today, -back);
      // A slow build-up: more plays in recent days, so the 7- and 28-day changes read as growth.
      const perDay = Math.round(2 + (DEMO_DAYS - back) / 6 + random() * 3);
      for (let i = 0; i < perDay && songs.length; i += 1) {
        const song = songs[Math.floor(random() * songs.length)];
        const listener = random() < 0.3 ? null : listeners[Math.floor(random() * listeners.length)];
        const source = DEMO_SOURCES[Math.floor(random() * DEMO_SOURCES.length)];
        const at = `${day}T${String(8 + Math.floor(random() * 14)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}:00.000Z`;
        await trx
          .insertInto('plays')
          .values({
            user_id: listener?.id ?? null,
            item_type: 'song',
            item_id: song.id,
            event: 'play',
            created_at: at,
            source,
          })
          .execute();
        await trx
          .updateTable('songs')
          .set((eb) => ({ play_count: eb('play_count', '+', 1) }))
          .where('id', '=', song.id)
          .execute();
        await analytics.addPlay(trx, {
          itemType: 'song',
          itemId: song.id,
          ownerId: artist.id,
          day,
          countryId: listener?.country_id ?? 0,
          cityId: listener?.city_id ?? 0,
          source,
        });
        plays += 1;
      }
    }
    // The listening seed's claps and follows, counted on the day they were stored.
    const claps = await trx
      .selectFrom('claps')
      .innerJoin('songs', (join) => join.onRef('songs.id', '=', 'claps.item_id').on('claps.item_type', '=', 'song'))
      .select(['claps.item_id', 'claps.amount', 'claps.created_at', 'songs.user_id'])
      .where('claps.amount', '>', 0)
      .execute();
    const albumClaps = await trx
      .selectFrom('claps')
      .innerJoin('albums', (join) => join.onRef('albums.id', '=', 'claps.item_id').on('claps.item_type', '=', 'album'))
      .select(['claps.item_id', 'claps.amount', 'claps.created_at', 'albums.user_id'])
      .where('claps.amount', '>', 0)
      .execute();
    for (const [type, rows] of [
      ['song', claps],
      ['album', albumClaps],
    ] as const) {
      for (const clap of rows)
        await analytics.addClaps(trx, {
          itemType: type,
          itemId: clap.item_id,
          ownerId: clap.user_id,
          day: clap.created_at.slice(0, 10),
          amount: clap.amount,
        });
    }
    for (const follow of await trx.selectFrom('follows').select(['followed_id', 'created_at']).execute()) {
      await analytics.addFollowChange(trx, {
        artistId: follow.followed_id,
        day: follow.created_at.slice(0, 10),
        change: 'gained',
      });
    }
  });

  // A few visitors of the e-Press Kit each day (one view per visitor per day, as live visits count).
  for (let back = DEMO_DAYS; back >= 0; back -= 1) {
    const day = addDays(today, -back);
    for (let v = 0; v < 1 + Math.floor(random() * 4); v += 1) {
      await analytics.addProfileView({
        artistId: artist.id,
        viewerKey: `v:demo-${crypto.createHash('sha256').update(`${day}:${v}`).digest('hex').slice(0, 16)}`,
        day,
        now: `${day}T12:00:00.000Z`,
      });
    }
  }

  // What the demo people have done earns their achievements, dated now.
  const achievements = createAchievementsRepository(db);
  const artists = await db
    .selectFrom('users')
    .select('id')
    .where('is_demo', '=', 1)
    .where('type', 'in', ['Artist', 'Band'])
    .execute();
  for (const { id } of artists) {
    const progress = await achievements.readProgress(id);
    if (progress) await achievements.awardIfAbsent(db, id, earnedCodes(progress), new Date().toISOString());
  }
  logger.info({ plays }, 'demo workstation seeded');
}
