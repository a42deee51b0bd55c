/**
 * Revenue (issue 18 item 6; spec 1 §2.1 /revenuereports; spec 2 §7 'revenue (artist_payment),
 * bank details'; READING '/revenuereports'). Staff import store statements; an artist with a
 * delivered release reads earnings (integer paise) and units by store, country and month, exports
 * them as CSV, keeps bank details (the account number shown masked) and asks for payouts from
 * PAYOUT_MIN_PAISE upward, which staff mark paid or rejected.
 */
import { z } from 'zod';
import { PAYOUT_STATUSES } from '../constants.ts';
import { MESSAGES, REVENUE_MESSAGES } from '../messages.ts';
import { ACCOUNT_NUMBER_PATTERN, IFSC_PATTERN, MONTH_PATTERN } from '../rules/revenue-rules.ts';
import { optionalTextSchema } from './fields.ts';
import { defineRoute, listOf, resultOf, userPath } from './route.ts';

const idSchema = z.coerce.number({ error: MESSAGES.notFound }).int(MESSAGES.notFound).positive(MESSAGES.notFound);
const monthSchema = z.string().trim().regex(MONTH_PATTERN, MESSAGES.invalidInput);

/** A period to read: sale months from and to (both included); none is everything. */
export const revenuePeriodSchema = z.object({ from: monthSchema.optional(), to: monthSchema.optional() });

const figureSchema = z.object({ units: z.number().int(), earnings_paise: z.number().int() });
export const revenueRowSchema = figureSchema.extend({ month: z.string(), store: z.string(), country: z.string() });
export type RevenueRow = z.infer<typeof revenueRowSchema>;

