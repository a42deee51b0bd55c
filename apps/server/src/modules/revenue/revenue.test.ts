import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUT_MIN_PAISE } from '@indiwave/domain/constants';
import { MESSAGES, REVENUE_MESSAGES } from '@indiwave/domain/messages';
import { formatMoney } from '@indiwave/domain/rules/money';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildForm } from '../../../test/media-fixtures.ts';
import { buildArtist, buildStaff } from '../../../test/opportunity-fixtures.ts';
import type { Person } from '../../../test/social.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';

const clock = createManualClock(new Date('2031-03-10T06:00:00.000Z'));
let t: TestApp;
let staff: Person;
let dir: string;
let serial = 0;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-revenue-'));
  t = await createTestApp({ clock });
  staff = await buildStaff(t.db, clock);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, person: Person | null, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: person?.headers ?? {}, ...(payload ? { payload } : {}) });
const userCall = (method: 'GET' | 'POST' | 'PUT', name: string, person: Person | null, payload?: object) => call(method, `/${t.config.brand.slug}user/${name}`, person, payload);

function writeStatement(text: string, name = `statement-${(serial += 1)}.csv`): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}
const importFile = (file: string, person: Person = staff) => t.app.inject({ method: 'POST', url: '/api/staff/revenue/statements', headers: person.headers, payload: buildForm({ file }) });

const HEADER = 'reporting month,sale month,store,country,artist,title,isrc,upc,units,earnings,currency,rate';

/** Codes unique to each release of this file, with a valid UPC check digit. */
function nextCodes() {
  serial += 1;
  const body = `89012${String(serial).padStart(7, '0')}`;
  const digits = body.split('').map(Number);
  const sum = digits.reduce((acc, digit, index) => acc + digit * (index % 2 === 0 ? 1 : 3), 0);
  return { isrc: `INRVN31${String(serial).padStart(5, '0')}`, upc: `${body}${(10 - (sum % 10)) % 10}` };
}

