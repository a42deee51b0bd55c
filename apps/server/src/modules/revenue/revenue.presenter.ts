import type { Payout, StaffPayout, Statement, UnmatchedLine } from '@indiwave/domain/contract/revenue';
import type { PayoutStatus } from '@indiwave/domain/constants';
import { PAYOUT_STATUS_LABELS } from '@indiwave/domain/messages';
import { maskAccountNumber } from '@indiwave/domain/rules/revenue-rules';
import type { PayoutRow, StaffPayoutRow, StatementRow, UnmatchedRow } from './revenue.repository.ts';

export function presentStatement(row: StatementRow): Statement {
  const { id, file_name, content_sha256, line_count, matched_count, unmatched_count, total_paise, units, created_at } = row;
  return { id, file_name, content_sha256, line_count, matched_count, unmatched_count, total_paise: Number(total_paise), units: Number(units), created_at };
}

export function presentUnmatched(row: UnmatchedRow): UnmatchedLine {
  const { id: _id, statement_id: _statement, ...line } = row;
  return line;
}

export function presentPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    amount_paise: row.amount_paise,
    status: row.status as PayoutStatus,
    status_label: PAYOUT_STATUS_LABELS[row.status as PayoutStatus],
    account_number_masked: maskAccountNumber(row.account_number),
    ifsc: row.ifsc,
    note: row.note,
    created_at: row.created_at,
    decided_at: row.decided_at,
  };
}

export function presentStaffPayout(row: StaffPayoutRow): StaffPayout {
  return {
    ...presentPayout(row),
    artist: { id: row.user_id, name: `${row.first_name} ${row.last_name}`.trim(), email: row.email },
    holder_name: row.holder_name,
    account_number: row.account_number,
  };
}

/** One CSV cell (RFC 4180); a cell a spreadsheet would run as a formula gets a leading apostrophe (store names come from statements). */
function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Paise as rupees with two decimals, for a spreadsheet. */
function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const magnitude = Math.abs(paise);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

export const REVENUE_CSV_COLUMNS = ['month', 'store', 'country', 'units', 'earnings_inr'] as const;

export function presentRevenueCsv(rows: Array<{ month: string; store: string; country: string; units: number; earnings_paise: number }>): string {
  const lines = [REVENUE_CSV_COLUMNS.join(','), ...rows.map((row) => [row.month, row.store, row.country, row.units, rupees(row.earnings_paise)].map(csvCell).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
