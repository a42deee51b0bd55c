import { OPPORTUNITY_CATEGORIES, OPPORTUNITY_HASHTAGS, type ApplicationStatus, type DeclineReason, type OpportunityMedia } from '@indiwave/domain/constants';
import type {
  ApplicationEntry,
  MyApplication,
  OpportunityCard,
  OpportunityCategory,
  StaffApplication,
  Winner,
} from '@indiwave/domain/contract/opportunities';
import { APPLICATION_STATUS_LABELS, DECLINE_REASON_TEXTS } from '@indiwave/domain/messages';
import { canMoveApplication, isAwaitingDecision, listStaffMoves, toOpportunityState } from '@indiwave/domain/rules/opportunity-rules';
import type { CatalogEntry } from '../catalog/catalog-items.service.ts';
import type { ApplicationRow, EntryRow, EventRow, OpportunityRow, PersonRow } from './opportunities.repository.ts';

/** Counts an opportunity's cards carry. */
export type CardCounts = { applicants: number; winners: number };

/** The entries of applications, looked up once: `${type}:${id}` → the catalogue's entry. */
export type EntryIndex = Map<string, CatalogEntry>;

/** The category of an id; an unknown id reads as the default category's neighbour 'Brand Campaigns'. */
export function toCategory(id: number): OpportunityCategory {
  const found = OPPORTUNITY_CATEGORIES.find((category) => category.id === id) ?? OPPORTUNITY_CATEGORIES[1];
  return { id: found.id, slug: found.slug, name: found.name };
}

/** The shown name of a person: band name, or first and last name. */
export function toPersonName(person: Pick<PersonRow, 'band_name' | 'first_name' | 'last_name' | 'slug'>): string {
  return person.band_name || `${person.first_name} ${person.last_name}`.trim() || person.slug;
}

/** The stored requirement lines. */
export function parseRequirements(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string') : [];
  } catch {
    return [];
  }
}

/** Rows → an opportunity card. */
export function presentCard(row: OpportunityRow, counts: CardCounts, now: Date, toImageUrl: (key: string) => string): OpportunityCard {
  return {
    slug: row.slug,
    title: row.title,
    brand_name: row.brand_name,
    summary: row.summary,
    reward: row.reward,
    category: toCategory(row.category_id),
    image: row.image_key ? toImageUrl(row.image_key) : null,
    accepts: row.accepts as OpportunityMedia,
    max_entries: row.max_entries,
    is_pro_only: row.is_pro_only === 1,
    opens_at: row.opens_at,
    closes_at: row.closes_at,
    results_at: row.results_at,
    state: toOpportunityState(row, now),
    applicants_count: counts.applicants,
    winners_count: counts.winners,
  };
}

/** The key of an entry in an EntryIndex. */
export function toEntryKey(type: string, id: number): string {
  return `${type}:${id}`;
}

/** A catalogue entry as replies show it. */
export function presentEntry(entry: CatalogEntry): ApplicationEntry {
  return { type: entry.type, slug: entry.slug, title: entry.title, image: entry.image, mp3: entry.mp3, youtube_video_id: entry.youtubeVideoId };
}

/** An application's entries in order, leaving out songs and videos deleted since. */
export function presentEntries(applicationId: number, entries: EntryRow[], index: EntryIndex): ApplicationEntry[] {
  return entries
    .filter((row) => row.application_id === applicationId)
    .flatMap((row) => {
      const entry = index.get(toEntryKey(row.item_type, row.item_id));
      return entry ? [presentEntry(entry)] : [];
    });
}

/** The sentence of a decline reason, or null. */
export function toReasonText(code: string | null): string | null {
  return code && code in DECLINE_REASON_TEXTS ? DECLINE_REASON_TEXTS[code as DeclineReason] : null;
}

/** The artist's own application. */
export function presentMyApplication(
  application: ApplicationRow,
  parts: { entries: EntryRow[]; events: EventRow[]; index: EntryIndex; opportunity: OpportunityRow; now: Date },
): MyApplication {
  const status = application.status as ApplicationStatus;
  const isOpen = toOpportunityState(parts.opportunity, parts.now) === 'open';
  return {
    status,
    status_label: APPLICATION_STATUS_LABELS[status],
    note: application.note,
    entries: presentEntries(application.id, parts.entries, parts.index),
    reason: status === 'not_selected' ? toReasonText(application.reason_code) : null,
    decision_note: application.decision_note,
    submitted_at: application.submitted_at,
    updated_at: application.updated_at,
    decided_at: application.decided_at,
    is_editable: isOpen && (status === 'applied' || canMoveApplication(status, 'applied', 'artist')),
    timeline: parts.events
      .filter((event) => event.application_id === application.id)
      .map((event) => ({ status: event.status as ApplicationStatus, label: APPLICATION_STATUS_LABELS[event.status as ApplicationStatus], at: event.created_at })),
  };
}

/** A winner as the page announces them. */
export function presentWinner(application: ApplicationRow, person: PersonRow, entries: EntryRow[], index: EntryIndex, toPictureUrl: (key: string | null) => string | null): Winner {
  return {
    artist: { name: toPersonName(person), slug: person.slug, profile_pic: toPictureUrl(person.profile_pic) },
    entries: presentEntries(application.id, entries, index),
    decided_at: application.decided_at ?? application.updated_at,
  };
}

/** An application as staff review it, with the moves it may make now. */
export function presentStaffApplication(
  application: ApplicationRow,
  parts: { person: PersonRow; entries: EntryRow[]; index: EntryIndex; toPictureUrl: (key: string | null) => string | null },
): StaffApplication {
  const status = application.status as ApplicationStatus;
  return {
    id: application.id,
    status,
    status_label: APPLICATION_STATUS_LABELS[status],
    artist: { name: toPersonName(parts.person), slug: parts.person.slug, profile_pic: parts.toPictureUrl(parts.person.profile_pic), email: parts.person.email },
    note: application.note,
    entries: presentEntries(application.id, parts.entries, parts.index),
    reason_code: status === 'not_selected' && application.reason_code ? (application.reason_code as DeclineReason) : null,
    reason: status === 'not_selected' ? toReasonText(application.reason_code) : null,
    decision_note: application.decision_note,
    submitted_at: application.submitted_at,
    decided_at: application.decided_at,
    moves: listStaffMoves(status),
  };
}

/** Counts by state of one opportunity's applications. */
export function presentCounts(rows: { status: string; n: number }[]) {
  const get = (status: ApplicationStatus) => rows.find((row) => row.status === status)?.n ?? 0;
  const counts = { applied: get('applied'), shortlisted: get('shortlisted'), won: get('won'), not_selected: get('not_selected'), withdrawn: get('withdrawn') };
  return { ...counts, waiting: (['applied', 'shortlisted'] as const).filter(isAwaitingDecision).reduce((sum, status) => sum + counts[status], 0) };
}

/** The share block of an opportunity's page: its address and the hashtags '{product},GetYourDue'. */
export function presentShare(row: OpportunityRow, config: { publicUrl: string; brandName: string }) {
  return {
    url: `${config.publicUrl}/opportunities/${row.slug}`,
    hashtags: OPPORTUNITY_HASHTAGS.replace('{product}', config.brandName.replace(/\s+/g, '')),
    text: `${row.title} by ${row.brand_name} on ${config.brandName}`,
  };
}
