import { AD_KEYS, AD_LIST_ISSUE, PRO_STATE, type PageKey } from '@indiwave/domain/constants';
import type { adInputSchema, Advertisement, CompanionAd, StaffAd } from '@indiwave/domain/contract/ads';
import { CONTENT_MESSAGES } from '@indiwave/domain/messages';
import { isInAudience } from '@indiwave/domain/rules/ad-audience';
import { isShownOnPage } from '@indiwave/domain/rules/page-key';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/parse-with.ts';
import type { ContentImagePurpose } from '@indiwave/domain/contract/content-images';
import type { ContentImagesService } from '../content-images/content-images.service.ts';
import type { AuditInput, AuditService } from '../audit/audit.service.ts';
import { authorizeStaff, requireStaff, type StaffActor, type StaffRequest } from '../staff/staff.policy.ts';
import { presentAdvertisement, presentCompanionAd, presentStaffAd, type ImageLookup } from './ads.presenter.ts';
import { createAdsRepository, type AdRow, type AdsRepository } from './ads.repository.ts';

type AdFields = z.output<typeof adInputSchema>;

/** Running campaigns are read this often at most per process: every page asks for its banner. */
const RUNNING_CACHE_MS = 10_000;

/** The pictures each placement takes (desktop, phone). */
const IMAGE_PURPOSES: Record<AdFields['placement'], { image: ContentImagePurpose[]; mobile: ContentImagePurpose[] }> = {
  banner: { image: ['banner'], mobile: ['banner_mobile', 'banner'] },
  popup: { image: ['popup'], mobile: ['popup'] },
  issue: { image: ['banner', 'popup'], mobile: ['banner_mobile', 'banner', 'popup'] },
  companion: { image: ['companion'], mobile: ['companion_mobile', 'companion'] },
};

/**
 * Advertisements (issue 20; spec 1 §3.5, §3.6, §4, §6): the running campaigns of each place for
 * the viewer's audience (for_pro against their Pro state), and the team's campaign screen.
 * A campaign runs while active and between its own dates; the browser handles the delay
 * (start_time) and the cookie (end_time) of a banner (READING: Banners).
 */
