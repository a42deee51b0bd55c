import { toYoutubeThumbnails } from '@indiwave/domain/rules/youtube';
import { normalizeSearchText } from '@indiwave/domain/rules/search-text';
import type { Config } from '../../config.ts';
import type { Database, Dialect } from '../../db/database.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import { createMediaUrls } from '../catalog/media-urls.ts';
import { toTeamIdentity } from '../notifications/team-account.service.ts';
import { createSearchRepository, type ItemTagRow, type NewSearchDocument, type OwnerNames, type SearchItemType, type SearchRepository } from './search.repository.ts';
import { isCreator } from '../accounts/access.policy.ts';

/**
 * The format of the documents. Raise it when what a document holds changes: the next start
 * rebuilds the whole index (search_meta 'version').
 */
export const SEARCH_INDEX_VERSION = '1';
const REBUILD_PAGE = 500;

/** The shown name of an owner: band name, or first and last name. */
function toOwnerName(row: Pick<OwnerNames, 'owner_band_name' | 'owner_first_name' | 'owner_last_name'>): string {
  return row.owner_band_name || [row.owner_first_name, row.owner_last_name].filter(Boolean).join(' ');
}

/** Names grouped by item id. */
function groupNames(rows: ItemTagRow[]): Map<number, string[]> {
  const groups = new Map<number, string[]>();
  for (const row of rows) groups.set(Number(row.item_id), [...(groups.get(Number(row.item_id)) ?? []), row.name]);
  return groups;
}

/**
 * When everyone may see an item with these privacy columns: '' when public, the release date
 * when scheduled (the document is written now and found from then on, with no job), null when
 * private (no document).
 */
function toVisibleFrom(row: { is_public: number; is_scheduled: number; release_date: string | null }): string | null {
  if (row.is_public === 1) return '';
  return row.is_scheduled === 1 && row.release_date ? row.release_date : null;
}

/**
 * Keeps the search index in step with the catalogue, playlists and accounts. Each `sync…` call
 * reads the items again from their tables and writes, replaces or removes their documents, so
 * one call covers create, edit, privacy change and delete alike. The owners of those tables
 * call it right after they save; `rebuild` remakes everything (start-up, seeds, benchmarks).
 */
