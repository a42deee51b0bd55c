import type { ApplicationStatus } from '@indiwave/domain/constants';
import type { DecisionBody, OpportunityEdit, OpportunityFields, StaffApplication, StaffOpportunity } from '@indiwave/domain/contract/opportunities';
import { APPLICATION_STATUS_LABELS, DECLINE_REASON_TEXTS, MESSAGES, OPPORTUNITY_NOTICES, applicationTransitionRefused } from '@indiwave/domain/messages';
import { areDatesInOrder, canMoveApplication, toOpportunityState } from '@indiwave/domain/rules/opportunity-rules';
import { AppError } from '../../http/app-error.ts';
import { insertWithSlug } from '../catalog/catalog-rules.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { authorizeStaff, requireStaff, type StaffActor, type StaffRequest } from '../staff/staff.policy.ts';
import type { OpportunitiesDeps, OpportunitiesService } from './opportunities.service.ts';
import { parseRequirements, presentCounts, presentStaffApplication } from './opportunities.presenter.ts';
import type { ApplicationRow, OpportunityRow } from './opportunities.repository.ts';

/** How many opportunities the review list shows. */
const STAFF_LIST_MAX = 200;

/**
 * The staff side of opportunities (issue 19): publish and edit briefs (a moved deadline moves its
 * reminder), review applications with their songs and videos, and decide each one through the
 * explicit transitions; the artist is notified of every decision. At the result date, what is
 * still undecided is closed as not selected, so every applicant hears back by then.
 */
