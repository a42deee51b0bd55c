import { REFERENCE_CACHE_SECONDS } from '@indiwave/domain/constants';
import type { City } from '@indiwave/domain/contract/reference';
import { AppError } from '../../http/app-error.ts';
import { toJsonSnapshot, type JsonSnapshot } from '../../http/json-snapshot.ts';
import { presentCities, presentCountries, presentNamed } from './reference.presenter.ts';
import type { NamedTable, ReferenceRepository } from './reference.repository.ts';

/** Keeps the first successful result of a load; a failed load is tried again next time. */
function rememberOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= load().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}

/**
 * Each list is read and serialised once and then served from memory: a request costs no query
 * and no serialisation. The team can add and rename items (reference-admin.service.ts): the
 * instance that made the change drops its copy at once (`forgetNamedList`), and every instance
 * reads a list again after REFERENCE_CACHE_SECONDS, so several instances agree within a minute.
 * Countries and states change only with a migration: read once. Cities are per state and read
 * on demand.
 */
export function createReferenceService(repository: ReferenceRepository, clock: { now(): Date } = { now: () => new Date() }) {
  const named = new Map<NamedTable, { snapshot: Promise<JsonSnapshot>; readAt: number }>();

  return {
    /** `{ success, results }` of a named list, serialised once and kept for REFERENCE_CACHE_SECONDS. */
    namedListSnapshot(table: NamedTable): Promise<JsonSnapshot> {
      const now = clock.now().getTime();
      const kept = named.get(table);
      if (kept && now - kept.readAt < REFERENCE_CACHE_SECONDS * 1000) return kept.snapshot;
      const snapshot = repository.listNamed(table).then((rows) => toJsonSnapshot({ success: true, results: presentNamed(rows) }));
      named.set(table, { snapshot, readAt: now });
      // A failed read is tried again by the next request.
      snapshot.catch(() => {
        if (named.get(table)?.snapshot === snapshot) named.delete(table);
      });
      return snapshot;
    },
    /** Drops this instance's copy of a list after the team changed it. */
    forgetNamedList(table: NamedTable): void {
      named.delete(table);
    },
    /** `{ success, results }` of every country with its states, serialised once. */
    countriesSnapshot: rememberOnce(async () =>
      toJsonSnapshot({ success: true, results: presentCountries(await repository.listCountries(), await repository.listStates()) }),
    ),
    async listCities(stateId: number): Promise<City[]> {
      const cities = await repository.listCities(stateId);
      if (cities.length === 0 && !(await repository.hasState(stateId))) throw AppError.notFound('State not found');
      return presentCities(cities);
    },
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