export function createSearchIndex(deps: { db: Database; dialect: Dialect; config: Config; clock: ClockPort }) {
  const repository: SearchRepository = createSearchRepository(deps.db, deps.dialect);
  const urls = createMediaUrls(deps.config.secretKey ?? '', deps.clock);
  const teamSlug = toTeamIdentity(deps.config.brand).slug;

  /** Writes the documents of `ids` that exist and are visible; removes the rest. */
  async function save(type: SearchItemType, ids: number[], documents: NewSearchDocument[]): Promise<void> {
    const kept = new Set(documents.map((document) => document.item_id));
    await repository.saveDocuments(type, documents, ids.filter((id) => !kept.has(id)));
  }

  const document = (type: SearchItemType, values: Omit<NewSearchDocument, 'item_type' | 'title_norm' | 'body_norm'> & { body: string[] }): NewSearchDocument => {
    const { body, ...rest } = values;
    return { ...rest, item_type: type, title_norm: normalizeSearchText(values.title), body_norm: normalizeSearchText(body.filter(Boolean).join(' ')) };
  };

  const index = {
    repository,

    /** Songs (music): after an upload, an edit, a privacy change or a delete. */
    async syncSongs(ids: number[]): Promise<void> {
      const unique = [...new Set(ids)];
      const [rows, genres] = await Promise.all([repository.listSongSources(unique), repository.listGenreNames('song', unique)]);
      const genresOf = groupNames(genres);
      const documents = rows.flatMap((row) => {
        const visibleFrom = toVisibleFrom(row);
        if (visibleFrom === null) return [];
        const owner = toOwnerName(row);
        return [document('music', { item_id: row.id, owner_id: row.owner_id, slug: row.slug, title: row.title, subtitle: owner, artist_slug: row.owner_slug, image: urls.artwork(row.artwork_key ?? row.album_artwork_key).w250, visible_from: visibleFrom, created_at: row.created_at, body: [owner, row.album_title ?? '', row.primary_artist, row.featured_artists, ...(genresOf.get(row.id) ?? []), row.tags] })];
      });
      await save('music', unique, documents);
    },

    /** Albums, and with `withTracks` their tracks too (an album's privacy and art are its tracks'). */
    async syncAlbums(ids: number[], options: { withTracks?: boolean; trackIds?: number[] } = {}): Promise<void> {
      const unique = [...new Set(ids)];
      const [rows, genres] = await Promise.all([repository.listAlbumSources(unique), repository.listGenreNames('album', unique)]);
      const genresOf = groupNames(genres);
      const documents = rows.flatMap((row) => {
        const visibleFrom = row.is_published === 1 ? toVisibleFrom(row) : null;
        if (visibleFrom === null) return [];
        const owner = toOwnerName(row);
        return [document('album', { item_id: row.id, owner_id: row.owner_id, slug: row.slug, title: row.title, subtitle: owner, artist_slug: row.owner_slug, image: urls.artwork(row.artwork_key).w250, visible_from: visibleFrom, created_at: row.created_at, body: [owner, row.label, ...(genresOf.get(row.id) ?? []), row.tags] })];
      });
      await save('album', unique, documents);
      const tracks = [...(options.withTracks ? await repository.listTrackIds(unique) : []), ...(options.trackIds ?? [])];
      if (tracks.length) await index.syncSongs(tracks);
    },

    /** Videos. */
    async syncVideos(ids: number[]): Promise<void> {
      const unique = [...new Set(ids)];
      const [rows, genres] = await Promise.all([repository.listVideoSources(unique), repository.listGenreNames('video', unique)]);
      const genresOf = groupNames(genres);
      const documents = rows.flatMap((row) => {
        if (row.is_public !== 1) return [];
        const owner = toOwnerName(row);
        return [document('video', { item_id: row.id, owner_id: row.owner_id, slug: row.slug, title: row.title, subtitle: owner, artist_slug: row.owner_slug, image: toYoutubeThumbnails(row.youtube_video_id).img_480x360, visible_from: '', created_at: row.created_at, body: [owner, ...(genresOf.get(row.id) ?? []), row.tags] })];
      });
      await save('video', unique, documents);
    },

    /** Playlists. */
    async syncPlaylists(ids: number[]): Promise<void> {
      const unique = [...new Set(ids)];
      const rows = await repository.listPlaylistSources(unique);
      const documents = rows.flatMap((row) => {
        if (row.is_public !== 1) return [];
        const owner = toOwnerName(row);
        return [document('playlist', { item_id: row.id, owner_id: row.owner_id, slug: row.slug, title: row.title, subtitle: owner, artist_slug: row.owner_slug, image: urls.artwork(row.artwork_key).w250, visible_from: '', created_at: row.created_at, body: [owner, row.description] })];
      });
      await save('playlist', unique, documents);
    },

    /** Artists and bands (not listeners, not the team account, not deleted accounts, not e-Press Kits the team took down). */
    async syncPeople(ids: number[]): Promise<void> {
      const unique = [...new Set(ids)];
      const [rows, genres] = await Promise.all([repository.listPeopleSources(unique), repository.listGenreNames('user', unique)]);
      const genresOf = groupNames(genres);
      const documents = rows.flatMap((row) => {
        if (!isCreator(row.type) || row.deleted_at !== null || row.taken_down_at !== null || row.slug === teamSlug) return [];
        const name = toOwnerName({ owner_band_name: row.band_name, owner_first_name: row.first_name, owner_last_name: row.last_name });
        return [document('artist', { item_id: row.id, owner_id: row.id, slug: row.slug, title: name, subtitle: row.type, artist_slug: row.slug, image: urls.profilePic(row.profile_pic), visible_from: '', created_at: row.created_at, body: [row.band_name ? [row.first_name, row.last_name].join(' ') : '', row.slug.replaceAll('-', ' '), row.city_name ?? row.other_city ?? '', ...(genresOf.get(row.id) ?? [])] })];
      });
      await save('artist', unique, documents);
    },

    /**
     * A person and everything they made: after a change of name, picture, slug, type or genres
     * (every document shows or matches the owner's name), and after the account's deletion.
     */
    async syncOwner(userId: number): Promise<void> {
      const owned = await repository.listOwnerItemIds(userId);
      await index.syncPeople([userId]);
      await index.syncSongs(owned.songs);
      await index.syncAlbums(owned.albums);
      await index.syncVideos(owned.videos);
      await index.syncPlaylists(owned.playlists);
    },

    /** Remakes every document from the tables, page by page. */
    async rebuild(): Promise<void> {
      await repository.clearDocuments();
      const walk = async (table: 'songs' | 'albums' | 'videos' | 'playlists' | 'users', sync: (ids: number[]) => Promise<void>) => {
        for (let after = 0; ; ) {
          const ids = await repository.listIdsAfter(table, after, REBUILD_PAGE);
          if (ids.length === 0) return;
          await sync(ids);
          after = ids[ids.length - 1];
        }
      };
      await walk('users', index.syncPeople);
      await walk('songs', index.syncSongs);
      await walk('albums', (ids) => index.syncAlbums(ids));
      await walk('videos', index.syncVideos);
      await walk('playlists', index.syncPlaylists);
      await repository.writeMeta('version', SEARCH_INDEX_VERSION);
    },

    /** Rebuilds when the index is not of the current format (a fresh database, or a new format). Returns whether it did. */
    async ensureCurrent(): Promise<boolean> {
      if ((await repository.readMeta('version')) === SEARCH_INDEX_VERSION) return false;
      await index.rebuild();
      return true;
    },
  };
  return index;
}
export type SearchIndex = ReturnType<typeof createSearchIndex>;