export function createAdsService(deps: {
  repository: AdsRepository;
  audit: AuditService;
  images: ContentImagesService;
  /** The viewer's Pro state (0 none, 1 active, 2 expired); visitors are 0. */
  readProState: (userId: number) => Promise<number>;
  /** Impressions and clicks counted so far, by campaign. */
  readTotals: (ids: number[]) => Promise<Map<number, { impressions: number; clicks: number }>>;
  now: () => Date;
}) {
  const { repository } = deps;
  const running = new Map<string, { rows: AdRow[]; until: number }>();

  async function listRunning(placement: string): Promise<AdRow[]> {
    const at = deps.now().getTime();
    const cached = running.get(placement);
    if (cached && cached.until > at) return cached.rows;
    const rows = await repository.listRunning(placement, new Date(at).toISOString());
    running.set(placement, { rows, until: at + RUNNING_CACHE_MS });
    return rows;
  }

  async function toLookup(rows: AdRow[]): Promise<ImageLookup> {
    const sizes = await deps.images.readSizes(rows.flatMap((row) => [row.image_key, ...(row.image_mobile_key ? [row.image_mobile_key] : [])]));
    return { url: (key) => deps.images.toUrl(key), size: (key) => sizes.get(key) ?? { width: 0, height: 0 } };
  }

  async function audienceOf(userId: number | null): Promise<number> {
    return userId === null ? PRO_STATE.none : deps.readProState(userId);
  }

  function isRunningNow(row: AdRow, at: string): boolean {
    return row.is_active === 1 && (row.starts_at === null || row.starts_at <= at) && (row.ends_at === null || row.ends_at > at);
  }

  async function presentForStaff(rows: AdRow[]): Promise<StaffAd[]> {
    const [lookup, totals] = await Promise.all([toLookup(rows), deps.readTotals(rows.map((row) => row.id))]);
    const at = deps.now().toISOString();
    return rows.map((row) => presentStaffAd(row, totals.get(row.id) ?? { impressions: 0, clicks: 0 }, isRunningNow(row, at), lookup));
  }

  async function toColumns(input: AdFields) {
    const purposes = IMAGE_PURPOSES[input.placement];
    await deps.images.requireImage(input.image, purposes.image, 'image', CONTENT_MESSAGES.adImageRequired);
    if (input.image_mobile) await deps.images.requireImage(input.image_mobile, purposes.mobile, 'image_mobile', CONTENT_MESSAGES.adImageRequired);
    let songId: number | null = null;
    if (input.placement === 'companion' && input.track) {
      songId = (await repository.findSongId(input.track)) ?? null;
      if (songId === null) throw fieldError('track', CONTENT_MESSAGES.adTrackNotFound);
    }
    return {
      name: input.name,
      placement: input.placement,
      image_key: input.image,
      image_mobile_key: input.image_mobile,
      landing_url: input.landing_url,
      display_pages: JSON.stringify(input.placement === 'banner' ? input.display_pages : []),
      for_pro: input.for_pro,
      start_time: input.start_time,
      end_time: input.end_time,
      song_id: songId,
      starts_at: input.starts_at,
      ends_at: input.ends_at,
      is_active: input.is_active ? 1 : 0,
    };
  }

  /** A team member's change on this module's tables and its audit line, in one transaction. */
  function writeAudited<T>(request: StaffRequest, write: (repo: AdsRepository) => Promise<T>, describe: (result: T) => AuditInput): Promise<T> {
    return deps.audit.runAudited(authorizeStaff(request), (trx) => write(createAdsRepository(trx)), describe);
  }


  async function requireCampaign(id: number): Promise<AdRow> {
    const row = await repository.findById(id);
    if (!row) throw AppError.notFound(CONTENT_MESSAGES.adNotFound);
    return row;
  }

  return {
    /** GET advertisements?key=banner|companion: what runs now for this viewer. */
    async listAdvertisements(userId: number | null, query: { key: 'banner' | 'companion'; page?: PageKey; track?: string }): Promise<{ success: true; media: Advertisement[] | CompanionAd[] }> {
      const proState = await audienceOf(userId);
      const rows = (await listRunning(query.key)).filter((row) => isInAudience(row.for_pro, proState));
      const lookup = await toLookup(rows);
      if (query.key === AD_KEYS.companion) {
        const media = rows.flatMap((row) => (row.track_slug && (!query.track || row.track_slug === query.track) ? [presentCompanionAd({ ...row, track_slug: row.track_slug }, lookup)] : []));
        return { success: true, media };
      }
      const media = rows.map((row) => presentAdvertisement(row, lookup)).filter((ad) => !query.page || isShownOnPage(ad.adv_display_pages, query.page));
      return { success: true, media };
    },

    /** GET advertisement_list: the popup's campaigns, or with 'issue' the notices. */
    async listAdvertisementList(userId: number | null, type: string): Promise<{ success: true; result: Advertisement[] }> {
      const proState = await audienceOf(userId);
      const rows = (await listRunning(type === AD_LIST_ISSUE ? 'issue' : 'popup')).filter((row) => isInAudience(row.for_pro, proState));
      const lookup = await toLookup(rows);
      return { success: true, result: rows.map((row) => presentAdvertisement(row, lookup)) };
    },

    /** GET staff/ads. */
    async listForStaff(actor: StaffActor): Promise<StaffAd[]> {
      requireStaff(actor);
      return presentForStaff(await repository.listAll());
    },

    /** POST staff/ads. */
    async createCampaign(request: StaffRequest, input: AdFields): Promise<StaffAd> {
      const staff = requireStaff(request.actor);
      const now = deps.now().toISOString();
      const columns = await toColumns(input);
      const id = await writeAudited(
        request,
        (repo) => repo.insertCampaign({ ...columns, created_by: staff.id, created_at: now, updated_at: now, deleted_at: null }),
        (newId) => ({ action: 'ad.create', targetType: 'ad', targetKey: newId, targetLabel: input.name, after: input }),
      );
      running.clear();
      const [ad] = await presentForStaff([await requireCampaign(id)]);
      return ad;
    },

    /** PUT staff/ads/{id}. */
    async updateCampaign(request: StaffRequest, id: number, input: AdFields): Promise<StaffAd> {
      requireStaff(request.actor);
      const before = await requireCampaign(id);
      const columns = await toColumns(input);
      await writeAudited(
        request,
        (repo) => repo.updateCampaign(id, { ...columns, updated_at: deps.now().toISOString() }),
        () => ({ action: 'ad.update', targetType: 'ad', targetKey: id, targetLabel: input.name, before: { name: before.name, is_active: before.is_active === 1 }, after: input }),
      );
      running.clear();
      const [ad] = await presentForStaff([await requireCampaign(id)]);
      return ad;
    },

    /** DELETE staff/ads/{id}: gone from every page; its figures stay under its name. */
    async deleteCampaign(request: StaffRequest, id: number): Promise<void> {
      requireStaff(request.actor);
      const before = await requireCampaign(id);
      const now = deps.now().toISOString();
      await writeAudited(
        request,
        (repo) => repo.updateCampaign(id, { deleted_at: now, is_active: 0, updated_at: now }),
        () => ({ action: 'ad.delete', targetType: 'ad', targetKey: id, targetLabel: before.name, before: { name: before.name, is_active: before.is_active === 1 } }),
      );
      running.clear();
    },
  };
}
export type AdsService = ReturnType<typeof createAdsService>;
