import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { RouteContract } from '@indiwave/domain/contract/route';
import { revenueRoutes as contract } from '@indiwave/domain/contract/revenue';
import { REVENUE_MESSAGES } from '@indiwave/domain/messages';
import { withProduct } from '@indiwave/domain/rules/brand';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import { toStaffRequest } from '../../http/staff-request.ts';
import { receiveUpload } from '../catalog/upload-reader.ts';
import type { RevenueService } from './revenue.service.ts';

const tags = ['revenue'];

/** Revenue (issue 18 item 6): the artist's report, bank details and payouts; the team's statements and payout queue. */
export async function revenueRoutes(app: FastifyInstance, options: { revenue: RevenueService; tempDir: string; brandSlug: string }): Promise<void> {
  await app.register(multipart);
  const { revenue, tempDir } = options;
  const ok = true as const;
  // The artist's calls live under {product}user/ (spec 2 §7), the brand filled in.
  const at = <T extends RouteContract>(route: T): T => ({ ...route, path: withProduct(route.path, options.brandSlug) });

  addRoute(app, at(contract.report), async ({ query, request }) => ({ success: ok, result: await revenue.report(getUser(request), query) }), { tags });
  addRoute(app, at(contract.exportCsv), async ({ query, request, reply }) => {
    const { csv, fileName } = await revenue.exportCsv(getUser(request), query);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store').send(csv);
  }, { tags });
  addRoute(app, at(contract.analytics), async ({ query, request }) => ({ success: ok, result: await revenue.analytics(getUser(request), query) }), { tags });
  addRoute(app, at(contract.bankDetails), async ({ request }) => ({ success: ok, result: await revenue.bankDetails(getUser(request)) }), { tags });
  addRoute(app, at(contract.saveBankDetails), async ({ body, request }) => ({ success: ok, message: REVENUE_MESSAGES.bankSaved, result: await revenue.saveBankDetails(getUser(request), body) }), { tags });
  addRoute(app, at(contract.payouts), async ({ request }) => ({ success: ok, results: await revenue.payouts(getUser(request)) }), { tags });
  addRoute(app, at(contract.requestPayout), async ({ body, request }) => ({ success: ok, message: REVENUE_MESSAGES.payoutRequested, result: await revenue.requestPayout(getUser(request), body.amount_paise) }), { tags });

  addRoute(app, contract.importStatement, async ({ request }) => {
    const result = await revenue.importStatement(toStaffRequest(request), (rules) => receiveUpload(request, tempDir, rules));
    return { success: ok, message: result.already_imported ? REVENUE_MESSAGES.statementAlreadyImported : REVENUE_MESSAGES.statementImported, result };
  }, { tags });
  addRoute(app, contract.statements, async ({ request }) => ({ success: ok, results: await revenue.statements(toStaffRequest(request)) }), { tags });
  addRoute(app, contract.unmatched, async ({ params, query, request }) => ({ success: ok, ...(await revenue.unmatched(toStaffRequest(request), params.id, query.offset)) }), { tags });
  addRoute(app, contract.payoutQueue, async ({ query, request }) => ({ success: ok, results: await revenue.payoutQueue(toStaffRequest(request), query.status) }), { tags });
  addRoute(app, contract.decidePayout, async ({ params, body, request }) => ({ success: ok, message: REVENUE_MESSAGES.payoutDecided, result: await revenue.decidePayout(toStaffRequest(request), params.id, body) }), { tags });
}
