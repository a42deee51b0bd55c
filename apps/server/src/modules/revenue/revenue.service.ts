import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { PAYOUT_MIN_PAISE, REVENUE_LIST_MAX, REVENUE_STATEMENT_MAX_MB, REVENUE_UNMATCHED_PAGE, type PayoutStatus } from '@indiwave/domain/constants';
import type {
  BankDetails,
  BankDetailsBody,
  Payout,
  PayoutDecisionBody,
  RevenueReport,
  StaffPayout,
  Statement,
  StoreAnalytics,
  UnmatchedLine,
} from '@indiwave/domain/contract/revenue';
import { REVENUE_MESSAGES, fileTooLarge } from '@indiwave/domain/messages';
import { formatMoney } from '@indiwave/domain/rules/money';
import { maskAccountNumber } from '@indiwave/domain/rules/revenue-rules';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/parse-with.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { AuditInput } from '../audit/audit.service.ts';
import { isUniqueViolation } from '../catalog/catalog-rules.ts';
import { withOneFile, type FileFieldRule, type ReceiveUpload } from '../catalog/upload-reader.ts';
import { authorizeStaff, type StaffRequest, type StaffSession } from '../staff/staff.policy.ts';
import { presentPayout, presentRevenueCsv, presentStaffPayout, presentStatement, presentUnmatched } from './revenue.presenter.ts';
import { createRevenueRepository, type BankRow, type Period } from './revenue.repository.ts';
import { parseStatement, toPaise, type StatementLine } from './statement-parser.ts';

export type RevenueDeps = {
  db: Database;
  clock: ClockPort;
  audit: { record(db: Database, session: StaffSession, input: AuditInput): Promise<number> };
};

const STATEMENT_RULE: FileFieldRule = { maxBytes: REVENUE_STATEMENT_MAX_MB * 1024 * 1024, tooLargeMessage: fileTooLarge(REVENUE_STATEMENT_MAX_MB), missingMessage: REVENUE_MESSAGES.statementRequired };

/** A UPC without its leading zeros: a GTIN-12 written as 13 digits (or 14) is the same code. */
const upcKey = (upc: string) => upc.replace(/^0+/, '');

function presentBank(row: BankRow): BankDetails {
  return { holder_name: row.holder_name, bank_name: row.bank_name, ifsc: row.ifsc, account_number_masked: maskAccountNumber(row.account_number), updated_at: row.updated_at };
}

/**
 * Revenue (issue 18 item 6). Staff import store statements: every line is checked first, then
 * matched to a track by ISRC or a release by UPC, summed per release, track, store, country, sale
 * month and rate, and written in one transaction with the unmatched lines and the audit line. The
 * file's SHA-256 is unique, so importing it again changes nothing. Artists with a delivered
 * release read their figures and ask for payouts; staff mark them paid or rejected (audited).
 */
