import { sql, type Insertable, type Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Tables } from '../../db/tables.ts';

export type AuditRow = Selectable<Tables['audit_log']>;
/** A line as the log lists it: the row and the actor's current slug. */
export type AuditListRow = AuditRow & { actor_slug: string | null };

/** What a search may narrow by, resolved to columns (the service turns slugs into ids). */
export type AuditSearch = {
  words: string[];
  /** An exact action, or an area prefix ('report.'). */
  action?: { exact: string } | { prefix: string };
  /** The actor's id; null for the shell operator. */
  actorId?: number | null;
  targetType?: string;
  targetKey?: string;
  /** ISO bounds: from included, until excluded. */
  from?: string;
  until?: string;
};

/** LIKE's wildcards in a word are matched as themselves. */
function toLikePattern(word: string): string {
  return `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The audit_log table. It only ever inserts and reads: the database refuses UPDATE and DELETE
 * on it (migrations/021-staff.ts), so no code path could rewrite history even by mistake.
 * Takes a transaction as its database when a line is written with the action it records.
 */
export function createAuditRepository(db: Database) {
  /** Everything a search matches on, lower-cased, in one string. */
  const haystack = sql<string>`lower(coalesce(audit_log.actor_label, '') || ' ' || audit_log.action || ' ' || audit_log.target_type || ' ' || coalesce(audit_log.target_key, '') || ' ' || coalesce(audit_log.target_label, '') || ' ' || coalesce(audit_log.reason, '') || ' ' || audit_log.ip)`;

  function filtered(search: AuditSearch) {
    let query = db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.actor_id');
    for (const word of search.words) query = query.where(sql<boolean>`${haystack} like ${toLikePattern(word)} escape '\\'`);
    if (search.action && 'exact' in search.action) query = query.where('audit_log.action', '=', search.action.exact);
    if (search.action && 'prefix' in search.action) query = query.where('audit_log.action', 'like', `${search.action.prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (search.actorId === null) query = query.where('audit_log.actor_id', 'is', null);
    else if (search.actorId !== undefined) query = query.where('audit_log.actor_id', '=', search.actorId);
    if (search.targetType) query = query.where('audit_log.target_type', '=', search.targetType);
    if (search.targetKey) query = query.where('audit_log.target_key', '=', search.targetKey);
    if (search.from) query = query.where('audit_log.created_at', '>=', search.from);
    if (search.until) query = query.where('audit_log.created_at', '<', search.until);
    return query.selectAll('audit_log').select('users.slug as actor_slug');
  }

  return {
    /** Appends one line; returns its id. */
    async insert(line: Insertable<Tables['audit_log']>): Promise<number> {
      const row = await db.insertInto('audit_log').values(line).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** Name and e-mail of a member, for the line's actor label. */
    /** The lines of one action on these targets, oldest first. */
    listForTargets(action: string, targetType: string, targetKeys: string[]) {
      return db.selectFrom('audit_log').select(['target_key', 'actor_label', 'reason', 'created_at']).where('action', '=', action).where('target_type', '=', targetType).where('target_key', 'in', targetKeys).orderBy('id').execute();
    },
    findPerson(userId: number) {
      return db.selectFrom('users').select(['id', 'slug', 'email', 'first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
    },

    /** A person by slug or e-mail (deleted accounts too: their past actions stay findable). */
    findPersonId(slugOrEmail: string): Promise<{ id: number } | undefined> {
      const value = slugOrEmail.trim().toLowerCase();
      return db.selectFrom('users').select('id').where((eb) => eb.or([eb('slug', '=', value), eb('email', '=', value)])).executeTakeFirst();
    },

    /** A page of matching lines, newest first, older than `beforeId` when given. */
    list(search: AuditSearch, beforeId: number | undefined, limit: number): Promise<AuditListRow[]> {
      let query = filtered(search);
      if (beforeId !== undefined) query = query.where('audit_log.id', '<', beforeId);
      return query.orderBy('audit_log.id', 'desc').limit(limit).execute();
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
