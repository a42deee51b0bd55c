import { proPerksDocumentSchema, type ProPerksDocument, type ProPerksReply } from '@indiwave/domain/contract/pro-perks';
import { maskCouponCode } from '@indiwave/domain/rules/coupon-mask';
import { sortMasterclasses } from '@indiwave/domain/rules/masterclass-status';
import type { Database } from '../../db/database.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { MembershipService } from '../membership/membership.service.ts';
import { authorizeStaff, type StaffRequest } from '../staff/staff.policy.ts';
import { buildDefaultProPerks } from './pro-perks.defaults.ts';
import { createProPerksRepository } from './pro-perks.repository.ts';

/**
 * Pro Perks (spec 2 §2.3, spec 1 §7): the team's document, or the built-in one. Only Pro members
 * get the codes and the links (WhatsApp group, redeem, resource): the server masks the rest, so a
 * code never reaches a browser that may not see it. Ended sessions sort last.
 */
export function createProPerksService(deps: { db: Database; clock: ClockPort; membership: MembershipService; audit: AuditService }) {
  const repository = createProPerksRepository(deps.db);

  async function readDocument(): Promise<{ document: ProPerksDocument; updatedAt: string; isDefault: boolean }> {
    const row = await repository.find();
    if (row) {
      const parsed = proPerksDocumentSchema.safeParse(JSON.parse(row.body));
      if (parsed.success) return { document: parsed.data, updatedAt: row.updated_at, isDefault: false };
    }
    // The built-in data moves with the calendar: its version is today's date.
    const now = deps.clock.now();
    return { document: buildDefaultProPerks(now), updatedAt: `${now.toISOString().slice(0, 10)}T00:00:00.000Z`, isDefault: true };
  }

  /** How many entries of each list: what the audit line keeps of a document. */
  const countEntries = (document: ProPerksDocument) => ({ masterclasses: document.masterclasses.length, couponCodes: document.couponCodes.length, learningResources: document.learningResources.length });

  function present(document: ProPerksDocument, updatedAt: string, isPro: boolean): ProPerksReply {
    return {
      success: true,
      updated_at: updatedAt,
      is_pro: isPro,
      masterclasses: sortMasterclasses(document.masterclasses, deps.clock.now()).map((entry) => ({ ...entry, whatsappGroupLink: isPro ? entry.whatsappGroupLink : null })),
      couponCodes: document.couponCodes.map((entry) => ({ ...entry, code: isPro ? entry.code : maskCouponCode(entry.code), redeemNowLink: isPro ? entry.redeemNowLink : null })),
      learningResources: document.learningResources.map((entry) => ({ ...entry, link: isPro ? entry.link : null })),
    };
  }

  return {
    /** GET pro_perks: the data as this viewer may see it. */
    async read(viewerId: number | null): Promise<ProPerksReply> {
      const isPro = viewerId !== null && (await deps.membership.isActive(viewerId));
      const { document, updatedAt } = await readDocument();
      return present(document, updatedAt, isPro);
    },

    /** GET staff/pro_perks: the document as stored (or the built-in one), unmasked and unsorted, for the editor. */
    async readForStaff(request: StaffRequest): Promise<ProPerksDocument & { updated_at: string; is_default: boolean }> {
      authorizeStaff(request);
      const { document, updatedAt, isDefault } = await readDocument();
      return { ...document, updated_at: updatedAt, is_default: isDefault };
    },

    /** PUT pro_perks (staff, audited): replaces the document; the reply is what a Pro member sees. */
    async save(request: StaffRequest, document: ProPerksDocument): Promise<ProPerksReply> {
      const session = authorizeStaff(request);
      const now = deps.clock.now().toISOString();
      const before = countEntries((await readDocument()).document);
      await deps.audit.runAudited(
        session,
        (trx) => createProPerksRepository(trx).save(JSON.stringify(document), now),
        () => ({ action: 'pro_perks.save', targetType: 'site_document', targetKey: 'pro_perks', targetLabel: 'Pro Perks', before, after: countEntries(document) }),
      );
      return present(document, now, true);
    },
  };
}
export type ProPerksService = ReturnType<typeof createProPerksService>;
