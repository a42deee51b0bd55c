import type { AdCreative, Advertisement, CompanionAd, StaffAd } from '@indiwave/domain/contract/ads';
import type { AdRow } from './ads.repository.ts';

/** A stored picture's URL and size. */
export type ImageLookup = { url: (key: string) => string; size: (key: string) => { width: number; height: number } };

function parsePages(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((page): page is string => typeof page === 'string') : [];
  } catch {
    return [];
  }
}

/** The creative of spec 1 §3.5 (and §3.6's adv_id): the phone picture falls back to the desktop one. */
export function presentCreative(row: AdRow, images: ImageLookup): AdCreative {
  const desktop = images.size(row.image_key);
  const mobileKey = row.image_mobile_key ?? row.image_key;
  const mobile = images.size(mobileKey);
  return {
    id: row.id,
    adv_name: row.name,
    adv_image: images.url(row.image_key),
    adv_image_mobile: images.url(mobileKey),
    adv_landing_url: row.landing_url,
    image_width: desktop.width,
    image_height: desktop.height,
    image_mobile_width: mobile.width,
    image_mobile_height: mobile.height,
  };
}

/** A banner, popup or issue notice. */
export function presentAdvertisement(row: AdRow, images: ImageLookup): Advertisement {
  return { ...presentCreative(row, images), adv_display_pages: parsePages(row.display_pages), for_pro: row.for_pro, start_time: row.start_time, end_time: row.end_time };
}

/** A companion ad of the player. */
export function presentCompanionAd(row: AdRow & { track_slug: string }, images: ImageLookup): CompanionAd {
  return { track: row.track_slug, start_time: row.start_time, end_time: row.end_time, adv_id: presentCreative(row, images) };
}

/** A campaign on the staff screen. */
export function presentStaffAd(row: AdRow, totals: { impressions: number; clicks: number }, isRunning: boolean, images: ImageLookup): StaffAd {
  return {
    id: row.id,
    name: row.name,
    placement: row.placement as StaffAd['placement'],
    image: row.image_key,
    image_url: images.url(row.image_key),
    image_mobile: row.image_mobile_key,
    image_mobile_url: row.image_mobile_key ? images.url(row.image_mobile_key) : null,
    landing_url: row.landing_url,
    display_pages: parsePages(row.display_pages),
    for_pro: row.for_pro,
    start_time: row.start_time,
    end_time: row.end_time,
    track: row.track_slug,
    track_title: row.track_title,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    is_active: row.is_active === 1,
    is_running: isRunning,
    impressions: totals.impressions,
    clicks: totals.clicks,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
