import Razorpay from 'razorpay';
import { escapeHtml } from './checkout-form.ts';
import { GatewayError, type CheckoutRequest, type CheckoutStep, type GatewayPayment, type PaymentGateway } from './payments.port.ts';
import { isSignatureEqual, readRazorpayEvent, signPayment, signWebhook } from './razorpay-signature.ts';

/** Razorpay's keys and addresses (README: switching from the sandbox to Razorpay). */
export type RazorpayConfig = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com; tests point it at a stand-in on loopback. */
  apiBase: string;
  /** Hosted checkout, which takes a posted form: https://api.razorpay.com/v1/checkout/embedded. */
  checkoutUrl: string;
  /** The name the checkout shows. */
  merchantName: string;
};

type RazorpayPaymentEntity = { id: string; order_id?: string | null; amount: number; currency: string; status: string; error_description?: string | null };

function toPayment(entity: RazorpayPaymentEntity): GatewayPayment {
  return { id: entity.id, orderId: entity.order_id ?? null, amount: entity.amount, currency: entity.currency, status: entity.status, errorDescription: entity.error_description ?? null };
}

/** The SDK throws `{ statusCode, error }` for an answer, and plain errors for a lost connection. */
function toGatewayError(error: unknown): GatewayError {
  const answer = error as { statusCode?: number; error?: { description?: string } } | undefined;
  if (answer && typeof answer.statusCode === 'number') return new GatewayError(answer.error?.description ?? `Razorpay answered ${answer.statusCode}`, answer.statusCode);
  return new GatewayError(`Razorpay could not be reached: ${(error as Error)?.message ?? String(error)}`);
}

/**
 * Razorpay through its official SDK (`razorpay`): Orders API for the order (amount in paise,
 * receipt = our order id), Hosted Checkout as a posted form, payment signatures and webhook
 * signatures checked with our own constant-time comparison.
 */
export function createRazorpayGateway(config: RazorpayConfig): PaymentGateway {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  // The SDK fixes Razorpay's address; its HTTP client (axios) takes another base for the stand-in.
  (client as unknown as { api: { rq: { defaults: { baseURL: string; timeout: number } } } }).api.rq.defaults.baseURL = config.apiBase;
  (client as unknown as { api: { rq: { defaults: { baseURL: string; timeout: number } } } }).api.rq.defaults.timeout = 15_000;

  return {
    name: 'razorpay',

    async createOrder(input) {
      try {
        const order = await client.orders.create({ amount: input.amount, currency: input.currency, receipt: input.receipt, notes: input.notes });
        return { id: order.id, amount: Number(order.amount), currency: order.currency, receipt: order.receipt ?? input.receipt, status: order.status };
      } catch (error) {
        throw toGatewayError(error);
      }
    },

    async startCheckout(input: CheckoutRequest): Promise<CheckoutStep> {
      const fields: [string, string][] = [
        ['key_id', config.keyId],
        ['order_id', input.gatewayOrderId],
        ['amount', String(input.amount)],
        ['currency', input.currency],
        ['name', config.merchantName],
        ['description', input.description],
        ['prefill[name]', input.prefill.name],
        ['prefill[email]', input.prefill.email],
        ['prefill[contact]', input.prefill.contact],
        ['callback_url', input.callbackUrl],
        ['cancel_url', input.cancelUrl],
      ];
      const inputs = fields.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
      return { form: `<form method="POST" action="${escapeHtml(config.checkoutUrl)}">${inputs}</form>` };
    },

    isPaymentSignatureValid({ gatewayOrderId, paymentId, signature }) {
      return isSignatureEqual(signPayment(gatewayOrderId, paymentId, config.keySecret), signature);
    },

    isWebhookSignatureValid(rawBody, signature) {
      return isSignatureEqual(signWebhook(rawBody, config.webhookSecret), signature);
    },

    parseWebhook: readRazorpayEvent,

    async fetchPayment(paymentId) {
      try {
        return toPayment((await client.payments.fetch(paymentId)) as unknown as RazorpayPaymentEntity);
      } catch (error) {
        const failure = toGatewayError(error);
        if (failure.statusCode === 400 || failure.statusCode === 404) return null;
        throw failure;
      }
    },

    async listOrderPayments(gatewayOrderId) {
      try {
        const list = (await client.orders.fetchPayments(gatewayOrderId)) as unknown as { items: RazorpayPaymentEntity[] };
        return list.items.map(toPayment);
      } catch (error) {
        throw toGatewayError(error);
      }
    },

    async refund(paymentId, amount) {
      try {
        const refund = await client.payments.refund(paymentId, { amount });
        return { refundId: refund.id };
      } catch (error) {
        throw toGatewayError(error);
      }
    },
  };
}
