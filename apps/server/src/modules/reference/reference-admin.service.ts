import { REFERENCE_ITEM_LABELS, type ReferenceList, type StaffNamedItem } from '@indiwave/domain/contract/reference';
import { CATALOGUE_MESSAGES } from '@indiwave/domain/messages';
import { toSlug } from '@indiwave/domain/rules/slug';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/parse-with.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { isUniqueViolation } from '../catalog/catalog-rules.ts';
import { authorizeStaff, type StaffRequest } from '../staff/staff.policy.ts';
import { createReferenceRepository, type ReferenceRepository } from './reference.repository.ts';
import type { ReferenceService } from './reference.service.ts';

const C = CATALOGUE_MESSAGES;
type ItemRow = { id: number; name: string; slug: string; position: number };

function present(row: ItemRow): StaffNamedItem {
  return { id: row.id, name: row.name, slug: row.slug, position: row.position };
}

/**
 * The team's reference lists (issue 21 item 5): genres, languages, moods, artist categories and
 * band roles, tables since the first migration. Items are added (at the end, with a slug made
 * from the name) and renamed (id and slug stay, so songs, profiles, filters and links keep
 * them); never deleted, since songs and people point at them. Names are unique in a list
 * whatever their case, and so are slugs. Each change is audited and drops the served copy.
 */
export function createReferenceAdminService(deps: { db: Database; audit: Pick<AuditService, 'runAudited'>; reference: Pick<ReferenceService, 'forgetNamedList'> }) {
  const repository = createReferenceRepository(deps.db);

  /** Refuses a name (or the slug it makes) another item of the list has. */
  async function assertFree(repo: ReferenceRepository, list: ReferenceList, name: string, slug: string | null, ownId: number | null): Promise<void> {
    const item = REFERENCE_ITEM_LABELS[list];
    const sameName = await repo.findNamedByName(list, name);
    if (sameName && sameName.id !== ownId) throw fieldError('name', C.referenceTaken(item, sameName.name));
    if (slug === null) return;
    const sameSlug = await repo.findNamedBySlug(list, slug);
    if (sameSlug && sameSlug.id !== ownId) throw fieldError('name', C.referenceSlugTaken(item, sameSlug.name));
  }

  return {
    async list(request: StaffRequest, list: ReferenceList): Promise<StaffNamedItem[]> {
      authorizeStaff(request);
      return (await repository.listNamedForStaff(list)).map(present);
    },

    async add(request: StaffRequest, list: ReferenceList, name: string): Promise<StaffNamedItem> {
      const session = authorizeStaff(request);
      const slug = toSlug(name);
      if (!slug) throw fieldError('name', C.referenceNameRequired);
      try {
        const row = await deps.audit.runAudited(
          session,
          async (trx) => {
            const repo = createReferenceRepository(trx);
            await assertFree(repo, list, name, slug, null);
            await repo.insertNamed(list, { name, slug });
            return (await repo.findNamedBySlug(list, slug)) as ItemRow;
          },
          (added) => ({ action: 'reference.create', targetType: list, targetKey: added.slug, targetLabel: added.name, after: { name: added.name, slug: added.slug } }),
        );
        return present(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('name', C.referenceTaken(REFERENCE_ITEM_LABELS[list], name));
        throw error;
      } finally {
        deps.reference.forgetNamedList(list);
      }
    },

    async rename(request: StaffRequest, list: ReferenceList, slug: string, name: string): Promise<StaffNamedItem> {
      const session = authorizeStaff(request);
      let before: ItemRow | undefined;
      try {
        const row = await deps.audit.runAudited(
          session,
          async (trx) => {
            const repo = createReferenceRepository(trx);
            before = await repo.findNamedBySlug(list, slug);
            if (!before) throw AppError.notFound(C.referenceNotFound);
            await assertFree(repo, list, name, null, before.id);
            await repo.renameNamed(list, before.id, name);
            return (await repo.findNamedBySlug(list, slug)) as ItemRow;
          },
          (after) => ({ action: 'reference.rename', targetType: list, targetKey: slug, targetLabel: after.name, before: { name: before?.name }, after: { name: after.name } }),
        );
        return present(row);
      } finally {
        deps.reference.forgetNamedList(list);
      }
    },
  };
}
export type ReferenceAdminService = ReturnType<typeof createReferenceAdminService>;
