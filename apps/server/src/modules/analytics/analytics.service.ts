import crypto from 'node:crypto';
import { ANALYTICS_TOP_LIMIT } from '@indiwave/domain/constants';
import type { Analytics, AnalyticsQuery, TrafficSource } from '@indiwave/domain/contract/workstation';
import { rangeDays } from '@indiwave/domain/rules/day-range';
import { WORKSTATION_MESSAGES } from '@indiwave/domain/messages';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import {
  NOTHING_AFTER_COMMIT,
  type AchievementsService,
  type AfterCommit,
} from '../achievements/achievements.service.ts';
import { addDays, toDay } from './analytics-days.ts';
import { presentCsv, presentSeries, presentSongs, presentSources, sumSeries } from './analytics.presenter.ts';
import type { AnalyticsRepository } from './analytics.repository.ts';
import { requireCreator } from '../accounts/access.policy.ts';

export type AnalyticsServiceDeps = {
  repository: AnalyticsRepository;
  achievements: AchievementsService;
  secretKey: string;
  now: () => Date;
};

/** The ANALYTICS_TOP_LIMIT largest, most first (ties by id, so the order is stable). */
function topOf<T extends { countryId: number; cityId?: number }>(rows: T[], count: (row: T) => number): T[] {
  return [...rows]
    .sort((a, b) => count(b) - count(a) || a.countryId - b.countryId || (a.cityId ?? 0) - (b.cityId ?? 0))
    .slice(0, ANALYTICS_TOP_LIMIT);
}

/** The workstation is for artists and bands: a listener gets 403 (the web offers the upgrade dialog). */
export function requireArtist(user: AuthUser): void {
  requireCreator(user, WORKSTATION_MESSAGES.artistsOnly);
}

/** Runs each step after the caller's commit. */
export function afterAll(steps: AfterCommit[]): AfterCommit {
  return async () => {
    for (const step of steps) await step();
  };
}

/**
 * On-platform statistics (issue 8 item 3). Other modules call the record* functions inside the
 * transaction that stores the event, so the daily counts never drift from the raw rows; the
 * reads only touch the daily aggregates, never the play log.
 */
