/**
 * Pro Perks (spec 1 §7 'Static data file for Pro Perks | cache-busting timestamp |
 * masterclasses, couponCodes, learningResources'; spec 2 §2.3, §3 Masterclass entry, Coupon
 * entry, Learning resource; READING masterclass labels).
 *
 * - `GET /pro_perks?t=<timestamp>` — the data, fresh on every asking (the timestamp busts
 *   caches; the reply is `no-store`). For anyone who is not an active Pro member the coupon
 *   codes are masked (first 2 characters, then stars) and the WhatsApp group, redeem and
 *   resource links are left out: only Pro members copy, redeem, join and access (spec 2 §2.3).
 * - `GET /staff/pro_perks` (staff only) — the document as stored (codes and links unmasked, the
 *   sessions in the team's order), for the console's editor.
 * - `PUT /pro_perks` (staff only, audited) — replaces the data without a deploy; `updated_at` moves.
 *
 * Until the team saves its own, the data is a built-in set whose bi-weekly sessions follow the
 * server's calendar.
 */
import { z } from 'zod';
import { COMMERCE_MESSAGES } from '../messages.ts';
import { defineRoute } from './route.ts';

const text = (max: number) => z.string({ error: COMMERCE_MESSAGES.proPerksInvalid }).trim().max(max, COMMERCE_MESSAGES.proPerksInvalid);
const link = z.string().trim().max(500).regex(/^(https?:\/\/|\/)[^\s<>"]*$/, COMMERCE_MESSAGES.proPerksInvalid);

/** A Pro Session (spec 2 §3 Masterclass entry). */
export const masterclassSchema = z.object({
  title: text(200).min(1, COMMERCE_MESSAGES.proPerksInvalid),
  description: text(2000).default(''),
  image: z.union([link, z.literal('')]).default(''),
  /** 'day/month/year at time AM/PM', Indian time. */
  date: text(40),
  /** '1 hour', '90 minutes' … */
  duration: text(40).default(''),
  ended: z.boolean().default(false),
  startingSoon: z.boolean().default(false),
  /** Pro members only; null for others. */
  whatsappGroupLink: link.nullable().default(null),
});
export type Masterclass = z.infer<typeof masterclassSchema>;

/** A partner's coupon (spec 2 §3 Coupon entry). */
export const perkCouponSchema = z.object({
  companyName: text(120).min(1, COMMERCE_MESSAGES.proPerksInvalid),
  brandImage: z.union([link, z.literal('')]).default(''),
  subtitle: text(200).default(''),
  /** Masked for non-Pro members: 'IN*****'. */
  code: text(60).min(1, COMMERCE_MESSAGES.proPerksInvalid),
  details: z.array(text(300)).max(20).default([]),
  isNew: z.boolean().default(false),
  /** Pro members only; null for others. */
  redeemNowLink: link.nullable().default(null),
});
export type PerkCoupon = z.infer<typeof perkCouponSchema>;

/** A learning resource (spec 2 §3 Learning resource). */
export const learningResourceSchema = z.object({
  title: text(200).min(1, COMMERCE_MESSAGES.proPerksInvalid),
  description: text(2000).default(''),
  image: z.union([link, z.literal('')]).default(''),
  /** Pro members only; null for others. */
  link: link.nullable().default(null),
  pdfName: text(200).default(''),
});
export type LearningResource = z.infer<typeof learningResourceSchema>;

/** The Pro Perks document as the team writes it. */
export const proPerksDocumentSchema = z.object({
  masterclasses: z.array(masterclassSchema).max(100),
  couponCodes: z.array(perkCouponSchema).max(100),
  learningResources: z.array(learningResourceSchema).max(100),
});
export type ProPerksDocument = z.infer<typeof proPerksDocumentSchema>;

export const proPerksReplySchema = proPerksDocumentSchema.extend({
  success: z.literal(true),
  /** When the data last changed (ISO). */
  updated_at: z.string(),
  /** The viewer is an active Pro member: codes and links are shown. */
  is_pro: z.boolean(),
});
export type ProPerksReply = z.infer<typeof proPerksReplySchema>;

export const proPerksRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/pro_perks',
    summary: 'The Pro Perks data (masked for non-Pro members), with a cache-busting timestamp',
    isAuthRequired: false,
    query: z.object({ t: z.string().max(40).optional() }),
    response: proPerksReplySchema,
  }),
  staffRead: defineRoute({
    method: 'GET',
    path: '/staff/pro_perks',
    summary: 'The Pro Perks document as stored, unmasked, for the editor (staff only)',
    isAuthRequired: true,
    staffRole: 'staff',
    response: proPerksDocumentSchema.extend({ success: z.literal(true), updated_at: z.string(), is_default: z.boolean() }),
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/pro_perks',
    summary: 'Replaces the Pro Perks data (staff only)',
    isAuthRequired: true,
    staffRole: 'staff',
    body: proPerksDocumentSchema,
    response: proPerksReplySchema.extend({ message: z.string() }),
  }),
} as const;
