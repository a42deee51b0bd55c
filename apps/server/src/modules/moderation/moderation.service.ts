import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { APPEAL_DECISIONS, type DecideRequest, type OwnStrike, type ReportDecision, type ReportDetail, type ReportsQuery, type ReportSummary, type Strike } from '@indiwave/domain/contract/moderation';
import type { ModerationPerson } from '@indiwave/domain/contract/moderation';
import { MESSAGES } from '@indiwave/domain/messages';
import { parseReportedPage } from '@indiwave/domain/rules/report-target';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { MailPort } from '../../platform/mail/mail.port.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { MediaUrls } from '../catalog/media-urls.ts';
import type { Notifier } from '../notifications/notifier.service.ts';
import type { SearchIndex } from '../search/search-index.service.ts';
import { authorizeStaff, type StaffRequest, type StaffSession } from '../staff/staff.policy.ts';
import { presentNoticeMail } from './moderation-mail.presenter.ts';
import { createModerationTargetsRepository, type ItemRow, type PersonRow, type PrivacyItemType, type TakeDownRecord } from './moderation-targets.repository.ts';
import {
  canAppeal,
  fillNotice,
  parseSnapshot,
  presentOwnStrike,
  presentReportDetail,
  presentReportSummary,
  presentStrike,
  toPersonName,
  toTargetKey,
  type ReportSnapshot,
} from './moderation.presenter.ts';
import { createModerationRepository, type ReportListRow, type ReportRow, type StrikeRow } from './moderation.repository.ts';

export type ModerationDeps = {
  db: Database;
  clock: ClockPort;
  audit: AuditService;
  notifier: Pick<Notifier, 'notice' | 'publishCounts'>;
  mail: MailPort;
  search: Pick<SearchIndex, 'syncSongs' | 'syncAlbums' | 'syncVideos' | 'syncPlaylists' | 'syncPeople'>;
  /** Ends every session of a person (the accounts module's keys). */
  revokeUserKeys: (userId: number) => Promise<void>;
  urls: MediaUrls;
  config: { publicUrl: string; brandName: string; brandSlug: string; secretKey: string };
  logger: FastifyBaseLogger;
};

/** What the reports module stores with a new report about an address. */
export type ReportTargetFields = { target_type: string | null; target_id: number | null; owner_id: number | null; snapshot_json: string | null };

const PRIVACY_TYPES = new Set<string>(['song', 'album', 'video', 'playlist']);
const ITEM_PATHS: Record<string, string> = { song: '/songs/', album: '/albums/', playlist: '/playlists/', video: '/video-songs/' };
const TEXT_KEPT = 2_000;
const STRIKES_LISTED = 50;

const clip = (text: string | null | undefined, max = TEXT_KEPT) => (text ?? '').slice(0, max);
const firstWords = (text: string) => (text.length > 80 ? `${text.slice(0, 77).trimEnd()}…` : text);

/** What each decision writes to the log and answers. */
const DECISION_RESULTS = {
  dismiss: { action: 'report.dismiss', resolution: 'dismissed', message: MESSAGES.reportDismissed },
  take_down: { action: 'content.take_down', resolution: 'taken_down', message: MESSAGES.reportTakenDown },
  warn: { action: 'account.warn', resolution: 'warned', message: MESSAGES.reportWarned },
  suspend: { action: 'account.suspend', resolution: 'suspended', message: MESSAGES.reportSuspended },
  restore: { action: 'appeal.restore', resolution: 'restored', message: MESSAGES.reportRestored },
  uphold: { action: 'appeal.uphold', resolution: 'upheld', message: MESSAGES.reportUpheld },
} as const satisfies Record<ReportDecision, { action: string; resolution: string; message: string }>;

/**
 * Moderation (issue 21): the reports queue and its decisions, strikes, appeals and the owner's
 * notices. A decision is one transaction: the action, the strike, every open report about the item
 * closed, the notices in the bells and the audit line. Mail, the search index and ending sessions
 * follow once it has committed (they cannot roll back; the database already hides the item).
 */
