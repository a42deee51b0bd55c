import { TV_TIME_ZONE } from '@indiwave/domain/constants';
import type { ProgrammeBody, ScheduleDay, StaffProgramme } from '@indiwave/domain/contract/tv';
import { CATALOGUE_MESSAGES } from '@indiwave/domain/messages';
import { toSlug } from '@indiwave/domain/rules/slug';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/parse-with.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { isUniqueViolation } from '../catalog/catalog-rules.ts';
import { authorizeStaff, type StaffRequest } from '../staff/staff.policy.ts';
import { presentStaffProgramme, presentStaffSlot } from './tv.presenter.ts';
import { createTvProgrammesRepository, type StaffProgrammeRow, type TvProgrammesRepository } from './tv-programmes.repository.ts';
import type { TvRepository } from './tv.repository.ts';

const C = CATALOGUE_MESSAGES;
const DAY_MS = 86_400_000;

/** The IST day of an instant, 'YYYY-MM-DD'. */
function toChannelDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TV_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/** Midnight IST of a day, as a UTC instant (IST has no daylight saving: always +05:30). */
function channelMidnight(day: string): number {
  return Date.parse(`${day}T00:00:00+05:30`);
}

/** What the audit log keeps of a programme. */
function toAuditFields(row: Pick<StaffProgrammeRow, 'name' | 'length' | 'slot' | 'description' | 'for_whom'>) {
  return { name: row.name, length: row.length, slot: row.slot, description: row.description, for_whom: row.for_whom };
}

/**
 * The team's TV programmes and schedule (issue 21 item 5): add, edit, reorder, retire (a retired
 * programme takes no new pitches; pitches that name it keep showing it) and bring back, each
 * audited with its before and after; and the scheduled pitches by day.
 */
