import type { TvPitchStatus } from '@indiwave/domain/constants';
import type { PitchMoveBody, StaffPitch } from '@indiwave/domain/contract/tv';
import { CATALOGUE_MESSAGES, MESSAGES, TV_NOTICES, TV_PITCH_STATUS_LABELS, pitchTransitionRefused } from '@indiwave/domain/messages';
import { canMovePitch } from '@indiwave/domain/rules/opportunity-rules';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/parse-with.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { authorizeStaff, requireStaff, type StaffActor, type StaffRequest } from '../staff/staff.policy.ts';
import type { TvDeps } from './tv.service.ts';
import { presentStaffPitch } from './tv.presenter.ts';
import type { PitchPatch, PitchView } from './tv.repository.ts';

/** The job that marks a scheduled pitch aired when its time comes; it carries the time it was queued for. */
export const TV_AIR_JOB = 'tv.air';
export type TvAirPayload = { pitchId: number; at: string };

/** How many pitches the review list shows. */
const REVIEW_LIST_MAX = 200;

/** The air time as the artist reads it: 'Friday, 12 December 2030 at 9:00 pm IST'. */
export function formatAirTime(iso: string): string {
  return `${new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso))} IST`;
}

/**
 * The TV team's side (issue 19): review pitches and move them through the allowed transitions —
 * in review, accepted (for a programme when it is for TV), scheduled at a future time (again, to
 * move it), declined with a reason. The artist hears of each step as a message from the team;
 * the schedule marks a pitch aired when its time has come.
 */
export function createTvReviewService(deps: TvDeps & { jobs: JobQueue; audit: Pick<AuditService, 'recordCommitted'> }) {
  const { repository } = deps;
  const now = () => deps.clock.now();

  async function present(pitches: PitchView[]): Promise<StaffPitch[]> {
    const events = await repository.listEvents(pitches.map((pitch) => pitch.id));
    return pitches.map((pitch) => presentStaffPitch(pitch, events));
  }

  async function tellArtist(pitch: PitchView, body: string): Promise<void> {
    await deps.messaging.sendTvCommunication({ userId: pitch.user_id, body, direction: 'fromTeam' }).catch((error: unknown) => deps.logger.warn({ err: error, pitch: pitch.id }, 'pitch message not sent'));
  }

  return {
    /** Pitches to review: of one state, or open ones first. */
    async list(actor: StaffActor, status?: TvPitchStatus): Promise<StaffPitch[]> {
      requireStaff(actor);
      return present(await repository.listForReview(status, REVIEW_LIST_MAX));
    },

    /** Moves a pitch one allowed step; two reviewers at once: the second is refused, changing nothing. */
    async move(request: StaffRequest, body: PitchMoveBody): Promise<StaffPitch> {
      const session = authorizeStaff(request);
      const member = session.member;
      const pitch = await repository.findPitch(body.id);
      if (!pitch) throw AppError.notFound();
      const from = pitch.status as TvPitchStatus;
      const refuse = (status: TvPitchStatus) => AppError.badRequest(pitchTransitionRefused(TV_PITCH_STATUS_LABELS[status], TV_PITCH_STATUS_LABELS[body.status]));
      if (!canMovePitch(from, body.status)) throw refuse(from);

      const patch: PitchPatch = {};
      let note = '';
      let message: string;
      const programme = body.programme ? await repository.findProgrammeBySlug(body.programme) : undefined;
      if (body.programme && !programme) throw fieldError('programme', MESSAGES.tvProgrammeRequired);
      // A retired programme takes no new pitches; one the pitch already names stays with it.
      if (programme && programme.retired_at !== null && programme.id !== pitch.programme_id) throw fieldError('programme', CATALOGUE_MESSAGES.programmeRetired);
      if (body.status === 'in_review') {
        message = TV_NOTICES.inReview(pitch.video_title);
      } else if (body.status === 'accepted') {
        // Without a choice, the programme the artist pitched for.
        const programmeId = programme?.id ?? (pitch.is_submit_tv === 1 ? pitch.programme_id : null);
        const programmeName = programme?.name ?? (programmeId ? pitch.programme_name : null);
        if (pitch.is_submit_tv === 1 && (!programmeId || !programmeName)) throw fieldError('programme', MESSAGES.tvProgrammeRequired);
        if (programmeId) patch.programme_id = programmeId;
        note = programmeName ?? '';
        message = programmeName ? TV_NOTICES.acceptedForProgramme(pitch.video_title, programmeName) : TV_NOTICES.acceptedForWebsite(pitch.video_title);
      } else if (body.status === 'scheduled') {
        if (pitch.is_submit_tv !== 1) throw fieldError('programme', MESSAGES.tvProgrammeNeedsTv);
        const at = body.at as string;
        if (Date.parse(at) <= now().getTime()) throw fieldError('at', MESSAGES.tvAirTimeFuture);
        const programmeId = programme?.id ?? pitch.programme_id;
        const programmeName = programme?.name ?? pitch.programme_name;
        if (!programmeId || !programmeName) throw fieldError('programme', MESSAGES.tvProgrammeRequired);
        Object.assign(patch, { programme_id: programmeId, scheduled_at: at });
        note = `${programmeName}, ${formatAirTime(at)}`;
        message = TV_NOTICES.scheduled(pitch.video_title, programmeName, formatAirTime(at));
      } else {
        patch.decline_reason = body.reason;
        note = body.reason;
        message = TV_NOTICES.declined(pitch.video_title, body.reason);
      }

      const isDone = await repository.movePitch({ id: pitch.id, from, to: body.status, patch, note, actorId: member.id, now: now().toISOString() });
      if (!isDone) throw refuse(((await repository.findPitch(pitch.id))?.status ?? from) as TvPitchStatus);
      await deps.audit.recordCommitted(session, { action: 'tv_pitch.move', targetType: 'tv_pitch', targetKey: pitch.id, targetLabel: pitch.video_title, before: { status: from }, after: { status: body.status, ...patch } });
      if (body.status === 'scheduled') {
        const at = patch.scheduled_at as string;
        await deps.jobs.enqueue(TV_AIR_JOB, { pitchId: pitch.id, at } satisfies TvAirPayload, { runAt: new Date(at) });
      }
      await tellArtist(pitch, message);
      const [presented] = await present([(await repository.findPitch(pitch.id)) as PitchView]);
      return presented;
    },

    /** At its air time a scheduled pitch becomes aired; a pitch moved to another time or declined since is left alone. */
    async runAir(payload: unknown): Promise<void> {
      const { pitchId, at } = payload as TvAirPayload;
      const pitch = await repository.findPitch(pitchId);
      if (!pitch || pitch.status !== 'scheduled' || pitch.scheduled_at !== at || Date.parse(at) > now().getTime()) return;
      const isDone = await repository.movePitch({ id: pitch.id, from: 'scheduled', to: 'aired', patch: { aired_at: at }, note: pitch.programme_name ?? '', actorId: null, now: now().toISOString() });
      if (isDone) await tellArtist(pitch, TV_NOTICES.aired(pitch.video_title, pitch.programme_name ?? ''));
    },
  };
}
export type TvReviewService = ReturnType<typeof createTvReviewService>;
