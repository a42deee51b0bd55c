/** The gateways we can talk to; 'free' orders (total 0) need none. */
export const GATEWAY_NAMES = ['sandbox', 'razorpay'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];

/** An order at the gateway (Razorpay's Orders API: amount in minor units, our order id as receipt). */
export type GatewayOrder = { id: string; amount: number; currency: string; receipt: string; status: string };

/** A payment at the gateway, as far as we act on it. */
export type GatewayPayment = {
  id: string;
  orderId: string | null;
  amount: number;
  currency: string;
  /** Razorpay's states: created, authorized, captured, refunded, failed. */
  status: string;
  errorDescription: string | null;
};

/** What the buyer's browser does next (spec 2 §7: a url to navigate to, or an HTML form to submit). */
export type CheckoutStep = { url: string; form?: undefined } | { form: string; url?: undefined };

/** The page the gateway shows: which order, for how much, and where to send the buyer back. */
export type CheckoutRequest = {
  gatewayOrderId: string;
  amount: number;
  currency: string;
  description: string;
  /** Where the gateway posts the outcome (razorpay_payment_id, razorpay_order_id, razorpay_signature, or error[…]). */
  callbackUrl: string;
  /** Where 'cancel' goes. */
  cancelUrl: string;
  prefill: { name: string; email: string; contact: string };
};

/** A gateway's webhook event, reduced to what we act on. */
export type WebhookEvent = {
  /** The event's id (Razorpay's X-Razorpay-Event-Id); the same event delivered twice has the same id. */
  id: string;
  /** payment.captured, payment.failed, order.paid, refund.processed … */
  type: string;
  gatewayOrderId: string | null;
  paymentId: string | null;
  /** The payment's amount and currency (minor units). */
  amount: number | null;
  currency: string | null;
  errorDescription: string | null;
  refundId: string | null;
};

/** A failed call to the gateway (network, refused, malformed): safe to retry later. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null = null,
  ) {
    super(message);
  }
}

/**
 * One payment gateway, shaped after Razorpay's server-side flow: an order is created with the
 * amount, the buyer pays on the gateway's checkout, the gateway posts a signed callback
 * (HMAC-SHA256 of `order_id|payment_id`) and signed webhooks (HMAC-SHA256 of the raw body).
 */
export type PaymentGateway = {
  readonly name: GatewayName;
  /** Creates the gateway's order for an amount in minor units, with our order id as receipt. */
  createOrder(input: { amount: number; currency: string; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** Where the buyer goes to pay: a URL, or a form to post. */
  startCheckout(input: CheckoutRequest): Promise<CheckoutStep>;
  /** The callback's signature, checked in constant time. */
  isPaymentSignatureValid(input: { gatewayOrderId: string; paymentId: string; signature: string }): boolean;
  /** A webhook's signature over its raw body, checked in constant time. */
  isWebhookSignatureValid(rawBody: Buffer, signature: string): boolean;
  /** Reads a verified webhook; null for a body we cannot read. */
  parseWebhook(rawBody: Buffer, eventIdHeader: string | undefined): WebhookEvent | null;
  /** One payment, as the gateway knows it (null when unknown). */
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** The payments made against a gateway order (reconciliation). */
  listOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
  /** Refunds a captured payment in full, or `amount` of it. */
  refund(paymentId: string, amount: number): Promise<{ refundId: string }>;
};

/** The gateways of this installation. */
export type PaymentsPort = {
  /** The gateway a buyer pays through: isFromIndia picks it (READING); null when payments are off. */
  forBuyer(isFromIndia: boolean): PaymentGateway | null;
  /** A gateway by name, for callbacks, webhooks and reconciliation of orders made through it. */
  byName(name: string): PaymentGateway | null;
};