export function createAnalyticsService({ repository, achievements, secretKey, now }: AnalyticsServiceDeps) {
  /** The range a query names: 7/28/90 days ending today, or from–to as checked by the contract. */
  function resolveRange(query: AnalyticsQuery): { from: string; to: string; days: number } {
    if (query.from && query.to) return { from: query.from, to: query.to, days: rangeDays(query.from, query.to) };
    const days = Number(query.range);
    const to = toDay(now());
    return { from: addDays(to, -(days - 1)), to, days };
  }

  /** The top cities and countries of the places' sums, named (unknown places stay null). */
  async function readTopPlaces(places: { countryId: number; cityId: number; plays: number }[]) {
    const byCountry = new Map<number, number>();
    for (const place of places) byCountry.set(place.countryId, (byCountry.get(place.countryId) ?? 0) + place.plays);
    const topCities = topOf(places, (place) => place.plays);
    const topCountries = topOf(
      [...byCountry].map(([countryId, plays]) => ({ countryId, plays })),
      (place) => place.plays,
    );
    const names = await repository.findPlaceNames(
      topCities.map((place) => place.cityId).filter(Boolean),
      [
        ...new Set([...topCities.map((place) => place.countryId), ...topCountries.map((place) => place.countryId)]),
      ].filter(Boolean),
    );
    const countryName = (id: number) => names.countries.get(id) ?? null;
    return {
      cities: topCities.map((place) => ({
        city: names.cities.get(place.cityId) ?? null,
        country: countryName(place.countryId),
        plays: place.plays,
      })),
      countries: topCountries.map((place) => ({ country: countryName(place.countryId), plays: place.plays })),
    };
  }

  async function readAnalytics(user: AuthUser, query: AnalyticsQuery): Promise<Analytics> {
    requireArtist(user);
    const range = resolveRange(query);
    if (range.days < 1) throw AppError.badRequest(WORKSTATION_MESSAGES.analyticsRangeInvalid);
    const [daily, places, sources, songs, inRange] = await Promise.all([
      repository.listDaily(user.id, range.from, range.to),
      repository.sumPlaces(user.id, range.from, range.to),
      repository.listSources(user.id, range.from, range.to),
      repository.listSongs(user.id),
      repository.sumSongDays(user.id, range.from, range.to),
    ]);
    const { cities, countries } = await readTopPlaces(places);
    const series = presentSeries(daily, range.from, range.to);
    const songRows = presentSongs(songs, inRange);
    const topSongs = songRows
      .filter((song) => song.plays > 0)
      .sort((a, b) => b.plays - a.plays || b.claps - a.claps || a.title.localeCompare(b.title))
      .slice(0, ANALYTICS_TOP_LIMIT);
    return {
      range,
      totals: sumSeries(series),
      series,
      cities,
      countries,
      top_songs: topSongs,
      sources: presentSources(sources),
      songs: songRows,
    };
  }

  return {
    /** A play of an item, in the play's transaction; the returned step announces a crossed plays milestone. */
    async recordPlay(
      trx: Database,
      input: { itemType: string; itemId: number; ownerId: number; listenerId: number | null; source: TrafficSource },
    ): Promise<AfterCommit> {
      const place = await repository.findPlace(trx, input.listenerId);
      const total = await repository.addPlay(trx, { ...input, day: toDay(now()), ...place });
      if (total === null) return NOTHING_AFTER_COMMIT;
      return achievements.awardInTransaction(trx, input.ownerId, achievements.playCodesCrossed(total, 1));
    },

    /** Claps that counted, in the clap's transaction; someone else's first clap earns first_clap. */
    async recordClaps(
      trx: Database,
      input: { itemType: string; itemId: number; ownerId: number; clapperId: number; amount: number },
    ): Promise<AfterCommit> {
      if (input.amount <= 0) return NOTHING_AFTER_COMMIT;
      await repository.addClaps(trx, { ...input, day: toDay(now()) });
      return input.clapperId === input.ownerId
        ? NOTHING_AFTER_COMMIT
        : achievements.awardInTransaction(trx, input.ownerId, ['first_clap']);
    },

    /** A follow made or undone, in its transaction; a new follower may reach 10 or 100. */
    async recordFollow(trx: Database, input: { artistId: number; change: 'gained' | 'lost' }): Promise<AfterCommit> {
      await repository.addFollowChange(trx, { artistId: input.artistId, day: toDay(now()), change: input.change });
      if (input.change === 'lost') return NOTHING_AFTER_COMMIT;
      const codes = achievements.followerCodesReached(await achievements.countFollowers(trx, input.artistId));
      return achievements.awardInTransaction(trx, input.artistId, codes);
    },

    /**
     * A visit of an e-Press Kit: one view per visitor per day. The visitor is the signed-in
     * user, or else a salted hash of address and browser (never stored in clear); the owner's
     * own visits do not count. Returns whether it counted.
     */
    async recordProfileView(input: {
      artistSlug: string;
      viewer: AuthUser | null;
      ip: string;
      userAgent: string;
    }): Promise<boolean> {
      const artist = await repository.findArtistBySlug(input.artistSlug);
      if (!artist || input.viewer?.id === artist.id) return false;
      const viewerKey = input.viewer
        ? `u:${input.viewer.id}`
        : `v:${crypto.createHmac('sha256', secretKey).update(`${input.ip}\n${input.userAgent}`).digest('base64url').slice(0, 32)}`;
      const at = now();
      return repository.addProfileView({ artistId: artist.id, viewerKey, day: toDay(at), now: at.toISOString() });
    },

    /** GET analytics. */
    async readAnalytics(user: AuthUser, query: AnalyticsQuery) {
      return { success: true as const, result: await readAnalytics(user, query) };
    },

    /** GET analytics/export_csv: the CSV text and its file name. */
    async exportCsv(user: AuthUser, query: AnalyticsQuery): Promise<{ csv: string; fileName: string }> {
      const analytics = await readAnalytics(user, query);
      return { csv: presentCsv(analytics), fileName: `analytics-${analytics.range.from}-${analytics.range.to}.csv` };
    },

    /** The artist's stored days in a window (the dashboard's 7/28-day changes) and all-time totals. */
    listDaily: (artistId: number, from: string, to: string) => repository.listDaily(artistId, from, to),
    findTotals: (artistId: number) => repository.findTotals(artistId),
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
