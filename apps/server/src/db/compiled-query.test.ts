import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { compileOnce } from './compiled-query.ts';
import { openDatabase, type Database } from './database.ts';

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  db = openDatabase(created.database).db;
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

describe('compileOnce (issue 16)', () => {
  it('runs the query built once with each call’s values, as the builder would', async () => {
    const byCode = compileOnce(db, 2, (code: string, name: string) => db.selectFrom('countries').select(['id', 'name']).where('iso_code', '=', code).where('name', '!=', name));
    const built = (code: string, name: string) => db.selectFrom('countries').select(['id', 'name']).where('iso_code', '=', code).where('name', '!=', name).execute();
    // Run more often than PostgreSQL's custom plans (5), so its kept statement is used for real.
    for (const code of ['IN', 'FR', 'DE', 'IN', 'JP', 'BR', 'IN', 'ZZ']) {
      expect(await byCode(code, 'Nowhere')).toEqual(await built(code, 'Nowhere'));
    }
    expect((await byCode('IN', 'Nowhere')).length).toBe(1);
    expect(await byCode('IN', 'India')).toEqual([]);
  });

  it('refuses a query that leaves an argument out of its values', async () => {
    const broken = compileOnce(db, 2, (code: string, _unused: string) => db.selectFrom('countries').select('id').where('iso_code', '=', code));
    await expect(broken('IN', 'unused')).rejects.toThrow(/1 of 2 arguments/);
  });
});
