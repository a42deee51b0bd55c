/**
 * Commerce (issue 17): the cart script, payments, orders, coupons and refunds (spec 2 §2.1 Cart
 * dialog, §3 Cart item / Cart response / Coupon response / Payment response, §4 Cart, §7 Cart,
 * §8 coupon rejected, payment status not 200, 'Hey, your cart is empty.').
 *
 * Calls (all under /api; paths the spec does not show are ours, docs/decisions.md 'Commerce'):
 * - `POST /cart` {action, …}: the cart script of spec 2 §7. `add` and `remove` send `sku`,
 *   `apply_coupon` sends `code`, `mycart` and `remove_coupon` nothing, `payment` an optional
 *   `return_path` (where the buyer comes back to). Every action but `payment` answers the cart
 *   (product list, total, discount) with the coupon fields (applied_coupon, status, msg);
 *   `payment` answers the Payment response: status 200 with a `url` to go to or a `form` to
 *   submit (a total of 0 goes straight to the order: its url). A refused coupon is 400 with the
 *   message; the web also treats `applied_coupon` differing from the code entered, or status
 *   '500', as refused (spec 2 §8).
 * - `POST /payments/callback` (form post from the gateway, not JSON): verifies the signature,
 *   confirms the payment with the gateway, and sends the browser on (303).
 * - `POST /payments/webhook/:gateway` (the gateway's signed JSON): 200 once handled (or a repeat),
 *   400 for a wrong signature.
 * - `GET /my_orders`, `GET /my_orders/:order`, `PUT /my_orders/:order/billing`,
 *   `POST /my_orders/:order/downloads` {sku}: the buyer's orders, an order with its invoice
 *   fields, the buyer's GSTIN block, and signed, expiring download links of a bought song or
 *   album (mp3 and the original). The links are `GET /purchase_file?token=…`.
 * - `GET /my_sales`: what the signed-in artist sold (each line, newest first) and their totals.
 * - Staff only (staffRole 'staff'; the console's Coupons and Refunds screens): `GET|POST /coupons`,
 *   `POST /coupons/:code/end` (switches a coupon off), `GET /staff/orders` (paid or refunded
 *   orders, by order id or buyer e-mail, newest first), `GET /staff/orders/:order`,
 *   `POST /orders/refund`; each change is written to the audit log in its transaction.
 *
 * Money: integer minor units everywhere (paise for INR, cents for USD); rupees only on screen.
 */
import { z } from 'zod';
import { COUPON_CODE_MAX, COUPON_CODE_MIN, CURRENCIES, ORDERS_PAGE_SIZE, PRICE_MAX_PAISE } from '../constants.ts';
import { COMMERCE_MESSAGES, MESSAGES } from '../messages.ts';
import { COUPON_SCOPES } from '../rules/coupon-pricing.ts';
import { dateTimeSchema } from './catalog.ts';
import { defineRoute, listOf, resultOf } from './route.ts';

// ---------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------

/** A SKU (spec 2 §3 Cart item): 'SNG-…', 'ALB-…' or the Pro plan's. */
export const skuSchema = z
  .string({ error: COMMERCE_MESSAGES.skuRequired })
  .trim()
  .min(1, COMMERCE_MESSAGES.skuRequired)
  .max(40, COMMERCE_MESSAGES.itemNotForSale)
  .regex(/^[A-Za-z0-9-]+$/, COMMERCE_MESSAGES.itemNotForSale)
  .transform((v) => v.toUpperCase());

/** A coupon code as typed: trimmed, compared in upper case. */
export const couponCodeSchema = z
  .string({ error: COMMERCE_MESSAGES.couponRequired })
  .trim()
  .min(1, COMMERCE_MESSAGES.couponRequired)
  .max(COUPON_CODE_MAX, COMMERCE_MESSAGES.couponInvalid)
  .transform((v) => v.toUpperCase());

/** An app path to come back to after paying ('/songs/x'); anything else is ignored by the server. */
export const returnPathSchema = z.string().max(500).optional();

export const currencySchema = z.enum(CURRENCIES);

