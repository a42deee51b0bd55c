import type { FastifyInstance } from 'fastify';
import { commerceRoutes as contract } from '@indiwave/domain/contract/commerce';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import { toStaffRequest } from '../../http/staff-request.ts';
import type { CommerceServices } from './commerce-services.ts';
import { presentCart, presentCoupon } from './commerce.presenter.ts';

const tags = ['commerce'];
const NO_STORE = 'no-store';

/** The cart script, the buyer's orders and downloads, and the team's coupons and refunds (issue 17). */
export async function commerceRoutes(app: FastifyInstance, options: Pick<CommerceServices, 'cart' | 'checkout' | 'orders' | 'coupons'>): Promise<void> {
  const { cart, checkout, orders, coupons } = options;
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };

  addRoute(app, contract.cart, async ({ body, request, reply }) => {
    reply.header('cache-control', NO_STORE);
    const userId = getUser(request).id;
    switch (body.action) {
      case 'mycart':
        return presentCart(await cart.readCart(userId), '');
      case 'add': {
        const { view, message } = await cart.add(userId, body.sku);
        return presentCart(view, message);
      }
      case 'remove': {
        const { view, message } = await cart.remove(userId, body.sku);
        return presentCart(view, message);
      }
      case 'apply_coupon': {
        const { view, message } = await cart.applyCoupon(userId, body.code);
        return presentCart(view, message);
      }
      case 'remove_coupon': {
        const { view, message } = await cart.removeCoupon(userId);
        return presentCart(view, message);
      }
      case 'payment':
        return checkout.startCartCheckout(userId, { return_path: body.return_path });
    }
  }, signedIn);

  addRoute(app, contract.myOrders, async ({ query, request, reply }) => {
    reply.header('cache-control', NO_STORE);
    return { success: true as const, ...(await orders.listMine(getUser(request).id, query.offset, query.limit)) };
  }, signedIn);
  addRoute(app, contract.mySales, async ({ query, request, reply }) => {
    reply.header('cache-control', NO_STORE);
    return { success: true as const, ...(await orders.listMySales(getUser(request).id, query.offset, query.limit)) };
  }, signedIn);
  addRoute(app, contract.order, async ({ params, request, reply }) => {
    reply.header('cache-control', NO_STORE);
    return { success: true as const, result: await orders.readMine(getUser(request).id, params.order) };
  }, signedIn);
  addRoute(app, contract.billing, async ({ params, body, request }) => ({
    success: true as const,
    result: await orders.saveBilling(getUser(request).id, params.order, body),
    message: COMMERCE_MESSAGES.billingSaved,
  }), signedIn);
  addRoute(app, contract.downloads, async ({ params, body, request, reply }) => {
    reply.header('cache-control', NO_STORE);
    return { success: true as const, result: await orders.createDownloadLinks(getUser(request).id, params.order, body.sku) };
  }, signedIn);
  // The signed link is the permission: it is opened by the browser, which sends no token. The
  // token rides in the query: as a path segment it outgrows the router's 100-character parameters.
  app.get<{ Querystring: { token?: string } }>('/purchase_file', { schema: { hide: true } }, async (request, reply) => orders.sendFile(String(request.query.token ?? ''), reply));

  addRoute(app, contract.coupons, async ({ request }) => ({ success: true as const, results: (await coupons.list(toStaffRequest(request))).map(presentCoupon) }), signedIn);
  addRoute(app, contract.createCoupon, async ({ body, request }) => {
    await coupons.create(toStaffRequest(request), body);
    return { success: true as const, result: presentCoupon(await coupons.read(body.code)) };
  }, signedIn);
  addRoute(app, contract.endCoupon, async ({ params, request }) => ({
    success: true as const,
    result: presentCoupon(await coupons.end(toStaffRequest(request), params.code)),
    message: COMMERCE_MESSAGES.couponEnded,
  }), signedIn);
  addRoute(app, contract.staffOrders, async ({ query, request, reply }) => {
    reply.header('cache-control', NO_STORE);
    return { success: true as const, ...(await orders.listForStaff(toStaffRequest(request), query)) };
  }, signedIn);
  addRoute(app, contract.staffOrder, async ({ params, request, reply }) => {
    reply.header('cache-control', NO_STORE);
    return { success: true as const, result: await orders.readForStaff(toStaffRequest(request), params.order) };
  }, signedIn);
  addRoute(app, contract.refund, async ({ body, request }) => ({
    success: true as const,
    result: await orders.refund(toStaffRequest(request), body.order, body.reason),
    message: COMMERCE_MESSAGES.orderRefunded,
  }), signedIn);
}
