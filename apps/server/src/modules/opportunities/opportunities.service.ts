import {
  OPPORTUNITY_CATEGORIES,
  OPPORTUNITY_HOMEPAGE_LIMIT,
  OPPORTUNITIES_SIDEBAR_LIMIT,
  SAVED_OPPORTUNITY_NOTICE_HOURS,
  type ApplicationStatus,
} from '@indiwave/domain/constants';
import type {
  ApplyBody,
  MyApplication,
  MyOpportunity,
  MyOpportunityTab,
  OpportunityCard,
  OpportunityDetail,
  SaveDialog,
} from '@indiwave/domain/contract/opportunities';
import { MESSAGES, OPPORTUNITY_NOTICES, tooManyEntries } from '@indiwave/domain/messages';
import { canMoveApplication, isReminderAhead, toOpportunityState, toReminderTime } from '@indiwave/domain/rules/opportunity-rules';
import { isPlaceholderEmail } from '../accounts/session.presenter.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { isUniqueViolation } from '../catalog/catalog-rules.ts';
import type { CatalogEntry } from '../catalog/catalog-items.service.ts';
import type { NotifyPost } from '../notifications/notifier.service.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/parse-with.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { MailPort } from '../../platform/mail/mail.port.ts';
import { presentOpenedMail, presentReminderMail } from './opportunity-mail.presenter.ts';
import { assertCanApply } from './opportunities.policy.ts';
import {
  parseRequirements,
  presentCard,
  presentEntry,
  presentMyApplication,
  presentShare,
  presentWinner,
  toEntryKey,
  toPersonName,
  type EntryIndex,
} from './opportunities.presenter.ts';
import type { ApplicationRow, OpportunitiesRepository, OpportunityRow, PersonRow } from './opportunities.repository.ts';
import { requireSignedIn } from '../accounts/access.policy.ts';

/** The jobs of an opportunity's dates, each carrying only its id: the handler reads the dates it finds then. */
export const OPPORTUNITY_JOBS = {
  /** 48 hours before the deadline: remind those who saved it and have not applied. */
  reminder: 'opportunities.reminder',
  /** At the result date: close every application still waiting as not selected ('no_decision'). */
  results: 'opportunities.results_due',
  /** When it opens: tell those who asked. */
  opened: 'opportunities.opened',
} as const;
export type OpportunityJobPayload = { opportunityId: number };

/** The catalogue's reads an application needs (catalog-items.service). */
export type CatalogEntries = {
  listOwnEntries(userId: number, type: 'song' | 'video'): Promise<CatalogEntry[]>;
  findEntriesBySlugs(type: 'song' | 'video', slugs: string[]): Promise<CatalogEntry[]>;
  describeEntries(type: 'song' | 'video', ids: number[]): Promise<CatalogEntry[]>;
};

/** The notifier's opportunity notice (notifications/notifier.service). */
export type OpportunityNotifier = { opportunity(recipientIds: number[], opportunity: NotifyPost, text?: string): Promise<number> };

export type OpportunitiesDeps = {
  repository: OpportunitiesRepository;
  catalog: CatalogEntries;
  notifier: OpportunityNotifier;
  mail: MailPort;
  jobs: JobQueue;
  clock: ClockPort;
  config: { publicUrl: string; brandName: string };
  urls: { publicUrl(key: string): string; profilePic(key: string | null): string | null };
  /** Pro state of a member (commerce); Pro-only briefs take only active members. */
  isProMember(userId: number): Promise<boolean>;
  logger: { warn(details: object, message: string): void };
};

/**
 * Opportunities for everyone and for the artists who apply (issue 19): lists, pages, winners,
 * saving with its 48-hour reminder, 'tell me when it opens', and the one application per
 * opportunity, editable and withdrawable until the deadline. The dates' jobs live here too.
 */
