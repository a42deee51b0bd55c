import type { ReleaseStatus } from '@indiwave/domain/constants';
import type { ReleaseMoveBody, StaffRelease, TakedownBody } from '@indiwave/domain/contract/distribution';
import { DISTRIBUTION_MESSAGES, RELEASE_NOTICES, RELEASE_STATUS_LABELS, RELEASE_TAKEDOWN_NOTICES } from '@indiwave/domain/messages';
import { RELEASE_TRANSITIONS, canMoveRelease, gtinCheckDigit } from '@indiwave/domain/rules/distribution-rules';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuditInput } from '../audit/audit.service.ts';
import { authorizeStaff, type StaffRequest, type StaffSession } from '../staff/staff.policy.ts';
import { fieldError } from '../../http/parse-with.ts';
import { listStoresTakenDown, parseList, presentRelease } from './releases.presenter.ts';
import { createReleasesRepository, type ReleaseRow, type ReleasesRepository } from './releases.repository.ts';
import type { ReleasesDeps } from './releases.service.ts';

/** How many releases the review list shows. */
const REVIEW_LIST_MAX = 200;
const MY_RELEASES_LINK = '/distribute/my-releases';

export type ReleaseReviewDeps = Pick<ReleasesDeps, 'db' | 'notifier' | 'artworkUrl' | 'clock' | 'logger'> & {
  audit: { record(db: Database, session: StaffSession, input: AuditInput): Promise<number> };
  /** The prefixes codes are assigned from (config: DISTRIBUTION_ISRC_PREFIX, DISTRIBUTION_UPC_PREFIX). */
  prefixes: { isrc: string; upc: string };
  /** Called after an approval has committed: the release's delivery (DDEX batch) starts. */
  onApproved?: (releaseId: number) => Promise<void>;
  /** Called after a takedown or a restore has committed: its messages (or the new delivery) go out. */
  onTakenDown?: (releaseId: number, takedownId: number) => Promise<void>;
  onRestored?: (releaseId: number, takedownId: number) => Promise<void>;
};

/** Releases in stores: the ones a takedown applies to. */
const IN_STORES: readonly string[] = ['delivered', 'live'];

/** ISRC designation codes are five digits: a registrant hands out at most this many. */
const ISRC_DESIGNATIONS = 100_000;

/** The next ISRC: prefix (country + registrant), the year's two digits, a designation never used before. */
async function assignIsrc(repo: ReleasesRepository, prefix: string, now: Date): Promise<string> {
  const number = await repo.takeCodeNumber('isrc');
  if (number >= ISRC_DESIGNATIONS) throw new Error('The ISRC designations of this prefix are used up: set DISTRIBUTION_ISRC_PREFIX to a new registrant code.');
  return `${prefix}${String(now.getUTCFullYear() % 100).padStart(2, '0')}${String(number).padStart(5, '0')}`;
}

