import type { FastifyBaseLogger } from 'fastify';
import { BROADCAST_BATCH_SIZE, BROADCASTS_LISTED } from '@indiwave/domain/constants';
import type { Broadcast, BroadcastAudience, NewBroadcast } from '@indiwave/domain/contract/broadcasts';
import { MESSAGES } from '@indiwave/domain/messages';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { MailPort } from '../../platform/mail/mail.port.ts';
import { isPlaceholderEmail } from '../accounts/session.presenter.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Notifier } from '../notifications/notifier.service.ts';
import { authorizeStaff, type StaffRequest } from '../staff/staff.policy.ts';
import { presentBroadcast, presentBroadcastMail } from './broadcasts.presenter.ts';
import { createBroadcastsRepository, type BroadcastRow, type Segment } from './broadcasts.repository.ts';

/** The job that sends a broadcast: its payload is `{ broadcastId }`. */
export const BROADCAST_JOB = 'broadcast.send';

export type BroadcastsDeps = {
  db: Database;
  clock: ClockPort;
  jobs: Pick<JobQueue, 'enqueue' | 'wake'>;
  audit: AuditService;
  notifier: Pick<Notifier, 'broadcastBatch' | 'announceCountsChanged' | 'readTeamId'>;
  mail: MailPort;
  config: { publicUrl: string; brandName: string };
  logger: FastifyBaseLogger;
  /** Accounts per batch (BROADCAST_BATCH_SIZE; smaller in tests, to see a broadcast in several batches). */
  batchSize?: number;
};

const firstWords = (text: string) => (text.length > 80 ? `${text.slice(0, 77).trimEnd()}…` : text);

/**
 * Team broadcasts (issue 21): staff queue one to a segment; the job sends it in batches. Each
 * batch is one transaction: its recipients recorded (the unique key drops anyone an earlier run
 * recorded), their notifications written, the cursor moved past it. A run that stops anywhere
 * leaves either the whole batch or none of it, and the next run starts at the cursor. E-mails
 * follow each batch, each claimed before it is sent.
 */
