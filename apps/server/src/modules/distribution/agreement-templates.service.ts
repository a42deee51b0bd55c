import { AGREEMENT_TEMPLATES_LISTED } from '@indiwave/domain/constants';
import type { AgreementTemplate } from '@indiwave/domain/contract/agreement-templates';
import { AGREEMENT_TEMPLATE_MESSAGES } from '@indiwave/domain/messages';
import type { Database } from '../../db/database.ts';
import { fieldError } from '../../http/parse-with.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { authorizeStaff, type StaffRequest } from '../staff/staff.policy.ts';
import { createAgreementTemplatesRepository, type AgreementTemplateRow } from './agreement-templates.repository.ts';

function presentTemplate(row: AgreementTemplateRow, version: number, isCurrent: boolean): AgreementTemplate {
  return {
    id: row.id,
    version,
    body: row.body,
    note: row.note,
    author: row.author_slug ? { slug: row.author_slug, name: `${row.author_first_name ?? ''} ${row.author_last_name ?? ''}`.trim() } : null,
    created_at: row.created_at,
    is_current: isCurrent,
  };
}

/**
 * The distribution agreement's versions (issue 21 item 5): the team reads them and publishes a
 * new one (audited, with the text before and after); agreements are made from the newest.
 * Versions are appended, never changed, so their numbers are their places in that order.
 */
export function createAgreementTemplatesService(deps: { db: Database; audit: Pick<AuditService, 'runAudited'>; clock: ClockPort }) {
  const repository = createAgreementTemplatesRepository(deps.db);

  return {
    /** The text new agreements are made from. */
    async readCurrentBody(): Promise<string> {
      return (await repository.findCurrent()).body;
    },

    /** The newest versions, the current one first. */
    async list(request: StaffRequest): Promise<AgreementTemplate[]> {
      authorizeStaff(request);
      const [rows, total] = await Promise.all([repository.list(AGREEMENT_TEMPLATES_LISTED), repository.count()]);
      return rows.map((row, index) => presentTemplate(row, total - index, index === 0));
    },

    /** Publishes a new version; the same text as the current one is refused (nothing would change). */
    async publish(request: StaffRequest, input: { body: string; note: string }): Promise<AgreementTemplate> {
      const session = authorizeStaff(request);
      const published = await deps.audit.runAudited(
        session,
        async (trx) => {
          const repo = createAgreementTemplatesRepository(trx);
          const current = await repo.findCurrent();
          if (current.body === input.body) throw fieldError('body', AGREEMENT_TEMPLATE_MESSAGES.unchanged);
          const id = await repo.insert({ body: input.body, note: input.note, created_by: session.member.id, created_at: deps.clock.now().toISOString() });
          return { id, version: await repo.count(), before: current };
        },
        ({ id, version, before }) => ({
          action: 'agreement_template.publish',
          targetType: 'agreement_template',
          targetKey: id,
          targetLabel: `Version ${version}`,
          before: { id: before.id, body: before.body },
          after: { body: input.body, note: input.note },
        }),
      );
      const current = await repository.findCurrent();
      return presentTemplate(current, published.version, current.id === published.id);
    },
  };
}
export type AgreementTemplatesService = ReturnType<typeof createAgreementTemplatesService>;
