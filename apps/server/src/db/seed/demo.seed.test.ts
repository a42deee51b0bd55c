import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MIN_SIDE } from '@indiwave/domain/constants';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { expectNegotiatedPicture } from '../../../test/media-fixtures.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoContent } from './demo.seed.ts';

const silent = pino({ level: 'silent' });
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-demo-'));
  t = await createTestApp({ config: { dataDir } });
  await seedDemoContent(t.db, t.config, silent);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function listDemoUsers() {
  return t.db.selectFrom('users').selectAll().where('is_demo', '=', 1).orderBy('id').execute();
}

describe('demo content', () => {
  it('seeds 4 artists, 2 bands and 3 listeners with verified, lower-case e-mails and slugs', async () => {
    const users = await listDemoUsers();
    expect(users.map((u) => u.type).sort()).toEqual([
      'Artist',
      'Artist',
      'Artist',
      'Artist',
      'Band',
      'Band',
      'Listener',
      'Listener',
      'Listener',
    ]);
    for (const user of users) {
      expect(user.email).toBe(user.email.toLowerCase());
      expect(user.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(user.is_email_verified).toBe(1);
      expect(user.bio).toBeTruthy();
    }
    expect(users.filter((u) => u.type === 'Band').every((u) => u.band_name)).toBe(true);
    expect(DEMO_ACCOUNTS.map((a) => a.email).sort()).toEqual(users.map((u) => u.email).sort());
  });

  it('places everyone in a real Indian city of the reference data', async () => {
    const rows = await t.db
      .selectFrom('users')
      .innerJoin('cities', 'cities.id', 'users.city_id')
      .innerJoin('states', 'states.id', 'cities.state_id')
      .innerJoin('countries', 'countries.id', 'states.country_id')
      .select([
        'users.slug',
        'cities.name as city',
        'countries.iso_code as country',
        'users.state_id',
        'states.id as city_state_id',
      ])
      .where('users.is_demo', '=', 1)
      .execute();
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    expect(rows.every((r) => r.country === 'IN' && r.state_id === r.city_state_id)).toBe(true);
    expect(rows.map((r) => r.city)).toEqual(expect.arrayContaining(['Mumbai', 'Bengaluru', 'Shillong', 'Kolkata']));
  });

  it('gives artists and bands genres and categories; bands have the Band category, others not', async () => {
    const categories = await t.db
      .selectFrom('user_artist_categories')
      .innerJoin('artist_categories', 'artist_categories.id', 'user_artist_categories.category_id')
      .innerJoin('users', 'users.id', 'user_artist_categories.user_id')
      .select(['users.type', 'users.slug', 'artist_categories.name'])
      .execute();
    const genres = await t.db
      .selectFrom('user_genres')
      .innerJoin('users', 'users.id', 'user_genres.user_id')
      .select(['users.slug', 'users.type'])
      .execute();
    for (const user of await listDemoUsers()) {
      const names = categories.filter((c) => c.slug === user.slug).map((c) => c.name);
      if (user.type === 'Band') expect(names).toContain('Band');
      else expect(names).not.toContain('Band');
      if (user.type === 'Listener') expect(names).toEqual([]);
      else expect(names.length).toBeGreaterThan(0);
      if (user.type !== 'Listener') expect(genres.filter((g) => g.slug === user.slug).length).toBeGreaterThan(0);
    }
  });

  it('hashes the demo password with argon2id at the chosen cost', async () => {
    const [user] = await listDemoUsers();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(user.password_hash!, DEMO_PASSWORD)).toBe(true);
    expect(await verify(user.password_hash!, 'wrong-password')).toBe(false);
  });

  it('every demo account signs in with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/obtain_auth_token',
        payload: { email: account.email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, account.email).toBe(200);
      expect(res.json().success).toBe(true);
    }
  });

  it('writes a 500x500 JPEG profile picture and its WebP sibling for each, served under /media', async () => {
    for (const user of await listDemoUsers()) {
      expect(user.profile_pic).toBe(`avatars/${user.slug}.jpg`);
      const meta = await sharp(path.join(dataDir, 'media', user.profile_pic!)).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: IMAGE_MIN_SIDE, height: IMAGE_MIN_SIDE });
    }
    const res = await t.app.inject({ url: '/media/avatars/asha-menon.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    await expectNegotiatedPicture(t.app, '/media/avatars/asha-menon.jpg', { width: IMAGE_MIN_SIDE, height: IMAGE_MIN_SIDE });
  });

  it('running again duplicates nothing', async () => {
    const count = async (table: 'users' | 'user_genres' | 'user_artist_categories') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = [await count('users'), await count('user_genres'), await count('user_artist_categories')];
    await seedDemoContent(t.db, t.config, silent);
    await seedDemoContent(t.db, t.config, silent);
    expect([await count('users'), await count('user_genres'), await count('user_artist_categories')]).toEqual(before);
  });
});
