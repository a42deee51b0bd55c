import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { createMembershipService } from '../../modules/membership/membership.service.ts';
import { createSystemClock } from '../../platform/clock/clock.port.ts';
import { DEMO_COUPONS, seedDemoCommerce } from './demo-commerce.seed.ts';
import { seedDemoContent } from './demo.seed.ts';

const silent = pino({ level: 'silent' });
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.db, t.config, silent);
  await seedDemoCommerce(t.db, t.config, silent);
  // Once: a second run changes nothing.
  await seedDemoCommerce(t.db, t.config, silent);
}, 60_000);
afterAll(async () => t.close());

describe('the demo shop seed', () => {
  it('Asha is Pro with 200 days left, Ribha expired, and the coupons exist once', async () => {
    const membership = createMembershipService({ db: t.db, dialect: t.dialect, clock: createSystemClock() });
    const idOf = async (slug: string) => (await t.db.selectFrom('users').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
    // 200 days, or 201 when the year runs through a 29 February.
    expect((await membership.readStatus(await idOf('asha-menon'))).daysLeft).toBeOneOf([200, 201]);
    expect(await membership.readStatus(await idOf('ribha-lyngdoh'))).toMatchObject({ state: 2, daysLeft: 0 });
    const coupons = await t.db.selectFrom('coupons').select('code').execute();
    expect(coupons.map((c) => c.code).sort()).toEqual(DEMO_COUPONS.map((c) => c.code).sort());
  });
});