export function createBroadcastsService(deps: BroadcastsDeps) {
  const repository = createBroadcastsRepository(deps.db);
  const batchSize = deps.batchSize ?? BROADCAST_BATCH_SIZE;
  const nowIso = () => deps.clock.now().toISOString();

  async function toSegment(audience: BroadcastAudience, countryId: number | null): Promise<Segment> {
    return { audience, countryId, teamId: await deps.notifier.readTeamId(), now: nowIso() };
  }

  async function readOne(id: number): Promise<Broadcast> {
    const [row] = await repository.list(1, id);
    if (!row) throw AppError.notFound();
    return presentBroadcast(row);
  }

  /** Sends the e-mails waiting after the batches so far, each claimed first. */
  async function sendQueuedEmails(broadcast: BroadcastRow): Promise<void> {
    for (;;) {
      const waiting = await repository.listQueuedEmails(broadcast.id, batchSize);
      if (waiting.length === 0) return;
      for (const recipient of waiting) {
        if (!(await repository.claimEmail(broadcast.id, recipient.user_id))) continue;
        if (isPlaceholderEmail(recipient.email)) {
          await repository.setEmailState(broadcast.id, recipient.user_id, 'skipped');
          continue;
        }
        try {
          await deps.mail.send(presentBroadcastMail({ to: recipient.email, brandName: deps.config.brandName, publicUrl: deps.config.publicUrl }, broadcast));
          await repository.setEmailState(broadcast.id, recipient.user_id, 'sent');
        } catch (error) {
          deps.logger.warn({ err: error, broadcast: broadcast.id, userId: recipient.user_id }, 'broadcast mail not sent');
          await repository.setEmailState(broadcast.id, recipient.user_id, 'failed');
        }
      }
    }
  }

  /**
   * Sends the next batch from the cursor; false when none was left (the broadcast is done).
   * Safe to run twice at once or again after a crash: nobody gets a second copy.
   */
  async function runBatch(broadcastId: number): Promise<boolean> {
    const broadcast = await repository.find(broadcastId);
    if (!broadcast || broadcast.status === 'done' || broadcast.status === 'failed') return false;
    const segment = await toSegment(broadcast.audience as BroadcastAudience, broadcast.country_id);
    const ids = await repository.listBatch(segment, broadcast.cursor_user_id, batchSize);
    if (ids.length === 0) return false;
    const at = nowIso();
    await deps.db.transaction().execute(async (trx) => {
      const repo = createBroadcastsRepository(trx);
      const added = await repo.insertRecipients(broadcast.id, ids, broadcast.is_emailed === 1, at);
      await deps.notifier.broadcastBatch(trx, added, { text: broadcast.text, link: broadcast.link, batchKey: `broadcast:${broadcast.id}:${ids[0]}` });
      await repo.advance(broadcast.id, ids[ids.length - 1], added.length);
    });
    deps.notifier.announceCountsChanged();
    if (broadcast.is_emailed === 1) await sendQueuedEmails(broadcast);
    return true;
  }

  return {
    runBatch,

    /** The job: every batch from the cursor on, then the e-mails left, then done. */
    async runJob(payload: unknown): Promise<void> {
      const broadcastId = Number((payload as { broadcastId?: unknown } | null)?.broadcastId);
      const broadcast = Number.isInteger(broadcastId) ? await repository.find(broadcastId) : undefined;
      if (!broadcast || broadcast.status === 'done' || broadcast.status === 'failed') return;
      await repository.markSending(broadcast.id, nowIso());
      if (broadcast.is_emailed === 1) {
        const lost = await repository.failInterruptedEmails(broadcast.id);
        if (lost > 0) deps.logger.warn({ broadcast: broadcast.id, lost }, 'broadcast mails of a stopped run not sent again');
        await sendQueuedEmails(broadcast);
      }
      while (await runBatch(broadcast.id));
      await repository.markFinished(broadcast.id, 'done', nowIso());
      deps.logger.info({ broadcast: broadcast.id }, 'broadcast sent');
    },

    /** The latest broadcasts with their progress. */
    async list(request: StaffRequest): Promise<Broadcast[]> {
      authorizeStaff(request);
      return (await repository.list(BROADCASTS_LISTED)).map(presentBroadcast);
    },

    /** How many accounts a segment holds now. */
    async countAudience(request: StaffRequest, audience: BroadcastAudience, countryId: number | null): Promise<number> {
      authorizeStaff(request);
      if (countryId !== null && !(await repository.countryExists(countryId))) throw AppError.badRequest(MESSAGES.broadcastCountryInvalid, { country_id: MESSAGES.broadcastCountryInvalid });
      return repository.countAudience(await toSegment(audience, countryId));
    },

    /** Queues a broadcast and its job in one transaction, with its audit line. */
    async send(request: StaffRequest, input: NewBroadcast): Promise<Broadcast> {
      const session = authorizeStaff(request);
      if (input.country_id !== null && !(await repository.countryExists(input.country_id))) throw AppError.badRequest(MESSAGES.broadcastCountryInvalid, { country_id: MESSAGES.broadcastCountryInvalid });
      const size = await repository.countAudience(await toSegment(input.audience, input.country_id));
      const at = nowIso();
      const id = await deps.db.transaction().execute(async (trx) => {
        const repo = createBroadcastsRepository(trx);
        const broadcastId = await repo.insert({ sender_id: session.member.id, text: input.text, link: input.link, audience: input.audience, country_id: input.country_id, is_emailed: input.email ? 1 : 0, audience_size: size, created_at: at });
        const jobId = await deps.jobs.enqueue(BROADCAST_JOB, { broadcastId }, { db: trx });
        await repo.setJob(broadcastId, jobId);
        await deps.audit.record(trx, session, {
          action: 'broadcast.send',
          targetType: 'broadcast',
          targetKey: broadcastId,
          targetLabel: firstWords(input.text),
          before: null,
          after: { audience: input.audience, country_id: input.country_id, email: input.email, link: input.link, audience_size: size },
        });
        return broadcastId;
      });
      deps.jobs.wake();
      return readOne(id);
    },
  };
}
export type BroadcastsService = ReturnType<typeof createBroadcastsService>;
