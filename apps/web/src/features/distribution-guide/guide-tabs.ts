/** The tabs of the distribution guide, in order, with the `?tab=` value of each (spec 2 §2.4). */
export const GUIDE_TABS = [
  { id: 'release_details', label: 'Release Details' },
  { id: 'track_details', label: 'Track Details' },
  { id: 'art_work', label: 'Art Work' },
  { id: 'scheduling', label: 'Scheduling' },
  { id: 'agreement', label: 'Agreement' },
] as const;

export type GuideTabId = (typeof GUIDE_TABS)[number]['id'];

/** The tab shown when `?tab=` is missing or unknown. */
export const DEFAULT_GUIDE_TAB: GuideTabId = 'release_details';

/** True when the value names one of the guide's tabs. */
export function isGuideTab(value: string | null | undefined): value is GuideTabId {
  return GUIDE_TABS.some((tab) => tab.id === value);
}

/** The tab a `?tab=` value selects: the named tab, or release_details for anything else. */
export function resolveGuideTab(value: string | null | undefined): GuideTabId {
  return isGuideTab(value) ? value : DEFAULT_GUIDE_TAB;
}
