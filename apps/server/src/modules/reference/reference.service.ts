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
 * Reference data changes only with a migration, so each list is read and serialised once per
 * process: every instance reads the same seeded rows, and a request costs no query and no
 * serialisation. Cities are per state and read on demand.
 */
export function createReferenceService(repository: ReferenceRepository) {
  const named = new Map<NamedTable, () => Promise<JsonSnapshot>>();

  return {
    /** `{ success, results }` of a named list, serialised once. */
    namedListSnapshot(table: NamedTable): Promise<JsonSnapshot> {
      let load = named.get(table);
      if (!load) {
        load = rememberOnce(async () => toJsonSnapshot({ success: true, results: presentNamed(await repository.listNamed(table)) }));
        named.set(table, load);
      }
      return load();
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
