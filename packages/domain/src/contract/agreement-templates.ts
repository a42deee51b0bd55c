/**
 * Agreement templates (issue 21 item 5; the agreement of issue 18 item 3): the team writes the
 * distribution agreement's text with placeholders in the staff console; every change is a new
 * version, and agreements are made from the newest one. What someone signed never changes.
 */
import { z } from 'zod';
import { AGREEMENT_TEMPLATE_MAX, AGREEMENT_TEMPLATE_NOTE_MAX } from '../constants.ts';
import { AGREEMENT_TEMPLATE_MESSAGES as M } from '../messages.ts';
import { findTemplateProblem } from '../rules/agreement-template.ts';
import { hasHtmlTag } from '../rules/text-input.ts';
import { defineRoute, listOf } from './route.ts';

/** One version of the agreement's text. */
export const agreementTemplateSchema = z.object({
  id: z.number().int(),
  /** 1 for the first, counting up. */
  version: z.number().int(),
  body: z.string(),
  note: z.string(),
  /** Who wrote it (null: the first version, or an account since deleted). */
  author: z.object({ slug: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  /** The newest: new agreements are made from it. */
  is_current: z.boolean(),
});
export type AgreementTemplate = z.infer<typeof agreementTemplateSchema>;

/** A new version as the team writes it; its placeholders are checked here, on both sides. */
export const agreementTemplateBodySchema = z.object({
  body: z
    .string({ error: M.bodyRequired })
    .trim()
    .min(1, M.bodyRequired)
    .max(AGREEMENT_TEMPLATE_MAX, M.bodyMax)
    .refine((value) => !hasHtmlTag(value), M.noMarkup)
    .superRefine((value, context) => {
      const problem = findTemplateProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem.kind === 'unknown' ? M.unknownPlaceholder(problem.placeholder) : M.missingPlaceholder(problem.placeholder) });
    }),
  note: z.string().trim().max(AGREEMENT_TEMPLATE_NOTE_MAX, M.noteMax).optional().default(''),
});
export type AgreementTemplateBody = z.input<typeof agreementTemplateBodySchema>;

export const agreementTemplateRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/staff/agreement_templates',
    summary: 'Staff: the versions of the distribution agreement, newest (current) first.',
    isAuthRequired: true,
    staffRole: 'staff',
    response: listOf(agreementTemplateSchema),
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/staff/agreement_templates',
    summary: 'Staff: publishes a new version of the agreement; agreements signed from then on use it (audited).',
    isAuthRequired: true,
    isIdempotent: true,
    staffRole: 'staff',
    body: agreementTemplateBodySchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: agreementTemplateSchema }),
  }),
} as const;
