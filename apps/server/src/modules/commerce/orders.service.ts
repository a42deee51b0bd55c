import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { PURCHASE_DOWNLOAD_TTL_S } from '@indiwave/domain/constants';
import type { OrderDetail, StaffOrder } from '@indiwave/domain/contract/commerce';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { Payments } from '../../platform/payments/create-payments-port.ts';
import { GatewayError } from '../../platform/payments/payments.port.ts';
import type { StoragePort } from '../../platform/storage/storage.port.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CatalogSalesService } from '../catalog/catalog-sales.service.ts';
import { authorizeStaff, type StaffRequest } from '../staff/staff.policy.ts';
import { toAttachmentHeader } from '../catalog/downloads.service.ts';
import { presentOrderDetail, presentOrderSummary, presentStaffOrder } from './commerce.presenter.ts';
import type { FulfilmentService } from './fulfilment.service.ts';
import { createOrdersRepository, type OrderItemRow, type OrderRow, type StaffOrderRow } from './orders.repository.ts';

type FileKind = 'mp3' | 'original';

/**
 * The buyer's orders (issue 17 item 5): the list and one order with its invoice, the GSTIN
 * block, signed expiring download links of what was bought (mp3 and the original), the files
 * themselves, and refunds (the service the staff console will call; the team may call it now).
 */
