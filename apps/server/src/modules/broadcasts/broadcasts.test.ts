import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildPerson, type Person } from '../../../test/social.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createNotifier } from '../notifications/notifier.service.ts';
import { createBroadcastsService } from './broadcasts.service.ts';

let t: TestApp;
let staff: Person;
let artist: Person;
let band: Person;
let listeners: Person[];
let countryId: number;

beforeAll(async () => {
  t = await createTestApp();
  const clock = t.platform.clock;
  const country = await t.db.insertInto('countries').values({ name: 'Testland', iso_code: 'ZZ9', phone_code: '999' }).returning('id').executeTakeFirstOrThrow();
  countryId = country.id;
  staff = await buildPerson(t.db, clock, { staff_role: 'staff', first_name: 'Nisha', last_name: 'Rao' });
  artist = await buildPerson(t.db, clock, { type: 'Artist', is_email_verified: 1 });
  band = await buildPerson(t.db, clock, { type: 'Band', country_id: countryId, is_email_verified: 0 });
  listeners = [];
  for (let index = 0; index < 5; index++) listeners.push(await buildPerson(t.db, clock, { type: 'Listener', is_email_verified: 1, country_id: index < 2 ? countryId : null }));
  // A Pro member: the listener with a membership that runs on.
  await t.db.insertInto('memberships').values({ user_id: listeners[4].id, started_at: '2020-01-01T00:00:00.000Z', expires_at: '2999-01-01T00:00:00.000Z', updated_at: '2020-01-01T00:00:00.000Z' }).execute();
});
afterAll(async () => t.close());

const post = (payload: object, who: Person = staff) => t.app.inject({ method: 'POST', url: '/api/admin/broadcasts', payload, headers: { ...who.headers, 'idempotency-key': crypto.randomUUID() } });
const brdCount = async (who: Person) => (await t.app.inject({ url: '/api/notification/unread', headers: who.headers })).json().brd_count as number;
const copies = async (broadcastText: string) =>
  t.db.selectFrom('notifications').select(['recipient_id']).where('verb', '=', 'broadcast').where('body', '=', broadcastText).execute();
const countBy = (rows: Array<{ recipient_id: number }>) => rows.reduce((map, row) => map.set(row.recipient_id, (map.get(row.recipient_id) ?? 0) + 1), new Map<number, number>());
/** The e-mails of one broadcast (by its text) a person got. */
const mailsTo = async (to: string, broadcastText: string) =>
  (await t.db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', to).where('subject', '=', `News from ${t.config.brand.name}`).execute()).filter((mail) => mail.text_body.startsWith(broadcastText)).length;

/**
 * A broadcasts service like the app's, sending two accounts per batch (to see several batches in
 * a few people), whose job this test runs by hand (the app's worker would race it).
 */
function smallBatches() {
  const deps = { config: t.config, db: t.db, dialect: t.dialect, platform: t.platform };
  const logger = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return logger; }, level: 'silent', silent() {} } as never;
  return createBroadcastsService({
    db: t.db,
    clock: t.platform.clock,
    jobs: { enqueue: async () => 0, wake() {} },
    audit: createAuditService({ db: t.db, now: () => t.platform.clock.now() }),
    notifier: createNotifier(deps, logger),
    mail: t.platform.mail,
    config: { publicUrl: t.config.publicUrl, brandName: t.config.brand.name },
    logger,
    batchSize: 2,
  });
}

