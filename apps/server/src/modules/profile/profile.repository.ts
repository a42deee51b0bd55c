import { sql } from 'kysely';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Database } from '../../db/database.ts';
import { isReleasedSql as isReleased } from '../../db/released-sql.ts';

/**
 * The e-Press Kit's reads and its own tables (band members, preferences, tech rider, press
 * photos). The account's fields (names, bio, pictures, place, genres, social links) and the
 * follows are read here as they are stored by accounts and social, for one page in few queries.
 */
export function createProfileRepository(db: Database) {
  // The e-Press Kit's reads (every visit), built and compiled once: see compileOnce (issue 16).
  const personBySlug = compileOnce(db, 1, (slug: string) =>
    db
      .selectFrom('users')
      .leftJoin('cities', 'cities.id', 'users.city_id')
      .leftJoin('states', 'states.id', 'users.state_id')
      .leftJoin('countries', 'countries.id', 'users.country_id')
      .select(['users.id', 'users.slug', 'users.type', 'users.first_name', 'users.last_name', 'users.band_name', 'users.bio', 'users.profile_pic', 'users.cover_pic', 'users.other_city', 'users.created_at'])
      .select(['cities.name as city_name', 'states.name as state_name', 'countries.name as country_name'])
      .where('users.slug', '=', slug)
      .where('users.deleted_at', 'is', null)
      // An e-Press Kit the team took down (issue 21) is not found, like a deleted one.
      .where('users.taken_down_at', 'is', null),
  );
  const genresOf = compileOnce(db, 1, (userId: number) =>
    db.selectFrom('user_genres').innerJoin('genres', 'genres.id', 'user_genres.genre_id').select(['genres.id', 'genres.name']).where('user_genres.user_id', '=', userId).orderBy('genres.position'),
  );
  const artistTypesOf = compileOnce(db, 1, (userId: number) =>
    db
      .selectFrom('user_artist_categories')
      .innerJoin('artist_categories', 'artist_categories.id', 'user_artist_categories.category_id')
      .select(['artist_categories.id', 'artist_categories.name'])
      .where('user_artist_categories.user_id', '=', userId)
      .orderBy('artist_categories.position'),
  );
  const socialLinksOf = compileOnce(db, 1, (userId: number) => db.selectFrom('user_social_links').select(['instagram', 'facebook', 'twitter', 'youtube']).where('user_id', '=', userId));
  const followingOf = compileOnce(db, 1, (userId: number) =>
    db.selectFrom('follows').innerJoin('users', 'users.id', 'follows.followed_id').select((eb) => eb.fn.countAll<number>().as('n')).where('follows.follower_id', '=', userId).where('users.deleted_at', 'is', null),
  );
  // The four counts of the page in one statement: everything for the owner, what a visitor may see otherwise.
  const catalogueCounts = (userId: number, now: string | null) =>
    db.selectNoFrom((eb) => [
      eb.selectFrom('songs as s').select((e) => e.fn.countAll<number>().as('n')).where('s.user_id', '=', userId).$if(now !== null, (q) => q.where(isReleased('s', now!))).as('songs'),
      eb.selectFrom('albums as a').select((e) => e.fn.countAll<number>().as('n')).where('a.user_id', '=', userId).$if(now !== null, (q) => q.where('a.is_published', '=', 1).where(isReleased('a', now!))).as('albums'),
      eb.selectFrom('playlists').select((e) => e.fn.countAll<number>().as('n')).where('user_id', '=', userId).$if(now !== null, (q) => q.where('is_public', '=', 1)).as('playlists'),
      eb.selectFrom('videos').select((e) => e.fn.countAll<number>().as('n')).where('user_id', '=', userId).$if(now !== null, (q) => q.where('is_public', '=', 1)).as('videos'),
    ]);
  const ownCatalogueCounts = compileOnce(db, 1, (userId: number) => catalogueCounts(userId, null));
  const visibleCatalogueCounts = compileOnce(db, 2, (userId: number, now: string) => catalogueCounts(userId, now));
  const bandMembersOf = compileOnce(db, 1, (userId: number) =>
    db
      .selectFrom('band_members')
      .innerJoin('band_roles', 'band_roles.id', 'band_members.role_id')
      .select(['band_members.name', 'band_roles.id as role_id', 'band_roles.name as role_name'])
      .where('band_members.user_id', '=', userId)
      .orderBy('band_members.position'),
  );
  const preferencesOf = compileOnce(db, 1, (userId: number) => db.selectFrom('artist_preferences').select('preference').where('user_id', '=', userId).orderBy('preference'));
  const techRiderOf = compileOnce(db, 1, (userId: number) => db.selectFrom('tech_riders').selectAll().where('user_id', '=', userId));
  const pressPhotosOf = compileOnce(db, 1, (userId: number) => db.selectFrom('press_photos').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id'));

  return {
    /** A live account by slug, with its place's names. */
    async findPersonBySlug(slug: string) {
      return (await personBySlug(slug))[0];
    },
    async findSlugById(userId: number): Promise<string> {
      return (await db.selectFrom('users').select('slug').where('id', '=', userId).executeTakeFirstOrThrow()).slug;
    },
    listGenres(userId: number) {
      return genresOf(userId);
    },
    listArtistTypes(userId: number) {
      return artistTypesOf(userId);
    },
    async findSocialLinks(userId: number) {
      return (await socialLinksOf(userId))[0];
    },
    /** People this person follows whose accounts are live (the social module's follows table). */
    async countFollowing(userId: number): Promise<number> {
      return Number((await followingOf(userId))[0]!.n);
    },
    /** What the viewer may see of a person's catalogue; everything when `isOwner`. One statement. */
    async countCatalogue(userId: number, isOwner: boolean, now: string): Promise<{ songs: number; albums: number; playlists: number; videos: number }> {
      const row = (isOwner ? await ownCatalogueCounts(userId) : await visibleCatalogueCounts(userId, now))[0]!;
      return { songs: Number(row.songs), albums: Number(row.albums), playlists: Number(row.playlists), videos: Number(row.videos) };
    },
    /** A page of a person's album ids, newest first: what everyone may play, or all of them for the owner. */
    async listAlbumIds(userId: number, input: { isOwner: boolean; now: string; offset: number; limit: number }): Promise<{ ids: number[]; count: number }> {
      const base = db.selectFrom('albums as a').where('a.user_id', '=', userId).$if(!input.isOwner, (q) => q.where('a.is_published', '=', 1).where(isReleased('a', input.now)));
      const [rows, total] = await Promise.all([
        base.select('a.id').orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(input.limit).offset(input.offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { ids: rows.map((row) => row.id), count: Number(total.n) };
    },

    // Band members.
    listBandMembers(userId: number) {
      return bandMembersOf(userId);
    },
    async countBandRoles(ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      return Number((await db.selectFrom('band_roles').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'in', ids).executeTakeFirstOrThrow()).n);
    },
    /** Replaces the whole list in one transaction. */
    async replaceBandMembers(userId: number, members: { name: string; role: number }[], now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('band_members').where('user_id', '=', userId).execute();
        if (members.length) await trx.insertInto('band_members').values(members.map((member, index) => ({ user_id: userId, position: index + 1, name: member.name, role_id: member.role, created_at: now }))).execute();
      });
    },

    // Preferences.
    async listPreferences(userId: number): Promise<string[]> {
      return (await preferencesOf(userId)).map((row) => row.preference);
    },
    async replacePreferences(userId: number, preferences: string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('artist_preferences').where('user_id', '=', userId).execute();
        if (preferences.length) await trx.insertInto('artist_preferences').values(preferences.map((preference) => ({ user_id: userId, preference }))).execute();
      });
    },

    // Tech rider.
    async findTechRider(userId: number) {
      return (await techRiderOf(userId))[0];
    },
    /** Saves the rider and answers the key of the one it replaced (to remove from the store), or null. */
    async saveTechRider(values: { user_id: number; storage_key: string; file_name: string; size: number; created_at: string }): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        const old = await trx.selectFrom('tech_riders').select('storage_key').where('user_id', '=', values.user_id).executeTakeFirst();
        await trx.deleteFrom('tech_riders').where('user_id', '=', values.user_id).execute();
        await trx.insertInto('tech_riders').values(values).execute();
        return old?.storage_key ?? null;
      });
    },
    async deleteTechRider(userId: number): Promise<void> {
      await db.deleteFrom('tech_riders').where('user_id', '=', userId).execute();
    },

    // Press photos.
    listPressPhotos(userId: number) {
      return pressPhotosOf(userId);
    },
    /**
     * Adds a photo unless the person already has `max`; the count and the insert are one
     * transaction, so two uploads at once cannot pass the limit together. False when full.
     */
    async insertPressPhoto(values: { user_id: number; photo_id: string; storage_key: string; width: number; height: number; created_at: string }, max: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        // Taking the person's row first serialises concurrent adds on PostgreSQL (SQLite's writer lock does it there).
        await trx.updateTable('users').set({ updated_at: sql`updated_at` }).where('id', '=', values.user_id).execute();
        const row = await trx.selectFrom('press_photos').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', values.user_id).executeTakeFirstOrThrow();
        if (Number(row.n) >= max) return false;
        await trx.insertInto('press_photos').values(values).execute();
        return true;
      });
    },
    findPressPhoto(userId: number, photoId: string) {
      return db.selectFrom('press_photos').selectAll().where('user_id', '=', userId).where('photo_id', '=', photoId).executeTakeFirst();
    },
    async deletePressPhoto(id: number): Promise<void> {
      await db.deleteFrom('press_photos').where('id', '=', id).execute();
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
export type PersonRow = NonNullable<Awaited<ReturnType<ProfileRepository['findPersonBySlug']>>>;
