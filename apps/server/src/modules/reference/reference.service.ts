import type { City, NamedItem } from '@indiwave/domain/contract/reference';
import { AppError } from '../../http/app-error.ts';
import { presentCities, presentCountries, presentNamed } from './reference.presenter.ts';
import type { NamedTable, ReferenceRepository } from './reference.repository.ts';

/**
 * Reference data changes only with a migration, so the presented lists are kept after the
 * first read: every instance reads the same seeded rows, and no request waits on a scan twice.
 */
export function createReferenceService(repository: ReferenceRepository) {
  const named = new Map<NamedTable, Promise<NamedItem[]>>();

  function remember<T>(load: () => Promise<T>): () => Promise<T> {
    let value: Promise<T> | undefined;
    return () => (value ??= load().catch((error: unknown) => ((value = undefined), Promise.reject(error))));
  }

  return {
    listNamed(table: NamedTable): Promise<NamedItem[]> {
      let list = named.get(table);
      if (!list) {
        list = repository.listNamed(table).then(presentNamed);
        list.catch(() => named.delete(table));
        named.set(table, list);
      }
      return list;
    },
    listCountries: remember(async () => presentCountries(await repository.listCountries(), await repository.listStates())),
    async listCities(stateId: number): Promise<City[]> {
      const cities = await repository.listCities(stateId);
      if (cities.length === 0 && !(await repository.hasState(stateId))) throw AppError.notFound('State not found');
      return presentCities(cities);
    },
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