describe('broadcasts (issue 21)', () => {
  it('sizes a segment, refuses bad input, and changes nothing then', async () => {
    const size = async (query: string) => (await t.app.inject({ url: `/api/admin/broadcasts/audience?${query}`, headers: staff.headers })).json();
    expect((await size('audience=listeners')).count).toBeGreaterThanOrEqual(5);
    expect((await size('audience=artists')).count).toBeGreaterThanOrEqual(2);
    expect((await size(`audience=listeners&country_id=${countryId}`)).count).toBe(2);
    expect((await size(`audience=artists&country_id=${countryId}`)).count).toBe(1);
    expect((await size('audience=pro')).count).toBe(1);
    expect((await size('audience=robots')).error).toBe(MESSAGES.broadcastAudienceInvalid);
    expect((await size('audience=everyone&country_id=999999')).error).toBe(MESSAGES.broadcastCountryInvalid);

    const before = await t.db.selectFrom('broadcasts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect((await post({ text: '', audience: 'everyone' })).json()).toMatchObject({ error: MESSAGES.broadcastTextRequired });
    expect((await post({ text: 'Hello', audience: 'everyone', link: 'javascript:alert(1)' })).json()).toMatchObject({ error: MESSAGES.broadcastLinkInvalid });
    expect((await post({ text: 'Hello', audience: 'everyone', country_id: 999999 })).json()).toMatchObject({ error: MESSAGES.broadcastCountryInvalid });
    expect((await post({ text: 'Hello', audience: 'everyone' }, listeners[0])).statusCode).toBe(403);
    const after = await t.db.selectFrom('broadcasts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('a broadcast to listeners reaches every listener once and no artist, counts in brd_count, and is logged', async () => {
    const brdBefore = { listener: await brdCount(listeners[0]), artist: await brdCount(artist) };
    const reply = await post({ text: 'Listening party on Friday', link: '/opportunities', audience: 'listeners' });
    expect(reply.statusCode, reply.body).toBe(200);
    const broadcast = reply.json().result;
    expect(reply.json().message).toBe(MESSAGES.broadcastQueued);
    expect(broadcast).toMatchObject({ status: 'queued', audience: 'listeners', recipient_count: 0, sender: { slug: staff.slug } });
    expect(broadcast.audience_size).toBeGreaterThanOrEqual(5);

    await t.platform.jobs.drain();
    const list = (await t.app.inject({ url: '/api/admin/broadcasts', headers: staff.headers })).json().results;
    expect(list[0]).toMatchObject({ id: broadcast.id, status: 'done', recipient_count: broadcast.audience_size, finished_at: expect.any(String) });
    const got = countBy(await copies('Listening party on Friday'));
    for (const listener of listeners) expect(got.get(listener.id)).toBe(1);
    expect(got.has(artist.id)).toBe(false);
    expect(got.has(band.id)).toBe(false);
    expect(await brdCount(listeners[0])).toBe(brdBefore.listener + 1);
    expect(await brdCount(artist)).toBe(brdBefore.artist);

    const bell = (await t.app.inject({ url: '/api/notifications?limit=5', headers: listeners[0].headers })).json().results;
    expect(bell[0]).toMatchObject({ type: 'broadcast' });
    const line = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'broadcast.send').where('target_key', '=', String(broadcast.id)).executeTakeFirstOrThrow();
    expect(line).toMatchObject({ actor_id: staff.id, target_type: 'broadcast', target_label: 'Listening party on Friday' });
    expect(JSON.parse(line.after_json ?? '{}')).toMatchObject({ audience: 'listeners', email: false, link: '/opportunities' });
  });

  it('a segment of one country and of Pro members reaches only them; with e-mail, the verified get one', async () => {
    await post({ text: 'Testland gig list', audience: 'everyone', country_id: countryId, email: true });
    await post({ text: 'Pro perks are here', audience: 'pro' });
    await t.platform.jobs.drain();
    const local = countBy(await copies('Testland gig list'));
    expect([...local.keys()].sort()).toEqual([band.id, listeners[0].id, listeners[1].id].sort());
    expect(await mailsTo(listeners[0].email, 'Testland gig list')).toBe(1);
    // The band has no verified address: no e-mail.
    expect(await mailsTo(band.email, 'Testland gig list')).toBe(0);
    expect([...countBy(await copies('Pro perks are here')).keys()]).toEqual([listeners[4].id]);
  });

  it('a broadcast stopped half-way and resumed sends each person exactly one copy, and no e-mail twice', async () => {
    const service = smallBatches();
    const { id } = await service.send({ actor: { id: staff.id, staffRole: 'staff' }, ip: '10.0.0.1', userAgent: 'test' }, { text: 'Resumed broadcast', link: null, audience: 'listeners', country_id: null, email: true });
    // The first run sends one batch, then its process stops (the job is still due).
    expect(await service.runBatch(id)).toBe(true);
    const half = await t.db.selectFrom('broadcasts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(half.recipient_count).toBe(2);
    expect(half.cursor_user_id).toBeGreaterThan(0);
    const firstTwo = await t.db.selectFrom('broadcast_recipients').select(['user_id', 'email_state']).where('broadcast_id', '=', id).orderBy('user_id').execute();
    expect(firstTwo.map((row) => row.email_state)).toEqual(['sent', 'sent']);
    // It stopped while sending the next batch's e-mail: claimed, maybe sent; never sent again.
    const third = listeners.map((listener) => listener.id).sort((a, b) => a - b).find((userId) => userId > half.cursor_user_id) as number;
    await t.db.insertInto('broadcast_recipients').values({ broadcast_id: id, user_id: third, email_state: 'sending', created_at: half.created_at }).execute();
    await t.db.insertInto('notifications').values({ recipient_id: third, type: 'broadcast', verb: 'broadcast', actor_id: null, actor_count: 0, object_type: 'broadcast', body: 'Resumed broadcast', link: null, group_key: 'crashed', is_read: 0, is_hidden: 0, created_at: half.created_at, updated_at: half.created_at }).execute();

    // After the restart: a fresh run of the job, and a stray second runner at the same time.
    await Promise.all([smallBatches().runJob({ broadcastId: id }), smallBatches().runBatch(id)]);
    const done = await t.db.selectFrom('broadcasts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(done.status).toBe('done');
    const got = countBy(await copies('Resumed broadcast'));
    const everyListener = await t.db.selectFrom('users').select('id').where('type', '=', 'Listener').where('deleted_at', 'is', null).execute();
    for (const { id: userId } of everyListener) expect(got.get(userId), `listener ${userId}`).toBe(1);
    expect(got.has(artist.id)).toBe(false);
    for (const listener of listeners) expect(await mailsTo(listener.email, 'Resumed broadcast'), `mails to listener ${listener.id}`).toBe(listener.id === third ? 0 : 1);
    const states = await t.db.selectFrom('broadcast_recipients').select(['user_id', 'email_state']).where('broadcast_id', '=', id).execute();
    expect(states.find((row) => row.user_id === third)?.email_state).toBe('failed');
    // Running it again afterwards sends nothing.
    expect(await service.runBatch(id)).toBe(false);
    expect(countBy(await copies('Resumed broadcast')).get(listeners[0].id)).toBe(1);
  });

  it('two runs of the job at once (a lease that ran out while the first still worked) send nobody a second copy', async () => {
    const service = smallBatches();
    const { id } = await service.send({ actor: { id: staff.id, staffRole: 'staff' }, ip: '10.0.0.1', userAgent: 'test' }, { text: 'Twice run', link: null, audience: 'everyone', country_id: null, email: true });
    await Promise.all([service.runJob({ broadcastId: id }), smallBatches().runJob({ broadcastId: id })]);
    const done = await t.db.selectFrom('broadcasts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(done.status).toBe('done');
    const got = countBy(await copies('Twice run'));
    expect(got.size).toBe(done.audience_size);
    expect(done.recipient_count).toBe(done.audience_size);
    for (const count of got.values()) expect(count).toBe(1);
    for (const listener of listeners) expect(await mailsTo(listener.email, 'Twice run')).toBe(1);
  });
});
