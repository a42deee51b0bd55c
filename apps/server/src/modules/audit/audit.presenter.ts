import { AUDIT_CSV_COLUMNS, type AuditEntry } from '@indiwave/domain/contract/staff';
import type { AuditListRow } from './audit.repository.ts';

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A row of the log as the console shows it. */
export function presentAuditEntry(row: AuditListRow): AuditEntry {
  return {
    id: row.id,
    created_at: row.created_at,
    actor: { slug: row.actor_slug, label: row.actor_label, role: row.actor_role },
    action: row.action,
    target: { type: row.target_type, key: row.target_key, label: row.target_label },
    before: parseJson(row.before_json),
    after: parseJson(row.after_json),
    reason: row.reason,
    ip: row.ip,
    user_agent: row.user_agent,
  };
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe,
 * since targets and reasons are typed by people.
 */
export function toCsvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header line of the export. */
export function presentAuditCsvHeader(): string {
  return `${AUDIT_CSV_COLUMNS.join(',')}\r\n`;
}

/** Lines of the export, in AUDIT_CSV_COLUMNS order. */
export function presentAuditCsvRows(rows: AuditListRow[]): string {
  return rows
    .map((row) =>
      [row.id, row.created_at, row.actor_label, row.actor_role, row.action, row.target_type, row.target_key, row.target_label, row.reason, row.before_json, row.after_json, row.ip, row.user_agent]
        .map(toCsvCell)
        .join(','),
    )
    .map((line) => `${line}\r\n`)
    .join('');
}
