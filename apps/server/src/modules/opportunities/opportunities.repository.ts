import type { Insertable, Selectable, Updateable } from 'kysely';
import type { ApplicationStatus } from '@indiwave/domain/constants';
import type { Database } from '../../db/database.ts';
import type { OpportunitiesTable, OpportunityApplicationsTable } from '../../db/tables.ts';

export type OpportunityRow = Selectable<OpportunitiesTable>;
export type NewOpportunity = Insertable<OpportunitiesTable>;
export type OpportunityPatch = Updateable<OpportunitiesTable>;
export type ApplicationRow = Selectable<OpportunityApplicationsTable>;
export type EntryRow = { application_id: number; item_type: string; item_id: number; position: number };
export type EventRow = { application_id: number; status: string; created_at: string };

/** A person as opportunities need them: to check, present and mail. */
export type PersonRow = {
  id: number;
  slug: string;
  type: string;
  email: string;
  first_name: string;
  last_name: string;
  band_name: string | null;
  profile_pic: string | null;
  is_email_verified: number;
};

const PERSON_COLUMNS = ['users.id', 'users.slug', 'users.type', 'users.email', 'users.first_name', 'users.last_name', 'users.band_name', 'users.profile_pic', 'users.is_email_verified'] as const;

/** States that count as having applied (a withdrawn application does not). */
const ACTIVE_STATUSES: ApplicationStatus[] = ['applied', 'shortlisted', 'won', 'not_selected'];

