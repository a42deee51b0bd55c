import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { issueKey } from '../../../test/social.ts';
import { seedDemoCatalog } from './demo-catalog.seed.ts';
import { seedDemoListening } from './demo-listening.seed.ts';
import { seedDemoWorkstation } from './demo-workstation.seed.ts';
import { seedDemoContent } from './demo.seed.ts';

const silent = pino({ level: 'silent' });
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-demo-workstation-'));
  t = await createTestApp({ config: { dataDir } });
  await seedDemoContent(t.db, t.config, silent);
  await seedDemoCatalog(t.db, t.config, silent);
  await seedDemoListening(t.db, silent);
  await seedDemoWorkstation(t.db, silent);
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo workstation seed', () => {
  it("fills the demo artist's dashboard and analytics, with aggregates equal to the play rows", async () => {
    const asha = await t.db.selectFrom('users').select('id').where('slug', '=', 'asha-menon').executeTakeFirstOrThrow();
    const { headers } = await issueKey(t.db, t.platform.clock, asha.id);
    const dashboard = (await t.app.inject({ url: '/api/dashboard', headers })).json().result;
    expect(dashboard.figures.plays.total).toBeGreaterThan(50);
    expect(dashboard.figures.plays.last_7.current).toBeGreaterThan(0);
    expect(dashboard.figures.profile_views.last_28.current).toBeGreaterThan(0);
    expect(dashboard.figures.followers.total).toBeGreaterThan(0);
    expect(dashboard.achievements.map((item: { code: string }) => item.code)).toContain('first_upload');
    expect(dashboard.activity.length).toBeGreaterThan(0);
    const analytics = (await t.app.inject({ url: '/api/analytics?range=90', headers })).json().result;
    expect(analytics.totals.song_plays).toBe(dashboard.figures.plays.total);
    expect(analytics.cities.length).toBeGreaterThan(1);
    const raw = await t.db
      .selectFrom('plays')
      .innerJoin('songs', 'songs.id', 'plays.item_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('plays.item_type', '=', 'song')
      .where('songs.user_id', '=', asha.id)
      .executeTakeFirstOrThrow();
    expect(Number(raw.n)).toBe(dashboard.figures.plays.total);
  });

  it('runs once', async () => {
    const before = await t.db
      .selectFrom('plays')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await seedDemoWorkstation(t.db, silent);
    const after = await t.db
      .selectFrom('plays')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
