import crypto from 'node:crypto';

/** Razorpay's payment signature: HMAC-SHA256 of `order_id|payment_id` under the key secret, hex. */
export function signPayment(gatewayOrderId: string, paymentId: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(`${gatewayOrderId}|${paymentId}`).digest('hex');
}

/** Razorpay's webhook signature: HMAC-SHA256 of the raw body under the webhook secret, hex. */
export function signWebhook(rawBody: Buffer | string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Compares a given hex signature with the expected one in constant time (any length or case given is safe). */
export function isSignatureEqual(expectedHex: string, given: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given.trim().toLowerCase(), 'utf8');
  // timingSafeEqual needs equal lengths; comparing against itself keeps the time the same.
  if (actual.length !== expected.length) {
    crypto.timingSafeEqual(expected, expected);
    return false;
  }
  return crypto.timingSafeEqual(expected, actual);
}

type RazorpayEntity = Record<string, unknown>;

/** Reads a Razorpay-shaped webhook body (`{ event, payload: { payment: { entity }, order, refund } }`). */
export function readRazorpayEvent(rawBody: Buffer, eventIdHeader: string | undefined) {
  let body: { event?: unknown; payload?: Record<string, { entity?: RazorpayEntity }> };
  try {
    body = JSON.parse(rawBody.toString('utf8')) as typeof body;
  } catch {
    return null;
  }
  if (!body || typeof body.event !== 'string') return null;
  const payment = body.payload?.payment?.entity ?? null;
  const order = body.payload?.order?.entity ?? null;
  const refund = body.payload?.refund?.entity ?? null;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const number = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);
  return {
    // A delivery without an id (never from Razorpay) is identified by its body, so a replay still matches.
    id: text(eventIdHeader) ?? `body:${crypto.createHash('sha256').update(rawBody).digest('hex')}`,
    type: body.event,
    gatewayOrderId: text(payment?.order_id) ?? text(order?.id),
    paymentId: text(payment?.id) ?? text(refund?.payment_id),
    amount: number(payment?.amount) ?? number(order?.amount_paid),
    currency: text(payment?.currency) ?? text(order?.currency),
    errorDescription: text(payment?.error_description),
    refundId: text(refund?.id),
  };
}
