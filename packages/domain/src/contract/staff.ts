/**
 * The staff console's own calls (issue 21): the team and its roles, and the audit log.
 * Moderation, broadcasts and the figures have their own contract files (moderation.ts,
 * broadcasts.ts); review screens of other areas live in their areas' contracts.
 *
 * Every call here is a staff call (`staffRole`): a visitor gets 401 'Please sign in to
 * continue.', a signed-in person without the role 403 'Only staff can do this.' (or 'Only admins
 * can do this.' for the admin calls), before the request is read. Every change a staff call
 * makes is written to the audit log in the same transaction as the change; the log is
 * append-only (the database refuses to change or delete a line), searchable and exportable.
 */
import { z } from 'zod';
import { AUDIT_EXPORT_MAX, AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX, AUDIT_QUERY_MAX, STAFF_ROLES, STAFF_REASON_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { defineRoute, listOf, resultOf } from './route.ts';

/** A member of the team as the console lists them. */
export const teamMemberSchema = z.object({
  slug: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** An optional reason typed by the actor; kept in the audit log. */
export const staffReasonSchema = z
  .string({ error: MESSAGES.invalidInput })
  .trim()
  .max(STAFF_REASON_MAX, MESSAGES.staffReasonMax)
  .optional()
  .transform((value) => value || null);

/** Grant a role: the account by e-mail or profile slug. */
export const grantRoleSchema = z.object({
  /** E-mail or profile slug of an existing account. */
  account: z.string({ error: MESSAGES.staffAccountRequired }).trim().min(1, MESSAGES.staffAccountRequired).max(254, MESSAGES.staffAccountNotFound),
  role: z.enum(STAFF_ROLES, { error: MESSAGES.staffRoleInvalid }),
  reason: staffReasonSchema,
});
export type GrantRoleRequest = z.output<typeof grantRoleSchema>;

export const revokeRoleSchema = z.object({
  /** Profile slug of the member. */
  slug: z.string({ error: MESSAGES.staffAccountRequired }).trim().min(1, MESSAGES.staffAccountRequired).max(100, MESSAGES.staffAccountNotFound),
  reason: staffReasonSchema,
});
export type RevokeRoleRequest = z.output<typeof revokeRoleSchema>;

/** A day as YYYY-MM-DD (UTC). */
const daySchema = z
  .string({ error: MESSAGES.auditDateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.auditDateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), MESSAGES.auditDateInvalid);

const optionalText = (max: number) =>
  z
    .string({ error: MESSAGES.invalidInput })
    .trim()
    .max(max, MESSAGES.auditQueryTooLong)
    .optional()
    .transform((value) => value || undefined);

/** What the log is searched by: every filter optional, all of them must match. */
export const auditFiltersSchema = z
  .object({
    /** Words found anywhere in the line: actor, action, target, reason, address. */
    q: optionalText(AUDIT_QUERY_MAX),
    /** An action ('report.dismiss') or its area ('report' or 'report.'). */
    action: optionalText(60),
    /** The actor's slug or e-mail. */
    actor: optionalText(254),
    /** The target's type ('user', 'song', 'report' …). */
    target_type: optionalText(30),
    /** The target's key (id or slug). */
    target: optionalText(200),
    /** First and last day, UTC, both included. */
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { message: MESSAGES.auditDateOrder, path: ['to'] });
export type AuditFilters = z.output<typeof auditFiltersSchema>;

export const auditQuerySchema = z.intersection(
  auditFiltersSchema,
  z.object({
    /** Lines older than this id (the previous page's next_before). */
    before: z.coerce.number({ error: MESSAGES.invalidInput }).int(MESSAGES.invalidInput).min(1, MESSAGES.invalidInput).optional(),
    limit: z.coerce.number({ error: MESSAGES.invalidInput }).int(MESSAGES.invalidInput).min(1, MESSAGES.invalidInput).max(AUDIT_PAGE_MAX, MESSAGES.invalidInput).default(AUDIT_PAGE_DEFAULT),
  }),
);
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** One line of the audit log. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** When, ISO-8601 UTC. */
  created_at: z.string(),
  actor: z.object({
    /** The member's slug; null for an operator at the server's shell. */
    slug: z.string().nullable(),
    /** Name and e-mail as they were when they acted. */
    label: z.string(),
    /** 'staff', 'admin' or 'operator'. */
    role: z.string(),
  }),
  action: z.string(),
  target: z.object({ type: z.string(), key: z.string().nullable(), label: z.string().nullable() }),
  /** The relevant fields before and after (null where there was none). */
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  /** From where: address and browser. */
  ip: z.string(),
  user_agent: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * The areas of actions ('area.verb'), for the log's filter. An area that writes lines names
 * itself here; a line of an area not listed is still searchable by words and exact action.
 */
export const AUDIT_AREAS = {
  role: 'Roles',
  audit: 'Audit log exports',
  report: 'Reports',
  content: 'Take-downs and restores',
  account: 'Warnings and suspensions',
  appeal: 'Appeals',
  broadcast: 'Broadcasts',
  opportunity: 'Opportunities',
  tv: 'TV pitches',
} as const;

/** The CSV export's columns, in order. */
export const AUDIT_CSV_COLUMNS = ['id', 'created_at', 'actor', 'actor_role', 'action', 'target_type', 'target_key', 'target_label', 'reason', 'before', 'after', 'ip', 'user_agent'] as const;

export const staffRoutes = {
  team: defineRoute({
    method: 'GET',
    path: '/admin/team',
    summary: 'Everyone with a team role, admins first (staff)',
    isAuthRequired: true,
    staffRole: 'staff',
    response: listOf(teamMemberSchema),
  }),
  grantRole: defineRoute({
    method: 'POST',
    path: '/admin/team/grant',
    summary: "Gives an account a role, or changes it (admins); written to the audit log",
    isAuthRequired: true,
    staffRole: 'admin',
    body: grantRoleSchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: teamMemberSchema }),
  }),
  revokeRole: defineRoute({
    method: 'POST',
    path: '/admin/team/revoke',
    summary: "Takes a member's role away (admins; never the last admin); written to the audit log",
    isAuthRequired: true,
    staffRole: 'admin',
    body: revokeRoleSchema,
    response: z.object({ success: z.literal(true), message: z.string() }),
  }),
  auditLog: defineRoute({
    method: 'GET',
    path: '/admin/audit_log',
    summary: 'The audit log, newest first, searched by words, action, actor, target and days; paged by id',
    isAuthRequired: true,
    staffRole: 'staff',
    query: auditQuerySchema,
    response: z.object({
      success: z.literal(true),
      results: z.array(auditEntrySchema),
      /** Pass as `before` for the next page; null at the end. */
      next_before: z.number().int().nullable(),
    }),
  }),
  auditLogExport: defineRoute({
    method: 'GET',
    path: '/admin/audit_log/export',
    summary: `The audit log lines that match the filters as a CSV attachment (at most ${AUDIT_EXPORT_MAX}); the export is itself logged`,
    isAuthRequired: true,
    staffRole: 'staff',
    query: auditFiltersSchema,
    /** A text/csv attachment (not JSON). */
    response: z.unknown(),
  }),
  me: defineRoute({
    method: 'GET',
    path: '/admin/me',
    summary: "The caller's role, for the console's navigation (staff)",
    isAuthRequired: true,
    staffRole: 'staff',
    response: resultOf(z.object({ role: z.enum(STAFF_ROLES), slug: z.string(), name: z.string() })),
  }),
} as const;
