import type { Database } from '../../db/database.ts';

/** The item types that are made private to take them down (migrations/021b-takedown-guards.ts). */
export type PrivacyItemType = 'song' | 'album' | 'video' | 'playlist';
const PRIVACY_TABLES = { song: 'songs', album: 'albums', video: 'videos', playlist: 'playlists' } as const;

/** A song, album, video or playlist as a report's snapshot and the take-down need it. */
export type ItemRow = {
  id: number;
  user_id: number;
  slug: string;
  title: string;
  description: string;
  is_public: number;
  is_scheduled: number;
  release_date: string | null;
  taken_down_at: string | null;
  created_at: string;
  artwork_key: string | null;
  /** Lyrics of a song, the pitch message of a video; '' otherwise. */
  extra_text: string;
  youtube_video_id: string | null;
};

export type CommentRow = {
  id: number;
  item_type: string;
  item_id: number;
  user_id: number;
  parent_id: number | null;
  body: string;
  stars: number | null;
  created_at: string;
  taken_down_at: string | null;
};

export type MessageRow = {
  id: number;
  sender_id: number;
  recipient_id: number;
  body: string;
  created_at: string;
  sender_deleted_at: string | null;
  recipient_deleted_at: string | null;
  taken_down_at: string | null;
};

export type PersonRow = {
  id: number;
  slug: string;
  type: string;
  email: string;
  first_name: string;
  last_name: string;
  band_name: string | null;
  bio: string | null;
  profile_pic: string | null;
  cover_pic: string | null;
  is_email_verified: number;
  staff_role: string | null;
  suspended_at: string | null;
  taken_down_at: string | null;
  deleted_at: string | null;
};

/** What a take-down changed, kept with the strike so the restore puts it back. */
export type TakeDownRecord = {
  privacy?: { is_public: number; is_scheduled: number; release_date: string | null };
  /** An album's tracks taken down with it, and their privacy. */
  tracks?: { id: number; is_public: number; is_scheduled: number; release_date: string | null }[];
  /** A message's delete marks before (a taken-down message is deleted on both sides). */
  message?: { sender_deleted_at: string | null; recipient_deleted_at: string | null };
  /** Notifications about the item (or by the person) hidden from other people. */
  hidden_notification_ids?: number[];
};

const personColumns = ['id', 'slug', 'type', 'email', 'first_name', 'last_name', 'band_name', 'bio', 'profile_pic', 'cover_pic', 'is_email_verified', 'staff_role', 'suspended_at', 'taken_down_at', 'deleted_at'] as const;

/**
 * The moderation columns of the content tables (taken_down_at, users.suspended_at) and the reads
 * a report's snapshot needs. These columns belong to moderation: only this repository writes
 * them. Takes a transaction as its database inside one.
 */
