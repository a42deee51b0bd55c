import type { FastifyBaseLogger } from 'fastify';
import { ACHIEVEMENT_FOLLOWER_THRESHOLDS, ACHIEVEMENT_PLAY_THRESHOLDS } from '@indiwave/domain/constants';
import { ACHIEVEMENT_CODES, type AchievementCode, type AchievementRule } from '@indiwave/domain/contract/workstation';
import { ACHIEVEMENT_TEXTS, CATALOGUE_MESSAGES } from '@indiwave/domain/messages';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import type { Notifier } from '../notifications/notifier.service.ts';
import { presentAchievement } from './achievements.presenter.ts';
import type { AchievementsRepository, ArtistProgress } from './achievements.repository.ts';
import { isCreator, requireSignedIn } from '../accounts/access.policy.ts';
import { requireStaff, type StaffActor } from '../staff/staff.policy.ts';

export type AchievementsServiceDeps = {
  db: Database;
  repository: AchievementsRepository;
  notifier: Notifier;
  logger: FastifyBaseLogger;
  now: () => Date;
};

/** What to do once the caller's transaction is committed (announce what it awarded). */
export type AfterCommit = () => Promise<void>;
export const NOTHING_AFTER_COMMIT: AfterCommit = async () => {};

const playCode = (threshold: number) => `plays_${threshold}` as AchievementCode;
const followerCode = (threshold: number) => `followers_${threshold}` as AchievementCode;

/** Whether the e-Press Kit has everything the to-do list asks of it. */
export function isPressKitFull(progress: ArtistProgress): boolean {
  return (
    progress.hasProfilePic &&
    progress.hasCoverPic &&
    progress.hasBio &&
    progress.hasGenres &&
    progress.hasCity &&
    progress.hasSocialLinks
  );
}

/** What awards an achievement, in words, from the same rule and thresholds earnedCodes applies. */
export function describeRule(code: AchievementCode): string {
  const count = (n: number) => n.toLocaleString('en-IN');
  for (const t of ACHIEVEMENT_PLAY_THRESHOLDS) if (code === playCode(t)) return CATALOGUE_MESSAGES.achievementPlaysRule(count(t));
  for (const t of ACHIEVEMENT_FOLLOWER_THRESHOLDS) if (code === followerCode(t)) return CATALOGUE_MESSAGES.achievementFollowersRule(count(t));
  return CATALOGUE_MESSAGES.achievementRules[code] ?? '';
}

/** The staff console's achievements catalogue: every code, its rule and how many people hold it. */
export async function listAchievementRules(repository: Pick<AchievementsRepository, 'countHolders'>, actor: StaffActor): Promise<AchievementRule[]> {
  requireStaff(actor);
  const holders = await repository.countHolders();
  return ACHIEVEMENT_CODES.map((code) => ({ code, ...ACHIEVEMENT_TEXTS[code], rule: describeRule(code), holders: holders.get(code) ?? 0 }));
}

/** The achievements the facts earn (only artists and bands earn any). */
export function earnedCodes(progress: ArtistProgress): AchievementCode[] {
  if (!isCreator(progress.type)) return [];
  const codes: AchievementCode[] = [];
  if (progress.songs > 0) codes.push('first_upload');
  if (progress.videos > 0) codes.push('first_video');
  if (progress.albums > 0) codes.push('first_album');
  if (isPressKitFull(progress)) codes.push('full_press_kit');
  if (progress.hasClapFromOthers) codes.push('first_clap');
  if (progress.hasPlaylistAddByOthers) codes.push('first_playlist_add');
  for (const t of ACHIEVEMENT_PLAY_THRESHOLDS) if (progress.plays >= t) codes.push(playCode(t));
  for (const t of ACHIEVEMENT_FOLLOWER_THRESHOLDS) if (progress.followers >= t) codes.push(followerCode(t));
  return codes;
}

/**
 * Achievements (issue 4 of issue 8): milestones awarded automatically when the event that earns
 * them happens, once per person (the table's key; a racing second award inserts nothing), each
 * announced to the artist through the notifier once the award is committed.
 */
