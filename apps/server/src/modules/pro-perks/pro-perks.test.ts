import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildBuyer, callAs, grantPro } from '../../../test/commerce-fixtures.ts';
import { buildUser, signIn } from '../../../test/factories.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';

// Tuesday 20 August 2030, 12:00 UTC.
const clock = createManualClock(new Date('2030-08-20T12:00:00.000Z'));
let t: TestApp;
let pro: Awaited<ReturnType<typeof buildBuyer>>;
let member: Awaited<ReturnType<typeof buildBuyer>>;

beforeAll(async () => {
  t = await createTestApp({ platform: { clock } });
  pro = await buildBuyer(t.app, t.db, 'Artist');
  await grantPro(t.db, pro.id);
  member = await buildBuyer(t.app, t.db, 'Artist');
});
afterAll(async () => t.close());

describe('Pro Perks (spec 2 §2.3)', () => {
  it('anyone reads it fresh, with masked codes and no links unless Pro; ended sessions sort last', async () => {
    const res = await callAs(t.app, member.key, 'GET', `/api/pro_perks?t=${Date.now()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.is_pro).toBe(false);
    expect(data.masterclasses).toHaveLength(5);
    expect(data.couponCodes[0]).toMatchObject({ code: 'IN********', redeemNowLink: null });
    expect(data.masterclasses.every((m: { whatsappGroupLink: string | null }) => m.whatsappGroupLink === null)).toBe(true);
    expect(data.learningResources.every((r: { link: string | null }) => r.link === null)).toBe(true);
    // The built-in sessions are two weeks apart; the one before now has ended and comes last.
    expect(data.masterclasses.at(-1).date).toMatch(/^\d{2}\/\d{2}\/\d{4} at \d{2}:\d{2} (AM|PM)$/);
    expect((await callAs(t.app, null, 'GET', '/api/pro_perks')).json().couponCodes[0].code).toBe('IN********');
  });

  it('a Pro member sees the codes and the links', async () => {
    const data = (await callAs(t.app, pro.key, 'GET', '/api/pro_perks')).json();
    expect(data.is_pro).toBe(true);
    expect(data.couponCodes[0]).toMatchObject({ code: 'INDIEPRO30', redeemNowLink: expect.stringMatching(/^https:/) });
    expect(data.masterclasses[0].whatsappGroupLink).toMatch(/^https:\/\/chat\.whatsapp\.com\//);
  });

  it('staff replace it without a deploy; the change is audited; bad data changes nothing', async () => {
    const staff = await buildUser(t.db, { staff_role: 'staff' });
    const key = await signIn(t.app, staff.email);
    const document = {
      masterclasses: [{ title: 'Mixing at home', date: '01/09/2030 at 07:00 PM', duration: '90 minutes', whatsappGroupLink: 'https://chat.whatsapp.com/x' }],
      couponCodes: [{ companyName: 'Acme', code: 'ACME50', redeemNowLink: 'https://acme.example/r' }],
      learningResources: [],
    };
    const bad = await callAs(t.app, key, 'PUT', '/api/pro_perks', { ...document, couponCodes: [{ companyName: '', code: 'X' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(COMMERCE_MESSAGES.proPerksInvalid);
    expect((await callAs(t.app, member.key, 'PUT', '/api/pro_perks', document)).statusCode).toBe(403);
    const saved = await callAs(t.app, key, 'PUT', '/api/pro_perks', document);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await callAs(t.app, member.key, 'GET', '/api/pro_perks')).json();
    expect(read.updated_at).toBe(clock.now().toISOString());
    expect(read.couponCodes).toEqual([{ companyName: 'Acme', brandImage: '', subtitle: '', code: 'AC****', details: [], isNew: false, redeemNowLink: null }]);
    expect(read.masterclasses[0]).toMatchObject({ title: 'Mixing at home', whatsappGroupLink: null });
    const audit = await t.db.selectFrom('audit_log').select(['action', 'actor_id', 'before_json', 'after_json']).where('action', '=', 'pro_perks.save').execute();
    expect(audit.map((line) => [line.action, line.actor_id])).toEqual([['pro_perks.save', staff.id]]);
    // Before: the built-in document's lists; after: the team's.
    expect(JSON.parse(audit[0].before_json ?? 'null')).toEqual({ masterclasses: 5, couponCodes: 3, learningResources: 3 });
    expect(JSON.parse(audit[0].after_json ?? 'null')).toEqual({ masterclasses: 1, couponCodes: 1, learningResources: 0 });
  });

  it('staff read the stored document unmasked for the editor; nobody else may', async () => {
    const staff = await buildUser(t.db, { staff_role: 'staff' });
    const key = await signIn(t.app, staff.email);
    const stored = (await callAs(t.app, key, 'GET', '/api/staff/pro_perks')).json();
    expect(stored).toMatchObject({ success: true, is_default: false, couponCodes: [{ companyName: 'Acme', code: 'ACME50', redeemNowLink: 'https://acme.example/r' }], masterclasses: [{ title: 'Mixing at home', whatsappGroupLink: 'https://chat.whatsapp.com/x' }] });
    expect((await callAs(t.app, member.key, 'GET', '/api/staff/pro_perks')).statusCode).toBe(403);
    expect((await callAs(t.app, null, 'GET', '/api/staff/pro_perks')).statusCode).toBe(401);
  });
});
