import type { Database } from '../../db/database.ts';

export type AgreementTemplateRow = { id: number; body: string; note: string; created_at: string; author_slug: string | null; author_first_name: string | null; author_last_name: string | null };

/** The versions of the agreement's text (migrations/023-agreement-templates.ts): appended, never changed. */
export function createAgreementTemplatesRepository(db: Database) {
  const withAuthor = () =>
    db
      .selectFrom('agreement_templates as t')
      .leftJoin('users as u', 'u.id', 't.created_by')
      .select(['t.id', 't.body', 't.note', 't.created_at', 'u.slug as author_slug', 'u.first_name as author_first_name', 'u.last_name as author_last_name']);

  return {
    /** The newest versions first. */
    list(limit: number): Promise<AgreementTemplateRow[]> {
      return withAuthor().orderBy('t.id', 'desc').limit(limit).execute();
    },
    /** The current version: the newest. Migration 023 stores the first, so there always is one. */
    findCurrent(): Promise<AgreementTemplateRow> {
      return withAuthor().orderBy('t.id', 'desc').limit(1).executeTakeFirstOrThrow();
    },
    async count(): Promise<number> {
      return Number((await db.selectFrom('agreement_templates').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    },
    async insert(values: { body: string; note: string; created_by: number; created_at: string }): Promise<number> {
      return (await db.insertInto('agreement_templates').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
  };
}
