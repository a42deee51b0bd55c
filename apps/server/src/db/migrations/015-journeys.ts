import { toSlug } from '@indiwave/domain/rules/slug';
import { sql } from 'kysely';
import type { MigrationContext } from './schema-helpers.ts';
import { INSTRUMENTAL_LANGUAGE } from '../seed/reference-lists.ts';

/**
 * "Instrumental" was both a genre and a language, so an upload's two chip groups offered the
 * same word (issue 15 item 2). The language says what it means: no lyrics; its slug follows, as
 * on a fresh database.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await sql`UPDATE languages SET name = ${INSTRUMENTAL_LANGUAGE}, slug = ${toSlug(INSTRUMENTAL_LANGUAGE)} WHERE name = ${'Instrumental'}`.execute(db);
}
