import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { PromoRendersTable } from '../../db/tables.ts';

export type RenderRow = Selectable<PromoRendersTable>;

/** What the tools need of a song: its owner, privacy, audio and artwork keys. */
export type PromoSongRow = {
  id: number;
  user_id: number;
  slug: string;
  title: string;
  duration_ms: number;
  is_public: number;
  is_scheduled: number;
  release_date: string | null;
  original_key: string | null;
  artwork_prefix: string | null;
};

/** A release (song or album) a pre-save link points at, with its artist. */
export type ReleaseRow = {
  id: number;
  user_id: number;
  slug: string;
  title: string;
  is_public: number;
  is_scheduled: number;
  release_date: string | null;
  artwork_prefix: string | null;
  artist_slug: string;
  artist_type: string;
  first_name: string;
  last_name: string;
  band_name: string | null;
};

/**
 * The promo tools' SQL: renders, stations and pitches, pre-save links and fans, tool uses, and
 * read-only looks at the artist's songs and albums (the catalogue owns those rows).
 */
export function createPromoRepository(db: Database) {
  const songColumns = () =>
    db
      .selectFrom('songs')
      .leftJoin('media_files as original', 'original.id', 'songs.original_file_id')
      .leftJoin('media_files as art', 'art.id', 'songs.artwork_file_id')
      .select([
        'songs.id',
        'songs.user_id',
        'songs.slug',
        'songs.title',
        'songs.duration_ms',
        'songs.is_public',
        'songs.is_scheduled',
        'songs.release_date',
        'original.key as original_key',
        'art.key as artwork_prefix',
      ]);

  return {
    // --- songs and albums (read only) ----------------------------------------------------------
    listOwnSongs(userId: number): Promise<PromoSongRow[]> {
      return songColumns().where('songs.user_id', '=', userId).orderBy('songs.created_at', 'desc').orderBy('songs.id', 'desc').limit(500).execute();
    },
    findSongById(id: number): Promise<PromoSongRow | undefined> {
      return songColumns().where('songs.id', '=', id).executeTakeFirst();
    },
    findOwnSongBySlug(userId: number, slug: string): Promise<PromoSongRow | undefined> {
      return songColumns().where('songs.user_id', '=', userId).where('songs.slug', '=', slug).executeTakeFirst();
    },
    listUpcomingAlbums(userId: number, now: string) {
      return db
        .selectFrom('albums')
        .leftJoin('media_files as art', 'art.id', 'albums.artwork_file_id')
        .select(['albums.id', 'albums.slug', 'albums.title', 'albums.release_date', 'art.key as artwork_prefix'])
        .where('albums.user_id', '=', userId)
        .where('albums.is_published', '=', 1)
        .where('albums.is_scheduled', '=', 1)
        .where('albums.release_date', '>', now)
        .orderBy('albums.release_date')
        .execute();
    },
    /** A song or album with its artist, by id or by the owner's slug. */
    async findRelease(type: 'song' | 'album', where: { id: number } | { userId: number; slug: string }): Promise<ReleaseRow | undefined> {
      const table = type === 'song' ? 'songs' : 'albums';
      let query = db
        .selectFrom(`${table} as item` as 'songs as item')
        .innerJoin('users', 'users.id', 'item.user_id')
        .leftJoin('media_files as art', 'art.id', 'item.artwork_file_id')
        .select([
          'item.id',
          'item.user_id',
          'item.slug',
          'item.title',
          'item.is_public',
          'item.is_scheduled',
          'item.release_date',
          'art.key as artwork_prefix',
          'users.slug as artist_slug',
          'users.type as artist_type',
          'users.first_name',
          'users.last_name',
          'users.band_name',
        ])
        .where('users.deleted_at', 'is', null);
      query = 'id' in where ? query.where('item.id', '=', where.id) : query.where('item.user_id', '=', where.userId).where('item.slug', '=', where.slug);
      // An album still being made (a draft) is nobody's release yet.
      if (type === 'album') query = query.where(sql<boolean>`item.is_published = 1`);
      return query.executeTakeFirst();
    },
    findUserName(userId: number) {
      return db.selectFrom('users').select(['slug', 'type', 'first_name', 'last_name', 'band_name', 'email']).where('id', '=', userId).executeTakeFirst();
    },

    // --- renders ---------------------------------------------------------------------------------
    async insertRender(values: Insertable<PromoRendersTable>): Promise<number> {
      return (await db.insertInto('promo_renders').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    findRenderById(id: number): Promise<RenderRow | undefined> {
      return db.selectFrom('promo_renders').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findOwnRender(userId: number, publicId: string): Promise<RenderRow | undefined> {
      return db.selectFrom('promo_renders').selectAll().where('user_id', '=', userId).where('public_id', '=', publicId).executeTakeFirst();
    },
    listOwnRenders(userId: number) {
      return db
        .selectFrom('promo_renders')
        .innerJoin('songs', 'songs.id', 'promo_renders.song_id')
        .selectAll('promo_renders')
        .select(['songs.slug as song_slug', 'songs.title as song_title'])
        .where('promo_renders.user_id', '=', userId)
        .orderBy('promo_renders.id', 'desc')
        .limit(50)
        .execute();
    },
    findRenderSong(songId: number) {
      return db.selectFrom('songs').select(['slug as song_slug', 'title as song_title']).where('id', '=', songId).executeTakeFirst();
    },
    /**
     * Changes a render only while it is in one of `statuses` (and of `generation` when given):
     * how cancel, restart and the job stay out of each other's way. Returns whether it changed.
     */
    async updateRender(id: number, when: { statuses: string[]; generation?: number }, patch: Updateable<PromoRendersTable>): Promise<boolean> {
      let query = db.updateTable('promo_renders').set(patch).where('id', '=', id).where('status', 'in', when.statuses);
      if (when.generation !== undefined) query = query.where('generation', '=', when.generation);
      return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
    },
    /** Queues a cancelled or failed render again under a new generation; returns it, or undefined when it was not restartable. */
    async restartRender(id: number, now: string): Promise<number | undefined> {
      const row = await db.selectFrom('promo_renders').select('generation').where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const generation = row.generation + 1;
      const result = await db
        .updateTable('promo_renders')
        .set({ status: 'queued', progress: 0, generation, error: null, output_key: null, size: null, render_ms: null, updated_at: now })
        .where('id', '=', id)
        .where('generation', '=', row.generation)
        .where('status', 'in', ['cancelled', 'failed'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? generation : undefined;
    },

    // --- radio -----------------------------------------------------------------------------------
    /** The stations artists may pitch to now (retired ones only keep their pitches). */
    listStations() {
      return db.selectFrom('radio_stations').selectAll().where('retired_at', 'is', null).orderBy('position').orderBy('id').execute();
    },
    findStationBySlug(slug: string) {
      return db.selectFrom('radio_stations').selectAll().where('slug', '=', slug).executeTakeFirst();
    },
    async insertPitch(values: { user_id: number; song_id: number; station_id: number; message: string; status: string; created_at: string }): Promise<number> {
      return (await db.insertInto('radio_pitches').values({ ...values, answered_at: null }).returning('id').executeTakeFirstOrThrow()).id;
    },
    findPitch(songId: number, stationId: number) {
      return db.selectFrom('radio_pitches').select('id').where('song_id', '=', songId).where('station_id', '=', stationId).executeTakeFirst();
    },
    listPitches(where: { userId: number } | { id: number }) {
      const query = db
        .selectFrom('radio_pitches')
        .innerJoin('songs', 'songs.id', 'radio_pitches.song_id')
        .innerJoin('radio_stations', 'radio_stations.id', 'radio_pitches.station_id')
        .select([
          'radio_pitches.id',
          'radio_pitches.status',
          'radio_pitches.message',
          'radio_pitches.created_at',
          'radio_pitches.answered_at',
          'songs.slug as song_slug',
          'songs.title as song_title',
          'radio_stations.slug as station_slug',
          'radio_stations.name as station_name',
          'radio_stations.city as station_city',
          'radio_stations.genre_focus as station_genre_focus',
        ]);
      return ('id' in where ? query.where('radio_pitches.id', '=', where.id) : query.where('radio_pitches.user_id', '=', where.userId)).orderBy('radio_pitches.id', 'desc').execute();
    },
    async answerPitch(id: number, status: string, now: string): Promise<boolean> {
      const result = await db.updateTable('radio_pitches').set({ status, answered_at: now }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    // --- pre-save --------------------------------------------------------------------------------
    findLinkByItem(type: string, itemId: number) {
      return db.selectFrom('presave_links').selectAll().where('item_type', '=', type).where('item_id', '=', itemId).executeTakeFirst();
    },
    findLinkBySlug(slug: string) {
      return db.selectFrom('presave_links').selectAll().where('slug', '=', slug).executeTakeFirst();
    },
    findLinkById(id: number) {
      return db.selectFrom('presave_links').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async listTakenLinkSlugs(slugs: string[]): Promise<string[]> {
      if (slugs.length === 0) return [];
      return (await db.selectFrom('presave_links').select('slug').where('slug', 'in', slugs).execute()).map((row) => row.slug);
    },
    async insertLink(values: { slug: string; user_id: number; item_type: string; item_id: number; created_at: string }): Promise<number> {
      return (await db.insertInto('presave_links').values({ ...values, notified_at: null }).returning('id').executeTakeFirstOrThrow()).id;
    },
    listOwnLinks(userId: number) {
      return db
        .selectFrom('presave_links')
        .leftJoin('presave_fans', 'presave_fans.link_id', 'presave_links.id')
        .select((eb) => ['presave_links.id', 'presave_links.slug', 'presave_links.item_type', 'presave_links.item_id', 'presave_links.notified_at', eb.fn.count<string | number>('presave_fans.id').as('fans')])
        .where('presave_links.user_id', '=', userId)
        .groupBy(['presave_links.id', 'presave_links.slug', 'presave_links.item_type', 'presave_links.item_id', 'presave_links.notified_at'])
        .orderBy('presave_links.id', 'desc')
        .execute();
    },
    /** Adds a fan once: a second sign-up of the same address changes nothing. */
    async insertFan(linkId: number, email: string, now: string): Promise<void> {
      await db.insertInto('presave_fans').values({ link_id: linkId, email, notified_at: null, created_at: now }).onConflict((oc) => oc.columns(['link_id', 'email']).doNothing()).execute();
    },
    listUnnotifiedFans(linkId: number) {
      return db.selectFrom('presave_fans').select(['id', 'email']).where('link_id', '=', linkId).where('notified_at', 'is', null).orderBy('id').execute();
    },
    async markFanNotified(id: number, now: string): Promise<void> {
      await db.updateTable('presave_fans').set({ notified_at: now }).where('id', '=', id).execute();
    },
    async markLinkNotified(id: number, now: string): Promise<void> {
      await db.updateTable('presave_links').set({ notified_at: now }).where('id', '=', id).execute();
    },

    // --- tool uses -------------------------------------------------------------------------------
    async insertToolUse(userId: number, tool: string, now: string): Promise<void> {
      await db.insertInto('promo_tool_uses').values({ user_id: userId, tool, created_at: now }).execute();
    },
    countToolUses(userId: number) {
      return db.selectFrom('promo_tool_uses').select((eb) => ['tool', eb.fn.countAll<string | number>().as('uses')]).where('user_id', '=', userId).groupBy('tool').execute();
    },
  };
}
export type PromoRepository = ReturnType<typeof createPromoRepository>;
