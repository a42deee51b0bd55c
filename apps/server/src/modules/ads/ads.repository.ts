import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { isReleasedSql } from '../../db/released-sql.ts';
import type { AdCampaignsTable } from '../../db/tables-content.ts';

/** A campaign with its track's slug and title (companion ads), as reads need it. */
export type AdRow = AdCampaignsTable & { id: number; for_pro: number; start_time: number; end_time: number; is_active: number; track_slug: string | null; track_title: string | null };

/** Advertisement campaigns (issue 20). */
export function createAdsRepository(db: Database) {
  const withTrack = () =>
    db
      .selectFrom('ad_campaigns')
      .leftJoin('songs', 'songs.id', 'ad_campaigns.song_id')
      .selectAll('ad_campaigns')
      .select(['songs.slug as track_slug', 'songs.title as track_title'])
      .where('ad_campaigns.deleted_at', 'is', null);

  return {
    /**
     * The campaigns of a placement running at `now`: active, within their own dates; a companion
     * ad only while its song is one everyone may play.
     */
    async listRunning(placement: string, now: string): Promise<AdRow[]> {
      let query = withTrack()
        .where('ad_campaigns.placement', '=', placement)
        .where('ad_campaigns.is_active', '=', 1)
        .where((eb) => eb.or([eb('ad_campaigns.starts_at', 'is', null), eb('ad_campaigns.starts_at', '<=', now)]))
        .where((eb) => eb.or([eb('ad_campaigns.ends_at', 'is', null), eb('ad_campaigns.ends_at', '>', now)]));
      if (placement === 'companion') query = query.where('songs.id', 'is not', null).where(isReleasedSql('songs', now));
      return (await query.orderBy('ad_campaigns.id', 'desc').execute()) as AdRow[];
    },

    /** Every campaign, newest first (the staff screen). */
    async listAll(): Promise<AdRow[]> {
      return (await withTrack().orderBy('ad_campaigns.id', 'desc').execute()) as AdRow[];
    },

    async findById(id: number): Promise<AdRow | undefined> {
      return (await withTrack().where('ad_campaigns.id', '=', id).executeTakeFirst()) as AdRow | undefined;
    },

    async insertCampaign(values: Insertable<AdCampaignsTable>): Promise<number> {
      const { id } = await db.insertInto('ad_campaigns').values(values).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async updateCampaign(id: number, changes: Updateable<AdCampaignsTable>): Promise<void> {
      await db.updateTable('ad_campaigns').set(changes).where('id', '=', id).where('deleted_at', 'is', null).execute();
    },

    /** A song's id by slug, for a companion ad (the catalogue decides whether it may be played). */
    async findSongId(slug: string): Promise<number | undefined> {
      const row = await db.selectFrom('songs').select('id').where('slug', '=', slug).executeTakeFirst();
      return row?.id;
    },
  };
}
export type AdsRepository = ReturnType<typeof createAdsRepository>;
