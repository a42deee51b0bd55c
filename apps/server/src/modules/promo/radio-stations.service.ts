import type { StaffStation, StationBody } from '@indiwave/domain/contract/promo';
import { CATALOGUE_MESSAGES } from '@indiwave/domain/messages';
import { toSlug } from '@indiwave/domain/rules/slug';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/parse-with.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { isUniqueViolation } from '../catalog/catalog-rules.ts';
import { authorizeStaff, type StaffRequest } from '../staff/staff.policy.ts';
import { createRadioStationsRepository, type RadioStationsRepository, type StaffStationRow } from './radio-stations.repository.ts';

const C = CATALOGUE_MESSAGES;

/** A station as the team reads it. */
function presentStaffStation(row: StaffStationRow): StaffStation {
  return { slug: row.slug, name: row.name, city: row.city, genre_focus: row.genre_focus, email: row.email, position: row.position, retired_at: row.retired_at, pitch_count: Number(row.pitch_count ?? 0) };
}

/** What the audit log keeps of a station. */
function toAuditFields(row: Pick<StaffStationRow, 'name' | 'city' | 'genre_focus' | 'email'>) {
  return { name: row.name, city: row.city, genre_focus: row.genre_focus, email: row.email };
}

/**
 * The team's radio stations (issue 21 item 5): add, edit, retire (artists can no longer pitch
 * to it; its pitches stay) and bring back, each audited with its before and after.
 */
export function createRadioStationsService(deps: { db: Database; audit: Pick<AuditService, 'runAudited'>; clock: ClockPort }) {
  const repository = createRadioStationsRepository(deps.db);

  async function findOrThrow(repo: RadioStationsRepository, slug: string): Promise<StaffStationRow> {
    const row = await repo.findBySlug(slug);
    if (!row) throw AppError.notFound(C.stationNotFound);
    return row;
  }

  /** Refuses a name another station has in the same city (whatever the case). */
  async function assertFree(repo: RadioStationsRepository, body: StationBody, ownId: number | null): Promise<void> {
    const other = await repo.findByNameAndCity(body.name, body.city);
    if (other && other.id !== ownId) throw fieldError('name', C.stationTaken);
  }

  return {
    async list(request: StaffRequest): Promise<StaffStation[]> {
      authorizeStaff(request);
      return (await repository.listAll()).map(presentStaffStation);
    },

    /** Adds a station at the end; its slug is made of its name and city ('radio-city-mumbai') and never changes. */
    async add(request: StaffRequest, body: StationBody): Promise<StaffStation> {
      const session = authorizeStaff(request);
      const slug = toSlug(`${body.name} ${body.city}`);
      if (!slug) throw fieldError('name', C.stationNameRequired);
      try {
        const row = await deps.audit.runAudited(
          session,
          async (trx) => {
            const repo = createRadioStationsRepository(trx);
            await assertFree(repo, body, null);
            if (await repo.findBySlug(slug)) throw fieldError('name', C.stationTaken);
            await repo.insert({ slug, ...body });
            return findOrThrow(repo, slug);
          },
          (added) => ({ action: 'radio_station.create', targetType: 'radio_station', targetKey: added.slug, targetLabel: added.name, after: toAuditFields(added) }),
        );
        return presentStaffStation(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('name', C.stationTaken);
        throw error;
      }
    },

    async update(request: StaffRequest, slug: string, body: StationBody): Promise<StaffStation> {
      const session = authorizeStaff(request);
      let before: StaffStationRow | undefined;
      const row = await deps.audit.runAudited(
        session,
        async (trx) => {
          const repo = createRadioStationsRepository(trx);
          before = await findOrThrow(repo, slug);
          await assertFree(repo, body, before.id);
          await repo.update(before.id, body);
          return findOrThrow(repo, slug);
        },
        (after) => ({ action: 'radio_station.update', targetType: 'radio_station', targetKey: slug, targetLabel: after.name, before: before && toAuditFields(before), after: toAuditFields(after) }),
      );
      return presentStaffStation(row);
    },

    /** Retires a station or brings it back; doing what is already done changes and logs nothing. */
    async retire(request: StaffRequest, slug: string, isRetired: boolean): Promise<StaffStation> {
      const session = authorizeStaff(request);
      const current = await findOrThrow(repository, slug);
      if ((current.retired_at !== null) === isRetired) return presentStaffStation(current);
      const row = await deps.audit.runAudited(
        session,
        async (trx) => {
          const repo = createRadioStationsRepository(trx);
          await repo.update(current.id, { retired_at: isRetired ? deps.clock.now().toISOString() : null });
          return findOrThrow(repo, slug);
        },
        (after) => ({
          action: isRetired ? 'radio_station.retire' : 'radio_station.restore',
          targetType: 'radio_station',
          targetKey: slug,
          targetLabel: after.name,
          before: { retired_at: current.retired_at },
          after: { retired_at: after.retired_at },
        }),
      );
      return presentStaffStation(row);
    },
  };
}
export type RadioStationsService = ReturnType<typeof createRadioStationsService>;