/** A delivered release of the artist with one track, seeded as review and delivery leave it. */
async function seedRelease(artist: Person, status = 'delivered') {
  const codes = nextCodes();
  const at = clock.now().toISOString();
  const release = await t.db
    .insertInto('releases')
    .values({ user_id: artist.id, kind: 'single', title: `Monsoon ${serial}`, artists: '["Asha Test"]', genre: 'Pop', language: 'Hindi', release_date: '2031-01-01', upc: codes.upc, stores: '["spotify"]', territories: '["Worldwide"]', status, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const track = await t.db.insertInto('release_tracks').values({ release_id: release.id, position: 1, title: 'Monsoon', artists: '["Asha Test"]', isrc: codes.isrc, created_at: at }).returning('id').executeTakeFirstOrThrow();
  return { releaseId: release.id, trackId: track.id, ...codes };
}

async function artistWithRelease() {
  const artist = await buildArtist(t.db, clock);
  return { artist, release: await seedRelease(artist) };
}

const count = async (table: 'revenue_statements' | 'revenue_earnings' | 'revenue_unmatched_lines' | 'audit_log') =>
  Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('statement import', () => {
  it('turns lines into paise per release, track, store, country and month at the statement rate, keeping unmatched lines', async () => {
    const { artist, release } = await artistWithRelease();
    const audits = await count('audit_log');
    const file = writeStatement(
      [
        HEADER,
        `2031-02,2031-01,Spotify,IN,Asha Test,Monsoon,${release.isrc},,1000,12.3456,USD,83.25`,
        `2031-02,2031-01,Spotify,IN,Asha Test,Monsoon,${release.isrc.slice(0, 2)}-${release.isrc.slice(2)},,500,0.0001,USD,83.25`,
        `2031-02,2031-01,Apple Music,US,Asha Test,Monsoon,,${release.upc},3,"2,5",EUR,90`.replace('"2,5"', '2.5'),
        `2031-02,2030-12,JioSaavn,IN,Asha Test,Monsoon,,0${release.upc},40,10,INR,1`,
        '2031-02,2031-01,Spotify,GB,Someone Else,Unknown,ZZABC3100001,,7,0.05,USD,83.25',
        '',
      ].join('\n'),
    );
    const res = await importFile(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: REVENUE_MESSAGES.statementImported, result: { line_count: 5, matched_count: 4, unmatched_count: 1, units: 1550, already_imported: false } });
    // 12.3456 × 83.25 + 0.0001 × 83.25 = 1027.779525 rupees → 102778 paise (summed exactly, rounded once).
    const rows = await t.db.selectFrom('revenue_earnings').selectAll().where('release_id', '=', release.releaseId).orderBy('id').execute();
    expect(rows.map(({ track_id, store, country, sale_month, currency, rate, units, earnings_paise }) => ({ track_id, store, country, sale_month, currency, rate, units, earnings_paise }))).toEqual([
      { track_id: release.trackId, store: 'Spotify', country: 'IN', sale_month: '2031-01', currency: 'USD', rate: '83.25', units: 1500, earnings_paise: 102778 },
      { track_id: null, store: 'Apple Music', country: 'US', sale_month: '2031-01', currency: 'EUR', rate: '90', units: 3, earnings_paise: 22500 },
      { track_id: null, store: 'JioSaavn', country: 'IN', sale_month: '2030-12', currency: 'INR', rate: '1', units: 40, earnings_paise: 1000 },
    ]);
    expect(rows.every((row) => row.user_id === artist.id)).toBe(true);
    const statementId = res.json().result.id as number;
    const unmatched = await call('GET', `/staff/revenue/statements/${statementId}/unmatched`, staff);
    expect(unmatched.json()).toMatchObject({ count: 1, results: [{ line_number: 6, isrc: 'ZZABC3100001', store: 'Spotify', units: 7, earnings: '0.05', earnings_paise: 416 }] });
    expect(await count('audit_log')).toBe(audits + 1);
    const audit = await t.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'revenue.import', target_type: 'revenue_statement', target_key: String(statementId), actor_id: staff.id });
    const listed = await call('GET', '/staff/revenue/statements', staff);
    expect(listed.json().results[0]).toMatchObject({ id: statementId, unmatched_count: 1 });
  });

  it('keeps sums past Rs 2.1 crore (2^31 paise) whole', async () => {
    const { artist, release } = await artistWithRelease();
    const line = `2031-02,2031-01,Spotify,IN,A,T,${release.isrc},,900000000,200000,USD,90`;
    const res = await importFile(writeStatement(`${HEADER}\n${line}\n${line}\n`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ total_paise: 3_600_000_000, units: 1_800_000_000 });
    expect(await t.db.selectFrom('revenue_earnings').select(['earnings_paise', 'units']).where('release_id', '=', release.releaseId).execute()).toEqual([{ earnings_paise: 3_600_000_000, units: 1_800_000_000 }]);
    expect((await userCall('GET', 'artist_payment', artist)).json().result.totals).toMatchObject({ earnings_paise: 3_600_000_000, units: 1_800_000_000, available_paise: 3_600_000_000 });
  });

  it('reads a TSV with its columns in another order', async () => {
    const { release } = await artistWithRelease();
    const file = writeStatement(['ISRC\tUnits\tEarnings\tCurrency\tRate\tReporting Month\tSale Month\tStore\tCountry\tArtist\tTitle\tUPC', `${release.isrc}\t9\t1.5\tINR\t1\t2031-02\t2031-01\tWynk\tIN\tA\tT\t`].join('\r\n'), 'wynk.tsv');
    const res = await importFile(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.selectFrom('revenue_earnings').select(['units', 'earnings_paise', 'store']).where('release_id', '=', release.releaseId).execute()).toEqual([{ units: 9, earnings_paise: 150, store: 'Wynk' }]);
  });

  it('changes nothing when the same statement is imported again', async () => {
    const { release } = await artistWithRelease();
    const text = `${HEADER}\n2031-02,2031-01,Spotify,IN,A,T,${release.isrc},,10,1,USD,80\n`;
    const first = await importFile(writeStatement(text));
    expect(first.statusCode).toBe(200);
    const before = await Promise.all([count('revenue_statements'), count('revenue_earnings'), count('revenue_unmatched_lines'), count('audit_log')]);
    const again = await importFile(writeStatement(text, 'renamed.csv'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: REVENUE_MESSAGES.statementAlreadyImported, result: { id: first.json().result.id, already_imported: true } });
    expect(await Promise.all([count('revenue_statements'), count('revenue_earnings'), count('revenue_unmatched_lines'), count('audit_log')])).toEqual(before);
  });

  it.each([
    ['a sale month written 01/2031', '2031-02,01/2031,Spotify,IN,A,T,,,1,1,USD,80', REVENUE_MESSAGES.statementLine(3, 'sale month', 'must be a month written YYYY-MM')],
    ['a reporting month 2031-13', '2031-13,2031-01,Spotify,IN,A,T,,,1,1,USD,80', REVENUE_MESSAGES.statementLine(3, 'reporting month', 'must be a month written YYYY-MM')],
    ['no store', '2031-02,2031-01,,IN,A,T,,,1,1,USD,80', REVENUE_MESSAGES.statementLine(3, 'store', 'must be the name of a store (up to 100 characters)')],
    ['a country named in full', '2031-02,2031-01,Spotify,India,A,T,,,1,1,USD,80', REVENUE_MESSAGES.statementLine(3, 'country', 'must be a two-letter ISO 3166 code')],
    ['a broken ISRC', '2031-02,2031-01,Spotify,IN,A,T,IN12,,1,1,USD,80', REVENUE_MESSAGES.statementLine(3, 'ISRC', 'is not a valid ISRC')],
    ['a UPC with letters', '2031-02,2031-01,Spotify,IN,A,T,,12AB,1,1,USD,80', REVENUE_MESSAGES.statementLine(3, 'UPC', 'must be 8 to 14 digits')],
    ['units of 1.5', '2031-02,2031-01,Spotify,IN,A,T,,,1.5,1,USD,80', REVENUE_MESSAGES.statementLine(3, 'units', 'must be a whole number')],
    ['earnings of 1,00 in a CSV (a field too many)', '2031-02,2031-01,Spotify,IN,A,T,,,1,1,00,USD,80', REVENUE_MESSAGES.statementLine(3, 'the line', 'has 13 fields where the header has 12')],
    ['earnings of abc', '2031-02,2031-01,Spotify,IN,A,T,,,1,abc,USD,80', REVENUE_MESSAGES.statementLine(3, 'earnings', 'must be a number with at most 12 decimals')],
    ['a currency of dollars', '2031-02,2031-01,Spotify,IN,A,T,,,1,1,$,80', REVENUE_MESSAGES.statementLine(3, 'currency', 'must be a three-letter ISO 4217 code')],
    ['a rate of 0', '2031-02,2031-01,Spotify,IN,A,T,,,1,1,USD,0', REVENUE_MESSAGES.statementLine(3, 'rate', 'must be a number above 0 with at most 12 decimals')],
    ['an INR line at another rate', '2031-02,2031-01,Spotify,IN,A,T,,,1,1,INR,2', REVENUE_MESSAGES.statementLine(3, 'rate', 'must be 1 for INR')],
    ['an unclosed quote', '2031-02,2031-01,"Spotify,IN,A,T,,,1,1,USD,80', REVENUE_MESSAGES.statementLine(3, 'the line', 'has an unclosed quote')],
  ])('refuses the whole file for %s, naming the line and field', async (_name, badLine, message) => {
    const { release } = await artistWithRelease();
    const before = await Promise.all([count('revenue_statements'), count('revenue_earnings'), count('revenue_unmatched_lines'), count('audit_log')]);
    const res = await importFile(writeStatement(`${HEADER}\n2031-02,2031-01,Spotify,IN,A,T,${release.isrc},,10,1,USD,80\n${badLine}\n`));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message, fields: { file: message } });
    expect(await Promise.all([count('revenue_statements'), count('revenue_earnings'), count('revenue_unmatched_lines'), count('audit_log')])).toEqual(before);
  });

  it('refuses a file without the header line, without lines, or no file at all', async () => {
    const noHeader = await importFile(writeStatement('2031-02,2031-01,Spotify,IN,A,T,,,1,1,USD,80\n'));
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().error).toContain("The statement's header line must name every column; missing: reporting_month");
    const empty = await importFile(writeStatement(`${HEADER}\n\n`));
    expect(empty.json().error).toBe(REVENUE_MESSAGES.statementEmpty);
    const noFile = await t.app.inject({ method: 'POST', url: '/api/staff/revenue/statements', headers: staff.headers, payload: buildForm({}, { note: 'x' }) });
    expect(noFile.json()).toMatchObject({ error: REVENUE_MESSAGES.statementRequired, fields: { file: REVENUE_MESSAGES.statementRequired } });
  });

  it('is a staff call: an artist is refused and nothing is read', async () => {
    const { artist, release } = await artistWithRelease();
    const res = await importFile(writeStatement(`${HEADER}\n2031-02,2031-01,Spotify,IN,A,T,${release.isrc},,10,1,USD,80\n`), artist);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MESSAGES.staffOnly);
  });

  it('imports a statement of 100,000 lines in under 30 seconds', async () => {
    const artists = await Promise.all(Array.from({ length: 5 }, () => artistWithRelease()));
    const stores = ['Spotify', 'Apple Music', 'JioSaavn', 'Gaana', 'Wynk', 'YouTube Music'];
    const countries = ['IN', 'US', 'GB', 'AE', 'CA', 'NP', 'SG', 'AU'];
    const lines = [HEADER];
    for (let i = 0; i < 100_000; i += 1) {
      const { release } = artists[i % artists.length];
      const code = i % 10 === 9 ? `,ZZXYZ31${String(i % 99_999).padStart(5, '0')},` : i % 3 === 0 ? `,,${release.upc}` : `,${release.isrc},`;
      lines.push(`2031-02,2031-0${1 + (i % 2)},${stores[i % stores.length]},${countries[i % countries.length]},Asha Test,Song ${i}${code},${1 + (i % 50)},0.00${i % 1000},USD,83.25`);
    }
    const file = writeStatement(`${lines.join('\n')}\n`, 'big.csv');
    const started = performance.now();
    const res = await importFile(file);
    const seconds = (performance.now() - started) / 1000;
    console.log(`revenue import: 100000 lines (${(fs.statSync(file).size / 1e6).toFixed(1)} MB) in ${seconds.toFixed(2)} s on ${t.dialect}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ line_count: 100_000, matched_count: 90_000, unmatched_count: 10_000 });
    expect(seconds).toBeLessThan(30);
  }, 120_000);
});

describe('the artist report', () => {
  async function withEarnings() {
    const { artist, release } = await artistWithRelease();
    const text = [
      HEADER,
      `2031-02,2031-01,Spotify,IN,A,T,${release.isrc},,1000,1500,INR,1`,
      `2031-02,2031-01,Spotify,US,A,T,${release.isrc},,200,10,USD,80`,
      `2031-02,2030-12,JioSaavn,IN,A,T,${release.isrc},,300,"300",INR,1`,
    ].join('\n');
    expect((await importFile(writeStatement(text))).statusCode).toBe(200);
    return { artist, release };
  }

  it('answers 403 to an artist without a delivered release, and 401 to a visitor', async () => {
    const artist = await buildArtist(t.db, clock);
    await seedRelease(artist, 'in_review');
    const res = await userCall('GET', 'artist_payment', artist);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(REVENUE_MESSAGES.noDistributedRelease);
    expect((await userCall('GET', 'artist_payment', null)).statusCode).toBe(401);
  });

  it('totals by store, country and month, and a period', async () => {
    const { artist } = await withEarnings();
    const report = (await userCall('GET', 'artist_payment', artist)).json().result;
    expect(report.totals).toEqual({ earnings_paise: 260_000, units: 1500, paid_paise: 0, pending_paise: 0, available_paise: 260_000 });
    expect(report.by_month).toEqual([{ month: '2031-01', units: 1200, earnings_paise: 230_000 }, { month: '2030-12', units: 300, earnings_paise: 30_000 }]);
    expect(report.by_store).toEqual([{ store: 'Spotify', units: 1200, earnings_paise: 230_000 }, { store: 'JioSaavn', units: 300, earnings_paise: 30_000 }]);
    expect(report.by_country).toEqual([{ country: 'IN', units: 1300, earnings_paise: 180_000 }, { country: 'US', units: 200, earnings_paise: 80_000 }]);
    expect(report.rows[0]).toEqual({ month: '2031-01', store: 'Spotify', country: 'IN', units: 1000, earnings_paise: 150_000 });
    expect(report.payout_min_paise).toBe(PAYOUT_MIN_PAISE);
    const january = (await userCall('GET', 'artist_payment?from=2031-01&to=2031-01', artist)).json().result;
    expect(january.totals.earnings_paise).toBe(230_000);
    expect((await userCall('GET', 'artist_payment?from=2031-1', artist)).statusCode).toBe(400);
  });

  it("shows no one else's earnings", async () => {
    await withEarnings();
    const { artist } = await artistWithRelease();
    expect((await userCall('GET', 'artist_payment', artist)).json().result.totals.earnings_paise).toBe(0);
  });

  it('exports the rows as CSV', async () => {
    const { artist } = await withEarnings();
    const res = await userCall('GET', 'artist_payment/export', artist);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('revenue.csv');
    expect(res.body.split('\r\n')).toEqual(['month,store,country,units,earnings_inr', '2031-01,Spotify,IN,1000,1500.00', '2031-01,Spotify,US,200,800.00', '2030-12,JioSaavn,IN,300,300.00', '']);
  });

  it('counts streams and downloads by store, country, month and release on /distribute/analytics', async () => {
    const { artist, release } = await withEarnings();
    const analytics = (await userCall('GET', 'artist_payment/analytics', artist)).json().result;
    expect(analytics).toEqual({
      total_units: 1500,
      by_month: [{ month: '2031-01', units: 1200 }, { month: '2030-12', units: 300 }],
      by_store: [{ store: 'Spotify', units: 1200 }, { store: 'JioSaavn', units: 300 }],
      by_country: [{ country: 'IN', units: 1300 }, { country: 'US', units: 200 }],
      by_release: [{ release_id: release.releaseId, title: expect.any(String), units: 1500 }],
    });
    const nobody = await buildArtist(t.db, clock);
    expect((await userCall('GET', 'artist_payment/analytics', nobody)).json().result.total_units).toBe(0);
  });
});

describe('bank details and payouts', () => {
  const BANK = { holder_name: 'Asha Test', bank_name: 'State Bank of India', ifsc: 'sbin0001234', account_number: '123456789012', confirm_account_number: '123456789012' };

  it.each([
    ['an IFSC without the 0', { ifsc: 'SBIN1001234' }, 'ifsc', REVENUE_MESSAGES.ifscInvalid],
    ['an IFSC of 10 characters', { ifsc: 'SBIN000123' }, 'ifsc', REVENUE_MESSAGES.ifscInvalid],
    ['an account number with letters', { account_number: '12345678A', confirm_account_number: '12345678A' }, 'account_number', REVENUE_MESSAGES.accountNumberInvalid],
    ['account numbers that differ', { confirm_account_number: '123456789013' }, 'confirm_account_number', REVENUE_MESSAGES.accountNumbersDiffer],
    ['no holder', { holder_name: ' ' }, 'holder_name', REVENUE_MESSAGES.holderNameRequired],
  ])('refuses %s, saving nothing', async (_name, overrides, field, message) => {
    const { artist } = await artistWithRelease();
    const res = await userCall('PUT', 'bank_details', artist, { ...BANK, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect((await userCall('GET', 'bank_details', artist)).json().result).toBeNull();
  });

  it('keeps the account number whole and shows it masked but for the last four digits', async () => {
    const { artist } = await artistWithRelease();
    const saved = await userCall('PUT', 'bank_details', artist, BANK);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({ ifsc: 'SBIN0001234', account_number_masked: 'XXXXXXXX9012' });
    expect(saved.body).not.toContain('123456789012');
    expect((await userCall('GET', 'bank_details', artist)).body).not.toContain('123456789012');
    expect((await t.db.selectFrom('bank_details').select('account_number').where('user_id', '=', artist.id).executeTakeFirstOrThrow()).account_number).toBe('123456789012');
  });

  it('takes a payout request from the threshold up to the balance, one at a time; staff mark it paid or rejected (audited)', async () => {
    const { artist, release } = await artistWithRelease();
    expect((await importFile(writeStatement(`${HEADER}\n2031-02,2031-01,Spotify,IN,A,T,${release.isrc},,10,2500,INR,1\n`))).statusCode).toBe(200);
    const noBank = await userCall('POST', 'artist_payment/payouts', artist, { amount_paise: PAYOUT_MIN_PAISE });
    expect(noBank.json().error).toBe(REVENUE_MESSAGES.bankNeeded);
    await userCall('PUT', 'bank_details', artist, BANK);
    const below = await userCall('POST', 'artist_payment/payouts', artist, { amount_paise: PAYOUT_MIN_PAISE - 1 });
    expect(below.json().error).toBe(REVENUE_MESSAGES.payoutBelowMinimum(formatMoney(PAYOUT_MIN_PAISE)));
    const above = await userCall('POST', 'artist_payment/payouts', artist, { amount_paise: 250_001 });
    expect(above.json().error).toBe(REVENUE_MESSAGES.payoutAboveBalance);
    const asked = await userCall('POST', 'artist_payment/payouts', artist, { amount_paise: 150_000 });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().result).toMatchObject({ status: 'requested', amount_paise: 150_000, account_number_masked: 'XXXXXXXX9012' });
    const second = await userCall('POST', 'artist_payment/payouts', artist, { amount_paise: PAYOUT_MIN_PAISE });
    expect(second.json().error).toBe(REVENUE_MESSAGES.payoutOpen);
    expect((await userCall('GET', 'artist_payment', artist)).json().result.totals).toMatchObject({ pending_paise: 150_000, available_paise: 100_000 });

    const queue = (await call('GET', '/staff/payouts', staff)).json().results as Array<{ id: number; account_number: string }>;
    const mine = queue.find((payout) => payout.id === asked.json().result.id);
    expect(mine).toMatchObject({ account_number: '123456789012', artist: { id: artist.id } });
    expect((await call('POST', `/staff/payouts/${mine!.id}/decide`, artist, { status: 'paid' })).statusCode).toBe(403);
    const audits = await count('audit_log');
    const paid = await call('POST', `/staff/payouts/${mine!.id}/decide`, staff, { status: 'paid', note: 'NEFT ref 123' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().result).toMatchObject({ status: 'paid', note: 'NEFT ref 123' });
    expect(await count('audit_log')).toBe(audits + 1);
    expect(await t.db.selectFrom('audit_log').select(['action', 'target_key']).orderBy('id', 'desc').executeTakeFirstOrThrow()).toEqual({ action: 'payout.paid', target_key: String(mine!.id) });
    const again = await call('POST', `/staff/payouts/${mine!.id}/decide`, staff, { status: 'rejected' });
    expect(again.json().error).toBe(REVENUE_MESSAGES.payoutNotOpen);
    expect(await count('audit_log')).toBe(audits + 1);

    const next = await userCall('POST', 'artist_payment/payouts', artist, { amount_paise: 100_000 });
    expect(next.statusCode).toBe(200);
    const rejected = await call('POST', `/staff/payouts/${next.json().result.id}/decide`, staff, { status: 'rejected', note: 'Account closed' });
    expect(rejected.json().result.status).toBe('rejected');
    const totals = (await userCall('GET', 'artist_payment', artist)).json().result.totals;
    expect(totals).toMatchObject({ paid_paise: 150_000, pending_paise: 0, available_paise: 100_000 });
    const mineListed = (await userCall('GET', 'artist_payment/payouts', artist)).json().results.map((payout: { status: string }) => payout.status);
    expect(mineListed).toEqual(['rejected', 'paid']);
  });
});