export function createOpportunitiesService(deps: OpportunitiesDeps) {
  const { repository } = deps;
  const now = () => deps.clock.now();

  async function findOpportunity(slug: string): Promise<OpportunityRow> {
    const row = await repository.findBySlug(slug);
    if (!row) throw AppError.notFound();
    return row;
  }

  async function findPerson(userId: number): Promise<PersonRow> {
    const person = await repository.findPerson(userId);
    requireSignedIn(person);
    return person;
  }

  /** Cards of rows, with their applicant and winner counts in one query. */
  async function presentCards(rows: OpportunityRow[]): Promise<OpportunityCard[]> {
    const counts = await repository.countApplicationsByStatus(rows.map((row) => row.id));
    const at = now();
    return rows.map((row) => {
      const own = counts.filter((count) => count.opportunity_id === row.id);
      const applicants = own.filter((count) => count.status !== 'withdrawn').reduce((sum, count) => sum + count.n, 0);
      const winners = own.find((count) => count.status === 'won')?.n ?? 0;
      return presentCard(row, { applicants, winners }, at, deps.urls.publicUrl);
    });
  }

  /** The catalogue entries of these applications, looked up once per type. */
  async function indexEntries(applicationIds: number[]) {
    const entries = await repository.listEntries(applicationIds);
    const idsOf = (type: string) => [...new Set(entries.filter((row) => row.item_type === type).map((row) => row.item_id))];
    const [songs, videos] = await Promise.all([deps.catalog.describeEntries('song', idsOf('song')), deps.catalog.describeEntries('video', idsOf('video'))]);
    const index: EntryIndex = new Map([...songs, ...videos].map((entry) => [toEntryKey(entry.type, entry.id), entry]));
    return { entries, index };
  }

  /** Applications of one person as they read them, keyed by opportunity id. */
  async function presentOwnApplications(applications: ApplicationRow[], opportunities: OpportunityRow[]): Promise<Map<number, MyApplication>> {
    const ids = applications.map((application) => application.id);
    const [{ entries, index }, events] = await Promise.all([indexEntries(ids), repository.listEvents(ids)]);
    const byId = new Map(opportunities.map((row) => [row.id, row]));
    const at = now();
    const result = new Map<number, MyApplication>();
    for (const application of applications) {
      const opportunity = byId.get(application.opportunity_id);
      if (opportunity) result.set(opportunity.id, presentMyApplication(application, { entries, events, index, opportunity, now: at }));
    }
    return result;
  }

  async function presentOwnApplication(application: ApplicationRow, opportunity: OpportunityRow): Promise<MyApplication> {
    return (await presentOwnApplications([application], [opportunity])).get(opportunity.id) as MyApplication;
  }

  /** Applications open at the server's clock, or the reason they are not. */
  function assertOpen(opportunity: OpportunityRow): void {
    const state = toOpportunityState(opportunity, now());
    if (state === 'upcoming') throw AppError.badRequest(MESSAGES.oppNotOpenYet);
    if (state === 'closed') throw AppError.badRequest(MESSAGES.oppClosed);
  }

  /**
   * The entries of an application, checked: at least one, only the kinds the brief takes, no
   * more than its maximum, each the artist's own, playable by everyone and ready.
   */
  async function resolveEntries(user: AuthUser, opportunity: OpportunityRow, body: ApplyBody): Promise<{ type: 'song' | 'video'; id: number }[]> {
    const total = body.songs.length + body.videos.length;
    if (total === 0) throw fieldError('songs', MESSAGES.oppItemsRequired);
    if (opportunity.accepts === 'songs' && body.videos.length > 0) throw fieldError('videos', MESSAGES.oppSongsOnly);
    if (opportunity.accepts === 'videos' && body.songs.length > 0) throw fieldError('songs', MESSAGES.oppVideosOnly);
    if (total > opportunity.max_entries) throw fieldError(body.songs.length ? 'songs' : 'videos', tooManyEntries(opportunity.max_entries));
    const resolved: { type: 'song' | 'video'; id: number }[] = [];
    for (const [type, field, slugs] of [['song', 'songs', body.songs], ['video', 'videos', body.videos]] as const) {
      const found = new Map((await deps.catalog.findEntriesBySlugs(type, slugs)).map((entry) => [entry.slug, entry]));
      for (const slug of slugs) {
        const entry = found.get(slug);
        if (!entry || entry.ownerId !== user.id) throw fieldError(field, MESSAGES.oppItemNotYours);
        if (!entry.isPubliclyPlayable) throw fieldError(field, MESSAGES.oppItemPrivate);
        if (!entry.isReady) throw fieldError(field, MESSAGES.oppItemProcessing);
        resolved.push({ type, id: entry.id });
      }
    }
    return resolved;
  }

  /** The artist's opportunity and application, checked for applying (policy, dates). */
  async function prepareApplication(user: AuthUser, slug: string) {
    const opportunity = await findOpportunity(slug);
    const person = await findPerson(user.id);
    assertCanApply(person, opportunity, opportunity.is_pro_only === 1 && (await deps.isProMember(user.id)));
    assertOpen(opportunity);
    return { opportunity, application: await repository.findApplication(opportunity.id, user.id) };
  }

  async function reloadApplication(opportunity: OpportunityRow, userId: number): Promise<ApplicationRow> {
    const application = await repository.findApplication(opportunity.id, userId);
    if (!application) throw AppError.badRequest(MESSAGES.oppNoApplication);
    return application;
  }

  /** The post a notification carries. */
  const toPost = (opportunity: OpportunityRow): NotifyPost => ({ slug: opportunity.slug, title: opportunity.title, image: opportunity.image_key ? deps.urls.publicUrl(opportunity.image_key) : null });

  /** Sends a mail to a person with a verified, real address; a failure is the caller's to handle. */
  async function mailPerson(person: PersonRow, build: (context: { to: string; name: string; brandName: string; publicUrl: string }) => Parameters<MailPort['send']>[0]): Promise<void> {
    if (person.is_email_verified !== 1 || isPlaceholderEmail(person.email)) return;
    await deps.mail.send(build({ to: person.email, name: toPersonName(person), brandName: deps.config.brandName, publicUrl: deps.config.publicUrl }));
  }

  return {
    presentCards,
    indexEntries,
    toPost,

    /** opportunity-v2: open opportunities of a category (0: all), closing soonest first. */
    async list(query: { category: number; offset: number; limit: number }) {
      const at = now().toISOString();
      const categoryId = query.category === 0 ? null : query.category;
      const [rows, count, perCategory] = await Promise.all([
        repository.listOpen(at, { categoryId, offset: query.offset, limit: query.limit }),
        repository.countOpen(at, categoryId),
        repository.countOpenByCategory(at),
      ]);
      return {
        results: await presentCards(rows),
        count,
        categories: OPPORTUNITY_CATEGORIES.map((category) => ({ id: category.id, slug: category.slug, name: category.name, open_count: perCategory.get(category.id) ?? 0 })),
      };
    },

    /** opportunity_rhs: up to 10 open ones closing soonest. */
    async sidebar(exclude?: string): Promise<OpportunityCard[]> {
      return presentCards(await repository.listOpen(now().toISOString(), { categoryId: null, offset: 0, limit: OPPORTUNITIES_SIDEBAR_LIMIT, excludeSlug: exclude }));
    },

    /** opportunity_upcoming: announced, opening soonest first. */
    async upcoming(): Promise<OpportunityCard[]> {
      return presentCards(await repository.listUpcoming(now().toISOString(), OPPORTUNITIES_SIDEBAR_LIMIT));
    },

    /** opportunity_homepage: a few open ones, with the open count and the month's. */
    async homepage() {
      const at = now();
      const monthAgo = new Date(at.getTime() - 30 * 86_400_000).toISOString();
      const [rows, openCount, monthlyCount] = await Promise.all([
        repository.listOpen(at.toISOString(), { categoryId: null, offset: 0, limit: OPPORTUNITY_HOMEPAGE_LIMIT }),
        repository.countOpen(at.toISOString(), null),
        repository.countOpenedSince(monthAgo, at.toISOString()),
      ]);
      return { results: await presentCards(rows), open_count: openCount, monthly_count: monthlyCount };
    },

    /** opportunity_detail/{slug}: the brief, winners, and the viewer's save and application. */
    async detail(slug: string, user: AuthUser | null): Promise<OpportunityDetail> {
      const opportunity = await findOpportunity(slug);
      const [[card], winners, saved, application, isInviteRequested] = await Promise.all([
        presentCards([opportunity]),
        repository.listWinners({ opportunityId: opportunity.id, offset: 0, limit: 50 }),
        user ? repository.listSavedIds(user.id, [opportunity.id]) : Promise.resolve(new Set<number>()),
        user ? repository.findApplication(opportunity.id, user.id) : Promise.resolve(undefined),
        user ? repository.hasInvite(opportunity.id, user.id) : Promise.resolve(false),
      ]);
      const [{ entries, index }, people] = await Promise.all([indexEntries(winners.map((row) => row.id)), repository.listPeople(winners.map((row) => row.user_id))]);
      const personById = new Map(people.map((person) => [person.id, person]));
      return {
        ...card,
        brief: opportunity.brief,
        requirements: parseRequirements(opportunity.requirements),
        share: presentShare(opportunity, deps.config),
        winners: winners.flatMap((row) => {
          const person = personById.get(row.user_id);
          return person ? [presentWinner(row, person, entries, index, deps.urls.profilePic)] : [];
        }),
        viewer: {
          is_saved: saved.has(opportunity.id),
          is_invite_requested: isInviteRequested,
          application: application ? await presentOwnApplication(application, opportunity) : null,
        },
      };
    },

    /** opportunity_winners: newest winners, of one opportunity or all. */
    async winners(query: { slug?: string; offset: number; limit: number }) {
      const only = query.slug ? await findOpportunity(query.slug) : undefined;
      const rows = await repository.listWinners({ opportunityId: only?.id, offset: query.offset, limit: query.limit });
      const [{ entries, index }, people, opportunities] = await Promise.all([
        indexEntries(rows.map((row) => row.id)),
        repository.listPeople(rows.map((row) => row.user_id)),
        repository.listByIds([...new Set(rows.map((row) => row.opportunity_id))]),
      ]);
      const personById = new Map(people.map((person) => [person.id, person]));
      const opportunityById = new Map(opportunities.map((row) => [row.id, row]));
      return rows.flatMap((row) => {
        const person = personById.get(row.user_id);
        const opportunity = opportunityById.get(row.opportunity_id);
        if (!person || !opportunity) return [];
        return [{ ...presentWinner(row, person, entries, index, deps.urls.profilePic), opportunity: { slug: opportunity.slug, title: opportunity.title, brand_name: opportunity.brand_name } }];
      });
    },

    /**
     * opportunity_apply: one application per opportunity, before the deadline; a withdrawn one
     * applies again. Two applies at once: the unique index keeps one, the other hears 'already applied'.
     */
    async apply(user: AuthUser, body: ApplyBody): Promise<MyApplication> {
      const { opportunity, application } = await prepareApplication(user, body.slug);
      if (application && application.status !== 'withdrawn') throw AppError.badRequest(MESSAGES.oppAlreadyApplied);
      const entries = await resolveEntries(user, opportunity, body);
      const at = now().toISOString();
      if (application) {
        const isDone = await repository.replaceApplication({ id: application.id, expected: 'withdrawn', status: 'applied', actorId: user.id, note: body.note, now: at, entries });
        if (!isDone) throw AppError.badRequest(MESSAGES.oppAlreadyApplied);
      } else {
        await repository.insertApplication({ opportunityId: opportunity.id, userId: user.id, note: body.note, now: at, entries }).catch((error: unknown) => {
          if (isUniqueViolation(error)) throw AppError.badRequest(MESSAGES.oppAlreadyApplied);
          throw error;
        });
      }
      return presentOwnApplication(await reloadApplication(opportunity, user.id), opportunity);
    },

    /** opportunity_apply_edit: new songs, videos and note while it waits for review, before the deadline. */
    async editApplication(user: AuthUser, body: ApplyBody): Promise<MyApplication> {
      const { opportunity, application } = await prepareApplication(user, body.slug);
      if (!application || application.status === 'withdrawn') throw AppError.badRequest(MESSAGES.oppNoApplication);
      if (application.status !== 'applied') throw AppError.badRequest(MESSAGES.oppNotEditable);
      const entries = await resolveEntries(user, opportunity, body);
      const isDone = await repository.replaceApplication({ id: application.id, expected: 'applied', actorId: user.id, note: body.note, now: now().toISOString(), entries });
      if (!isDone) throw AppError.badRequest(MESSAGES.oppNotEditable);
      return presentOwnApplication(await reloadApplication(opportunity, user.id), opportunity);
    },

    /** opportunity_withdraw: while it waits for review, before the deadline. */
    async withdraw(user: AuthUser, slug: string): Promise<MyApplication> {
      const opportunity = await findOpportunity(slug);
      assertOpen(opportunity);
      const application = await repository.findApplication(opportunity.id, user.id);
      if (!application || application.status === 'withdrawn') throw AppError.badRequest(MESSAGES.oppNoApplication);
      const from = application.status as ApplicationStatus;
      if (!canMoveApplication(from, 'withdrawn', 'artist')) throw AppError.badRequest(MESSAGES.oppNotEditable);
      const isDone = await repository.moveApplication({ id: application.id, from, to: 'withdrawn', actorId: user.id, now: now().toISOString(), isDecision: false });
      if (!isDone) throw AppError.badRequest(MESSAGES.oppNotEditable);
      return presentOwnApplication(await reloadApplication(opportunity, user.id), opportunity);
    },

    /** opportunity_apply_songs / _videos: own public, ready items not in the application yet, 3 at a time. */
    async listRemaining(user: AuthUser, type: 'song' | 'video', query: { slug: string; offset: number; limit: number }) {
      const opportunity = await findOpportunity(query.slug);
      const application = await repository.findApplication(opportunity.id, user.id);
      const chosen = new Set(application && application.status !== 'withdrawn' ? (await repository.listEntries([application.id])).filter((row) => row.item_type === type).map((row) => row.item_id) : []);
      const remaining = (await deps.catalog.listOwnEntries(user.id, type)).filter((entry) => entry.isPubliclyPlayable && entry.isReady && !chosen.has(entry.id));
      return {
        results: remaining.slice(query.offset, query.offset + query.limit).map((entry) => ({ ...presentEntry(entry), created_at: entry.createdAt })),
        count: remaining.length,
      };
    },

    /**
     * opportunity_save_for_later: saves (opp_save, or opp_save_soon when it closes within 48
     * hours and no reminder is to come) or unsaves. A closed opportunity is not saved.
     */
    async save(user: AuthUser, slug: string, isSaved: boolean): Promise<{ is_saved: boolean; dialog: SaveDialog | null; message: string }> {
      const opportunity = await findOpportunity(slug);
      if (!isSaved) {
        await repository.deleteSave(opportunity.id, user.id);
        return { is_saved: false, dialog: null, message: MESSAGES.oppUnsaved };
      }
      if (toOpportunityState(opportunity, now()) === 'closed') throw AppError.badRequest(MESSAGES.oppClosed);
      await repository.insertSave(opportunity.id, user.id, now().toISOString());
      const dialog: SaveDialog = isReminderAhead(opportunity.closes_at, now()) ? 'opp_save' : 'opp_save_soon';
      return { is_saved: true, dialog, message: MESSAGES.oppSaved };
    },

    /** opportunity_invite_request: 'tell me when it opens' on an upcoming opportunity (opp_notify). */
    async requestInvite(user: AuthUser, slug: string): Promise<{ dialog: SaveDialog; message: string }> {
      const opportunity = await findOpportunity(slug);
      const state = toOpportunityState(opportunity, now());
      if (state === 'open') throw AppError.badRequest(MESSAGES.oppAlreadyOpen);
      if (state === 'closed') throw AppError.badRequest(MESSAGES.oppClosed);
      await repository.insertInvite(opportunity.id, user.id, now().toISOString());
      return { dialog: 'opp_notify', message: MESSAGES.oppInviteRequested };
    },

    /** my_opportunities: applied (waiting or withdrawn), saved, results (decided). */
    async mine(user: AuthUser, query: { tab: MyOpportunityTab; offset: number; limit: number }) {
      const byStatus = await repository.countUserApplicationsByStatus(user.id);
      const sum = (statuses: ApplicationStatus[]) => statuses.reduce((total, status) => total + (byStatus.get(status) ?? 0), 0);
      const counts = { applied: sum(['applied', 'shortlisted', 'withdrawn']), saved: await repository.countSaves(user.id), results: sum(['won', 'not_selected']) };
      let opportunityIds: number[];
      let applications: ApplicationRow[];
      if (query.tab === 'saved') {
        opportunityIds = (await repository.listSavedOpportunityIds(user.id, query.offset, query.limit)).map((row) => row.opportunity_id);
        applications = await repository.listUserApplications(user.id, opportunityIds);
      } else {
        const statuses: ApplicationStatus[] = query.tab === 'applied' ? ['applied', 'shortlisted', 'withdrawn'] : ['won', 'not_selected'];
        applications = await repository.listUserApplicationsByStatus(user.id, statuses, query.offset, query.limit);
        opportunityIds = applications.map((application) => application.opportunity_id);
      }
      const rows = await repository.listByIds(opportunityIds);
      const [cards, own, saved] = await Promise.all([presentCards(rows), presentOwnApplications(applications, rows), repository.listSavedIds(user.id, opportunityIds)]);
      const cardById = new Map(rows.map((row, index) => [row.id, cards[index]]));
      const results: MyOpportunity[] = opportunityIds.flatMap((id) => {
        const card = cardById.get(id);
        return card ? [{ opportunity: card, application: own.get(id) ?? null, is_saved: saved.has(id) }] : [];
      });
      return { results, count: query.tab === 'saved' ? counts.saved : query.tab === 'applied' ? counts.applied : counts.results, counts };
    },

    // Jobs ----------------------------------------------------------------------------------------

    /**
     * Queues the jobs of an opportunity's dates that changed. Each job reads the dates when it
     * runs and does nothing when they moved since: the move queued a job of its own.
     */
    async scheduleDateJobs(opportunity: OpportunityRow, changed: { opens: boolean; closes: boolean; results: boolean }): Promise<void> {
      const at = now();
      const payload: OpportunityJobPayload = { opportunityId: opportunity.id };
      if (changed.opens && Date.parse(opportunity.opens_at) > at.getTime()) await deps.jobs.enqueue(OPPORTUNITY_JOBS.opened, payload, { runAt: new Date(opportunity.opens_at) });
      if (changed.closes && Date.parse(opportunity.closes_at) > at.getTime()) {
        const due = toReminderTime(opportunity.closes_at);
        await deps.jobs.enqueue(OPPORTUNITY_JOBS.reminder, payload, { runAt: due.getTime() > at.getTime() ? due : at });
      }
      if (changed.results) await deps.jobs.enqueue(OPPORTUNITY_JOBS.results, payload, { runAt: new Date(opportunity.results_at) });
    },

    /**
     * The reminder, 48 hours before the deadline: each saver who has not applied gets one mail and
     * a notification, once (the save's reminded_at is taken first). Early (the deadline moved
     * later) or after the deadline, it does nothing.
     */
    async runReminder(payload: unknown): Promise<void> {
      const opportunity = await repository.findById((payload as OpportunityJobPayload).opportunityId);
      if (!opportunity) return;
      const at = now();
      if (at.getTime() < toReminderTime(opportunity.closes_at).getTime() || toOpportunityState(opportunity, at) === 'closed') return;
      for (const save of await repository.listSavesToRemind(opportunity.id)) {
        if (!(await repository.claimReminder(save.save_id, now().toISOString()))) continue;
        try {
          await mailPerson(save, (context) => presentReminderMail(context, opportunity));
        } catch (error) {
          // Given back, so the job's retry mails it; those already mailed keep their mark.
          await repository.releaseReminder(save.save_id);
          throw error;
        }
        await deps.notifier.opportunity([save.id], toPost(opportunity), OPPORTUNITY_NOTICES.closingSoon(opportunity.title, SAVED_OPPORTUNITY_NOTICE_HOURS));
      }
    },

    /** When an upcoming opportunity opens: those who asked hear of it once (notification and mail). */
    async runOpened(payload: unknown): Promise<void> {
      const opportunity = await repository.findById((payload as OpportunityJobPayload).opportunityId);
      if (!opportunity || toOpportunityState(opportunity, now()) !== 'open') return;
      for (const invite of await repository.listInvitesToNotify(opportunity.id)) {
        if (!(await repository.claimInvite(invite.invite_id, now().toISOString()))) continue;
        await deps.notifier.opportunity([invite.id], toPost(opportunity), OPPORTUNITY_NOTICES.opened(opportunity.title));
        await mailPerson(invite, (context) => presentOpenedMail(context, opportunity)).catch((error: unknown) => deps.logger.warn({ err: error, opportunity: opportunity.id }, 'opened mail not sent'));
      }
    },
  };
}
export type OpportunitiesService = ReturnType<typeof createOpportunitiesService>;
