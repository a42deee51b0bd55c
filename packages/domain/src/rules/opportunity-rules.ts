import {
  SAVED_OPPORTUNITY_NOTICE_HOURS,
  type ApplicationStatus,
  type TvPitchStatus,
} from '../constants.ts';

/** Where an opportunity is in its life, by the server's clock: before opening, taking entries, or past its deadline. */
export type OpportunityState = 'upcoming' | 'open' | 'closed';

/** The dates that decide an opportunity's state (ISO-8601 UTC). */
export type OpportunityDates = { opens_at: string; closes_at: string; results_at: string };

/** upcoming before `opens_at`, open until `closes_at` (exclusive), closed after. */
export function toOpportunityState(dates: Pick<OpportunityDates, 'opens_at' | 'closes_at'>, now: Date): OpportunityState {
  const at = now.getTime();
  if (at < Date.parse(dates.opens_at)) return 'upcoming';
  if (at < Date.parse(dates.closes_at)) return 'open';
  return 'closed';
}

/** When a saved opportunity's reminder is due: 48 hours before it closes (spec 2 §9). */
export function toReminderTime(closesAt: string): Date {
  return new Date(Date.parse(closesAt) - SAVED_OPPORTUNITY_NOTICE_HOURS * 3_600_000);
}

/**
 * True when saving now still leaves time for the reminder (the opp_save dialog); false when the
 * opportunity closes within 48 hours (opp_save_soon): then there is no reminder to wait for.
 */
export function isReminderAhead(closesAt: string, now: Date): boolean {
  return now.getTime() < toReminderTime(closesAt).getTime();
}

/** True when the dates run in order: opening ≤ deadline ≤ result date. */
export function areDatesInOrder(dates: OpportunityDates): boolean {
  const opens = Date.parse(dates.opens_at);
  const closes = Date.parse(dates.closes_at);
  const results = Date.parse(dates.results_at);
  return opens < closes && closes <= results;
}

/** Who moves an application: the artist, a member of staff, or the result-date job. */
export type ApplicationActor = 'artist' | 'staff' | 'system';

/**
 * Every move an application may make, and who makes it (issue 19). Anything not listed is
 * refused: a winner stays a winner, a decline stays a decline, a shortlist is never undone.
 */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, Readonly<Partial<Record<ApplicationStatus, readonly ApplicationActor[]>>>>> = {
  applied: { shortlisted: ['staff'], not_selected: ['staff', 'system'], withdrawn: ['artist'] },
  shortlisted: { won: ['staff'], not_selected: ['staff', 'system'] },
  won: {},
  not_selected: {},
  withdrawn: { applied: ['artist'] },
};

/** True when `actor` may move an application from `from` to `to`. */
export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus, actor: ApplicationActor): boolean {
  return APPLICATION_TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** The states staff may move an application to from `from`. */
export function listStaffMoves(from: ApplicationStatus): ApplicationStatus[] {
  return (Object.entries(APPLICATION_TRANSITIONS[from]) as [ApplicationStatus, readonly ApplicationActor[]][])
    .filter(([, actors]) => actors.includes('staff'))
    .map(([to]) => to);
}

/** True while an application waits for a decision (the review screen's 'still waiting'). */
export function isAwaitingDecision(status: ApplicationStatus): boolean {
  return status === 'applied' || status === 'shortlisted';
}

/**
 * Every move a TV pitch may make (issue 19). Staff take a pitch into review, accept it for a
 * programme, schedule it (and schedule it again to move the date), or decline it with a reason
 * before it airs; the channel's schedule marks it aired when its time has come.
 */
export const TV_PITCH_TRANSITIONS: Readonly<Record<TvPitchStatus, readonly TvPitchStatus[]>> = {
  submitted: ['in_review', 'declined'],
  in_review: ['accepted', 'declined'],
  accepted: ['scheduled', 'declined'],
  scheduled: ['scheduled', 'aired', 'declined'],
  aired: [],
  declined: [],
};

/** True when a pitch may move from `from` to `to`. */
export function canMovePitch(from: TvPitchStatus, to: TvPitchStatus): boolean {
  return TV_PITCH_TRANSITIONS[from].includes(to);
}