export function createOpportunityReviewService(deps: OpportunitiesDeps, opportunities: OpportunitiesService, audit: Pick<AuditService, 'recordCommitted'>) {
  const { repository } = deps;
  const now = () => deps.clock.now();

  async function presentStaffOpportunities(rows: OpportunityRow[]): Promise<StaffOpportunity[]> {
    const [cards, counts] = await Promise.all([opportunities.presentCards(rows), repository.countApplicationsByStatus(rows.map((row) => row.id))]);
    return rows.map((row, index) => ({
      ...cards[index],
      counts: presentCounts(counts.filter((count) => count.opportunity_id === row.id)),
      brief: row.brief,
      requirements: parseRequirements(row.requirements),
    }));
  }

  async function presentOne(row: OpportunityRow): Promise<StaffOpportunity> {
    return (await presentStaffOpportunities([row]))[0];
  }

  async function findOpportunity(slug: string): Promise<OpportunityRow> {
    const row = await repository.findBySlug(slug);
    if (!row) throw AppError.notFound();
    return row;
  }

  async function presentApplications(rows: ApplicationRow[]): Promise<StaffApplication[]> {
    const [{ entries, index }, people] = await Promise.all([opportunities.indexEntries(rows.map((row) => row.id)), repository.listPeople(rows.map((row) => row.user_id))]);
    const personById = new Map(people.map((person) => [person.id, person]));
    return rows.flatMap((row) => {
      const person = personById.get(row.user_id);
      return person ? [presentStaffApplication(row, { person, entries, index, toPictureUrl: deps.urls.profilePic })] : [];
    });
  }

  /** Tells the artist of a decision (notification with the opportunity's image and link). */
  async function notifyDecision(application: ApplicationRow, opportunity: OpportunityRow, to: ApplicationStatus, reasonCode: keyof typeof DECLINE_REASON_TEXTS | null): Promise<void> {
    const text =
      to === 'shortlisted'
        ? OPPORTUNITY_NOTICES.shortlisted(opportunity.title)
        : to === 'won'
          ? OPPORTUNITY_NOTICES.won(opportunity.title)
          : OPPORTUNITY_NOTICES.notSelected(opportunity.title, reasonCode ? DECLINE_REASON_TEXTS[reasonCode] : '');
    await deps.notifier.opportunity([application.user_id], opportunities.toPost(opportunity), text);
  }

  return {
    /** Every opportunity with its applications counted by state. */
    async list(actor: StaffActor): Promise<StaffOpportunity[]> {
      requireStaff(actor);
      return presentStaffOpportunities(await repository.listAll(STAFF_LIST_MAX));
    },

    /** Publishes an opportunity and queues the jobs of its dates. */
    async create(request: StaffRequest, fields: OpportunityFields): Promise<StaffOpportunity> {
      const session = authorizeStaff(request);
      const member = session.member;
      if (!areDatesInOrder(fields)) throw AppError.badRequest(MESSAGES.oppDatesOrder);
      const at = now().toISOString();
      const id = await insertWithSlug(fields.title, repository.listTakenSlugs, (slug) =>
        repository.insertOpportunity({
          slug,
          title: fields.title,
          brand_name: fields.brand_name,
          category_id: fields.category,
          summary: fields.summary,
          brief: fields.brief,
          requirements: JSON.stringify(fields.requirements),
          reward: fields.reward,
          image_key: null,
          accepts: fields.accepts,
          max_entries: fields.max_entries,
          is_pro_only: fields.is_pro_only ? 1 : 0,
          opens_at: fields.opens_at,
          closes_at: fields.closes_at,
          results_at: fields.results_at,
          created_by: member.id,
          created_at: at,
          updated_at: at,
        }),
      );
      const row = (await repository.findById(id)) as OpportunityRow;
      await audit.recordCommitted(session, { action: 'opportunity.create', targetType: 'opportunity', targetKey: row.slug, targetLabel: row.title, after: fields });
      await opportunities.scheduleDateJobs(row, { opens: true, closes: true, results: true });
      return presentOne(row);
    },

    /** Edits an opportunity; moved dates queue their jobs again (the old ones find nothing to do). */
    async update(request: StaffRequest, slug: string, edit: OpportunityEdit): Promise<StaffOpportunity> {
      const session = authorizeStaff(request);
      const row = await findOpportunity(slug);
      const dates = { opens_at: edit.opens_at ?? row.opens_at, closes_at: edit.closes_at ?? row.closes_at, results_at: edit.results_at ?? row.results_at };
      if (!areDatesInOrder(dates)) throw AppError.badRequest(MESSAGES.oppDatesOrder);
      await repository.updateOpportunity(row.id, {
        ...(edit.title !== undefined ? { title: edit.title } : {}),
        ...(edit.brand_name !== undefined ? { brand_name: edit.brand_name } : {}),
        ...(edit.category !== undefined ? { category_id: edit.category } : {}),
        ...(edit.summary !== undefined ? { summary: edit.summary } : {}),
        ...(edit.brief !== undefined ? { brief: edit.brief } : {}),
        ...(edit.requirements !== undefined ? { requirements: JSON.stringify(edit.requirements) } : {}),
        ...(edit.reward !== undefined ? { reward: edit.reward } : {}),
        ...(edit.accepts !== undefined ? { accepts: edit.accepts } : {}),
        ...(edit.max_entries !== undefined ? { max_entries: edit.max_entries } : {}),
        ...(edit.is_pro_only !== undefined ? { is_pro_only: edit.is_pro_only ? 1 : 0 } : {}),
        ...dates,
        updated_at: now().toISOString(),
      });
      const updated = (await repository.findById(row.id)) as OpportunityRow;
      await audit.recordCommitted(session, {
        action: 'opportunity.update',
        targetType: 'opportunity',
        targetKey: row.slug,
        targetLabel: updated.title,
        // The edit's names are the form's; the category is stored by id.
        before: Object.fromEntries(Object.keys(edit).map((key) => [key, row[(key === 'category' ? 'category_id' : key) as keyof OpportunityRow] ?? null])),
        after: edit,
      });
      await opportunities.scheduleDateJobs(updated, {
        opens: updated.opens_at !== row.opens_at,
        closes: updated.closes_at !== row.closes_at,
        results: updated.results_at !== row.results_at,
      });
      return presentOne(updated);
    },

    /** The applications of an opportunity to review, first submitted first. */
    async applications(actor: StaffActor, slug: string): Promise<{ opportunity: StaffOpportunity; applications: StaffApplication[] }> {
      requireStaff(actor);
      const row = await findOpportunity(slug);
      const [opportunity, applications] = await Promise.all([presentOne(row), repository.listApplicationsOf(row.id).then(presentApplications)]);
      return { opportunity, applications };
    },

    /**
     * Moves an application through the allowed transitions: shortlisted, then won (once the
     * deadline has passed, when every entry is in), or not selected with a reason. Two reviewers
     * at once: the second finds it moved and is refused, changing nothing.
     */
    async decide(request: StaffRequest, body: DecisionBody): Promise<StaffApplication> {
      const session = authorizeStaff(request);
      const member = session.member;
      const application = await repository.findApplicationById(body.application_id);
      if (!application) throw AppError.notFound();
      const opportunity = (await repository.findById(application.opportunity_id)) as OpportunityRow;
      const from = application.status as ApplicationStatus;
      const refuse = (status: ApplicationStatus) => AppError.badRequest(applicationTransitionRefused(APPLICATION_STATUS_LABELS[status], APPLICATION_STATUS_LABELS[body.status]));
      if (!canMoveApplication(from, body.status, 'staff')) throw refuse(from);
      if (body.status === 'won' && toOpportunityState(opportunity, now()) !== 'closed') throw AppError.badRequest(MESSAGES.oppWinnerBeforeClose);
      const reasonCode = body.status === 'not_selected' ? (body.reason ?? null) : null;
      const isDone = await repository.moveApplication({ id: application.id, from, to: body.status, actorId: member.id, now: now().toISOString(), reasonCode, decisionNote: body.note, isDecision: true });
      if (!isDone) {
        const fresh = await repository.findApplicationById(application.id);
        throw refuse((fresh?.status ?? from) as ApplicationStatus);
      }
      await audit.recordCommitted(session, {
        action: 'opportunity_application.decide',
        targetType: 'opportunity_application',
        targetKey: application.id,
        targetLabel: opportunity.title,
        before: { status: from },
        after: { status: body.status, reason: reasonCode },
        reason: body.note || null,
      });
      await notifyDecision(application, opportunity, body.status, reasonCode);
      const [presented] = await presentApplications([(await repository.findApplicationById(application.id)) as ApplicationRow]);
      return presented;
    },

    /**
     * The result date: every application still waiting (applied or shortlisted) becomes not
     * selected with the reason 'no_decision', and its artist is told. Early (the date moved
     * later) it does nothing.
     */
    async runResultsDue(payload: unknown): Promise<void> {
      const opportunity = await repository.findById((payload as { opportunityId: number }).opportunityId);
      if (!opportunity || now().getTime() < Date.parse(opportunity.results_at)) return;
      for (const application of await repository.listAwaiting(opportunity.id)) {
        const from = application.status as ApplicationStatus;
        if (!canMoveApplication(from, 'not_selected', 'system')) continue;
        const isDone = await repository.moveApplication({ id: application.id, from, to: 'not_selected', actorId: null, now: now().toISOString(), reasonCode: 'no_decision', isDecision: true });
        if (isDone) await notifyDecision(application, opportunity, 'not_selected', 'no_decision');
      }
    },
  };
}
export type OpportunityReviewService = ReturnType<typeof createOpportunityReviewService>;