export function createRevenueService(deps: RevenueDeps) {
  const repository = createRevenueRepository(deps.db);
  const now = () => deps.clock.now().toISOString();

  async function requireEligible(user: AuthUser): Promise<void> {
    if (!(await repository.hasDistributedRelease(user.id))) throw new AppError(403, REVENUE_MESSAGES.noDistributedRelease, 'no_distributed_release');
  }

  async function matchLines(lines: StatementLine[]) {
    const isrcs = [...new Set(lines.map((line) => line.isrc).filter(Boolean))];
    const byIsrc = new Map((await repository.findTracksByIsrc(isrcs)).map((track) => [track.isrc, track]));
    const upcCandidates = new Set<string>();
    for (const line of lines) {
      if (!line.upc || (line.isrc && byIsrc.has(line.isrc))) continue;
      const key = upcKey(line.upc);
      upcCandidates.add(key.padStart(12, '0')).add(key.padStart(13, '0'));
    }
    const byUpc = new Map((await repository.findReleasesByUpc([...upcCandidates])).map((release) => [upcKey(release.upc), release]));
    return (line: StatementLine) => {
      const track = line.isrc ? byIsrc.get(line.isrc) : undefined;
      if (track) return { release_id: track.release_id, track_id: track.track_id as number | null, user_id: track.user_id };
      const release = line.upc ? byUpc.get(upcKey(line.upc)) : undefined;
      return release ? { release_id: release.release_id, track_id: null, user_id: release.user_id } : null;
    };
  }

  async function staffPayout(id: number): Promise<StaffPayout> {
    const row = await repository.findPayoutWithArtist(id);
    if (!row) throw AppError.notFound();
    return presentStaffPayout(row);
  }

  async function reportRows(user: AuthUser, period: Period) {
    const rows = await repository.sumEarnings(user.id, period, ['sale_month', 'store', 'country']);
    return rows
      .map((row) => ({ month: row.sale_month, store: row.store, country: row.country, units: row.units, earnings_paise: row.earnings_paise }))
      .sort((a, b) => b.month.localeCompare(a.month) || b.earnings_paise - a.earnings_paise || a.store.localeCompare(b.store) || a.country.localeCompare(b.country));
  }

  async function importFile(session: StaffSession, file: { path: string; fileName: string }): Promise<Statement & { already_imported: boolean }> {
    const bytes = await fs.readFile(file.path);
    const hash = crypto.createHash('sha256').update(bytes).digest('hex');
    const before = await repository.findStatementByHash(hash);
    if (before) return { ...presentStatement(before), already_imported: true };

    const lines = parseStatement(bytes.toString('utf8'));
    const match = await matchLines(lines);
    type Sum = { release_id: number; track_id: number | null; user_id: number; line: StatementLine; units: number; inr: bigint };
    const sums = new Map<string, Sum>();
    const unmatched: StatementLine[] = [];
    let total = 0n;
    let units = 0;
    for (const line of lines) {
      total += line.inrScaled;
      units += line.units;
      const target = match(line);
      if (!target) {
        unmatched.push(line);
        continue;
      }
      const key = [target.release_id, target.track_id ?? '', line.store, line.country, line.saleMonth, line.reportingMonth, line.currency, line.rate].join('\u0000');
      const sum = sums.get(key);
      if (sum) {
        sum.units += line.units;
        sum.inr += line.inrScaled;
      } else sums.set(key, { ...target, line, units: line.units, inr: line.inrScaled });
    }

    const createdAt = now();
    const statement = {
      content_sha256: hash,
      file_name: file.fileName.slice(0, 200),
      line_count: lines.length,
      matched_count: lines.length - unmatched.length,
      unmatched_count: unmatched.length,
      total_paise: toPaise(total),
      units,
      imported_by: session.member.id,
      created_at: createdAt,
    };
    try {
      const id = await deps.db.transaction().execute(async (trx) => {
        const repo = createRevenueRepository(trx);
        const statementId = await repo.insertStatement(statement);
        await repo.insertEarnings(
          [...sums.values()].map((sum) => ({
            statement_id: statementId,
            user_id: sum.user_id,
            release_id: sum.release_id,
            track_id: sum.track_id,
            store: sum.line.store,
            country: sum.line.country,
            sale_month: sum.line.saleMonth,
            reporting_month: sum.line.reportingMonth,
            currency: sum.line.currency,
            rate: sum.line.rate,
            units: sum.units,
            earnings_paise: toPaise(sum.inr),
          })),
        );
        await repo.insertUnmatched(
          unmatched.map((line) => ({
            statement_id: statementId,
            line_number: line.lineNumber,
            reporting_month: line.reportingMonth,
            sale_month: line.saleMonth,
            store: line.store,
            country: line.country,
            artist: line.artist,
            title: line.title,
            isrc: line.isrc,
            upc: line.upc,
            units: line.units,
            earnings: line.earnings,
            currency: line.currency,
            rate: line.rate,
            earnings_paise: toPaise(line.inrScaled),
          })),
        );
        await deps.audit.record(trx, session, {
          action: 'revenue.import',
          targetType: 'revenue_statement',
          targetKey: statementId,
          targetLabel: statement.file_name,
          after: { content_sha256: hash, lines: statement.line_count, matched: statement.matched_count, unmatched: statement.unmatched_count, total_paise: statement.total_paise, units },
        });
        return statementId;
      });
      return { ...presentStatement({ id, ...statement }), already_imported: false };
    } catch (error) {
      // The same file imported at the same moment by someone else: theirs stands, this one changes nothing.
      if (!isUniqueViolation(error)) throw error;
      const other = await repository.findStatementByHash(hash);
      if (!other) throw error;
      return { ...presentStatement(other), already_imported: true };
    }
  }

  return {
    /** The statement is read only once the sender is known to be staff. */
    async importStatement(request: StaffRequest, receive: ReceiveUpload): Promise<Statement & { already_imported: boolean }> {
      const session = authorizeStaff(request);
      return withOneFile(receive, 'file', STATEMENT_RULE, async (file) => importFile(session, file));
    },

    async statements(request: StaffRequest): Promise<Statement[]> {
      authorizeStaff(request);
      return (await repository.listStatements(REVENUE_LIST_MAX)).map(presentStatement);
    },

    async unmatched(request: StaffRequest, statementId: number, offset: number): Promise<{ results: UnmatchedLine[]; count: number }> {
      authorizeStaff(request);
      if (!(await repository.findStatement(statementId))) throw AppError.notFound();
      const { rows, count } = await repository.listUnmatched(statementId, offset, REVENUE_UNMATCHED_PAGE);
      return { results: rows.map(presentUnmatched), count };
    },

    async report(user: AuthUser, period: Period): Promise<RevenueReport> {
      await requireEligible(user);
      const [rows, byMonth, byStore, byCountry, balance] = await Promise.all([
        reportRows(user, period),
        repository.sumEarnings(user.id, period, ['sale_month']),
        repository.sumEarnings(user.id, period, ['store']),
        repository.sumEarnings(user.id, period, ['country']),
        repository.balance(user.id),
      ]);
      const byEarnings = (a: { earnings_paise: number }, b: { earnings_paise: number }) => b.earnings_paise - a.earnings_paise;
      return {
        totals: {
          earnings_paise: rows.reduce((sum, row) => sum + row.earnings_paise, 0),
          units: rows.reduce((sum, row) => sum + row.units, 0),
          paid_paise: balance.paid,
          pending_paise: balance.pending,
          available_paise: balance.earned - balance.paid - balance.pending,
        },
        by_month: byMonth.map((row) => ({ month: row.sale_month, units: row.units, earnings_paise: row.earnings_paise })).sort((a, b) => b.month.localeCompare(a.month)),
        by_store: byStore.map((row) => ({ store: row.store, units: row.units, earnings_paise: row.earnings_paise })).sort(byEarnings),
        by_country: byCountry.map((row) => ({ country: row.country, units: row.units, earnings_paise: row.earnings_paise })).sort(byEarnings),
        rows,
        payout_min_paise: PAYOUT_MIN_PAISE,
      };
    },

    async exportCsv(user: AuthUser, period: Period): Promise<{ csv: string; fileName: string }> {
      await requireEligible(user);
      const suffix = period.from || period.to ? `-${period.from ?? 'start'}-to-${period.to ?? 'now'}` : '';
      return { csv: presentRevenueCsv(await reportRows(user, period)), fileName: `revenue${suffix}.csv` };
    },

    /** Open to every creator: one with nothing distributed reads zeros. */
    async analytics(user: AuthUser, period: Period): Promise<StoreAnalytics> {
      const [byMonth, byStore, byCountry, byRelease] = await Promise.all([
        repository.sumEarnings(user.id, period, ['sale_month']),
        repository.sumEarnings(user.id, period, ['store']),
        repository.sumEarnings(user.id, period, ['country']),
        repository.sumUnitsByRelease(user.id, period),
      ]);
      const byUnits = (a: { units: number }, b: { units: number }) => b.units - a.units;
      return {
        total_units: byMonth.reduce((sum, row) => sum + row.units, 0),
        by_month: byMonth.map((row) => ({ month: row.sale_month, units: row.units })).sort((a, b) => b.month.localeCompare(a.month)),
        by_store: byStore.map((row) => ({ store: row.store, units: row.units })).sort(byUnits),
        by_country: byCountry.map((row) => ({ country: row.country, units: row.units })).sort(byUnits),
        by_release: byRelease.sort(byUnits),
      };
    },

    async bankDetails(user: AuthUser): Promise<BankDetails | null> {
      await requireEligible(user);
      const row = await repository.findBank(user.id);
      return row ? presentBank(row) : null;
    },

    async saveBankDetails(user: AuthUser, body: BankDetailsBody): Promise<BankDetails> {
      await requireEligible(user);
      const row: BankRow = { user_id: user.id, holder_name: body.holder_name, bank_name: body.bank_name, ifsc: body.ifsc, account_number: body.account_number, updated_at: now() };
      await repository.saveBank(row);
      return presentBank(row);
    },

    async payouts(user: AuthUser): Promise<Payout[]> {
      await requireEligible(user);
      return (await repository.listPayouts(user.id)).map(presentPayout);
    },

    async requestPayout(user: AuthUser, amountPaise: number): Promise<Payout> {
      await requireEligible(user);
      if (amountPaise < PAYOUT_MIN_PAISE) throw fieldError('amount_paise', REVENUE_MESSAGES.payoutBelowMinimum(formatMoney(PAYOUT_MIN_PAISE)));
      const bank = await repository.findBank(user.id);
      if (!bank) throw fieldError('bank', REVENUE_MESSAGES.bankNeeded);
      try {
        const id = await deps.db.transaction().execute(async (trx) => {
          const repo = createRevenueRepository(trx);
          const balance = await repo.balance(user.id);
          if (balance.pending > 0) throw AppError.badRequest(REVENUE_MESSAGES.payoutOpen);
          if (amountPaise > balance.earned - balance.paid) throw fieldError('amount_paise', REVENUE_MESSAGES.payoutAboveBalance);
          return repo.insertPayout({ user_id: user.id, amount_paise: amountPaise, status: 'requested', holder_name: bank.holder_name, ifsc: bank.ifsc, account_number: bank.account_number, created_at: now() });
        });
        return presentPayout((await repository.findPayout(id))!);
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.badRequest(REVENUE_MESSAGES.payoutOpen);
        throw error;
      }
    },

    async payoutQueue(request: StaffRequest, status: PayoutStatus): Promise<StaffPayout[]> {
      authorizeStaff(request);
      return (await repository.listPayoutQueue(status, REVENUE_LIST_MAX)).map(presentStaffPayout);
    },

    async decidePayout(request: StaffRequest, id: number, body: PayoutDecisionBody): Promise<StaffPayout> {
      const session = authorizeStaff(request);
      const payout = await repository.findPayout(id);
      if (!payout) throw AppError.notFound();
      await deps.db.transaction().execute(async (trx) => {
        const repo = createRevenueRepository(trx);
        if (!(await repo.decidePayout(id, { status: body.status, note: body.note, decided_by: session.member.id, decided_at: now() }))) throw AppError.badRequest(REVENUE_MESSAGES.payoutNotOpen);
        await deps.audit.record(trx, session, {
          action: `payout.${body.status}`,
          targetType: 'payout_request',
          targetKey: id,
          targetLabel: formatMoney(payout.amount_paise),
          before: { status: payout.status },
          after: { status: body.status, amount_paise: payout.amount_paise, user_id: payout.user_id },
          reason: body.note || null,
        });
      });
      return staffPayout(id);
    },
  };
}
export type RevenueService = ReturnType<typeof createRevenueService>;