/** The next UPC (EAN-13): the GS1 company prefix, an item reference never used before, the check digit. */
async function assignUpc(repo: ReleasesRepository, prefix: string): Promise<string> {
  const number = await repo.takeCodeNumber('upc');
  const width = 12 - prefix.length;
  if (String(number).length > width) throw new Error('The item references of this UPC prefix are used up: set DISTRIBUTION_UPC_PREFIX to a new company prefix.');
  const body = `${prefix}${String(number).padStart(width, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

/**
 * The team's review of releases (issue 18): submitted → in review → approved (ISRCs and the UPC
 * assigned where the artist has none) → delivered → live, or rejected with a reason code per
 * field. Each step is one transaction with its timeline entry, its audit line and the artist's
 * notice; two reviewers at once: the second is refused and nothing changes.
 */
export function createReleaseReviewService(deps: ReleaseReviewDeps) {
  const repository = createReleasesRepository(deps.db);
  const now = () => deps.clock.now();

  async function present(releases: ReleaseRow[]): Promise<StaffRelease[]> {
    const ids = releases.map((release) => release.id);
    const [tracks, events, takedowns, stores] = await Promise.all([repository.listTracks(ids), repository.listEvents(ids), repository.listTakedowns(ids), repository.listStores()]);
    const extras = { takedowns, storeNames: new Map(stores.map((store) => [store.slug, store.name])) };
    const people = new Map<number, { id: number; name: string; email: string }>();
    for (const release of releases) {
      if (people.has(release.user_id)) continue;
      const person = await repository.findPerson(release.user_id);
      people.set(release.user_id, { id: release.user_id, name: person ? `${person.first_name} ${person.last_name}`.trim() : '', email: person?.email ?? '' });
    }
    const result: StaffRelease[] = [];
    for (const release of releases) {
      const agreement = release.agreement_id === null ? undefined : await repository.findAgreement(release.agreement_id);
      result.push({
        ...presentRelease(release, tracks, events, agreement ? { id: agreement.id, signed_at: agreement.signed_at } : null, deps.artworkUrl, extras),
        artist: people.get(release.user_id) as { id: number; name: string; email: string },
        moves: [...RELEASE_TRANSITIONS[release.status as ReleaseStatus]],
      });
    }
    return result;
  }

  return {
    async list(request: StaffRequest, status?: ReleaseStatus): Promise<StaffRelease[]> {
      authorizeStaff(request);
      return present(await repository.listForReview(status, REVIEW_LIST_MAX));
    },

    /** The step itself; `session` is null for the delivery, which moves approved releases to delivered on its own. */
    async moveAs(session: StaffSession | null, id: number, body: ReleaseMoveBody): Promise<StaffRelease> {
      const release = await repository.findRelease(id);
      if (!release) throw AppError.notFound();
      const from = release.status as ReleaseStatus;
      const refuse = (status: ReleaseStatus) => AppError.badRequest(DISTRIBUTION_MESSAGES.moveRefused(RELEASE_STATUS_LABELS[status].toLowerCase(), RELEASE_STATUS_LABELS[body.status].toLowerCase()));
      if (!canMoveRelease(from, body.status)) throw refuse(from);
      const at = now();
      await deps.db.transaction().execute(async (trx) => {
        const repo = createReleasesRepository(trx);
        const assigned: { upc?: string; isrcs: Record<number, string> } = { isrcs: {} };
        const patch: { reject_reasons?: string; upc?: string; updated_at: string } = { updated_at: at.toISOString() };
        if (body.status === 'rejected') patch.reject_reasons = JSON.stringify(body.reasons);
        if (body.status === 'approved') {
          if (!release.upc) patch.upc = assigned.upc = await assignUpc(repo, deps.prefixes.upc);
          for (const track of await repo.listTracks([release.id])) {
            if (track.isrc) continue;
            const isrc = await assignIsrc(repo, deps.prefixes.isrc, at);
            await repo.updateTrack(track.id, { isrc });
            assigned.isrcs[track.id] = isrc;
          }
        }
        if (!(await repo.moveRelease(release.id, from, body.status, patch))) {
          throw refuse(((await repo.findRelease(release.id))?.status ?? from) as ReleaseStatus);
        }
        const note = body.status === 'rejected' ? body.reasons.map((reason) => `${reason.field}: ${reason.code}${reason.message ? ` (${reason.message})` : ''}`).join('; ') : body.note;
        await repo.insertEvent({ release_id: release.id, status: body.status, note, actor_id: session?.member.id ?? null, created_at: at.toISOString() });
        if (session) {
          await deps.audit.record(trx, session, {
            action: `release.${body.status}`,
            targetType: 'release',
            targetKey: release.id,
            targetLabel: release.title,
            before: { status: from },
            after: { status: body.status, ...(body.status === 'rejected' ? { reasons: body.reasons } : {}), ...(body.status === 'approved' ? { assigned } : {}) },
            reason: body.note || null,
          });
        }
        await deps.notifier.notice(trx, release.user_id, { body: RELEASE_NOTICES[body.status](release.title), link: MY_RELEASES_LINK });
      });
      await deps.notifier.publishCounts(release.user_id).catch(() => undefined);
      if (body.status === 'approved' && deps.onApproved) {
        await deps.onApproved(release.id).catch((error: unknown) => deps.logger.warn({ err: error, release: release.id }, 'release delivery not started'));
      }
      const [presented] = await present([(await repository.findRelease(release.id)) as ReleaseRow]);
      return presented;
    },

    async move(request: StaffRequest, id: number, body: ReleaseMoveBody): Promise<StaffRelease> {
      return this.moveAs(authorizeStaff(request), id, body);
    },

    /**
     * Takes a delivered or live release down from some of its stores, with the reason: one
     * transaction with its timeline entry, its audit line and the artist's notice; then a DDEX
     * takedown message goes to each store (onTakenDown).
     */
    async takeDown(request: StaffRequest, id: number, body: TakedownBody): Promise<StaffRelease> {
      const session = authorizeStaff(request);
      const release = await repository.findRelease(id);
      if (!release) throw AppError.notFound();
      if (!IN_STORES.includes(release.status)) throw AppError.badRequest(DISTRIBUTION_MESSAGES.takedownNotLive);
      const storeNames = new Map((await repository.listStores()).map((store) => [store.slug, store.name]));
      const offered = new Set(parseList(release.stores));
      const down = new Set(listStoresTakenDown(await repository.listTakedowns([release.id])));
      const chosen = [...new Set(body.stores)];
      for (const slug of chosen) {
        if (!offered.has(slug)) throw fieldError('stores', DISTRIBUTION_MESSAGES.takedownStoreNotOffered(storeNames.get(slug) ?? slug));
        if (down.has(slug)) throw fieldError('stores', DISTRIBUTION_MESSAGES.takedownStoreDown(storeNames.get(slug) ?? slug));
      }
      const names = chosen.map((slug) => storeNames.get(slug) ?? slug).join(', ');
      const at = now().toISOString();
      const takedownId = await deps.db.transaction().execute(async (trx) => {
        const repo = createReleasesRepository(trx);
        const newId = await repo.insertTakedown({ release_id: release.id, stores: JSON.stringify(chosen), reason: body.reason, actor_id: session.member.id, created_at: at });
        await repo.insertEvent({ release_id: release.id, status: 'taken_down', note: `${names}: ${body.reason}`, actor_id: session.member.id, created_at: at });
        await deps.audit.record(trx, session, {
          action: 'release.taken_down',
          targetType: 'release',
          targetKey: release.id,
          targetLabel: release.title,
          before: { stores_taken_down: [...down] },
          after: { takedown: newId, stores: chosen },
          reason: body.reason,
        });
        await deps.notifier.notice(trx, release.user_id, { body: RELEASE_TAKEDOWN_NOTICES.taken_down(release.title, names), link: MY_RELEASES_LINK });
        return newId;
      });
      await deps.notifier.publishCounts(release.user_id).catch(() => undefined);
      if (deps.onTakenDown) await deps.onTakenDown(release.id, takedownId).catch((error: unknown) => deps.logger.warn({ err: error, release: release.id }, 'takedown delivery not started'));
      const [presented] = await present([(await repository.findRelease(release.id)) as ReleaseRow]);
      return presented;
    },

    /** Restores a takedown's stores once (after an appeal or on the team's own word): the release is delivered to them again. */
    async restore(request: StaffRequest, id: number, takedownId: number): Promise<StaffRelease> {
      const session = authorizeStaff(request);
      const release = await repository.findRelease(id);
      const takedown = release ? await repository.findTakedown(release.id, takedownId) : undefined;
      if (!release || !takedown) throw AppError.notFound();
      if (takedown.restored_at !== null) throw AppError.badRequest(DISTRIBUTION_MESSAGES.appealClosed);
      const storeNames = new Map((await repository.listStores()).map((store) => [store.slug, store.name]));
      const names = parseList(takedown.stores).map((slug) => storeNames.get(slug) ?? slug).join(', ');
      const at = now().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        const repo = createReleasesRepository(trx);
        if (!(await repo.restoreTakedown(takedown.id, session.member.id, at))) throw AppError.badRequest(DISTRIBUTION_MESSAGES.appealClosed);
        await repo.insertEvent({ release_id: release.id, status: 'restored', note: names, actor_id: session.member.id, created_at: at });
        await deps.audit.record(trx, session, {
          action: 'release.restored',
          targetType: 'release',
          targetKey: release.id,
          targetLabel: release.title,
          before: { takedown: takedown.id, stores: parseList(takedown.stores), appeal: takedown.appeal_text },
          after: { restored: true },
          reason: null,
        });
        await deps.notifier.notice(trx, release.user_id, { body: RELEASE_TAKEDOWN_NOTICES.restored(release.title, names), link: MY_RELEASES_LINK });
      });
      await deps.notifier.publishCounts(release.user_id).catch(() => undefined);
      if (deps.onRestored) await deps.onRestored(release.id, takedown.id).catch((error: unknown) => deps.logger.warn({ err: error, release: release.id }, 'restore delivery not started'));
      const [presented] = await present([(await repository.findRelease(release.id)) as ReleaseRow]);
      return presented;
    },
  };
}
export type ReleaseReviewService = ReturnType<typeof createReleaseReviewService>;
