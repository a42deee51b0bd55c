import type { Database } from '../../db/database.ts';

/** The sandbox gateway's books: its orders and payments (it stands in for the gateway's database). */
export function createSandboxGatewayRepository(db: Database) {
  return {
    async insertOrder(row: { id: string; amount: number; currency: string; receipt: string; now: string }): Promise<void> {
      await db.insertInto('sandbox_gateway_orders').values({ id: row.id, amount: row.amount, currency: row.currency, receipt: row.receipt, status: 'created', created_at: row.now }).execute();
    },
    async setCheckout(id: string, values: { callbackUrl: string; cancelUrl: string; description: string; email: string }): Promise<void> {
      await db.updateTable('sandbox_gateway_orders').set({ callback_url: values.callbackUrl, cancel_url: values.cancelUrl, description: values.description, prefill_email: values.email }).where('id', '=', id).execute();
    },
    findOrder(id: string) {
      return db.selectFrom('sandbox_gateway_orders').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async setOrderStatus(id: string, status: string): Promise<void> {
      await db.updateTable('sandbox_gateway_orders').set({ status }).where('id', '=', id).where('status', '!=', 'paid').execute();
    },
    async insertPayment(row: { id: string; orderId: string; amount: number; currency: string; status: string; errorDescription: string | null; now: string }): Promise<void> {
      await db
        .insertInto('sandbox_gateway_payments')
        .values({ id: row.id, order_id: row.orderId, amount: row.amount, currency: row.currency, status: row.status, error_description: row.errorDescription, refund_id: null, created_at: row.now })
        .execute();
    },
    findPayment(id: string) {
      return db.selectFrom('sandbox_gateway_payments').selectAll().where('id', '=', id).executeTakeFirst();
    },
    listPayments(orderId: string) {
      return db.selectFrom('sandbox_gateway_payments').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();
    },
    /** Marks a captured payment refunded; false when it was not captured (nothing to refund). */
    async refundPayment(id: string, refundId: string): Promise<boolean> {
      const result = await db.updateTable('sandbox_gateway_payments').set({ status: 'refunded', refund_id: refundId }).where('id', '=', id).where('status', '=', 'captured').executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type SandboxGatewayRepository = ReturnType<typeof createSandboxGatewayRepository>;