/** Order states: created → paid → fulfilled; failed; refunded. */
export const ORDER_STATUSES = ['created', 'paid', 'fulfilled', 'failed', 'refunded'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Public order ids: 'IW' and 16 letters and digits. */
export const orderIdSchema = z.string().regex(/^IW[A-Z0-9]{16}$/, COMMERCE_MESSAGES.orderNotFound);

/** A GSTIN: 2 digits of state, 10 of PAN, entity, 'Z', check character; '' for none. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

// ---------------------------------------------------------------------------------------------
// Cart
// ---------------------------------------------------------------------------------------------

/** A line of the cart (spec 2 §3 Cart item: sku, name, artist, img, price), with its kind and page. */
export const cartItemSchema = z.object({
  sku: z.string(),
  name: z.string(),
  artist: z.string(),
  /** The 200 px artwork. */
  img: z.string(),
  /** Paise. */
  price: z.number().int(),
  /** This line's share of the coupon, paise. */
  discount: z.number().int(),
  type: z.enum(['song', 'album']),
  slug: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The cart (spec 2 §3 Cart response: product list, total, discount) with the coupon fields (Coupon response). */
export const cartReplySchema = z.object({
  success: z.literal(true),
  product: z.array(cartItemSchema),
  currency: currencySchema,
  /** Sum of prices, paise. */
  subtotal: z.number().int(),
  /** The coupon's discount, paise; a coupon counts as applied when this is above 0 (spec 2 §4). */
  discount: z.number().int(),
  /** subtotal − discount, paise; 0 shows 'Download' instead of 'Pay'. */
  total: z.number().int(),
  /** The code applied, or ''. */
  applied_coupon: z.string(),
  /** '200' when the action did what it was asked, '500' when a coupon was refused (spec 2 §8). */
  status: z.enum(['200', '500']),
  /** What happened, to show. */
  msg: z.string(),
});
export type CartReply = z.infer<typeof cartReplySchema>;

/** The Payment response (spec 2 §3): status 200 with a url to go to or an HTML form to submit. */
export const paymentReplySchema = z.object({
  success: z.literal(true),
  status: z.literal(200),
  url: z.string().optional(),
  /** A `<form method="POST" action="…">` with hidden inputs: the web submits it. */
  form: z.string().optional(),
  message: z.string(),
  /** Our order id. */
  order: z.string(),
});
export type PaymentReply = z.infer<typeof paymentReplySchema>;

export const cartBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('mycart') }),
    z.object({ action: z.literal('add'), sku: skuSchema }),
    z.object({ action: z.literal('remove'), sku: skuSchema }),
    z.object({ action: z.literal('apply_coupon'), code: couponCodeSchema }),
    z.object({ action: z.literal('remove_coupon') }),
    z.object({ action: z.literal('payment'), return_path: returnPathSchema }),
  ],
  { error: MESSAGES.invalidInput },
);
export type CartBody = z.input<typeof cartBodySchema>;

// ---------------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------------

export const orderItemSchema = z.object({
  sku: z.string(),
  type: z.enum(['song', 'album', 'pro']),
  name: z.string(),
  artist: z.string(),
  img: z.string().nullable(),
  /** The item's page (null for the plan, or when it is gone). */
  slug: z.string().nullable(),
  price: z.number().int(),
  discount: z.number().int(),
  /** Fulfilled and not refunded: its files may be downloaded. */
  can_download: z.boolean(),
});