export function createModerationService(deps: ModerationDeps) {
  const repository = createModerationRepository(deps.db);
  const targets = createModerationTargetsRepository(deps.db);
  const ownHost = new URL(deps.config.publicUrl).host;
  const now = () => deps.clock.now();

  /** The signed token of a strike's e-mailed link: lets a suspended person read and appeal it. */
  function toStrikeToken(strike: { id: number; user_id: number }): string {
    return crypto.createHmac('sha256', deps.config.secretKey).update(`strike:${strike.id}:${strike.user_id}`).digest('base64url').slice(0, 32);
  }
  function isStrikeToken(strike: { id: number; user_id: number }, token: string | undefined): boolean {
    if (!token) return false;
    const expected = Buffer.from(toStrikeToken(strike));
    const given = Buffer.from(token);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }
  const strikeUrl = (strike: { id: number; user_id: number }, withToken: boolean) => `${deps.config.publicUrl}/account/strikes/${strike.id}${withToken ? `?token=${toStrikeToken(strike)}` : ''}`;

  // --- Snapshots ---------------------------------------------------------------------------

  function ownerOf(person: PersonRow | undefined): ReportSnapshot['owner'] {
    return person ? { id: person.id, slug: person.slug, name: toPersonName(person) } : null;
  }

  async function snapshotItem(type: PrivacyItemType, item: ItemRow): Promise<ReportSnapshot> {
    const owner = await targets.findPersonById(item.user_id);
    return {
      type,
      id: item.id,
      title: item.title,
      path: `${ITEM_PATHS[type]}${item.slug}`,
      owner: ownerOf(owner),
      fields: {
        slug: item.slug,
        description: clip(item.description),
        ...(type === 'song' ? { lyrics: clip(item.extra_text) } : {}),
        ...(type === 'video' ? { youtube_video_id: item.youtube_video_id, message: clip(item.extra_text) } : {}),
        image: type === 'video' ? null : deps.urls.artwork(item.artwork_key).w500,
        is_public: item.is_public,
        created_at: item.created_at,
      },
      captured_at: now().toISOString(),
    };
  }

  async function snapshotProfile(person: PersonRow): Promise<ReportSnapshot> {
    return {
      type: 'profile',
      id: person.id,
      title: toPersonName(person),
      path: `/${person.slug}`,
      owner: ownerOf(person),
      fields: { slug: person.slug, account_type: person.type, bio: clip(person.bio), profile_pic: deps.urls.profilePic(person.profile_pic), cover_pic: deps.urls.profilePic(person.cover_pic) },
      captured_at: now().toISOString(),
    };
  }

  /**
   * Reads the reported address into what the queue stores: the item, its owner and a snapshot.
   * An address that names nothing we have is stored as it is, for the team to read.
   */
  async function describeReportedUrl(url: string): Promise<ReportTargetFields> {
    const none = { target_type: null, target_id: null, owner_id: null, snapshot_json: null };
    const page = parseReportedPage(url, ownHost, deps.config.brandSlug);
    if (!page) return none;
    if (page.type === 'profile') {
      const person = await targets.findPersonBySlug(page.slug);
      if (!person || person.deleted_at !== null) return none;
      return { target_type: 'profile', target_id: person.id, owner_id: person.id, snapshot_json: JSON.stringify(await snapshotProfile(person)) };
    }
    const item = await targets.findItemBySlug(page.type, page.slug);
    if (!item) return none;
    if (page.commentId !== null) {
      const comment = await targets.findComment(page.commentId);
      if (comment && comment.item_type === page.type && comment.item_id === item.id) {
        const author = await targets.findPersonById(comment.user_id);
        const snapshot: ReportSnapshot = {
          type: 'comment',
          id: comment.id,
          title: firstWords(comment.body),
          path: `${ITEM_PATHS[page.type]}${item.slug}#comment-${comment.id}`,
          owner: ownerOf(author),
          fields: { body: clip(comment.body), stars: comment.stars, on: `${page.type}: ${item.title}`, created_at: comment.created_at },
          captured_at: now().toISOString(),
        };
        return { target_type: 'comment', target_id: comment.id, owner_id: comment.user_id, snapshot_json: JSON.stringify(snapshot) };
      }
    }
    return { target_type: page.type, target_id: item.id, owner_id: item.user_id, snapshot_json: JSON.stringify(await snapshotItem(page.type, item)) };
  }

  // --- Reading the queue ---------------------------------------------------------------------

  async function statesOf(rows: ReportRow[]) {
    return targets.readTargetStates(rows.flatMap((row) => (row.target_type !== null && row.target_id !== null ? [{ type: row.target_type, id: row.target_id }] : [])));
  }

  async function presentStrikes(strikes: StrikeRow[]): Promise<Strike[]> {
    const appeals = await repository.listAppeals(strikes.map((strike) => strike.id));
    return strikes.map((strike) => presentStrike(strike, appeals.get(strike.id), now()));
  }

  /** The decisions open on a report now. */
  async function decisionsFor(report: ReportListRow): Promise<ReportDecision[]> {
    if (report.status !== 'open') return [];
    if (report.kind === 'appeal') return [...APPEAL_DECISIONS];
    if (report.owner_id === null || report.target_type === null || report.target_id === null) return ['dismiss'];
    const owner = await targets.findPersonById(report.owner_id);
    const state = (await statesOf([report])).get(toTargetKey(report.target_type, report.target_id));
    const decisions: ReportDecision[] = ['dismiss'];
    if (state?.exists && !state.isTakenDown) decisions.push('take_down');
    if (owner && owner.deleted_at === null) {
      decisions.push('warn');
      if (owner.suspended_at === null && owner.staff_role === null) decisions.push('suspend');
    }
    return decisions;
  }

  async function readDetail(report: ReportListRow): Promise<ReportDetail> {
    const related = await repository.listRelated(report);
    const states = await statesOf([report, ...related]);
    const strikes = report.owner_id === null ? [] : await presentStrikes(await repository.listStrikes(report.owner_id));
    const appealed = report.kind === 'appeal' && report.strike_id !== null ? (strikes.find((strike) => strike.id === report.strike_id) ?? null) : null;
    return presentReportDetail(report, { states, related, strikes, appealedStrike: appealed, decisions: await decisionsFor(report) });
  }

  async function findReport(id: number): Promise<ReportListRow> {
    const report = await repository.findReport(id);
    if (!report) throw AppError.notFound();
    return report;
  }

  // --- Applying and undoing ------------------------------------------------------------------

  type Effects = { sync: Array<() => Promise<void>>; counts: Set<number>; mails: Array<() => Promise<void>>; revoke: number[] };
  const noEffects = (): Effects => ({ sync: [], counts: new Set(), mails: [], revoke: [] });

  function syncAfter(effects: Effects, type: string, id: number, ownerId: number | null) {
    if (type === 'song') effects.sync.push(() => deps.search.syncSongs([id]));
    if (type === 'album') effects.sync.push(() => deps.search.syncAlbums([id], { withTracks: true }));
    if (type === 'video') effects.sync.push(() => deps.search.syncVideos([id]));
    if (type === 'playlist') effects.sync.push(() => deps.search.syncPlaylists([id]));
    if (type === 'profile' && ownerId !== null) effects.sync.push(() => deps.search.syncPeople([ownerId]));
  }

  /** Takes an item down inside `trx`; returns what the restore needs. */
  async function takeDown(trx: Database, type: string, id: number, ownerId: number, at: string): Promise<{ record: TakeDownRecord; before: unknown; label: string; key: string }> {
    const repo = createModerationTargetsRepository(trx);
    if (PRIVACY_TYPES.has(type)) {
      const item = await repo.findItemById(type as PrivacyItemType, id);
      if (!item) throw AppError.badRequest(MESSAGES.moderationTargetGone);
      if (item.taken_down_at) throw AppError.badRequest(MESSAGES.moderationAlreadyTakenDown);
      const record = await repo.takeDownItem(type as PrivacyItemType, item, at);
      record.hidden_notification_ids = await repo.hideNotifications({ objectType: type, objectSlug: item.slug }, ownerId);
      return { record, before: record.privacy, label: item.title, key: item.slug };
    }
    if (type === 'comment') {
      const comment = await repo.findComment(id);
      if (!comment) throw AppError.badRequest(MESSAGES.moderationTargetGone);
      if (comment.taken_down_at) throw AppError.badRequest(MESSAGES.moderationAlreadyTakenDown);
      await repo.setCommentTakenDown(id, at);
      return { record: {}, before: { body: clip(comment.body, 500) }, label: firstWords(comment.body), key: String(id) };
    }
    if (type === 'message') {
      const message = await repo.findMessage(id);
      if (!message) throw AppError.badRequest(MESSAGES.moderationTargetGone);
      if (message.taken_down_at) throw AppError.badRequest(MESSAGES.moderationAlreadyTakenDown);
      const record = await repo.takeDownMessage(message, at);
      return { record, before: record.message, label: firstWords(message.body), key: String(id) };
    }
    const person = await repo.findPersonById(id);
    if (!person || person.deleted_at !== null) throw AppError.badRequest(MESSAGES.moderationTargetGone);
    if (person.taken_down_at) throw AppError.badRequest(MESSAGES.moderationAlreadyTakenDown);
    await repo.setProfileTakenDown(id, at);
    const record: TakeDownRecord = { hidden_notification_ids: await repo.hideNotifications({ actorId: id }, id) };
    return { record, before: { taken_down: false }, label: toPersonName(person), key: person.slug };
  }

  /** Undoes a strike's action inside `trx` (an item gone since stays gone). */
  async function undo(trx: Database, strike: StrikeRow, at: string, effects: Effects): Promise<void> {
    const repo = createModerationTargetsRepository(trx);
    if (strike.action === 'suspend') {
      await repo.setSuspended(strike.user_id, null);
      return;
    }
    if (strike.action !== 'take_down' || strike.target_type === null || strike.target_id === null) return;
    const record = (JSON.parse(strike.before_json ?? '{}') ?? {}) as TakeDownRecord;
    const type = strike.target_type;
    if (PRIVACY_TYPES.has(type)) {
      if (await repo.findItemById(type as PrivacyItemType, strike.target_id)) await repo.restoreItem(type as PrivacyItemType, strike.target_id, record, at);
    } else if (type === 'comment') await repo.setCommentTakenDown(strike.target_id, null);
    else if (type === 'message') {
      if (await repo.findMessage(strike.target_id)) await repo.restoreMessage(strike.target_id, record);
    } else if (type === 'profile') await repo.setProfileTakenDown(strike.target_id, null);
    await repo.showNotifications(record.hidden_notification_ids ?? []);
    syncAfter(effects, type, strike.target_id, strike.user_id);
  }

  /** Leaves the owner a notice in the bell (in `trx`) and queues its e-mail. */
  async function noticeOwner(trx: Database, effects: Effects, owner: PersonRow, strike: { id: number; user_id: number }, body: string, subject: string, options: { isAppealable: boolean; needsToken: boolean }) {
    const link = `/account/strikes/${strike.id}`;
    await deps.notifier.notice(trx, owner.id, { body, link });
    effects.counts.add(owner.id);
    if (owner.is_email_verified === 1 && owner.deleted_at === null) {
      const lead = options.isAppealable ? `${body} ${fillNotice('appeal_hint', {})}` : body;
      const mail = presentNoticeMail({ to: owner.email, brandName: deps.config.brandName }, { subject, lead, link: { label: options.isAppealable ? 'See the decision and appeal' : 'See the decision', url: strikeUrl(strike, options.needsToken) } });
      effects.mails.push(() => deps.mail.send(mail));
    }
  }

  /** Tells the reporters of closed reports the outcome: a notice to those signed in, a mail to every address given. */
  async function noticeReporters(trx: Database, effects: Effects, closed: { id: number; reporter_id: number | null; email: string; kind: string; snapshot_json: string | null; url: string }[], template: 'reporter_acted' | 'reporter_dismissed', note: string | null) {
    for (const report of closed) {
      if (report.kind !== 'report') continue;
      const title = parseSnapshot(report.snapshot_json)?.title ?? report.url;
      const body = `${fillNotice(template, { title })}${note ? ` ${note}` : ''}`;
      if (report.reporter_id !== null) {
        await deps.notifier.notice(trx, report.reporter_id, { body, link: null });
        effects.counts.add(report.reporter_id);
      }
      const mail = presentNoticeMail({ to: report.email, brandName: deps.config.brandName }, { subject: `About your report #${report.id}`, lead: body });
      effects.mails.push(() => deps.mail.send(mail));
    }
  }

  /** Runs what follows a committed decision; failures are logged, the decision stands. */
  async function runEffects(effects: Effects): Promise<void> {
    for (const userId of effects.revoke) await deps.revokeUserKeys(userId).catch((error: unknown) => deps.logger.error({ err: error, userId }, 'sessions of a suspended account not revoked'));
    for (const sync of effects.sync) await sync().catch((error: unknown) => deps.logger.error({ err: error }, 'search index not updated after a moderation decision'));
    for (const userId of effects.counts) await deps.notifier.publishCounts(userId).catch(() => undefined);
    for (const send of effects.mails) await send().catch((error: unknown) => deps.logger.warn({ err: error }, 'moderation notice mail not sent'));
  }

  async function decideReport(session: StaffSession, report: ReportListRow, input: DecideRequest): Promise<void> {
    const at = now().toISOString();
    const effects = noEffects();
    const result = DECISION_RESULTS[input.decision];
    const snapshot = parseSnapshot(report.snapshot_json);
    const title = snapshot?.title ?? report.url;
    await deps.db.transaction().execute(async (trx) => {
      const repo = createModerationRepository(trx);
      const targetRepo = createModerationTargetsRepository(trx);
      const audit = (entry: Omit<Parameters<AuditService['record']>[2], 'reason'>) => deps.audit.record(trx, session, { ...entry, reason: input.reason || input.note || null });
      const close = (strikeId: number | null, sameTarget: boolean) => repo.resolveReports(report, { resolution: result.resolution, note: input.note ?? (input.reason || null), staffId: session.member.id, strikeId, now: at }, sameTarget);

      if (input.decision === 'dismiss') {
        const closed = await close(null, false);
        await audit({ action: result.action, targetType: 'report', targetKey: report.id, targetLabel: `Report #${report.id}: ${title}`, before: { status: 'open' }, after: { status: 'resolved', resolution: result.resolution } });
        await noticeReporters(trx, effects, closed, 'reporter_dismissed', input.note);
        return;
      }

      if (input.decision === 'restore' || input.decision === 'uphold') {
        const strike = report.strike_id === null ? undefined : await repo.findStrike(report.strike_id);
        const owner = strike ? await targetRepo.findPersonById(strike.user_id) : undefined;
        if (!strike || !owner) throw AppError.badRequest(MESSAGES.moderationDecisionNotAllowed);
        await close(strike.id, false);
        if (input.decision === 'restore') {
          if (!(await repo.markOverturned(strike.id, session.member.id, at))) throw AppError.badRequest(MESSAGES.moderationStrikeOverturned);
          await undo(trx, strike, at, effects);
          const body = fillNotice(`restore_${strike.action as 'take_down' | 'warn' | 'suspend'}`, { type: strike.target_type, title: strike.target_label });
          await noticeOwner(trx, effects, owner, strike, body, 'Your appeal was granted', { isAppealable: false, needsToken: false });
        } else {
          const body = fillNotice('upheld', { type: strike.target_type, title: strike.target_label ?? (strike.action === 'suspend' ? 'account' : ''), reason: input.reason });
          await noticeOwner(trx, effects, owner, strike, body, 'Your appeal was looked at', { isAppealable: false, needsToken: strike.action === 'suspend' });
        }
        await audit({ action: result.action, targetType: strike.target_type ?? 'user', targetKey: strike.target_type === null ? owner.slug : strike.target_id, targetLabel: strike.target_label ?? toPersonName(owner), before: { strike: strike.id, action: strike.action, overturned: false }, after: { strike: strike.id, overturned: input.decision === 'restore' } });
        return;
      }

      // take_down, warn, suspend: they need the owner.
      if (report.owner_id === null || report.target_type === null || report.target_id === null) throw AppError.badRequest(MESSAGES.moderationNoOwner);
      const owner = await targetRepo.findPersonById(report.owner_id);
      if (!owner || owner.deleted_at !== null) throw AppError.badRequest(MESSAGES.moderationTargetGone);
      const strikeBase = { user_id: owner.id, report_id: report.id, staff_id: session.member.id, reason: input.reason, created_at: at, appealed_at: null, overturned_at: null, overturned_by: null };

      if (input.decision === 'take_down') {
        const done = await takeDown(trx, report.target_type, report.target_id, owner.id, at);
        const strikeId = await repo.insertStrike({ ...strikeBase, action: 'take_down', target_type: report.target_type, target_id: report.target_id, target_label: done.label, before_json: JSON.stringify(done.record) });
        const closed = await close(strikeId, true);
        await noticeOwner(trx, effects, owner, { id: strikeId, user_id: owner.id }, fillNotice('take_down', { type: report.target_type, title: done.label, reason: input.reason }), `Your ${report.target_type === 'profile' ? 'e-Press Kit' : report.target_type} was taken down`, { isAppealable: true, needsToken: false });
        await noticeReporters(trx, effects, closed, 'reporter_acted', input.note);
        await audit({ action: result.action, targetType: report.target_type, targetKey: done.key, targetLabel: done.label, before: done.before, after: { taken_down: true, strike: strikeId, reports_closed: closed.map((row) => row.id) } });
        syncAfter(effects, report.target_type, report.target_id, owner.id);
        return;
      }

      if (input.decision === 'warn') {
        const strikeId = await repo.insertStrike({ ...strikeBase, action: 'warn', target_type: report.target_type, target_id: report.target_id, target_label: title, before_json: null });
        const closed = await close(strikeId, true);
        await noticeOwner(trx, effects, owner, { id: strikeId, user_id: owner.id }, fillNotice('warn', { type: report.target_type, title, reason: input.reason }), 'A warning from the team', { isAppealable: true, needsToken: false });
        await noticeReporters(trx, effects, closed, 'reporter_acted', input.note);
        await audit({ action: result.action, targetType: 'user', targetKey: owner.slug, targetLabel: toPersonName(owner), before: null, after: { strike: strikeId, about: `${report.target_type} ${title}`, reports_closed: closed.map((row) => row.id) } });
        return;
      }

      // suspend
      if (owner.staff_role !== null) throw AppError.badRequest(MESSAGES.moderationCannotSuspendStaff);
      if (owner.suspended_at !== null) throw AppError.badRequest(MESSAGES.moderationAlreadySuspended);
      await targetRepo.setSuspended(owner.id, at);
      const strikeId = await repo.insertStrike({ ...strikeBase, action: 'suspend', target_type: null, target_id: null, target_label: null, before_json: null });
      const closed = await close(strikeId, true);
      await noticeOwner(trx, effects, owner, { id: strikeId, user_id: owner.id }, fillNotice('suspend', { reason: input.reason }), 'Your account was suspended', { isAppealable: true, needsToken: true });
      await noticeReporters(trx, effects, closed, 'reporter_acted', input.note);
      await audit({ action: result.action, targetType: 'user', targetKey: owner.slug, targetLabel: toPersonName(owner), before: { suspended: false }, after: { suspended: true, strike: strikeId, reports_closed: closed.map((row) => row.id) } });
      effects.revoke.push(owner.id);
    });
    await runEffects(effects);
  }

  async function findOwnStrike(user: AuthUser | null, id: number, token: string | undefined): Promise<StrikeRow> {
    const strike = await repository.findStrike(id);
    const isOwner = strike !== undefined && user !== null && user.id === strike.user_id;
    if (!strike || (!isOwner && !isStrikeToken(strike, token))) {
      if (!user && token === undefined) throw AppError.unauthorized(MESSAGES.signInRequired);
      throw AppError.notFound(token !== undefined && !user ? MESSAGES.appealLinkInvalid : MESSAGES.moderationStrikeNotFound);
    }
    return strike;
  }

  async function presentOwn(strike: StrikeRow): Promise<OwnStrike> {
    const appeals = await repository.listAppeals([strike.id]);
    return presentOwnStrike(strike, appeals.get(strike.id), now());
  }

  return {
    describeReportedUrl,

    /**
     * Files a message report in the queue (from the inbox's report_abuse_message): the message,
     * its sender and a snapshot of it.
     */
    async fileMessageReport(input: { messageId: number; reporterId: number; complaint: string; description: string; ip: string }): Promise<number | null> {
      const message = await targets.findMessage(input.messageId);
      const reporter = await targets.findPersonById(input.reporterId);
      if (!message || !reporter) return null;
      const sender = await targets.findPersonById(message.sender_id);
      const snapshot: ReportSnapshot = {
        type: 'message',
        id: message.id,
        title: firstWords(message.body),
        path: null,
        owner: ownerOf(sender),
        fields: { body: clip(message.body), to: toPersonName(reporter), sent_at: message.created_at },
        captured_at: now().toISOString(),
      };
      return repository.insertReport({
        url: `/messaging?user=${sender?.slug ?? ''}`,
        complaint: input.complaint,
        description: input.description,
        name: toPersonName(reporter),
        email: reporter.email,
        mobile: '',
        reporter_id: reporter.id,
        ip: input.ip,
        created_at: now().toISOString(),
        target_type: 'message',
        target_id: message.id,
        owner_id: message.sender_id,
        snapshot_json: JSON.stringify(snapshot),
      });
    },

    /** The queue, a page at a time, with the console's counts. */
    async listReports(request: StaffRequest, query: ReportsQuery): Promise<{ results: ReportSummary[]; count: number; counts: { open: number; unassigned: number; mine: number; appeals: number } }> {
      const { member } = authorizeStaff(request);
      const [{ rows, count }, counts] = await Promise.all([repository.list(query, member.id), repository.countQueue(member.id)]);
      const states = await statesOf(rows);
      return { results: rows.map((row) => presentReportSummary(row, states)), count, counts };
    },

    async readReport(request: StaffRequest, id: number): Promise<ReportDetail> {
      authorizeStaff(request);
      return readDetail(await findReport(id));
    },

    /** Takes an open report (or gives it back): advisory, anyone on the team may still decide it. */
    async assignReport(request: StaffRequest, id: number, release: boolean): Promise<{ message: string; result: ReportDetail }> {
      const session = authorizeStaff(request);
      const report = await findReport(id);
      if (report.status !== 'open') throw AppError.badRequest(MESSAGES.moderationReportClosed);
      await deps.db.transaction().execute(async (trx) => {
        await createModerationRepository(trx).setAssignee(id, release ? null : session.member.id, now().toISOString());
        await deps.audit.record(trx, session, {
          action: release ? 'report.release' : 'report.assign',
          targetType: 'report',
          targetKey: id,
          targetLabel: `Report #${id}: ${parseSnapshot(report.snapshot_json)?.title ?? report.url}`,
          before: { assigned_to: report.assignee_slug },
          after: { assigned_to: release ? null : (await createModerationTargetsRepository(trx).findPersonById(session.member.id))?.slug ?? null },
        });
      });
      return { message: release ? MESSAGES.reportReleased : MESSAGES.reportAssigned, result: await readDetail(await findReport(id)) };
    },

    /** Decides an open report (see the contract for what each decision does). */
    async decide(request: StaffRequest, id: number, input: DecideRequest): Promise<{ message: string; result: ReportDetail }> {
      const session = authorizeStaff(request);
      const report = await findReport(id);
      if (report.status !== 'open') throw AppError.badRequest(MESSAGES.moderationReportClosed);
      if (!(await decisionsFor(report)).includes(input.decision)) throw AppError.badRequest(MESSAGES.moderationDecisionNotAllowed);
      await decideReport(session, report, input);
      return { message: DECISION_RESULTS[input.decision].message, result: await readDetail(await findReport(id)) };
    },

    /** A person's strikes, or everyone's latest (repeat offenders show their count). */
    async listStrikes(request: StaffRequest, userSlug: string | undefined): Promise<Array<Strike & { person: ModerationPerson }>> {
      authorizeStaff(request);
      let rows: StrikeRow[];
      if (userSlug) {
        const person = await targets.findPersonBySlug(userSlug);
        rows = person ? await repository.listStrikes(person.id) : [];
      } else rows = await repository.listRecentStrikes(STRIKES_LISTED);
      const people = new Map((await repository.listPeople([...new Set(rows.map((row) => row.user_id))])).map((person) => [person.id, person]));
      const strikes = await presentStrikes(rows);
      return strikes.flatMap((strike, index) => {
        const person = people.get(rows[index].user_id);
        if (!person) return [];
        return [{ ...strike, person: { slug: person.slug, name: toPersonName(person), type: person.type, is_suspended: person.suspended_at !== null, is_taken_down: person.taken_down_at !== null, active_strikes: Number(person.active_strikes) } }];
      });
    },

    /** Undoes a strike without an appeal (a mistake, a change of mind); an open appeal of it closes as restored. */
    async overturnStrike(request: StaffRequest, id: number, reason: string): Promise<void> {
      const session = authorizeStaff(request);
      const strike = await repository.findStrike(id);
      if (!strike) throw AppError.notFound(MESSAGES.moderationStrikeNotFound);
      if (strike.overturned_at !== null) throw AppError.badRequest(MESSAGES.moderationStrikeOverturned);
      const owner = await targets.findPersonById(strike.user_id);
      if (!owner) throw AppError.notFound(MESSAGES.moderationStrikeNotFound);
      const at = now().toISOString();
      const effects = noEffects();
      await deps.db.transaction().execute(async (trx) => {
        const repo = createModerationRepository(trx);
        if (!(await repo.markOverturned(strike.id, session.member.id, at))) throw AppError.badRequest(MESSAGES.moderationStrikeOverturned);
        await undo(trx, strike, at, effects);
        await trx
          .updateTable('abuse_reports')
          .set({ status: 'resolved', resolution: 'restored', resolution_note: reason, resolved_by: session.member.id, resolved_at: at })
          .where('kind', '=', 'appeal')
          .where('strike_id', '=', strike.id)
          .where('status', '=', 'open')
          .execute();
        const body = fillNotice(`restore_${strike.action as 'take_down' | 'warn' | 'suspend'}`, { type: strike.target_type, title: strike.target_label });
        await noticeOwner(trx, effects, owner, strike, body, 'The team changed its decision', { isAppealable: false, needsToken: false });
        await deps.audit.record(trx, session, {
          action: strike.action === 'suspend' ? 'account.unsuspend' : strike.action === 'warn' ? 'account.warn_withdraw' : 'content.restore',
          targetType: strike.target_type ?? 'user',
          targetKey: strike.target_type === null ? owner.slug : strike.target_id,
          targetLabel: strike.target_label ?? toPersonName(owner),
          before: { strike: strike.id, action: strike.action, overturned: false },
          after: { strike: strike.id, overturned: true },
          reason,
        });
      });
      await runEffects(effects);
    },

    /** The signed-in person's strikes. */
    async listOwnStrikes(user: AuthUser): Promise<OwnStrike[]> {
      const strikes = await repository.listStrikes(user.id);
      const appeals = await repository.listAppeals(strikes.map((strike) => strike.id));
      return strikes.map((strike) => presentOwnStrike(strike, appeals.get(strike.id), now()));
    },

    /** One strike, for its owner (signed in, or with the e-mailed link). */
    async readOwnStrike(user: AuthUser | null, id: number, token: string | undefined): Promise<OwnStrike> {
      return presentOwn(await findOwnStrike(user, id, token));
    },

    /** The owner's appeal: once per strike, within the window; it joins the queue as a report of kind 'appeal'. */
    async appeal(user: AuthUser | null, id: number, input: { text: string; token?: string }, ip: string): Promise<OwnStrike> {
      const strike = await findOwnStrike(user, id, input.token);
      if (strike.overturned_at !== null) throw AppError.badRequest(MESSAGES.appealNotNeeded);
      if (strike.appealed_at !== null) throw AppError.badRequest(MESSAGES.appealAlreadyMade);
      if (!canAppeal(strike, now())) throw AppError.badRequest(MESSAGES.appealWindowClosed);
      const owner = await targets.findPersonById(strike.user_id);
      if (!owner) throw AppError.notFound(MESSAGES.moderationStrikeNotFound);
      const original = strike.report_id === null ? undefined : await repository.findReport(strike.report_id);
      const at = now().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        const repo = createModerationRepository(trx);
        if (!(await repo.markAppealed(strike.id, at))) throw AppError.badRequest(MESSAGES.appealAlreadyMade);
        await repo.insertReport({
          kind: 'appeal',
          url: `/account/strikes/${strike.id}`,
          complaint: 'Appeal',
          description: input.text,
          name: toPersonName(owner),
          email: owner.email,
          mobile: '',
          reporter_id: owner.id,
          ip,
          created_at: at,
          target_type: strike.target_type ?? 'profile',
          target_id: strike.target_id ?? owner.id,
          owner_id: owner.id,
          snapshot_json: original?.snapshot_json ?? JSON.stringify(await snapshotProfile(owner)),
          strike_id: strike.id,
        });
      });
      return presentOwn((await repository.findStrike(strike.id)) ?? strike);
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