export function createModerationTargetsRepository(db: Database) {
  /** One item by slug or id, with the columns of ItemRow. */
  async function selectItem(type: PrivacyItemType, by: 'slug' | 'id', value: string | number): Promise<ItemRow | undefined> {
    switch (type) {
      case 'song':
        return db
          .selectFrom('songs')
          .leftJoin('media_files as art', 'art.id', 'songs.artwork_file_id')
          .select(['songs.id', 'songs.user_id', 'songs.slug', 'songs.title', 'songs.description', 'songs.is_public', 'songs.is_scheduled', 'songs.release_date', 'songs.taken_down_at', 'songs.created_at', 'art.key as artwork_key', 'songs.lyrics as extra_text'])
          .select((eb) => eb.val<string | null>(null).as('youtube_video_id'))
          .where(`songs.${by}`, '=', value as never)
          .executeTakeFirst() as Promise<ItemRow | undefined>;
      case 'album':
        return db
          .selectFrom('albums')
          .leftJoin('media_files as art', 'art.id', 'albums.artwork_file_id')
          .select(['albums.id', 'albums.user_id', 'albums.slug', 'albums.title', 'albums.description', 'albums.is_public', 'albums.is_scheduled', 'albums.release_date', 'albums.taken_down_at', 'albums.created_at', 'art.key as artwork_key'])
          .select((eb) => [eb.val('').as('extra_text'), eb.val<string | null>(null).as('youtube_video_id')])
          .where(`albums.${by}`, '=', value as never)
          .executeTakeFirst() as Promise<ItemRow | undefined>;
      case 'video':
        return db
          .selectFrom('videos')
          .select(['videos.id', 'videos.user_id', 'videos.slug', 'videos.title', 'videos.is_public', 'videos.taken_down_at', 'videos.created_at', 'videos.usermessage as extra_text', 'videos.youtube_video_id'])
          .select((eb) => [eb.val('').as('description'), eb.val(0).as('is_scheduled'), eb.val<string | null>(null).as('release_date'), eb.val<string | null>(null).as('artwork_key')])
          .where(`videos.${by}`, '=', value as never)
          .executeTakeFirst() as Promise<ItemRow | undefined>;
      case 'playlist':
        return db
          .selectFrom('playlists')
          .leftJoin('media_files as art', 'art.id', 'playlists.artwork_file_id')
          .select(['playlists.id', 'playlists.user_id', 'playlists.slug', 'playlists.title', 'playlists.description', 'playlists.is_public', 'playlists.taken_down_at', 'playlists.created_at', 'art.key as artwork_key'])
          .select((eb) => [eb.val(0).as('is_scheduled'), eb.val<string | null>(null).as('release_date'), eb.val('').as('extra_text'), eb.val<string | null>(null).as('youtube_video_id')])
          .where(`playlists.${by}`, '=', value as never)
          .executeTakeFirst() as Promise<ItemRow | undefined>;
    }
  }

  /** The slug and title of the item a comment is on (blog posts included), or undefined once gone. */
  async function findCommentItem(type: string, id: number): Promise<{ slug: string; title: string } | undefined> {
    if (type === 'blog') return db.selectFrom('blog_posts').select(['slug', 'title']).where('id', '=', id).executeTakeFirst();
    const table = PRIVACY_TABLES[type as PrivacyItemType];
    if (!table) return undefined;
    return db.selectFrom(table).select(['slug', 'title']).where('id', '=', id).executeTakeFirst();
  }

  /** Item pages of the app, by type (spec 1 §2.1). */
  const ITEM_PATHS: Record<string, string> = { song: '/songs/', album: '/albums/', playlist: '/playlists/', video: '/video-songs/', blog: '/blog/' };

  return {
    /**
     * Where each reported item stands now: still there, taken down, and its path in the app (a
     * comment's is its item's page with #comment-N; a message has none). Keys are 'type:id'.
     */
    async readTargetStates(refs: { type: string; id: number }[]): Promise<Map<string, { exists: boolean; isTakenDown: boolean; path: string | null }>> {
      const states = new Map<string, { exists: boolean; isTakenDown: boolean; path: string | null }>();
      const idsOf = (type: string) => [...new Set(refs.filter((ref) => ref.type === type).map((ref) => ref.id))];
      for (const type of ['song', 'album', 'video', 'playlist'] as const) {
        const ids = idsOf(type);
        if (ids.length === 0) continue;
        const rows = await db.selectFrom(PRIVACY_TABLES[type]).select(['id', 'slug', 'taken_down_at']).where('id', 'in', ids).execute();
        for (const row of rows) states.set(`${type}:${row.id}`, { exists: true, isTakenDown: row.taken_down_at !== null, path: `${ITEM_PATHS[type]}${row.slug}` });
      }
      const commentIds = idsOf('comment');
      if (commentIds.length) {
        const rows = await db.selectFrom('comments').select(['id', 'item_type', 'item_id', 'taken_down_at']).where('id', 'in', commentIds).execute();
        for (const row of rows) {
          const item = await findCommentItem(row.item_type, row.item_id);
          states.set(`comment:${row.id}`, { exists: true, isTakenDown: row.taken_down_at !== null, path: item ? `${ITEM_PATHS[row.item_type] ?? '/'}${item.slug}#comment-${row.id}` : null });
        }
      }
      const messageIds = idsOf('message');
      if (messageIds.length) {
        const rows = await db.selectFrom('messages').select(['id', 'taken_down_at']).where('id', 'in', messageIds).execute();
        for (const row of rows) states.set(`message:${row.id}`, { exists: true, isTakenDown: row.taken_down_at !== null, path: null });
      }
      const profileIds = idsOf('profile');
      if (profileIds.length) {
        const rows = await db.selectFrom('users').select(['id', 'slug', 'taken_down_at']).where('id', 'in', profileIds).where('deleted_at', 'is', null).execute();
        for (const row of rows) states.set(`profile:${row.id}`, { exists: true, isTakenDown: row.taken_down_at !== null, path: `/${row.slug}` });
      }
      for (const ref of refs) if (!states.has(`${ref.type}:${ref.id}`)) states.set(`${ref.type}:${ref.id}`, { exists: false, isTakenDown: false, path: null });
      return states;
    },

    findItemBySlug: (type: PrivacyItemType, slug: string) => selectItem(type, 'slug', slug),
    findItemById: (type: PrivacyItemType, id: number) => selectItem(type, 'id', id),
    findCommentItem,
    findComment(id: number): Promise<CommentRow | undefined> {
      return db.selectFrom('comments').select(['id', 'item_type', 'item_id', 'user_id', 'parent_id', 'body', 'stars', 'created_at', 'taken_down_at']).where('id', '=', id).executeTakeFirst();
    },
    findMessage(id: number): Promise<MessageRow | undefined> {
      return db.selectFrom('messages').select(['id', 'sender_id', 'recipient_id', 'body', 'created_at', 'sender_deleted_at', 'recipient_deleted_at', 'taken_down_at']).where('id', '=', id).executeTakeFirst();
    },
    findPersonBySlug(slug: string): Promise<PersonRow | undefined> {
      return db.selectFrom('users').select(personColumns).where('slug', '=', slug).executeTakeFirst();
    },
    findPersonById(id: number): Promise<PersonRow | undefined> {
      return db.selectFrom('users').select(personColumns).where('id', '=', id).executeTakeFirst();
    },
    /** The ids of an album's tracks. */
    async listTrackIds(albumId: number): Promise<number[]> {
      return (await db.selectFrom('album_tracks').select('song_id').where('album_id', '=', albumId).execute()).map((row) => row.song_id);
    },

    /** Takes down a song, album, video or playlist: private and marked (the database keeps it private). Returns the privacy it had. */
    async takeDownItem(type: PrivacyItemType, item: ItemRow, now: string): Promise<TakeDownRecord> {
      const record: TakeDownRecord = { privacy: { is_public: item.is_public, is_scheduled: item.is_scheduled, release_date: item.release_date } };
      const table = PRIVACY_TABLES[type];
      await db.updateTable(table).set({ taken_down_at: now, is_public: 0, ...(type === 'song' || type === 'album' ? { is_scheduled: 0 } : {}), updated_at: now }).where('id', '=', item.id).execute();
      if (type === 'album') {
        // An album's tracks carry its artwork and name: they go with it (those not taken down on their own).
        const tracks = await db
          .selectFrom('songs')
          .innerJoin('album_tracks', 'album_tracks.song_id', 'songs.id')
          .select(['songs.id', 'songs.is_public', 'songs.is_scheduled', 'songs.release_date'])
          .where('album_tracks.album_id', '=', item.id)
          .where('songs.taken_down_at', 'is', null)
          .execute();
        record.tracks = tracks;
        if (tracks.length) await db.updateTable('songs').set({ taken_down_at: now, is_public: 0, is_scheduled: 0, updated_at: now }).where('id', 'in', tracks.map((track) => track.id)).execute();
      }
      return record;
    },
    /** Puts a song, album, video or playlist back as it was before its take-down. */
    async restoreItem(type: PrivacyItemType, id: number, record: TakeDownRecord, now: string): Promise<void> {
      const table = PRIVACY_TABLES[type];
      const privacy = record.privacy ?? { is_public: 0, is_scheduled: 0, release_date: null };
      await db
        .updateTable(table)
        .set({ taken_down_at: null, is_public: privacy.is_public, ...(type === 'song' || type === 'album' ? { is_scheduled: privacy.is_scheduled, release_date: privacy.release_date } : {}), updated_at: now })
        .where('id', '=', id)
        .execute();
      for (const track of record.tracks ?? []) {
        await db.updateTable('songs').set({ taken_down_at: null, is_public: track.is_public, is_scheduled: track.is_scheduled, release_date: track.release_date, updated_at: now }).where('id', '=', track.id).execute();
      }
    },

    async setCommentTakenDown(id: number, at: string | null): Promise<void> {
      await db.updateTable('comments').set({ taken_down_at: at }).where('id', '=', id).execute();
    },
    /** A taken-down message is deleted on both sides (so every read of messages drops it) and marked. */
    async takeDownMessage(message: MessageRow, now: string): Promise<TakeDownRecord> {
      await db.updateTable('messages').set({ taken_down_at: now, sender_deleted_at: message.sender_deleted_at ?? now, recipient_deleted_at: message.recipient_deleted_at ?? now }).where('id', '=', message.id).execute();
      return { message: { sender_deleted_at: message.sender_deleted_at, recipient_deleted_at: message.recipient_deleted_at } };
    },
    async restoreMessage(id: number, record: TakeDownRecord): Promise<void> {
      await db
        .updateTable('messages')
        .set({ taken_down_at: null, sender_deleted_at: record.message?.sender_deleted_at ?? null, recipient_deleted_at: record.message?.recipient_deleted_at ?? null })
        .where('id', '=', id)
        .execute();
    },
    async setProfileTakenDown(userId: number, at: string | null): Promise<void> {
      await db.updateTable('users').set({ taken_down_at: at }).where('id', '=', userId).execute();
    },
    async setSuspended(userId: number, at: string | null): Promise<void> {
      await db.updateTable('users').set({ suspended_at: at }).where('id', '=', userId).execute();
    },

    /**
     * Hides from everyone but `ownerId` the notifications about an item (its type and slug), or
     * those a person caused (`actorId`): their sentence would show the hidden title or picture.
     * Returns the ids, kept with the strike to show them again at a restore.
     */
    async hideNotifications(match: { objectType: string; objectSlug: string } | { actorId: number }, ownerId: number): Promise<number[]> {
      let query = db.selectFrom('notifications').select('id').where('is_hidden', '=', 0).where('recipient_id', '!=', ownerId);
      query = 'actorId' in match ? query.where('actor_id', '=', match.actorId) : query.where('object_type', '=', match.objectType).where('object_slug', '=', match.objectSlug);
      const ids = (await query.execute()).map((row) => row.id);
      if (ids.length) await db.updateTable('notifications').set({ is_hidden: 1, open_group_key: null }).where('id', 'in', ids).execute();
      return ids;
    },
    async showNotifications(ids: number[]): Promise<void> {
      if (ids.length) await db.updateTable('notifications').set({ is_hidden: 0 }).where('id', 'in', ids).execute();
    },
  };
}
export type ModerationTargetsRepository = ReturnType<typeof createModerationTargetsRepository>;
