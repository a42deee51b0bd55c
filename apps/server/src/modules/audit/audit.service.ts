import { AUDIT_EXPORT_MAX } from '@indiwave/domain/constants';
import type { AuditEntry, AuditFilters, AuditQuery } from '@indiwave/domain/contract/staff';
import type { Database } from '../../db/database.ts';
import { authorizeStaff, type StaffRequest, type StaffSession } from '../staff/staff.policy.ts';
import { presentAuditCsvHeader, presentAuditCsvRows, presentAuditEntry } from './audit.presenter.ts';
import { createAuditRepository, type AuditSearch } from './audit.repository.ts';

/** What a staff action tells the log, besides who and from where. */
export type AuditInput = {
  /** 'area.verb': 'role.grant', 'report.dismiss', 'content.take_down' … */
  action: string;
  /** 'user', 'song', 'report', 'broadcast' … */
  targetType: string;
  targetKey?: string | number | null;
  targetLabel?: string | null;
  /** The fields the action changed, as they were and as they are (JSON-serialisable). */
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

/** The operator at the server's shell (`npm run admin`): no account, no address. */
export const SHELL_ORIGIN = { label: 'operator at the server (npm run admin)', ip: 'shell', userAgent: 'npm run admin' } as const;

const EXPORT_PAGE = 1_000;

function toJson(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

function toKey(value: string | number | null | undefined): string | null {
  return value === undefined || value === null ? null : String(value);
}

/**
 * The audit log (issue 21): every staff action writes one line in the transaction of the action
 * (`record(trx, session, …)`), so an action without its line cannot happen and a line without
 * its action cannot remain. Staff search it and export it as CSV; exporting is itself logged.
 */
export function createAuditService(deps: { db: Database; now: () => Date }) {
  const repository = createAuditRepository(deps.db);

  async function toSearch(filters: AuditFilters): Promise<AuditSearch | null> {
    const search: AuditSearch = { words: (filters.q ?? '').split(/\s+/).filter(Boolean) };
    if (filters.action) search.action = filters.action.includes('.') && !filters.action.endsWith('.') ? { exact: filters.action } : { prefix: filters.action.endsWith('.') ? filters.action : `${filters.action}.` };
    if (filters.actor) {
      if (filters.actor === 'operator') search.actorId = null;
      else {
        const person = await repository.findPersonId(filters.actor);
        if (!person) return null;
        search.actorId = person.id;
      }
    }
    if (filters.target_type) search.targetType = filters.target_type;
    if (filters.target) search.targetKey = filters.target;
    if (filters.from) search.from = `${filters.from}T00:00:00.000Z`;
    if (filters.to) search.until = new Date(Date.parse(`${filters.to}T00:00:00.000Z`) + 86_400_000).toISOString();
    return search;
  }

  const service = {
    /**
     * Runs a team member's change and writes its line in one transaction: neither happens
     * without the other. `change` gets the transaction to build its repositories on.
     */
    async runAudited<T>(session: StaffSession, change: (trx: Database) => Promise<T>, describe: (result: T) => AuditInput): Promise<T> {
      return deps.db.transaction().execute(async (trx) => {
        const result = await change(trx);
        await service.record(trx, session, describe(result));
        return result;
      });
    },

    /**
     * Writes the line of an action whose module commits its own guarded transaction (a state move
     * that refuses a concurrent second reviewer): recorded right after that commit.
     */
    async recordCommitted(session: StaffSession, input: AuditInput): Promise<number> {
      return service.record(deps.db, session, input);
    },

    /**
     * Writes one line for an action of `session`'s member. Pass the transaction of the action as
     * `db`, so the line and the change commit or roll back together.
     */
    async record(db: Database, session: StaffSession, input: AuditInput): Promise<number> {
      const repo = createAuditRepository(db);
      const person = await repo.findPerson(session.member.id);
      const name = person ? `${person.first_name} ${person.last_name}`.trim() : `account #${session.member.id}`;
      return repo.insert({
        actor_id: session.member.id,
        actor_label: person ? `${name} <${person.email}>` : name,
        actor_role: session.member.staffRole,
        action: input.action,
        target_type: input.targetType,
        target_key: toKey(input.targetKey),
        target_label: input.targetLabel ?? null,
        before_json: toJson(input.before),
        after_json: toJson(input.after),
        reason: input.reason ?? null,
        ip: session.ip,
        user_agent: session.userAgent,
        created_at: deps.now().toISOString(),
      });
    },

    /** Writes one line for an operator's command at the server's shell (`npm run admin`). */
    async recordShell(db: Database, input: AuditInput): Promise<number> {
      return createAuditRepository(db).insert({
        actor_id: null,
        actor_label: SHELL_ORIGIN.label,
        actor_role: 'operator',
        action: input.action,
        target_type: input.targetType,
        target_key: toKey(input.targetKey),
        target_label: input.targetLabel ?? null,
        before_json: toJson(input.before),
        after_json: toJson(input.after),
        reason: input.reason ?? null,
        ip: SHELL_ORIGIN.ip,
        user_agent: SHELL_ORIGIN.userAgent,
        created_at: deps.now().toISOString(),
      });
    },

    /**
     * The newest line of `action` on each of these targets, by target key: what another module
     * shows of its own audited actions (who refunded an order, when, why).
     */
    async findLatest(action: string, targetType: string, targetKeys: string[]): Promise<Map<string, { actor_label: string; reason: string | null; created_at: string }>> {
      const rows = targetKeys.length ? await repository.listForTargets(action, targetType, targetKeys) : [];
      const latest = new Map<string, { actor_label: string; reason: string | null; created_at: string }>();
      // Rows come oldest first: a later line replaces an earlier one.
      for (const row of rows) if (row.target_key !== null) latest.set(row.target_key, { actor_label: row.actor_label, reason: row.reason, created_at: row.created_at });
      return latest;
    },

    /** A page of the log, newest first. */
    async search(request: StaffRequest, query: AuditQuery): Promise<{ results: AuditEntry[]; next_before: number | null }> {
      authorizeStaff(request);
      const search = await toSearch(query);
      if (!search) return { results: [], next_before: null };
      const rows = await repository.list(search, query.before, query.limit + 1);
      const page = rows.slice(0, query.limit);
      return { results: page.map(presentAuditEntry), next_before: rows.length > query.limit ? page[page.length - 1].id : null };
    },

    /** The matching lines as CSV (newest first, at most AUDIT_EXPORT_MAX); the export is logged with its filters and size. */
    async exportCsv(request: StaffRequest, filters: AuditFilters): Promise<{ csv: string; fileName: string; count: number }> {
      const session = authorizeStaff(request);
      const search = await toSearch(filters);
      let csv = presentAuditCsvHeader();
      let count = 0;
      for (let before: number | undefined; search && count < AUDIT_EXPORT_MAX; ) {
        const rows = await repository.list(search, before, Math.min(EXPORT_PAGE, AUDIT_EXPORT_MAX - count));
        if (rows.length === 0) break;
        csv += presentAuditCsvRows(rows);
        count += rows.length;
        before = rows[rows.length - 1].id;
      }
      await service.record(deps.db, session, { action: 'audit.export', targetType: 'audit_log', after: { filters, lines: count } });
      const day = deps.now().toISOString().slice(0, 10);
      return { csv, fileName: `audit-log-${day}.csv`, count };
    },
  };
  return service;
}
export type AuditService = ReturnType<typeof createAuditService>;
