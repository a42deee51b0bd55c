import type { FastifyInstance } from 'fastify';
import { agreementTemplateRoutes as contract } from '@indiwave/domain/contract/agreement-templates';
import { AGREEMENT_TEMPLATE_MESSAGES } from '@indiwave/domain/messages';
import { addRoute } from '../../http/route.ts';
import { toStaffRequest } from '../../http/staff-request.ts';
import type { AgreementTemplatesService } from './agreement-templates.service.ts';

/** The staff's agreement versions (contract/agreement-templates.ts). */
export async function agreementTemplateRoutes(app: FastifyInstance, options: { templates: AgreementTemplatesService }): Promise<void> {
  const { templates } = options;
  const tags = ['staff'];
  addRoute(app, contract.list, async ({ request }) => ({ success: true as const, results: await templates.list(toStaffRequest(request)) }), { tags });
  addRoute(app, contract.publish, async ({ body, request }) => ({ success: true as const, message: AGREEMENT_TEMPLATE_MESSAGES.published, result: await templates.publish(toStaffRequest(request), body) }), { tags });
}