export function createOrdersService(deps: { db: Database; config: Config; clock: ClockPort; storage: StoragePort; payments: Payments; sales: CatalogSalesService; fulfilment: FulfilmentService; audit: AuditService; secretKey: string; logger: FastifyBaseLogger }) {
  const orders = createOrdersRepository(deps.db);

  /** Pages of the items still in the catalogue, as 'type:id' → slug. */
  async function findSlugs(items: OrderItemRow[]): Promise<Map<string, string>> {
    const refs = items.flatMap((item) => (item.item_id !== null && (item.item_type === 'song' || item.item_type === 'album') ? [{ type: item.item_type as 'song' | 'album', id: item.item_id }] : []));
    const found = await deps.sales.findByIds(refs);
    return new Map(found.map((item) => [`${item.type}:${item.id}`, item.slug]));
  }

  async function findOwnOrder(userId: number, publicId: string): Promise<OrderRow> {
    const order = await orders.findByPublicId(publicId);
    // Someone else's order is not found, exactly like a missing one.
    if (!order || order.user_id !== userId) throw AppError.notFound(COMMERCE_MESSAGES.orderNotFound);
    return order;
  }

  async function detail(order: OrderRow): Promise<OrderDetail> {
    const items = await orders.listItems([order.id]);
    return presentOrderDetail(order, items, await findSlugs(items), await orders.findBuyer(order.user_id), deps.config.payments.seller);
  }

  const sign = (payload: string) => crypto.createHmac('sha256', deps.secretKey).update(`purchase-file:${payload}`).digest('base64url');

  /** A download token: order, item, song, file kind and expiry, signed under SECRET_KEY. */
  function createToken(order: OrderRow, item: OrderItemRow, songId: number, kind: FileKind, expiresAt: number): string {
    const payload = [order.public_id, item.item_type, item.item_id, songId, kind, expiresAt].join('.');
    return `${Buffer.from(payload).toString('base64url')}.${sign(payload)}`;
  }

  function readToken(token: string): { orderId: string; type: string; itemId: number; songId: number; kind: FileKind; expiresAt: number } | null {
    const [encoded, signature] = token.split('.');
    if (!encoded || !signature) return null;
    const payload = Buffer.from(encoded, 'base64url').toString('utf8');
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    const [orderId, type, itemId, songId, kind, expiresAt] = payload.split('.');
    if (kind !== 'mp3' && kind !== 'original') return null;
    return { orderId, type, itemId: Number(itemId), songId: Number(songId), kind, expiresAt: Number(expiresAt) };
  }

  /** Orders as the team sees them, with the audit line of each staff refund. */
  async function presentForStaff(rows: StaffOrderRow[]): Promise<StaffOrder[]> {
    const items = await orders.listItems(rows.map((row) => row.id));
    const slugs = await findSlugs(items);
    const refunds = await deps.audit.findLatest('order.refund', 'order', rows.filter((row) => row.status === 'refunded').map((row) => row.public_id));
    return rows.map((row) => {
      const line = refunds.get(row.public_id);
      return presentStaffOrder(row, items.filter((item) => item.order_id === row.id), slugs, line && { by: line.actor_label, reason: line.reason, at: line.created_at });
    });
  }

  return {
    /** The team's list of paid (refundable) or refunded orders, by order id or buyer e-mail, newest first. */
    async listForStaff(request: StaffRequest, query: { q: string; status: 'paid' | 'refunded'; offset: number; limit: number }): Promise<{ results: StaffOrder[]; count: number }> {
      authorizeStaff(request);
      const { rows, count } = await orders.listForStaff({ status: query.status, q: query.q }, query.offset, query.limit);
      return { results: await presentForStaff(rows), count };
    },

    /** One order, any buyer's (staff). */
    async readForStaff(request: StaffRequest, publicId: string): Promise<StaffOrder> {
      authorizeStaff(request);
      const row = await orders.findForStaff(publicId);
      if (!row) throw AppError.notFound(COMMERCE_MESSAGES.orderNotFound);
      return (await presentForStaff([row]))[0];
    },

    async listMine(userId: number, offset: number, limit: number) {
      const [rows, count] = await Promise.all([orders.listOrders(userId, offset, limit), orders.countOrders(userId)]);
      const items = await orders.listItems(rows.map((row) => row.id));
      const slugs = await findSlugs(items);
      return { results: rows.map((row) => presentOrderSummary(row, items.filter((item) => item.order_id === row.id), slugs)), count };
    },

    async readMine(userId: number, publicId: string): Promise<OrderDetail> {
      return detail(await findOwnOrder(userId, publicId));
    },

    async saveBilling(userId: number, publicId: string, billing: { name: string; gstin: string; address: string }): Promise<OrderDetail> {
      const order = await findOwnOrder(userId, publicId);
      await orders.setBilling(order.id, billing, deps.clock.now().toISOString());
      return detail((await orders.findById(order.id)) as OrderRow);
    },

    /** What an artist sold, and the totals (the shop sells music in rupees only). */
    async listMySales(sellerId: number, offset: number, limit: number) {
      const [rows, totals] = await Promise.all([orders.listSales(sellerId, offset, limit), orders.sumSales(sellerId)]);
      return {
        results: rows.map((row) => ({
          order: row.public_id,
          sku: row.sku,
          type: row.item_type as 'song' | 'album',
          name: row.name,
          price: row.price,
          discount: row.discount,
          earned: row.status === 'fulfilled' ? row.price - row.discount : 0,
          status: row.status as 'fulfilled' | 'refunded',
          sold_at: row.fulfilled_at,
        })),
        count: totals.count,
        earned: totals.earned,
        refunded: totals.refunded,
        currency: 'INR' as const,
      };
    },

    /** Signed links to the files of a bought song or album; only while the order stands fulfilled. */
    async createDownloadLinks(userId: number, publicId: string, sku: string) {
      const order = await findOwnOrder(userId, publicId);
      if (order.status !== 'fulfilled') throw AppError.badRequest(order.status === 'refunded' ? COMMERCE_MESSAGES.orderRefunded : COMMERCE_MESSAGES.orderNotPaid);
      const item = (await orders.listItems([order.id])).find((line) => line.sku === sku && line.item_id !== null && line.item_type !== 'pro');
      if (!item || item.item_id === null) throw AppError.badRequest(COMMERCE_MESSAGES.downloadNotOwned);
      const expiresAt = Math.floor(deps.clock.now().getTime() / 1000) + PURCHASE_DOWNLOAD_TTL_S;
      const files = await deps.sales.listFiles(item.item_type as 'song' | 'album', item.item_id);
      return {
        files: files.map((file) => ({
          title: file.title,
          mp3_url: file.mp3Key ? `/api/purchase_file?token=${createToken(order, item, file.songId, 'mp3', expiresAt)}` : null,
          original_url: file.originalKey ? `/api/purchase_file?token=${createToken(order, item, file.songId, 'original', expiresAt)}` : null,
          original_format: file.originalFormat,
        })),
        expires_at: new Date(expiresAt * 1000).toISOString(),
      };
    },

    /** GET purchase_file?token=…: the file as an attachment, while the link lives and the purchase stands. */
    async sendFile(token: string, reply: FastifyReply): Promise<FastifyReply> {
      const parts = readToken(token);
      if (!parts) throw AppError.forbidden(COMMERCE_MESSAGES.downloadLinkInvalid);
      if (parts.expiresAt * 1000 <= deps.clock.now().getTime()) throw AppError.forbidden(COMMERCE_MESSAGES.downloadLinkExpired);
      const order = await orders.findByPublicId(parts.orderId);
      // A refund takes the files back at once, links already handed out included.
      if (!order || order.status !== 'fulfilled' || !(await orders.findLivePurchase(order.id, parts.type, parts.itemId))) throw AppError.forbidden(COMMERCE_MESSAGES.downloadLinkInvalid);
      const file = (await deps.sales.listFiles(parts.type as 'song' | 'album', parts.itemId)).find((candidate) => candidate.songId === parts.songId);
      const key = parts.kind === 'mp3' ? file?.mp3Key : file?.originalKey;
      const object = key ? await deps.storage.stat(key) : null;
      if (!file || !key || !object) throw AppError.notFound();
      const extension = parts.kind === 'mp3' ? 'mp3' : (file.originalFormat ?? 'mp3');
      return reply
        .header('content-type', object.contentType)
        .header('content-length', object.size)
        .header('content-disposition', toAttachmentHeader(file.title, extension))
        .header('cache-control', 'private, no-store')
        .send(await deps.storage.getStream(key));
    },

    /**
     * Refunds an order in full (issue 17: the service the staff console will call): the gateway
     * returns the money, then the order moves to refunded and what it granted is taken back.
     */
    async refund(request: StaffRequest, publicId: string, reason: string): Promise<OrderDetail> {
      const session = authorizeStaff(request);
      const order = await orders.findByPublicId(publicId);
      if (!order) throw AppError.notFound(COMMERCE_MESSAGES.orderNotFound);
      if (order.status !== 'paid' && order.status !== 'fulfilled') throw AppError.badRequest(order.status === 'refunded' ? COMMERCE_MESSAGES.orderRefunded : COMMERCE_MESSAGES.orderNotRefundable);
      let refundId: string | null = null;
      if (order.total > 0 && order.gateway_payment_id) {
        const gateway = deps.payments.byName(order.gateway);
        if (!gateway) throw new AppError(503, COMMERCE_MESSAGES.paymentsUnavailable, 'payments_unavailable');
        try {
          refundId = (await gateway.refund(order.gateway_payment_id, order.total)).refundId;
        } catch (error) {
          if (!(error instanceof GatewayError)) throw error;
          deps.logger.error({ err: error, order: order.public_id }, 'refund refused by the gateway');
          throw new AppError(502, COMMERCE_MESSAGES.gatewayUnavailable, 'gateway_unavailable');
        }
      }
      await deps.db.transaction().execute(async (trx) => {
        const refunded = await deps.fulfilment.applyRefund(order, { source: 'staff', refundId, amount: order.total, detail: `by user ${session.member.id}${reason ? `: ${reason}` : ''}` }, trx);
        // A webhook may have recorded the refund first: then there is nothing more to log.
        if (refunded) await deps.audit.record(trx, session, { action: 'order.refund', targetType: 'order', targetKey: order.public_id, targetLabel: `${order.total} ${order.currency}`, before: { status: order.status }, after: { status: 'refunded', refund: refundId }, reason: reason || null });
      });
      return detail((await orders.findById(order.id)) as OrderRow);
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
