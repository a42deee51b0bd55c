import { MASTERCLASS_DEFAULT_MINUTES, MASTERCLASS_HOURS_WINDOW, MASTERCLASS_MINUTES_WINDOW } from '../constants.ts';
import { MESSAGES, startingIn } from '../messages.ts';

/** The timing fields of a masterclass entry (spec 2 §3 Masterclass entry). */
export type MasterclassTiming = {
  /** 'day/month/year at time AM/PM', e.g. '24/08/2030 at 07:00 PM', Indian time. */
  date: string;
  /** '1 hour', '90 minutes', '1 hr 30 mins' … */
  duration: string;
  ended?: boolean;
  startingSoon?: boolean;
};

/** What a card shows: its line of status, its badge, and whether it counts as ended (sorted last). */
export type MasterclassStatus = { label: string; badge: string | null; isEnded: boolean; startsAt: Date | null };

const IST_OFFSET_MS = 330 * 60_000;
const DATE_PATTERN = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s+at\s+(\d{1,2}):(\d{2})\s*([AaPp][Mm])\s*$/;

/** Reads the spec's date text as Indian Standard Time (UTC+5:30, the team's clock); null when unreadable. */
export function parseMasterclassDate(text: string): Date | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [, day, month, year, hour, minute, meridiem] = match;
  const h = Number(hour);
  if (h < 1 || h > 12 || Number(minute) > 59) return null;
  const hours24 = (h % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0);
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), hours24, Number(minute)) - IST_OFFSET_MS;
  const date = new Date(utc);
  // 31/02 would roll into March: refuse dates that do not exist.
  const local = new Date(utc + IST_OFFSET_MS);
  if (local.getUTCDate() !== Number(day) || local.getUTCMonth() !== Number(month) - 1) return null;
  return date;
}

/** Minutes of a duration text ('1 hour', '1.5 hours', '90 minutes', '1 hr 30 mins'); null when unreadable. */
export function parseDurationMinutes(text: string): number | null {
  let minutes = 0;
  let isFound = false;
  for (const match of text.toLowerCase().matchAll(/(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m)\b/g)) {
    isFound = true;
    minutes += match[2].startsWith('h') ? Number(match[1]) * 60 : Number(match[1]);
  }
  return isFound && minutes > 0 ? Math.round(minutes) : null;
}

/**
 * A masterclass card's status (spec 2 §4, READING): more than 24 h ahead it shows its date;
 * within 24 h 'Starting in N hours', within 60 min 'Starting in N minutes'; during the class
 * 'Class is ongoing' ('Class has started' when its length cannot be read); after it, or once
 * marked ended, 'Class has ended' with the 'Class Ended' badge. 'Coming Soon' is the badge of
 * an entry marked starting soon.
 */
export function getMasterclassStatus(entry: MasterclassTiming, now: Date): MasterclassStatus {
  const startsAt = parseMasterclassDate(entry.date);
  const ended = { label: MESSAGES.classEnded, badge: MESSAGES.classEndedBadge, isEnded: true, startsAt };
  if (entry.ended) return ended;
  const soonBadge = entry.startingSoon ? MESSAGES.comingSoon : null;
  if (!startsAt) return { label: entry.date, badge: soonBadge, isEnded: false, startsAt };
  const untilStart = startsAt.getTime() - now.getTime();
  if (untilStart > 0) {
    if (untilStart <= MASTERCLASS_MINUTES_WINDOW * 60_000) return { label: startingIn(Math.ceil(untilStart / 60_000), 'minutes'), badge: soonBadge, isEnded: false, startsAt };
    if (untilStart <= MASTERCLASS_HOURS_WINDOW * 3_600_000) return { label: startingIn(Math.floor(untilStart / 3_600_000), 'hours'), badge: soonBadge, isEnded: false, startsAt };
    return { label: entry.date, badge: soonBadge, isEnded: false, startsAt };
  }
  const length = parseDurationMinutes(entry.duration);
  const endsAt = startsAt.getTime() + (length ?? MASTERCLASS_DEFAULT_MINUTES) * 60_000;
  if (now.getTime() < endsAt) return { label: length === null ? MESSAGES.classStarted : MESSAGES.classOngoing, badge: null, isEnded: false, startsAt };
  // Without a readable length the team marks the end; until then the class may still run.
  if (length === null) return { label: MESSAGES.classStarted, badge: null, isEnded: false, startsAt };
  return ended;
}

/** Masterclasses in the page's order: upcoming and ongoing by start, then ended ones, latest first (spec 2 §4: ended last). */
export function sortMasterclasses<T extends MasterclassTiming>(entries: readonly T[], now: Date): T[] {
  const keyed = entries.map((entry) => ({ entry, status: getMasterclassStatus(entry, now) }));
  const time = (d: Date | null) => d?.getTime() ?? Number.MAX_SAFE_INTEGER;
  return keyed
    .sort((a, b) => {
      if (a.status.isEnded !== b.status.isEnded) return a.status.isEnded ? 1 : -1;
      return a.status.isEnded ? time(b.status.startsAt) - time(a.status.startsAt) : time(a.status.startsAt) - time(b.status.startsAt);
    })
    .map((item) => item.entry);
}
