import { CART_ITEMS_MAX } from '@indiwave/domain/constants';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import { priceWithCoupon, type PricedLine } from '@indiwave/domain/rules/coupon-pricing';
import { AppError } from '../../http/app-error.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { CatalogSalesService, SaleItem } from '../catalog/catalog-sales.service.ts';
import type { CartRepository } from './cart.repository.ts';
import type { CouponRow } from './coupons.repository.ts';
import { toCouponTerms, type CouponsService } from './coupons.service.ts';
import type { OrdersRepository } from './orders.repository.ts';

/** The cart as it stands: what can still be bought, the coupon that still applies, and the prices. */
export type CartView = {
  items: SaleItem[];
  coupon: CouponRow | null;
  pricing: ReturnType<typeof priceWithCoupon>;
};

/** A song's or album's line for pricing. */
export function toPricedLine(item: SaleItem): PricedLine {
  return { itemType: item.type, price: item.price, sellerId: item.sellerId };
}

/**
 * The cart (spec 2 §4 Cart, §7 add, remove, mycart, apply_coupon, remove_coupon). Every read
 * checks the items again: one made private, deleted, taken off sale or bought meanwhile leaves the
 * cart, prices are the artist's current ones, and a coupon that stopped applying is dropped.
 */
export function createCartService(deps: { cart: CartRepository; orders: OrdersRepository; sales: CatalogSalesService; coupons: CouponsService; clock: ClockPort }) {
  const { cart } = deps;
  const now = () => deps.clock.now().toISOString();

  /** Why a person may not buy an item, or null. */
  function findRefusal(item: SaleItem, userId: number, owned: Set<string>): string | null {
    if (item.sellerId === userId) return COMMERCE_MESSAGES.ownItem;
    if (!item.isAvailable) return COMMERCE_MESSAGES.itemUnavailable;
    if (!item.isForSale) return COMMERCE_MESSAGES.itemNotForSale;
    if (owned.has(`${item.type}:${item.id}`)) return COMMERCE_MESSAGES.alreadyOwned;
    return null;
  }

  async function readCart(userId: number): Promise<CartView> {
    const lines = await cart.listItems(userId);
    const refs = lines.map((line) => ({ type: line.item_type as 'song' | 'album', id: line.item_id }));
    const found = new Map((await deps.sales.findByIds(refs)).map((item) => [`${item.type}:${item.id}`, item]));
    const owned = await deps.orders.listOwned(userId, refs);
    const items: SaleItem[] = [];
    const gone: { type: string; id: number }[] = [];
    for (const ref of refs) {
      const item = found.get(`${ref.type}:${ref.id}`);
      if (item && findRefusal(item, userId, owned) === null) items.push(item);
      else gone.push(ref);
    }
    if (gone.length) await cart.removeItems(userId, gone);
    const couponId = await cart.findCouponId(userId);
    let coupon: CouponRow | null = null;
    if (couponId !== undefined) {
      coupon = await deps.coupons.recheck(couponId, userId, items.map(toPricedLine), 'INR');
      if (!coupon) await cart.removeCoupon(userId);
    }
    return { items, coupon, pricing: priceWithCoupon(items.map(toPricedLine), coupon ? toCouponTerms(coupon) : null) };
  }

  return {
    readCart,

    /** add: a song or album for sale, by SKU; one's own, unavailable, free or owned items are refused. */
    async add(userId: number, sku: string): Promise<{ view: CartView; message: string }> {
      const [item] = await deps.sales.findBySkus([sku]);
      if (!item) throw AppError.badRequest(COMMERCE_MESSAGES.itemNotForSale);
      const refusal = findRefusal(item, userId, await deps.orders.listOwned(userId, [{ type: item.type, id: item.id }]));
      if (refusal) throw AppError.badRequest(refusal);
      if ((await cart.countItems(userId)) >= CART_ITEMS_MAX) throw AppError.badRequest(COMMERCE_MESSAGES.cartFull);
      const isAdded = await cart.addItem(userId, item.type, item.id, now());
      return { view: await readCart(userId), message: isAdded ? COMMERCE_MESSAGES.addedToCart : COMMERCE_MESSAGES.alreadyInCart };
    },

    /** remove: takes an item out by SKU (an item not in the cart changes nothing). */
    async remove(userId: number, sku: string): Promise<{ view: CartView; message: string }> {
      const [item] = await deps.sales.findBySkus([sku]);
      if (item) await cart.removeItems(userId, [{ type: item.type, id: item.id }]);
      return { view: await readCart(userId), message: COMMERCE_MESSAGES.removedFromCart };
    },

    /** apply_coupon: the coupon must apply to something in the cart (spec 2 §8: refused with its message). */
    async applyCoupon(userId: number, code: string): Promise<{ view: CartView; message: string }> {
      const view = await readCart(userId);
      if (!view.items.length) throw AppError.badRequest(COMMERCE_MESSAGES.couponEmptyCart, { code: COMMERCE_MESSAGES.couponEmptyCart });
      const coupon = await deps.coupons.findApplicable(code, userId, view.items.map(toPricedLine), 'INR');
      await cart.setCoupon(userId, coupon.id, now());
      return { view: await readCart(userId), message: COMMERCE_MESSAGES.couponApplied };
    },

    /** remove_coupon: the total comes back up by the discount (spec 2 §4). */
    async removeCoupon(userId: number): Promise<{ view: CartView; message: string }> {
      const had = (await cart.findCouponId(userId)) !== undefined;
      await cart.removeCoupon(userId);
      return { view: await readCart(userId), message: had ? COMMERCE_MESSAGES.couponRemoved : COMMERCE_MESSAGES.noCoupon };
    },

  };
}
export type CartService = ReturnType<typeof createCartService>;