export const revenueReportSchema = z.object({
  totals: z.object({
    earnings_paise: z.number().int(),
    units: z.number().int(),
    /** Paid out, asked for and not yet decided, and what may still be asked for. */
    paid_paise: z.number().int(),
    pending_paise: z.number().int(),
    available_paise: z.number().int(),
  }),
  by_month: z.array(figureSchema.extend({ month: z.string() })),
  by_store: z.array(figureSchema.extend({ store: z.string() })),
  by_country: z.array(figureSchema.extend({ country: z.string() })),
  /** Month, store and country together, newest month first. */
  rows: z.array(revenueRowSchema),
  payout_min_paise: z.number().int(),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

const unitsSchema = z.object({ units: z.number().int() });
/** Streams and downloads (the statements' units) of the artist's releases. */
export const storeAnalyticsSchema = z.object({
  total_units: z.number().int(),
  by_month: z.array(unitsSchema.extend({ month: z.string() })),
  by_store: z.array(unitsSchema.extend({ store: z.string() })),
  by_country: z.array(unitsSchema.extend({ country: z.string() })),
  by_release: z.array(unitsSchema.extend({ release_id: z.number().int(), title: z.string() })),
});
export type StoreAnalytics = z.infer<typeof storeAnalyticsSchema>;

export const bankDetailsBodySchema = z
  .object({
    holder_name: z.string({ error: REVENUE_MESSAGES.holderNameRequired }).trim().min(1, REVENUE_MESSAGES.holderNameRequired).max(120, MESSAGES.textTooLong),
    bank_name: z.string({ error: REVENUE_MESSAGES.bankNameRequired }).trim().min(1, REVENUE_MESSAGES.bankNameRequired).max(120, MESSAGES.textTooLong),
    ifsc: z.string({ error: REVENUE_MESSAGES.ifscInvalid }).trim().toUpperCase().regex(IFSC_PATTERN, REVENUE_MESSAGES.ifscInvalid),
    account_number: z.string({ error: REVENUE_MESSAGES.accountNumberInvalid }).trim().regex(ACCOUNT_NUMBER_PATTERN, REVENUE_MESSAGES.accountNumberInvalid),
    confirm_account_number: z.string({ error: REVENUE_MESSAGES.accountNumbersDiffer }).trim(),
  })
  .superRefine((value, context) => {
    if (value.account_number !== value.confirm_account_number) context.addIssue({ code: 'custom', path: ['confirm_account_number'], message: REVENUE_MESSAGES.accountNumbersDiffer });
  });
export type BankDetailsBody = z.infer<typeof bankDetailsBodySchema>;

export const bankDetailsSchema = z.object({
  holder_name: z.string(),
  bank_name: z.string(),
  ifsc: z.string(),
  /** Every digit but the last four hidden. */
  account_number_masked: z.string(),
  updated_at: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

export const payoutStatusSchema = z.enum(PAYOUT_STATUSES);
export const payoutSchema = z.object({
  id: z.number().int(),
  amount_paise: z.number().int(),
  status: payoutStatusSchema,
  status_label: z.string(),
  account_number_masked: z.string(),
  ifsc: z.string(),
  note: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const staffPayoutSchema = payoutSchema.extend({
  artist: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  holder_name: z.string(),
  /** Staff see the whole number: they make the transfer. */
  account_number: z.string(),
});
export type StaffPayout = z.infer<typeof staffPayoutSchema>;

export const statementSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_sha256: z.string(),
  line_count: z.number().int(),
  matched_count: z.number().int(),
  unmatched_count: z.number().int(),
  total_paise: z.number().int(),
  units: z.number().int(),
  created_at: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;

export const unmatchedLineSchema = z.object({
  line_number: z.number().int(),
  reporting_month: z.string(),
  sale_month: z.string(),
  store: z.string(),
  country: z.string(),
  artist: z.string(),
  title: z.string(),
  isrc: z.string(),
  upc: z.string(),
  units: z.number().int(),
  earnings: z.string(),
  currency: z.string(),
  rate: z.string(),
  earnings_paise: z.number().int(),
});
export type UnmatchedLine = z.infer<typeof unmatchedLineSchema>;

export const payoutRequestBodySchema = z.object({
  amount_paise: z.coerce.number({ error: MESSAGES.invalidInput }).int(MESSAGES.invalidInput).positive(MESSAGES.invalidInput),
});

export const payoutDecisionBodySchema = z.object({
  status: z.enum(['paid', 'rejected'], { error: MESSAGES.invalidInput }),
  note: optionalTextSchema({ max: [500, MESSAGES.textTooLong] }),
});
export type PayoutDecisionBody = z.infer<typeof payoutDecisionBodySchema>;

const messageResult = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), message: z.string(), result: item });

export const revenueRoutes = {
  report: defineRoute({
    method: 'GET',
    path: userPath('artist_payment'),
    summary: "The artist's earnings (paise) and units by month, store and country, with the payout balance; needs a delivered release.",
    isAuthRequired: true,
    query: revenuePeriodSchema,
    response: resultOf(revenueReportSchema),
  }),
  exportCsv: defineRoute({
    method: 'GET',
    path: userPath('artist_payment/export'),
    summary: 'The report by month, store and country as a CSV attachment.',
    isAuthRequired: true,
    query: revenuePeriodSchema,
    /** A text/csv attachment (not JSON). */
    response: z.unknown(),
  }),
  analytics: defineRoute({
    method: 'GET',
    path: userPath('artist_payment/analytics'),
    summary: "Streams and downloads of the artist's releases by store, country, month and release (/distribute/analytics).",
    isAuthRequired: true,
    query: revenuePeriodSchema,
    response: resultOf(storeAnalyticsSchema),
  }),
  bankDetails: defineRoute({
    method: 'GET',
    path: userPath('bank_details'),
    summary: "The artist's bank details, the account number masked; null until entered.",
    isAuthRequired: true,
    response: resultOf(bankDetailsSchema.nullable()),
  }),
  saveBankDetails: defineRoute({
    method: 'PUT',
    path: userPath('bank_details'),
    summary: 'Saves the bank details (IFSC checked, account number entered twice).',
    isAuthRequired: true,
    body: bankDetailsBodySchema,
    response: messageResult(bankDetailsSchema),
  }),
  payouts: defineRoute({
    method: 'GET',
    path: userPath('artist_payment/payouts'),
    summary: "The artist's payout requests with their status, newest first.",
    isAuthRequired: true,
    response: listOf(payoutSchema),
  }),
  requestPayout: defineRoute({
    method: 'POST',
    path: userPath('artist_payment/payouts'),
    summary: 'Asks for a payout of the available balance, from PAYOUT_MIN_PAISE upward, to the saved bank account.',
    isAuthRequired: true,
    isIdempotent: true,
    body: payoutRequestBodySchema,
    response: messageResult(payoutSchema),
  }),
  importStatement: defineRoute({
    method: 'POST',
    path: '/staff/revenue/statements',
    summary: 'Imports a store statement (multipart `file`, CSV or TSV with a header line): all or nothing; the same file twice changes nothing. Audited.',
    isAuthRequired: true,
    staffRole: 'staff',
    response: z.object({ success: z.literal(true), message: z.string(), result: statementSchema.extend({ already_imported: z.boolean() }) }),
  }),
  statements: defineRoute({
    method: 'GET',
    path: '/staff/revenue/statements',
    summary: 'The imported statements, newest first.',
    isAuthRequired: true,
    staffRole: 'staff',
    response: listOf(statementSchema),
  }),
  unmatched: defineRoute({
    method: 'GET',
    path: '/staff/revenue/statements/:id/unmatched',
    summary: 'The lines of a statement that matched no ISRC or UPC of a release (offset, REVENUE_UNMATCHED_PAGE a page).',
    isAuthRequired: true,
    staffRole: 'staff',
    params: z.object({ id: idSchema }),
    query: z.object({ offset: z.coerce.number().int().min(0).default(0) }),
    response: z.object({ success: z.literal(true), results: z.array(unmatchedLineSchema), count: z.number().int() }),
  }),
  payoutQueue: defineRoute({
    method: 'GET',
    path: '/staff/payouts',
    summary: 'Payout requests of one status (requested by default), oldest first.',
    isAuthRequired: true,
    staffRole: 'staff',
    query: z.object({ status: payoutStatusSchema.default('requested') }),
    response: listOf(staffPayoutSchema),
  }),
  decidePayout: defineRoute({
    method: 'POST',
    path: '/staff/payouts/:id/decide',
    summary: 'Marks a requested payout paid or rejected; audited.',
    isAuthRequired: true,
    staffRole: 'staff',
    params: z.object({ id: idSchema }),
    body: payoutDecisionBodySchema,
    response: messageResult(staffPayoutSchema),
  }),
} as const;
