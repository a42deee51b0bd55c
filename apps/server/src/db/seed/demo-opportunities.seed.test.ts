import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPPORTUNITY_CATEGORIES } from '@indiwave/domain/constants';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { signIn, tokenHeader } from '../../../test/factories.ts';
import { seedDemoCatalog } from './demo-catalog.seed.ts';
import { seedDemoOpportunities } from './demo-opportunities.seed.ts';
import { DEMO_STAFF, seedDemoStaff } from './demo-staff.seed.ts';
import { seedDemoTv } from './demo-tv.seed.ts';
import { DEMO_PASSWORD, seedDemoContent } from './demo.seed.ts';

const silent = pino({ level: 'silent' });
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-demo-opportunities-'));
  t = await createTestApp({ config: { dataDir } });
  await seedDemoContent(t.db, t.config, silent);
  await seedDemoCatalog(t.db, t.config, silent);
  await seedDemoStaff(t.db, silent);
  for (let round = 0; round < 2; round++) {
    await seedDemoOpportunities(t.db, silent);
    await seedDemoTv(t.db, t.config, silent);
  }
}, 90_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api${url}`, headers }).then((res) => res.json());

describe('the demo opportunities and TV schedule (seeded once)', () => {
  it('opens briefs in every category, one upcoming, and one decided with its winner', async () => {
    const all = await get('/opportunity-v2?category=0&limit=50');
    expect(all.count).toBe(6);
    expect(all.categories.filter((category: { open_count: number }) => category.open_count > 0)).toHaveLength(OPPORTUNITY_CATEGORIES.length);
    expect((await get('/opportunity_upcoming')).results).toHaveLength(1);
    const [winner] = (await get('/opportunity_winners')).results;
    expect(winner).toMatchObject({ opportunity: { brand_name: 'Tiranga Telecom' }, artist: { slug: 'monsoon-theory' } });
    expect(winner.entries).toHaveLength(1);
  });

  it('gives Asha an application and a saved brief, and the staff account applications to review', async () => {
    const asha = tokenHeader(await signIn(t.app, 'asha@demo.indiwave.local', DEMO_PASSWORD));
    const mine = await get('/my_opportunities?tab=applied', asha);
    expect(mine.counts).toMatchObject({ applied: 1, saved: 1 });
    const staff = tokenHeader(await signIn(t.app, DEMO_STAFF.email, DEMO_PASSWORD));
    const reviewed = (await get('/staff/opportunities', staff)).results.find((item: { brand_name: string }) => item.brand_name === 'Tiranga Telecom');
    expect(reviewed.counts).toMatchObject({ won: 1, not_selected: 2, waiting: 0 });
  });

  it('schedules videos on the channel: one aired, two coming, one featured, one waiting for review', async () => {
    const tv = (await get('/tv_overview')).result;
    expect(tv.aired).toHaveLength(1);
    expect(tv.schedule).toHaveLength(2);
    expect(tv.schedule.every((slot: { at: string }) => Date.parse(slot.at) > Date.now())).toBe(true);
    expect(tv.featured.length).toBeGreaterThanOrEqual(2);
    const staff = tokenHeader(await signIn(t.app, DEMO_STAFF.email, DEMO_PASSWORD));
    const pitches = (await get('/staff/tv_pitches', staff)).results;
    expect(pitches).toHaveLength(6);
    const waiting = pitches.find((pitch: { status: string }) => pitch.status === 'submitted');
    expect((await t.app.inject({ url: `/api/tv_certificate/${waiting.certificate.id}`, headers: staff })).headers['content-type']).toContain('application/pdf');
  });
});
