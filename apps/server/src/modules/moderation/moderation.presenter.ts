import { MODERATION_APPEAL_DAYS } from '@indiwave/domain/constants';
import { REPORT_RESOLUTIONS, STRIKE_ACTIONS, type ModerationPerson, type OwnStrike, type ReportDecision, type ReportDetail, type ReportSummary, type Strike } from '@indiwave/domain/contract/moderation';
import { MODERATION_KIND_WORDS, MODERATION_NOTICES } from '@indiwave/domain/messages';
import { REPORT_TARGET_TYPES, type ReportTargetType } from '@indiwave/domain/rules/report-target';
import type { ReportListRow, StrikeRow } from './moderation.repository.ts';

/** What a report keeps of its item (Funkwhale's report snapshot), as JSON in abuse_reports.snapshot_json. */
export type ReportSnapshot = {
  type: ReportTargetType;
  id: number;
  /** A title, or a comment's or message's first words. */
  title: string;
  /** Where it was in the app when reported (null for a message: private). */
  path: string | null;
  owner: { id: number; slug: string; name: string } | null;
  /** Its text and pictures as they were: description, lyrics, body, bio, image URLs … */
  fields: Record<string, string | number | null>;
  captured_at: string;
};

/** The item as it is now: still there, taken down, and where to see it. */
export type TargetState = { exists: boolean; isTakenDown: boolean; path: string | null };

/** A person's shown name: band name, or first and last name, or the slug. */
export function toPersonName(person: { slug: string; first_name: string | null; last_name: string | null; band_name?: string | null }): string {
  return person.band_name || [person.first_name, person.last_name].filter(Boolean).join(' ').trim() || person.slug;
}

export function parseSnapshot(json: string | null): ReportSnapshot | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as ReportSnapshot;
  } catch {
    return null;
  }
}

const asTargetType = (value: string | null): ReportTargetType | null => ((REPORT_TARGET_TYPES as readonly string[]).includes(value ?? '') ? (value as ReportTargetType) : null);
const asResolution = (value: string | null) => ((REPORT_RESOLUTIONS as readonly string[]).includes(value ?? '') ? (value as (typeof REPORT_RESOLUTIONS)[number]) : null);
const asStrikeAction = (value: string) => ((STRIKE_ACTIONS as readonly string[]).includes(value) ? (value as (typeof STRIKE_ACTIONS)[number]) : 'warn');

/** The key of an item in maps of target states. */
export const toTargetKey = (type: string | null, id: number | null) => `${type}:${id}`;

function presentOwner(row: ReportListRow): ModerationPerson | null {
  if (!row.owner_slug) return null;
  return {
    slug: row.owner_slug,
    name: toPersonName({ slug: row.owner_slug, first_name: row.owner_first_name, last_name: row.owner_last_name, band_name: row.owner_band_name }),
    type: row.owner_type ?? '',
    is_suspended: row.owner_suspended_at !== null,
    is_taken_down: row.owner_taken_down_at !== null,
    active_strikes: Number(row.owner_active_strikes),
  };
}

/** A line of the queue. */
export function presentReportSummary(row: ReportListRow, states: Map<string, TargetState>): ReportSummary {
  const snapshot = parseSnapshot(row.snapshot_json);
  const state = states.get(toTargetKey(row.target_type, row.target_id));
  return {
    id: row.id,
    kind: row.kind === 'appeal' ? 'appeal' : 'report',
    status: row.status === 'open' ? 'open' : 'resolved',
    complaint: row.complaint,
    description: row.description,
    url: row.url,
    target: {
      type: asTargetType(row.target_type),
      title: snapshot?.title ?? null,
      path: state?.exists ? state.path : null,
      is_taken_down: state?.isTakenDown ?? false,
      is_gone: row.target_type !== null && state !== undefined && !state.exists,
    },
    owner: presentOwner(row),
    reporter: { name: row.name, email: row.email, slug: row.reporter_slug },
    assigned_to: row.assignee_slug ? { slug: row.assignee_slug, name: toPersonName({ slug: row.assignee_slug, first_name: row.assignee_first_name, last_name: row.assignee_last_name }) } : null,
    related_open: Number(row.related_open),
    created_at: row.created_at,
    resolved_at: row.resolved_at,
    resolution: asResolution(row.resolution),
  };
}

/** The appeal state of a strike from its latest appeal. */
function toAppealStatus(strike: StrikeRow, appeal: { status: string; resolution: string | null } | undefined): Strike['appeal_status'] {
  if (strike.overturned_at) return 'overturned';
  if (!appeal) return 'none';
  if (appeal.status === 'open') return 'pending';
  return appeal.resolution === 'restored' ? 'overturned' : 'upheld';
}

/** Whether the strike may still be appealed: never appealed, not overturned, within the window. */
export function canAppeal(strike: StrikeRow, now: Date): boolean {
  return strike.appealed_at === null && strike.overturned_at === null && now.getTime() - Date.parse(strike.created_at) <= MODERATION_APPEAL_DAYS * 86_400_000;
}

export function presentStrike(strike: StrikeRow, appeal: { status: string; resolution: string | null } | undefined, now: Date): Strike {
  return {
    id: strike.id,
    action: asStrikeAction(strike.action),
    target: { type: asTargetType(strike.target_type), title: strike.target_label },
    reason: strike.reason,
    created_at: strike.created_at,
    appeal_status: toAppealStatus(strike, appeal),
    can_appeal: canAppeal(strike, now),
    overturned_at: strike.overturned_at,
  };
}

export function presentOwnStrike(strike: StrikeRow, appeal: { description: string; status: string; resolution: string | null } | undefined, now: Date): OwnStrike {
  return { ...presentStrike(strike, appeal, now), appeal_text: appeal?.description ?? null };
}

export function presentReportDetail(
  row: ReportListRow,
  parts: { states: Map<string, TargetState>; related: ReportListRow[]; strikes: Strike[]; appealedStrike: Strike | null; decisions: ReportDecision[] },
): ReportDetail {
  return {
    ...presentReportSummary(row, parts.states),
    snapshot: parseSnapshot(row.snapshot_json),
    resolution_note: row.resolution_note,
    resolved_by: row.resolver_slug ? { slug: row.resolver_slug, name: toPersonName({ slug: row.resolver_slug, first_name: row.resolver_first_name, last_name: row.resolver_last_name }) } : null,
    appealed_strike: parts.appealedStrike,
    owner_strikes: parts.strikes,
    related: parts.related.map((related) => presentReportSummary(related, parts.states)),
    decisions: parts.decisions,
  };
}

/** Fills a notice template: {kind}, {title}, {reason}, {days}. */
export function fillNotice(template: keyof typeof MODERATION_NOTICES, values: { type?: string | null; title?: string | null; reason?: string | null }): string {
  const kind = MODERATION_KIND_WORDS[(values.type ?? '') as keyof typeof MODERATION_KIND_WORDS] ?? 'item';
  const filled: Record<string, string> = { kind, title: values.title ?? '', reason: values.reason ?? '', days: String(MODERATION_APPEAL_DAYS) };
  return MODERATION_NOTICES[template].replace(/\{(kind|title|reason|days)\}/g, (_, name: string) => filled[name]).trim();
}