export const orderSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['pro', 'cart']),
  status: orderStatusSchema,
  /** The buyer's words for the status. */
  status_label: z.string(),
  currency: currencySchema,
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  coupon: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** Why a payment failed (the gateway's message), to show. */
  failure_reason: z.string().nullable(),
  invoice_number: z.string().nullable(),
  items: z.array(orderItemSchema),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** An order with what its invoice shows (GST included in prices; GSTIN fields). */
export const orderDetailSchema = orderSummarySchema.extend({
  gateway: z.string(),
  payment_id: z.string().nullable(),
  refunded_at: z.string().nullable(),
  invoice: z.object({
    seller: z.object({ name: z.string(), address: z.string(), gstin: z.string().nullable() }),
    buyer: z.object({ name: z.string(), email: z.string(), gstin: z.string(), address: z.string() }),
    gst_percent: z.number(),
    /** The part of the total before GST, and the GST in it. */
    taxable_value: z.number().int(),
    tax: z.number().int(),
  }),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const billingBodySchema = z.object({
  name: z.string().trim().max(120, COMMERCE_MESSAGES.billingNameMax).optional().default(''),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || GSTIN_PATTERN.test(v), COMMERCE_MESSAGES.gstinInvalid)
    .optional()
    .default(''),
  address: z.string().trim().max(500, COMMERCE_MESSAGES.billingAddressMax).optional().default(''),
});

/** One downloadable file of a purchase: signed links that expire. */
export const purchaseFileSchema = z.object({
  title: z.string(),
  /** The mp3 rendition (null while it is being made). */
  mp3_url: z.string().nullable(),
  /** The file the artist uploaded. */
  original_url: z.string().nullable(),
  original_format: z.string().nullable(),
});

/** A line an artist sold: the order's id, never the buyer. Amounts in paise. */
export const saleSchema = z.object({
  order: z.string(),
  sku: z.string(),
  type: z.enum(['song', 'album']),
  name: z.string(),
  price: z.number().int(),
  discount: z.number().int(),
  /** What the line brought in: price − discount (0 once refunded). */
  earned: z.number().int(),
  status: z.enum(['fulfilled', 'refunded']),
  sold_at: z.string().nullable(),
});
export type Sale = z.infer<typeof saleSchema>;

// ---------------------------------------------------------------------------------------------
// Coupons and refunds (team)
// ---------------------------------------------------------------------------------------------

export const couponBodySchema = z
  .object({
    code: z
      .string({ error: COMMERCE_MESSAGES.couponRequired })
      .trim()
      .min(COUPON_CODE_MIN, COMMERCE_MESSAGES.couponInvalid)
      .max(COUPON_CODE_MAX, COMMERCE_MESSAGES.couponInvalid)
      .regex(/^[A-Za-z0-9-]+$/, COMMERCE_MESSAGES.couponInvalid)
      .transform((v) => v.toUpperCase()),
    description: z.string().trim().max(200).optional().default(''),
    percent_off: z.number({ error: MESSAGES.invalidInput }).int(MESSAGES.invalidInput).min(1, MESSAGES.invalidInput).max(100, MESSAGES.invalidInput).nullish(),
    /** Paise. */
    amount_off: z.number({ error: MESSAGES.priceInvalid }).int(MESSAGES.priceInvalid).min(1, MESSAGES.priceInvalid).max(PRICE_MAX_PAISE, MESSAGES.priceInvalid).nullish(),
    scope: z.enum(COUPON_SCOPES).optional().default('any'),
    /** Only this artist's items (their slug). */
    artist: z.string().trim().optional(),
    /** Only this person may use it (their slug). */
    user: z.string().trim().optional(),
    starts_at: dateTimeSchema.optional(),
    expires_at: dateTimeSchema.optional(),
    max_redemptions: z.number().int().min(1).nullish(),
  })
  .refine((v) => (v.percent_off == null) !== (v.amount_off == null), { message: 'Give either percent_off or amount_off.', path: ['percent_off'] });

/** A coupon as the team lists it. */
export const couponSchema = z.object({
  code: z.string(),
  description: z.string(),
  percent_off: z.number().int().nullable(),
  amount_off: z.number().int().nullable(),
  scope: z.enum(COUPON_SCOPES),
  artist: z.string().nullable(),
  user: z.string().nullable(),
  starts_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  max_redemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  is_active: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;
export type CouponInput = z.input<typeof couponBodySchema>;

/** Which orders the team's list shows: paid (or fulfilled) ones that may be refunded, or refunded ones. */
export const STAFF_ORDER_FILTERS = ['paid', 'refunded'] as const;

/** An order as the team sees it: the buyer's summary with who bought it and, once refunded, who refunded it, when and why. */
export const staffOrderSchema = orderSummarySchema.extend({
  buyer: z.object({ name: z.string(), email: z.string(), slug: z.string().nullable() }),
  gateway: z.string(),
  payment_id: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** From the audit log: the team member (null when the gateway reported the refund), and the reason given. */
  refund: z.object({ by: z.string().nullable(), reason: z.string().nullable(), at: z.string() }).nullable(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const staffOrdersQuerySchema = z.object({
  /** An order id ('IW…') or the buyer's e-mail; empty for every order. */
  q: z.string().trim().max(200).optional().default(''),
  status: z.enum(STAFF_ORDER_FILTERS).optional().default('paid'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(ORDERS_PAGE_SIZE),
});

export const commerceRoutes = {
  cart: defineRoute({
    method: 'POST',
    path: '/cart',
    summary: 'The cart script: add, remove, mycart, payment, apply_coupon, remove_coupon (spec 2 §7)',
    isAuthRequired: true,
    // add and payment create: a retried call answers the first reply, never a second order.
    isIdempotent: true,
    body: cartBodySchema,
    response: z.union([cartReplySchema, paymentReplySchema]),
  }),
  myOrders: defineRoute({
    method: 'GET',
    path: '/my_orders',
    summary: "The buyer's orders, newest first",
    isAuthRequired: true,
    query: z.object({ offset: z.coerce.number().int().min(0).default(0), limit: z.coerce.number().int().min(1).max(50).default(ORDERS_PAGE_SIZE) }),
    response: listOf(orderSummarySchema).extend({ count: z.number().int() }),
  }),
  order: defineRoute({
    method: 'GET',
    path: '/my_orders/:order',
    summary: 'One order of the buyer, with its invoice fields',
    isAuthRequired: true,
    params: z.object({ order: orderIdSchema }),
    response: resultOf(orderDetailSchema),
  }),
  billing: defineRoute({
    method: 'PUT',
    path: '/my_orders/:order/billing',
    summary: "The buyer's name, GSTIN and address on an order's invoice",
    isAuthRequired: true,
    params: z.object({ order: orderIdSchema }),
    body: billingBodySchema,
    response: resultOf(orderDetailSchema).extend({ message: z.string() }),
  }),
  downloads: defineRoute({
    method: 'POST',
    path: '/my_orders/:order/downloads',
    summary: 'Signed, expiring links to the files of a bought song or album',
    isAuthRequired: true,
    params: z.object({ order: orderIdSchema }),
    body: z.object({ sku: skuSchema }),
    response: resultOf(z.object({ files: z.array(purchaseFileSchema), expires_at: z.string() })),
  }),
  mySales: defineRoute({
    method: 'GET',
    path: '/my_sales',
    summary: "The artist's sold songs and albums, newest first, with their totals",
    isAuthRequired: true,
    query: z.object({ offset: z.coerce.number().int().min(0).default(0), limit: z.coerce.number().int().min(1).max(50).default(ORDERS_PAGE_SIZE) }),
    response: listOf(saleSchema).extend({ count: z.number().int(), earned: z.number().int(), refunded: z.number().int(), currency: currencySchema }),
  }),
  coupons: defineRoute({
    method: 'GET',
    path: '/coupons',
    summary: 'Coupons (staff only)',
    isAuthRequired: true,
    staffRole: 'staff',
    response: listOf(couponSchema),
  }),
  createCoupon: defineRoute({
    method: 'POST',
    path: '/coupons',
    summary: 'Creates a coupon (staff only)',
    isAuthRequired: true,
    isIdempotent: true,
    staffRole: 'staff',
    body: couponBodySchema,
    response: resultOf(couponSchema),
  }),
  endCoupon: defineRoute({
    method: 'POST',
    path: '/coupons/:code/end',
    summary: 'Switches a coupon off: it is refused from now on; its redemptions stay (staff only)',
    isAuthRequired: true,
    staffRole: 'staff',
    params: z.object({ code: couponCodeSchema }),
    response: resultOf(couponSchema).extend({ message: z.string() }),
  }),
  staffOrders: defineRoute({
    method: 'GET',
    path: '/staff/orders',
    summary: 'Paid or refunded orders, by order id or buyer e-mail, newest first (staff only)',
    isAuthRequired: true,
    staffRole: 'staff',
    query: staffOrdersQuerySchema,
    response: listOf(staffOrderSchema).extend({ count: z.number().int() }),
  }),
  staffOrder: defineRoute({
    method: 'GET',
    path: '/staff/orders/:order',
    summary: 'One order with its buyer and its refund (staff only)',
    isAuthRequired: true,
    staffRole: 'staff',
    params: z.object({ order: orderIdSchema }),
    response: resultOf(staffOrderSchema),
  }),
  refund: defineRoute({
    method: 'POST',
    path: '/orders/refund',
    summary: 'Refunds a paid order in full and takes back what it granted (staff only)',
    isAuthRequired: true,
    isIdempotent: true,
    staffRole: 'staff',
    body: z.object({ order: orderIdSchema, reason: z.string().trim().max(500).optional().default('') }),
    response: resultOf(orderDetailSchema).extend({ message: z.string() }),
  }),
} as const;
