import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { UsersTable } from '../../db/tables.ts';

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserPatch = Updateable<UsersTable>;
export type NamedRef = { id: number; name: string };
export type ScreenGuideColumn = 'is_dashboard_read' | 'is_claps_read' | 'is_schedule_read';
export type SocialLinkValues = { instagram: string; facebook: string; twitter: string; youtube: string };

/** The users table and the tables hanging off a user (types, genres, links, guides, social identities). */
export function createUsersRepository(db: Database) {
  const liveUsers = () => db.selectFrom('users').selectAll().where('deleted_at', 'is', null);

  return {
    /** A user who has not deleted the account. */
    findById(id: number): Promise<UserRow | undefined> {
      return liveUsers().where('id', '=', id).executeTakeFirst();
    },
    findByEmail(email: string): Promise<UserRow | undefined> {
      return liveUsers().where('email', '=', email.toLowerCase()).executeTakeFirst();
    },
    findBySlug(slug: string): Promise<UserRow | undefined> {
      return liveUsers().where('slug', '=', slug.toLowerCase()).executeTakeFirst();
    },
    /** True when another account (deleted ones keep a freed, anonymised address) uses the e-mail. */
    async isEmailTaken(email: string, exceptUserId?: number): Promise<boolean> {
      let query = db.selectFrom('users').select('id').where('email', '=', email.toLowerCase());
      if (exceptUserId) query = query.where('id', '!=', exceptUserId);
      return Boolean(await query.executeTakeFirst());
    },
    /** Which of these slugs some account already has. */
    async listTakenSlugs(slugs: string[], exceptUserId?: number): Promise<string[]> {
      if (slugs.length === 0) return [];
      let query = db.selectFrom('users').select('slug').where('slug', 'in', slugs);
      if (exceptUserId) query = query.where('id', '!=', exceptUserId);
      return (await query.execute()).map((row) => row.slug);
    },
    async insertUser(values: NewUser): Promise<number> {
      const row = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async updateUser(id: number, patch: UserPatch): Promise<void> {
      await db.updateTable('users').set(patch).where('id', '=', id).execute();
    },

    listArtistTypes(userId: number): Promise<NamedRef[]> {
      return db
        .selectFrom('user_artist_categories')
        .innerJoin('artist_categories', 'artist_categories.id', 'user_artist_categories.category_id')
        .select(['artist_categories.id', 'artist_categories.name'])
        .where('user_artist_categories.user_id', '=', userId)
        .orderBy('artist_categories.position')
        .orderBy('artist_categories.id')
        .execute();
    },
    listGenres(userId: number): Promise<NamedRef[]> {
      return db
        .selectFrom('user_genres')
        .innerJoin('genres', 'genres.id', 'user_genres.genre_id')
        .select(['genres.id', 'genres.name'])
        .where('user_genres.user_id', '=', userId)
        .orderBy('genres.position')
        .orderBy('genres.id')
        .execute();
    },
    /** The user's preferred languages, in list order. */
    listLanguages(userId: number): Promise<NamedRef[]> {
      return db
        .selectFrom('user_languages')
        .innerJoin('languages', 'languages.id', 'user_languages.language_id')
        .select(['languages.id', 'languages.name'])
        .where('user_languages.user_id', '=', userId)
        .orderBy('languages.position')
        .orderBy('languages.id')
        .execute();
    },
    /** The artist categories among these ids that exist. */
    findArtistCategories(ids: number[]): Promise<NamedRef[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('artist_categories').select(['id', 'name']).where('id', 'in', ids).execute();
    },
    findGenres(ids: number[]): Promise<NamedRef[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('genres').select(['id', 'name']).where('id', 'in', ids).execute();
    },
    /** The languages among these ids that exist. */
    findLanguages(ids: number[]): Promise<NamedRef[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('languages').select(['id', 'name']).where('id', 'in', ids).execute();
    },
    /** Replaces the user's preferred languages with these ([] clears them). */
    async replaceLanguages(userId: number, languageIds: number[]): Promise<void> {
      await db.deleteFrom('user_languages').where('user_id', '=', userId).execute();
      if (languageIds.length) {
        await db.insertInto('user_languages').values(languageIds.map((language_id) => ({ user_id: userId, language_id }))).execute();
      }
    },
    async replaceArtistTypes(userId: number, categoryIds: number[]): Promise<void> {
      await db.deleteFrom('user_artist_categories').where('user_id', '=', userId).execute();
      if (categoryIds.length) {
        await db.insertInto('user_artist_categories').values(categoryIds.map((category_id) => ({ user_id: userId, category_id }))).execute();
      }
    },
    async replaceGenres(userId: number, genreIds: number[]): Promise<void> {
      await db.deleteFrom('user_genres').where('user_id', '=', userId).execute();
      if (genreIds.length) {
        await db.insertInto('user_genres').values(genreIds.map((genre_id) => ({ user_id: userId, genre_id }))).execute();
      }
    },

    /** Names of a place, and the country's ISO code. */
    async findPlace(countryId: number | null, stateId: number | null, cityId: number | null) {
      const country = countryId ? await db.selectFrom('countries').select(['name', 'iso_code']).where('id', '=', countryId).executeTakeFirst() : undefined;
      const state = stateId ? await db.selectFrom('states').select('name').where('id', '=', stateId).executeTakeFirst() : undefined;
      const city = cityId ? await db.selectFrom('cities').select('name').where('id', '=', cityId).executeTakeFirst() : undefined;
      return { country: country?.name ?? null, countryIso: country?.iso_code ?? null, state: state?.name ?? null, city: city?.name ?? null };
    },
    async hasCountry(countryId: number): Promise<boolean> {
      return Boolean(await db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst());
    },
    /** The country a state belongs to, or undefined for an unknown state. */
    async findStateCountryId(stateId: number): Promise<number | undefined> {
      return (await db.selectFrom('states').select('country_id').where('id', '=', stateId).executeTakeFirst())?.country_id;
    },
    async findCityStateId(cityId: number): Promise<number | undefined> {
      return (await db.selectFrom('cities').select('state_id').where('id', '=', cityId).executeTakeFirst())?.state_id;
    },

    /** The account a provider identity is linked to. */
    async findSocialUserId(provider: string, providerUserId: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('social_accounts')
        .innerJoin('users', 'users.id', 'social_accounts.user_id')
        .select('social_accounts.user_id')
        .where('social_accounts.provider', '=', provider)
        .where('social_accounts.provider_user_id', '=', providerUserId)
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst();
      return row?.user_id;
    },
    async insertSocialAccount(values: { provider: string; providerUserId: string; userId: number; email: string | null; now: string }): Promise<void> {
      await db
        .insertInto('social_accounts')
        .values({ provider: values.provider, provider_user_id: values.providerUserId, user_id: values.userId, email: values.email, created_at: values.now })
        .onConflict((oc) => oc.columns(['provider', 'provider_user_id']).doUpdateSet({ user_id: values.userId, email: values.email }))
        .execute();
    },

    async readSocialLinks(userId: number): Promise<SocialLinkValues> {
      const row = await db.selectFrom('user_social_links').select(['instagram', 'facebook', 'twitter', 'youtube']).where('user_id', '=', userId).executeTakeFirst();
      return row ?? { instagram: '', facebook: '', twitter: '', youtube: '' };
    },
    async saveSocialLinks(userId: number, links: SocialLinkValues, now: string): Promise<void> {
      await db
        .insertInto('user_social_links')
        .values({ user_id: userId, ...links, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...links, updated_at: now }))
        .execute();
    },

    async readScreenGuides(userId: number): Promise<Record<ScreenGuideColumn, number>> {
      const row = await db
        .selectFrom('user_screen_guides')
        .select(['is_dashboard_read', 'is_claps_read', 'is_schedule_read'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ?? { is_dashboard_read: 0, is_claps_read: 0, is_schedule_read: 0 };
    },
    async markScreenGuide(userId: number, column: ScreenGuideColumn): Promise<void> {
      await db
        .insertInto('user_screen_guides')
        .values({ user_id: userId, is_dashboard_read: 0, is_claps_read: 0, is_schedule_read: 0, [column]: 1 })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ [column]: 1 }))
        .execute();
    },

    /**
     * Removes what hangs off a deleted account: social identities, links, guides, types and
     * genres, languages. The users row itself is anonymised by the caller.
     */
    async deletePersonalRows(userId: number): Promise<void> {
      await db.deleteFrom('social_accounts').where('user_id', '=', userId).execute();
      await db.deleteFrom('user_social_links').where('user_id', '=', userId).execute();
      await db.deleteFrom('user_screen_guides').where('user_id', '=', userId).execute();
      await db.deleteFrom('user_artist_categories').where('user_id', '=', userId).execute();
      await db.deleteFrom('user_genres').where('user_id', '=', userId).execute();
      await db.deleteFrom('user_languages').where('user_id', '=', userId).execute();
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