export function createTvProgrammesService(deps: { db: Database; tv: TvRepository; audit: Pick<AuditService, 'runAudited'>; clock: ClockPort }) {
  const repository = createTvProgrammesRepository(deps.db);

  /** A programme by slug, or 404. */
  async function findOrThrow(repo: TvProgrammesRepository, slug: string): Promise<StaffProgrammeRow> {
    const row = await repo.findBySlug(slug);
    if (!row) throw AppError.notFound(C.programmeNotFound);
    return row;
  }

  /** Refuses a name another programme has (whatever its case). */
  async function assertNameFree(repo: TvProgrammesRepository, name: string, ownId: number | null): Promise<void> {
    const other = await repo.findByName(name);
    if (other && other.id !== ownId) throw fieldError('name', C.programmeNameTaken);
  }

  return {
    /** Every programme, retired ones too, in the channel's order. */
    async list(request: StaffRequest): Promise<StaffProgramme[]> {
      authorizeStaff(request);
      return (await repository.listAll()).map(presentStaffProgramme);
    },

    /** Adds a programme at the end; its slug is made from its name and never changes. */
    async add(request: StaffRequest, body: ProgrammeBody): Promise<StaffProgramme> {
      const session = authorizeStaff(request);
      const slug = toSlug(body.name);
      if (!slug) throw fieldError('name', C.programmeNameRequired);
      try {
        const row = await deps.audit.runAudited(
          session,
          async (trx) => {
            const repo = createTvProgrammesRepository(trx);
            await assertNameFree(repo, body.name, null);
            if (await repo.findBySlug(slug)) throw fieldError('name', C.programmeNameTaken);
            await repo.insert({ slug, ...body });
            return findOrThrow(repo, slug);
          },
          (added) => ({ action: 'tv_programme.create', targetType: 'tv_programme', targetKey: added.slug, targetLabel: added.name, after: toAuditFields(added) }),
        );
        return presentStaffProgramme(row);
      } catch (error) {
        // Two team members adding the same name at once: the second meets the unique slug.
        if (isUniqueViolation(error)) throw fieldError('name', C.programmeNameTaken);
        throw error;
      }
    },

    /** Changes a programme's words; its slug stays, so pitches and links keep it. */
    async update(request: StaffRequest, slug: string, body: ProgrammeBody): Promise<StaffProgramme> {
      const session = authorizeStaff(request);
      let before: StaffProgrammeRow | undefined;
      const row = await deps.audit.runAudited(
        session,
        async (trx) => {
          const repo = createTvProgrammesRepository(trx);
          before = await findOrThrow(repo, slug);
          await assertNameFree(repo, body.name, before.id);
          await repo.update(before.id, body);
          return findOrThrow(repo, slug);
        },
        (after) => ({ action: 'tv_programme.update', targetType: 'tv_programme', targetKey: slug, targetLabel: after.name, before: before && toAuditFields(before), after: toAuditFields(after) }),
      );
      return presentStaffProgramme(row);
    },

    /** Retires a programme (no new pitches) or brings it back; doing what is already done changes nothing and logs nothing. */
    async retire(request: StaffRequest, slug: string, isRetired: boolean): Promise<StaffProgramme> {
      const session = authorizeStaff(request);
      const current = await findOrThrow(repository, slug);
      if ((current.retired_at !== null) === isRetired) return presentStaffProgramme(current);
      const row = await deps.audit.runAudited(
        session,
        async (trx) => {
          const repo = createTvProgrammesRepository(trx);
          await repo.update(current.id, { retired_at: isRetired ? deps.clock.now().toISOString() : null });
          return findOrThrow(repo, slug);
        },
        (after) => ({
          action: isRetired ? 'tv_programme.retire' : 'tv_programme.restore',
          targetType: 'tv_programme',
          targetKey: slug,
          targetLabel: after.name,
          before: { retired_at: current.retired_at },
          after: { retired_at: after.retired_at },
        }),
      );
      return presentStaffProgramme(row);
    },

    /** Puts the programmes in a new order: every slug exactly once. */
    async reorder(request: StaffRequest, slugs: string[]): Promise<StaffProgramme[]> {
      const session = authorizeStaff(request);
      const rows = await deps.audit.runAudited(
        session,
        async (trx) => {
          const repo = createTvProgrammesRepository(trx);
          const all = await repo.listAll();
          const bySlug = new Map(all.map((row) => [row.slug, row]));
          if (slugs.length !== all.length || new Set(slugs).size !== slugs.length || slugs.some((slug) => !bySlug.has(slug))) throw fieldError('slugs', C.programmeOrderInvalid);
          await repo.setOrder(slugs.map((slug) => (bySlug.get(slug) as StaffProgrammeRow).id));
          return { before: all.map((row) => row.slug), after: await repo.listAll() };
        },
        ({ before, after }) => ({ action: 'tv_programme.reorder', targetType: 'tv_programme', before: { order: before }, after: { order: after.map((row) => row.slug) } }),
      );
      return rows.after.map(presentStaffProgramme);
    },

    /** The scheduled pitches from `from` (an IST day; today by default) for `days` days, grouped by IST day; empty days are listed too. */
    async schedule(request: StaffRequest, query: { from?: string; days: number }): Promise<{ from: string; days: ScheduleDay[] }> {
      authorizeStaff(request);
      const from = query.from ?? toChannelDay(deps.clock.now().toISOString());
      const start = channelMidnight(from);
      if (Number.isNaN(start)) throw fieldError('from', C.scheduleRangeInvalid);
      const pitches = await deps.tv.listScheduledBetween(new Date(start).toISOString(), new Date(start + query.days * DAY_MS).toISOString());
      const days: ScheduleDay[] = Array.from({ length: query.days }, (_, index) => ({ day: toChannelDay(new Date(start + index * DAY_MS + DAY_MS / 2).toISOString()), slots: [] }));
      const byDay = new Map(days.map((day) => [day.day, day]));
      for (const pitch of pitches) byDay.get(toChannelDay(pitch.scheduled_at as string))?.slots.push(presentStaffSlot(pitch));
      return { from, days };
    },
  };
}
export type TvProgrammesService = ReturnType<typeof createTvProgrammesService>;
