import type { FiguresDay } from '@indiwave/domain/contract/figures';
import type { Database } from '../../db/database.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import { authorizeStaff, type StaffRequest } from '../staff/staff.policy.ts';
import { createFiguresRepository, type DayCount } from './figures.repository.ts';

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

const toMap = (rows: DayCount[]) => new Map(rows.map((row) => [row.day, row.count]));

/** The console's figures (issue 21): the last days, oldest first, today last (so far). */
export function createFiguresService(deps: { db: Database; clock: ClockPort }) {
  const repository = createFiguresRepository(deps.db);

  return {
    async readFigures(request: StaffRequest, days: number): Promise<FiguresDay[]> {
      authorizeStaff(request);
      const now = deps.clock.now();
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const starts = Array.from({ length: days }, (_, index) => today - (days - 1 - index) * DAY_MS);
      const from = new Date(starts[0]).toISOString();
      const to = new Date(today + DAY_MS).toISOString();
      // A day's end is the last moment of it; today's is now.
      const ends = starts.map((start) => new Date(Math.min(start + DAY_MS - 1, now.getTime())).toISOString());

      const [signups, songs, albums, videos, plays, filed, open] = await Promise.all([
        repository.countByDay('users', from, to),
        repository.countByDay('songs', from, to),
        repository.countByDay('albums', from, to),
        repository.countByDay('videos', from, to),
        repository.countByDay('plays', from, to),
        repository.countByDay('abuse_reports', from, to),
        repository.listOpenAt(ends),
      ]);
      const counts = { signups: toMap(signups), songs: toMap(songs), albums: toMap(albums), videos: toMap(videos), plays: toMap(plays), filed: toMap(filed) };
      const openAt = new Map(open.map((row) => [row.at, row]));
      return starts.map((start, index) => {
        const day = new Date(start).toISOString().slice(0, 10);
        const end = ends[index];
        const queue = openAt.get(end);
        return {
          day,
          signups: counts.signups.get(day) ?? 0,
          uploads: (counts.songs.get(day) ?? 0) + (counts.albums.get(day) ?? 0) + (counts.videos.get(day) ?? 0),
          plays: counts.plays.get(day) ?? 0,
          reports_filed: counts.filed.get(day) ?? 0,
          open_reports: queue?.open ?? 0,
          oldest_open_hours: queue?.oldest ? Math.round(((Date.parse(end) - Date.parse(queue.oldest)) / HOUR_MS) * 10) / 10 : null,
        };
      });
    },
  };
}
export type FiguresService = ReturnType<typeof createFiguresService>;
