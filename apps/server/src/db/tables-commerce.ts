import type { Generated } from 'kysely';

/** Commerce tables (issue 17); see migrations/017-commerce.ts for what each column means. */
export type CommerceTables = {
  coupons: CouponsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: { id: Generated<number>; order_id: number; from_status: string | null; to_status: string; source: string; detail: string | null; created_at: string };
  payment_events: { id: Generated<number>; gateway: string; event_id: string; event_type: string; order_id: number | null; received_at: string };
  purchases: { id: Generated<number>; user_id: number; item_type: string; item_id: number; order_id: number; created_at: string; revoked_at: string | null };
  memberships: { user_id: number; started_at: string; expires_at: string; updated_at: string };
  membership_terms: MembershipTermsTable;
  cart_items: { id: Generated<number>; user_id: number; item_type: string; item_id: number; added_at: string };
  cart_coupons: { user_id: number; coupon_id: number; applied_at: string };
  coupon_redemptions: { id: Generated<number>; coupon_id: number; user_id: number; order_id: number; created_at: string };
  sandbox_gateway_orders: { id: string; amount: number; currency: string; receipt: string; status: string; callback_url: string | null; cancel_url: string | null; description: Generated<string>; prefill_email: string | null; created_at: string };
  sandbox_gateway_payments: { id: string; order_id: string; amount: number; currency: string; status: string; error_description: string | null; refund_id: string | null; created_at: string };
  site_documents: { key: string; body: string; updated_at: string };
};

export type CouponsTable = {
  id: Generated<number>;
  code: string;
  description: Generated<string>;
  percent_off: number | null;
  amount_off: number | null;
  scope: Generated<string>;
  artist_id: number | null;
  user_id: number | null;
  starts_at: string | null;
  expires_at: string | null;
  max_redemptions: number | null;
  redemptions: Generated<number>;
  is_active: Generated<number>;
  created_at: string;
  updated_at: string;
};

export type OrdersTable = {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  kind: string;
  status: string;
  currency: string;
  subtotal: number;
  discount: number;
  total: number;
  coupon_id: number | null;
  coupon_code: string | null;
  gateway: string;
  gateway_order_id: string | null;
  gateway_payment_id: string | null;
  gateway_refund_id: string | null;
  refunded_amount: number | null;
  failure_reason: string | null;
  return_path: string | null;
  invoice_number: string | null;
  billing_name: string | null;
  billing_gstin: string | null;
  billing_address: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  fulfilled_at: string | null;
  failed_at: string | null;
  refunded_at: string | null;
};

export type OrderItemsTable = {
  id: Generated<number>;
  order_id: number;
  item_type: string;
  item_id: number | null;
  sku: string;
  name: string;
  artist: string;
  seller_id: number | null;
  image: string | null;
  price: number;
  discount: number;
};

export type MembershipTermsTable = {
  id: Generated<number>;
  user_id: number;
  order_id: number | null;
  source: string;
  paid_at: string;
  starts_at: string;
  ends_at: string;
  revoked_at: string | null;
  created_at: string;
};
