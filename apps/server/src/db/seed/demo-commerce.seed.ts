import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { createMembershipService } from '../../modules/membership/membership.service.ts';
import { createSystemClock } from '../../platform/clock/clock.port.ts';
import type { Database } from '../database.ts';

const DAY = 86_400_000;

/** Demo prices in paise: two songs and both albums are for sale (README 'Buy music'). */
const DEMO_PRICES = {
  songs: { 'Local Train Lo-fi': 4_900, 'Tram Line Beat': 2_900 },
  albums: { 'Deccan Plateau': 14_900, 'Mehfil Sessions': 19_900 },
} as const;

/** Demo coupons (README): 10% off anything, the cart's music free, and 10% off Pro. */
export const DEMO_COUPONS = [
  { code: 'WELCOME10', description: '10% off anything', percent_off: 10, scope: 'any' },
  { code: 'FREEMUSIC', description: 'Music in your cart for free (demo)', percent_off: 100, scope: 'cart' },
  { code: 'PROFRIEND10', description: '10% off Pro', percent_off: 10, scope: 'pro' },
] as const;

/**
 * The demo's shop (issue 17), once: Asha Menon is a Pro member with 200 days left, Ribha Lyngdoh's
 * membership expired 10 days ago (the renewal dialog), some songs and albums have prices, and
 * three coupons exist.
 */
export async function seedDemoCommerce(db: Database, config: Config, logger: Logger): Promise<void> {
  if (await db.selectFrom('coupons').select('id').where('code', '=', DEMO_COUPONS[0].code).executeTakeFirst()) return;
  const people = await db.selectFrom('users').select(['id', 'slug']).where('is_demo', '=', 1).where('slug', 'in', ['asha-menon', 'ribha-lyngdoh']).execute();
  const idOf = (slug: string) => people.find((person) => person.slug === slug)?.id;
  const clock = createSystemClock();
  const membership = createMembershipService({ db, dialect: config.database.dialect, clock });
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    const asha = idOf('asha-menon');
    const ribha = idOf('ribha-lyngdoh');
    // A year paid 165 days ago leaves 200; one paid 375 days ago ended 10 days ago.
    if (asha) await membership.grantTerm(trx, { userId: asha, orderId: null, paidAt: new Date(now.getTime() - 165 * DAY), source: 'grant' });
    if (ribha) await membership.grantTerm(trx, { userId: ribha, orderId: null, paidAt: new Date(now.getTime() - 375 * DAY), source: 'grant' });
    for (const [title, paise] of Object.entries(DEMO_PRICES.songs)) await trx.updateTable('songs').set({ price_paise: paise }).where('title', '=', title).execute();
    for (const [title, paise] of Object.entries(DEMO_PRICES.albums)) await trx.updateTable('albums').set({ price_paise: paise, is_digital: 1 }).where('title', '=', title).execute();
    const at = now.toISOString();
    for (const coupon of DEMO_COUPONS) {
      await trx
        .insertInto('coupons')
        .values({ code: coupon.code, description: coupon.description, percent_off: coupon.percent_off, amount_off: null, scope: coupon.scope, artist_id: null, user_id: null, starts_at: null, expires_at: null, max_redemptions: null, created_at: at, updated_at: at })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
  logger.info('demo shop seeded: Pro members, prices and coupons');
}
