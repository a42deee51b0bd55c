import type {
  ActivityItem,
  DashboardFigures,
  Figure,
  TodoItem,
  TodoKey,
  WindowChange,
} from '@indiwave/domain/contract/workstation';
import { DASHBOARD_TODO_TEXTS } from '@indiwave/domain/messages';
import type { ArtistProgress } from '../achievements/achievements.repository.ts';
import { toMediaUrl } from '../accounts/session.presenter.ts';
import { addDays } from '../analytics/analytics-days.ts';
import type { DailyRow } from '../analytics/analytics.repository.ts';
import type { ActivityRow } from './dashboard.repository.ts';

/**
 * The to-do rules, in the order the steps are best done: each is open while its fact is
 * missing, and leaves the list the moment it is done. Links are pages of the web app.
 */
const TODO_RULES: { key: TodoKey; isOpen: (p: ArtistProgress) => boolean; link: (slug: string) => string }[] = [
  { key: 'verify_email', isOpen: (p) => !p.isEmailVerified, link: () => '/settings' },
  { key: 'first_song', isOpen: (p) => p.songs === 0, link: () => '/upload/tracks' },
  { key: 'profile_pic', isOpen: (p) => !p.hasProfilePic, link: () => '/settings' },
  { key: 'bio', isOpen: (p) => !p.hasBio, link: () => '/settings' },
  { key: 'genres', isOpen: (p) => !p.hasGenres, link: () => '/settings' },
  { key: 'city', isOpen: (p) => !p.hasCity, link: () => '/settings' },
  { key: 'band_members', isOpen: (p) => p.type === 'Band' && p.bandMembers === 0, link: (slug) => `/${slug}` },
  { key: 'cover_pic', isOpen: (p) => !p.hasCoverPic, link: () => '/settings' },
  { key: 'social_links', isOpen: (p) => !p.hasSocialLinks, link: () => '/settings' },
  { key: 'first_video', isOpen: (p) => p.videos === 0, link: () => '/upload/video' },
  { key: 'first_album', isOpen: (p) => p.albums === 0, link: () => '/upload/album' },
];

/** Every open to-do item, in order. */
export function presentTodo(progress: ArtistProgress, slug: string): TodoItem[] {
  return TODO_RULES.filter((rule) => rule.isOpen(progress)).map((rule) => ({
    key: rule.key,
    ...DASHBOARD_TODO_TEXTS[rule.key],
    link: rule.link(encodeURIComponent(slug)),
  }));
}

/** Sums `count` over the days of [from, to]. */
function sumDays(days: Map<string, number>, from: string, to: string): number {
  let total = 0;
  for (const [day, n] of days) if (day >= from && day <= to) total += n;
  return total;
}

/** The N-day window ending today and the N days before it. */
function windowOf(days: Map<string, number>, today: string, n: number): WindowChange {
  return {
    current: sumDays(days, addDays(today, -(n - 1)), today),
    previous: sumDays(days, addDays(today, -(2 * n - 1)), addDays(today, -n)),
  };
}

function figure(total: number, days: Map<string, number>, today: string): Figure {
  return { total, last_7: windowOf(days, today, 7), last_28: windowOf(days, today, 28) };
}

const byDay = (rows: DailyRow[], count: (row: DailyRow) => number) => new Map(rows.map((row) => [row.day, count(row)]));

/** Upload times → counts by day. */
function countByDay(times: string[]): Map<string, number> {
  const days = new Map<string, number>();
  for (const time of times) days.set(time.slice(0, 10), (days.get(time.slice(0, 10)) ?? 0) + 1);
  return days;
}

/** The headline figures from the last 56 stored days, the totals and the recent uploads. */
export function presentFigures(input: {
  today: string;
  daily: DailyRow[];
  totals: { plays: number; claps: number; profile_views: number };
  followers: number;
  songs: { total: number; recent: string[] };
  videos: { total: number; recent: string[] };
}): DashboardFigures {
  const { today, daily } = input;
  return {
    plays: figure(
      input.totals.plays,
      byDay(daily, (row) => Number(row.song_plays) + Number(row.video_plays)),
      today,
    ),
    claps: figure(
      input.totals.claps,
      byDay(daily, (row) => Number(row.claps)),
      today,
    ),
    followers: figure(
      input.followers,
      byDay(daily, (row) => Number(row.followers_gained) - Number(row.followers_lost)),
      today,
    ),
    profile_views: figure(
      input.totals.profile_views,
      byDay(daily, (row) => Number(row.profile_views)),
      today,
    ),
    songs: figure(input.songs.total, countByDay(input.songs.recent), today),
    videos: figure(input.videos.total, countByDay(input.videos.recent), today),
  };
}

/** A person's shown name: the band name, else first and last name, else the slug. */
function toName(row: {
  actor_slug: string;
  first_name: string;
  last_name: string;
  band_name: string | null;
  type: string;
}): string {
  if (row.type === 'Band' && row.band_name) return row.band_name;
  return [row.first_name, row.last_name].filter(Boolean).join(' ').trim() || row.actor_slug;
}

/** Activity rows → the newest `limit`, presented. */
export function presentActivity(rows: ActivityRow[], limit: number): ActivityItem[] {
  return [...rows]
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
    .slice(0, limit)
    .map((row) => ({
      kind: row.kind,
      actor: { slug: row.actor_slug, name: toName(row), profile_pic: toMediaUrl(row.profile_pic) },
      item:
        row.item_type && row.item_slug
          ? { type: row.item_type, slug: row.item_slug, title: row.item_title ?? '' }
          : null,
      count: Number(row.count),
      text: row.text,
      created_at: row.created_at,
    }));
}