/** Opportunities, saves, invites, applications with their entries and moves: the only SQL of the area. */
export function createOpportunitiesRepository(db: Database) {
  return {
    async insertOpportunity(values: NewOpportunity): Promise<number> {
      return (await db.insertInto('opportunities').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    async updateOpportunity(id: number, patch: OpportunityPatch): Promise<void> {
      await db.updateTable('opportunities').set(patch).where('id', '=', id).execute();
    },
    findBySlug(slug: string): Promise<OpportunityRow | undefined> {
      return db.selectFrom('opportunities').selectAll().where('slug', '=', slug).executeTakeFirst();
    },
    findById(id: number): Promise<OpportunityRow | undefined> {
      return db.selectFrom('opportunities').selectAll().where('id', '=', id).executeTakeFirst();
    },
    listByIds(ids: number[]): Promise<OpportunityRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('opportunities').selectAll().where('id', 'in', ids).execute();
    },
    async listTakenSlugs(slugs: string[]): Promise<string[]> {
      if (slugs.length === 0) return [];
      return (await db.selectFrom('opportunities').select('slug').where('slug', 'in', slugs).execute()).map((row) => row.slug);
    },

    /** Open at `now` (opened, not closed), of a category or all, closing soonest first. */
    listOpen(now: string, options: { categoryId: number | null; offset: number; limit: number; excludeSlug?: string }): Promise<OpportunityRow[]> {
      let query = db.selectFrom('opportunities').selectAll().where('opens_at', '<=', now).where('closes_at', '>', now);
      if (options.categoryId !== null) query = query.where('category_id', '=', options.categoryId);
      if (options.excludeSlug) query = query.where('slug', '!=', options.excludeSlug);
      return query.orderBy('closes_at').orderBy('id').limit(options.limit).offset(options.offset).execute();
    },
    async countOpen(now: string, categoryId: number | null): Promise<number> {
      let query = db.selectFrom('opportunities').select((eb) => eb.fn.countAll<number>().as('n')).where('opens_at', '<=', now).where('closes_at', '>', now);
      if (categoryId !== null) query = query.where('category_id', '=', categoryId);
      return Number((await query.executeTakeFirstOrThrow()).n);
    },
    /** Open opportunities per category. */
    async countOpenByCategory(now: string): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('opportunities')
        .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('opens_at', '<=', now)
        .where('closes_at', '>', now)
        .groupBy('category_id')
        .execute();
      return new Map(rows.map((row) => [row.category_id, Number(row.n)]));
    },
    /** Opportunities that opened in a window (the home page's 'this month'). */
    async countOpenedSince(since: string, now: string): Promise<number> {
      const row = await db.selectFrom('opportunities').select((eb) => eb.fn.countAll<number>().as('n')).where('opens_at', '>=', since).where('opens_at', '<=', now).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Not open yet, opening soonest first. */
    listUpcoming(now: string, limit: number): Promise<OpportunityRow[]> {
      return db.selectFrom('opportunities').selectAll().where('opens_at', '>', now).orderBy('opens_at').orderBy('id').limit(limit).execute();
    },
    /** Every opportunity, latest deadline first (staff). */
    listAll(limit: number): Promise<OpportunityRow[]> {
      return db.selectFrom('opportunities').selectAll().orderBy('closes_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },

    /** Applications per opportunity and state. */
    async countApplicationsByStatus(opportunityIds: number[]): Promise<{ opportunity_id: number; status: string; n: number }[]> {
      if (opportunityIds.length === 0) return [];
      const rows = await db
        .selectFrom('opportunity_applications')
        .select(['opportunity_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('opportunity_id', 'in', opportunityIds)
        .groupBy(['opportunity_id', 'status'])
        .execute();
      return rows.map((row) => ({ ...row, n: Number(row.n) }));
    },

    // Saves -------------------------------------------------------------------------------------

    /** Saves once; a second save keeps the first (and its reminder state). */
    async insertSave(opportunityId: number, userId: number, now: string): Promise<void> {
      await db.insertInto('opportunity_saves').values({ opportunity_id: opportunityId, user_id: userId, created_at: now }).onConflict((oc) => oc.columns(['opportunity_id', 'user_id']).doNothing()).execute();
    },
    async deleteSave(opportunityId: number, userId: number): Promise<void> {
      await db.deleteFrom('opportunity_saves').where('opportunity_id', '=', opportunityId).where('user_id', '=', userId).execute();
    },
    async listSavedIds(userId: number, opportunityIds: number[]): Promise<Set<number>> {
      if (opportunityIds.length === 0) return new Set();
      const rows = await db.selectFrom('opportunity_saves').select('opportunity_id').where('user_id', '=', userId).where('opportunity_id', 'in', opportunityIds).execute();
      return new Set(rows.map((row) => row.opportunity_id));
    },
    /** A person's saved opportunities, newest save first. */
    listSavedOpportunityIds(userId: number, offset: number, limit: number) {
      return db.selectFrom('opportunity_saves').select('opportunity_id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
    },
    async countSaves(userId: number): Promise<number> {
      return Number((await db.selectFrom('opportunity_saves').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);
    },
    /** Saves not reminded yet whose saver has not applied (a withdrawn application counts as not applied). */
    listSavesToRemind(opportunityId: number) {
      return db
        .selectFrom('opportunity_saves')
        .innerJoin('users', 'users.id', 'opportunity_saves.user_id')
        .select(['opportunity_saves.id as save_id', ...PERSON_COLUMNS])
        .where('opportunity_saves.opportunity_id', '=', opportunityId)
        .where('opportunity_saves.reminded_at', 'is', null)
        .where('users.deleted_at', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('opportunity_applications')
                .select('opportunity_applications.id')
                .whereRef('opportunity_applications.opportunity_id', '=', 'opportunity_saves.opportunity_id')
                .whereRef('opportunity_applications.user_id', '=', 'opportunity_saves.user_id')
                .where('opportunity_applications.status', 'in', ACTIVE_STATUSES),
            ),
          ),
        )
        .orderBy('opportunity_saves.id')
        .execute();
    },
    /** Takes a save's reminder: true for the one caller that set it, so a reminder goes out once. */
    async claimReminder(saveId: number, now: string): Promise<boolean> {
      const result = await db.updateTable('opportunity_saves').set({ reminded_at: now }).where('id', '=', saveId).where('reminded_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Gives a claimed reminder back (its mail failed), so a retry sends it. */
    async releaseReminder(saveId: number): Promise<void> {
      await db.updateTable('opportunity_saves').set({ reminded_at: null }).where('id', '=', saveId).execute();
    },

    // Invites ('tell me when it opens') ------------------------------------------------------------

    async insertInvite(opportunityId: number, userId: number, now: string): Promise<void> {
      await db.insertInto('opportunity_invites').values({ opportunity_id: opportunityId, user_id: userId, created_at: now }).onConflict((oc) => oc.columns(['opportunity_id', 'user_id']).doNothing()).execute();
    },
    async hasInvite(opportunityId: number, userId: number): Promise<boolean> {
      return Boolean(await db.selectFrom('opportunity_invites').select('id').where('opportunity_id', '=', opportunityId).where('user_id', '=', userId).executeTakeFirst());
    },
    listInvitesToNotify(opportunityId: number) {
      return db
        .selectFrom('opportunity_invites')
        .innerJoin('users', 'users.id', 'opportunity_invites.user_id')
        .select(['opportunity_invites.id as invite_id', ...PERSON_COLUMNS])
        .where('opportunity_invites.opportunity_id', '=', opportunityId)
        .where('opportunity_invites.notified_at', 'is', null)
        .where('users.deleted_at', 'is', null)
        .orderBy('opportunity_invites.id')
        .execute();
    },
    async claimInvite(inviteId: number, now: string): Promise<boolean> {
      const result = await db.updateTable('opportunity_invites').set({ notified_at: now }).where('id', '=', inviteId).where('notified_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    // Applications --------------------------------------------------------------------------------

    findApplication(opportunityId: number, userId: number): Promise<ApplicationRow | undefined> {
      return db.selectFrom('opportunity_applications').selectAll().where('opportunity_id', '=', opportunityId).where('user_id', '=', userId).executeTakeFirst();
    },
    findApplicationById(id: number): Promise<ApplicationRow | undefined> {
      return db.selectFrom('opportunity_applications').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** A person's applications to these opportunities. */
    listUserApplications(userId: number, opportunityIds: number[]): Promise<ApplicationRow[]> {
      if (opportunityIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('opportunity_applications').selectAll().where('user_id', '=', userId).where('opportunity_id', 'in', opportunityIds).execute();
    },
    /** A person's applications in these states, most recently changed first. */
    listUserApplicationsByStatus(userId: number, statuses: ApplicationStatus[], offset: number, limit: number): Promise<ApplicationRow[]> {
      return db
        .selectFrom('opportunity_applications')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', 'in', statuses)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    async countUserApplicationsByStatus(userId: number): Promise<Map<string, number>> {
      const rows = await db.selectFrom('opportunity_applications').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('user_id', '=', userId).groupBy('status').execute();
      return new Map(rows.map((row) => [row.status, Number(row.n)]));
    },
    /** The applications of an opportunity, first submitted first. */
    listApplicationsOf(opportunityId: number): Promise<ApplicationRow[]> {
      return db.selectFrom('opportunity_applications').selectAll().where('opportunity_id', '=', opportunityId).orderBy('submitted_at').orderBy('id').execute();
    },
    /** Applications still waiting for a decision. */
    listAwaiting(opportunityId: number): Promise<ApplicationRow[]> {
      return db.selectFrom('opportunity_applications').selectAll().where('opportunity_id', '=', opportunityId).where('status', 'in', ['applied', 'shortlisted']).orderBy('id').execute();
    },
    /** Winners, newest decision first: of one opportunity, or of all. */
    listWinners(options: { opportunityId?: number; offset: number; limit: number }): Promise<ApplicationRow[]> {
      let query = db.selectFrom('opportunity_applications').selectAll().where('status', '=', 'won');
      if (options.opportunityId !== undefined) query = query.where('opportunity_id', '=', options.opportunityId);
      return query.orderBy('decided_at', 'desc').orderBy('id', 'desc').limit(options.limit).offset(options.offset).execute();
    },

    /** A new application with its entries and first move, in one transaction. */
    async insertApplication(values: { opportunityId: number; userId: number; note: string; now: string; entries: { type: string; id: number }[] }): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('opportunity_applications')
          .values({ opportunity_id: values.opportunityId, user_id: values.userId, status: 'applied', note: values.note, submitted_at: values.now, updated_at: values.now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertEntries(trx, id, values.entries);
        await trx.insertInto('opportunity_application_events').values({ application_id: id, status: 'applied', actor_id: values.userId, created_at: values.now }).execute();
        return id;
      });
    },

    /**
     * Replaces an application's entries and note while it is still in `expected` (the state the
     * caller checked): false when it moved meanwhile (a decision, a withdrawal), changing nothing.
     * `status` re-applies a withdrawn application.
     */
    async replaceApplication(values: { id: number; expected: ApplicationStatus; status?: ApplicationStatus; actorId: number; note: string; now: string; entries: { type: string; id: number }[] }): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const patch: Updateable<OpportunityApplicationsTable> = { note: values.note, updated_at: values.now };
        if (values.status) Object.assign(patch, { status: values.status, submitted_at: values.now, reason_code: null, decision_note: '', decided_at: null, decided_by: null });
        const result = await trx.updateTable('opportunity_applications').set(patch).where('id', '=', values.id).where('status', '=', values.expected).executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await trx.deleteFrom('opportunity_application_entries').where('application_id', '=', values.id).execute();
        await insertEntries(trx, values.id, values.entries);
        if (values.status) await trx.insertInto('opportunity_application_events').values({ application_id: values.id, status: values.status, actor_id: values.actorId, created_at: values.now }).execute();
        return true;
      });
    },

    /**
     * Moves an application from `from` to `to` with its move recorded, in one transaction; false
     * when it was no longer in `from` (someone else moved it first), changing nothing.
     */
    async moveApplication(values: { id: number; from: ApplicationStatus; to: ApplicationStatus; actorId: number | null; now: string; reasonCode?: string | null; decisionNote?: string; isDecision: boolean }): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const patch: Updateable<OpportunityApplicationsTable> = { status: values.to, updated_at: values.now };
        if (values.isDecision) Object.assign(patch, { decided_at: values.now, decided_by: values.actorId, reason_code: values.reasonCode ?? null, decision_note: values.decisionNote ?? '' });
        const result = await trx.updateTable('opportunity_applications').set(patch).where('id', '=', values.id).where('status', '=', values.from).executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await trx.insertInto('opportunity_application_events').values({ application_id: values.id, status: values.to, actor_id: values.actorId, created_at: values.now }).execute();
        return true;
      });
    },

    listEntries(applicationIds: number[]): Promise<EntryRow[]> {
      if (applicationIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('opportunity_application_entries').selectAll().where('application_id', 'in', applicationIds).orderBy('application_id').orderBy('position').execute();
    },
    listEvents(applicationIds: number[]): Promise<EventRow[]> {
      if (applicationIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('opportunity_application_events').select(['application_id', 'status', 'created_at']).where('application_id', 'in', applicationIds).orderBy('application_id').orderBy('id').execute();
    },

    // People ---------------------------------------------------------------------------------------

    findPerson(userId: number): Promise<PersonRow | undefined> {
      return db.selectFrom('users').select(PERSON_COLUMNS).where('users.id', '=', userId).where('users.deleted_at', 'is', null).executeTakeFirst();
    },
    listPeople(userIds: number[]): Promise<PersonRow[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('users').select(PERSON_COLUMNS).where('users.id', 'in', [...new Set(userIds)]).execute();
    },
  };
}
export type OpportunitiesRepository = ReturnType<typeof createOpportunitiesRepository>;

async function insertEntries(trx: Database, applicationId: number, entries: { type: string; id: number }[]): Promise<void> {
  if (entries.length === 0) return;
  await trx
    .insertInto('opportunity_application_entries')
    .values(entries.map((entry, position) => ({ application_id: applicationId, item_type: entry.type, item_id: entry.id, position })))
    .execute();
}