export function createAchievementsService({ db, repository, notifier, logger, now }: AchievementsServiceDeps) {
  /** Notifies the person of each new award; a failed notification never undoes the award. */
  async function announce(userId: number, codes: string[]): Promise<void> {
    for (const code of codes) {
      const text = ACHIEVEMENT_TEXTS[code as AchievementCode];
      if (!text) continue;
      try {
        await notifier.achievement(userId, text.title);
      } catch (error) {
        logger.warn({ err: error, userId, code }, 'achievement notification not sent');
      }
    }
  }

  /** Awards codes in the caller's transaction; the returned step announces them after the commit. */
  async function awardInTransaction(trx: Database, userId: number, codes: AchievementCode[]): Promise<AfterCommit> {
    const awarded = await repository.awardIfAbsent(trx, userId, codes, now().toISOString());
    return awarded.length ? () => announce(userId, awarded) : NOTHING_AFTER_COMMIT;
  }

  return {
    /** The staff console's catalogue: what awards what, and how many hold it. */
    listRules: (actor: StaffActor) => listAchievementRules(repository, actor),
    awardInTransaction,

    /** Play thresholds a new all-time total just crossed (the play that made it 100 awards plays_100). */
    playCodesCrossed(total: number, added: number): AchievementCode[] {
      return ACHIEVEMENT_PLAY_THRESHOLDS.filter((t) => total >= t && total - added < t).map(playCode);
    },

    /** Follower thresholds a follower count reaches. */
    followerCodesReached(followers: number): AchievementCode[] {
      return ACHIEVEMENT_FOLLOWER_THRESHOLDS.filter((t) => followers >= t).map(followerCode);
    },

    /** Followers now, read in the caller's transaction. */
    countFollowers: (trx: Database, userId: number) => repository.countFollowers(trx, userId),

    /**
     * Awards, in the caller's transaction, whatever the person's state earns and they do not
     * hold yet: the services whose changes earn one (uploads, videos, albums and their tracks,
     * e-Press Kit settings) call it in the transaction of the change, so the award commits with
     * it and a client reading after the reply sees both. The returned step announces the
     * awards once the caller has committed.
     */
    async checkProgressInTransaction(trx: Database, userId: number): Promise<AfterCommit> {
      const progress = await repository.readProgress(userId, 'all', trx);
      if (!progress) return NOTHING_AFTER_COMMIT;
      const held = await repository.listCodes(userId, trx);
      const missing = earnedCodes(progress).filter((code) => !held.has(code));
      return missing.length ? awardInTransaction(trx, userId, missing) : NOTHING_AFTER_COMMIT;
    },

    /**
     * Awards whatever the person's current state earns and they do not hold yet, outside any
     * transaction (a playlist add by someone else). Returns the codes awarded.
     */
    async checkProgress(userId: number): Promise<string[]> {
      const progress = await repository.readProgress(userId);
      if (!progress) return [];
      const held = await repository.listCodes(userId);
      const missing = earnedCodes(progress).filter((code) => !held.has(code));
      if (missing.length === 0) return [];
      const awarded = await repository.awardIfAbsent(db, userId, missing, now().toISOString());
      await announce(userId, awarded);
      return awarded;
    },

    /** The facts the dashboard's to-do list reads (the milestones' facts left out). */
    readTodoProgress: (userId: number) => repository.readProgress(userId, 'todo'),

    /** A person's achievements, newest first, presented. */
    async listLatest(userId: number, limit: number) {
      const { rows, count } = await repository.listAwarded(userId, limit);
      return { results: rows.flatMap((row) => presentAchievement(row)), count };
    },

    /** GET achievements: the signed-in user's, or an artist's public list (404 for listeners and unknown slugs). */
    async listAchievements(viewer: AuthUser | null, query: { slug?: string; limit: number }) {
      let userId: number;
      if (query.slug) {
        const person = await repository.findPersonBySlug(query.slug);
        if (!person || !isCreator(person.type)) throw AppError.notFound();
        userId = person.id;
      } else {
        requireSignedIn(viewer);
        userId = viewer.id;
      }
      const { results, count } = await this.listLatest(userId, query.limit);
      return { success: true as const, results, count };
    },
  };
}
export type AchievementsService = ReturnType<typeof createAchievementsService>;
