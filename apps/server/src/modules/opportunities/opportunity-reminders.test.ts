import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_OPPORTUNITY_NOTICE_HOURS } from '@indiwave/domain/constants';
import { OPPORTUNITY_NOTICES } from '@indiwave/domain/messages';
import { escapeHtml } from '@indiwave/domain/rules/notification-text';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildSong } from '../../../test/catalog-factories.ts';
import { buildArtist, buildStaff, DAY, HOUR, listMails, listNotificationTexts, opportunityFields, publishOpportunity } from '../../../test/opportunity-fixtures.ts';
import type { Person } from '../../../test/social.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';

const clock = createManualClock(new Date('2030-09-01T06:00:00.000Z'));
let t: TestApp;
let staff: Person;

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await buildStaff(t.db, clock);
});
afterAll(async () => t.close());

const MINUTE = 60_000;
const SUBJECT = `Closing in ${SAVED_OPPORTUNITY_NOTICE_HOURS} hours: `;
const post = (url: string, person: Person, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: person.headers, payload });

/** Publishes an opportunity closing `days` from now, titled `title`. */
function publishClosingIn(days: number, title: string) {
  return publishOpportunity(t.app, staff, opportunityFields(clock.now(), { title, closes_at: new Date(clock.now().getTime() + days * DAY).toISOString(), results_at: new Date(clock.now().getTime() + (days + 7) * DAY).toISOString() }));
}

const reminders = (person: Person, title: string) => listMails(t.db, person.email, `${SUBJECT}${title}`);

describe('the saved opportunity reminder (spec 2 §9: 48 hours before it closes, once)', () => {
  it('is mailed 48 hours before the deadline, once, with a notification, only to savers who have not applied', async () => {
    const title = 'Reminder Once';
    const slug = await publishClosingIn(5, title);
    const saver = await buildArtist(t.db, clock);
    const applicant = await buildArtist(t.db, clock);
    const withdrew = await buildArtist(t.db, clock);
    for (const person of [saver, applicant, withdrew]) await post('/opportunity_save_for_later', person, { slug });
    await post('/opportunity_apply', applicant, { slug, songs: [(await buildSong(t.db, applicant.id)).slug] });
    await post('/opportunity_apply', withdrew, { slug, songs: [(await buildSong(t.db, withdrew.id)).slug] });
    await post('/opportunity_withdraw', withdrew, { slug });

    clock.advance(3 * DAY - MINUTE);
    await t.platform.jobs.drain();
    expect(await reminders(saver, title)).toHaveLength(0);

    clock.advance(MINUTE);
    await t.platform.jobs.drain();
    const [mail] = await reminders(saver, title);
    expect(mail.text_body).toContain(`/opportunities/${slug}/apply`);
    expect(await listNotificationTexts(t.app, saver)).toContain(escapeHtml(OPPORTUNITY_NOTICES.closingSoon(title, SAVED_OPPORTUNITY_NOTICE_HOURS)));
    expect(await reminders(applicant, title)).toHaveLength(0);
    expect(await reminders(withdrew, title)).toHaveLength(1);

    // The same job again (a retry, a second instance): nobody is mailed twice.
    const { id } = await t.db.selectFrom('opportunities').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
    await t.platform.jobs.enqueue('opportunities.reminder', { opportunityId: id });
    clock.advance(HOUR);
    await t.platform.jobs.drain();
    expect(await reminders(saver, title)).toHaveLength(1);
    expect(await reminders(withdrew, title)).toHaveLength(1);
  });

  it('follows a deadline moved later: nothing at the old time, one mail 48 hours before the new one', async () => {
    const title = 'Moved Later';
    const slug = await publishClosingIn(4, title);
    const saver = await buildArtist(t.db, clock);
    await post('/opportunity_save_for_later', saver, { slug });
    const moved = await t.app.inject({ method: 'PUT', url: `/api/staff/opportunities/${slug}`, headers: staff.headers, payload: { closes_at: new Date(clock.now().getTime() + 6 * DAY).toISOString() } });
    expect(moved.statusCode).toBe(200);
    clock.advance(2 * DAY + MINUTE);
    await t.platform.jobs.drain();
    expect(await reminders(saver, title)).toHaveLength(0);
    clock.advance(2 * DAY);
    await t.platform.jobs.drain();
    expect(await reminders(saver, title)).toHaveLength(1);
    clock.advance(2 * DAY);
    await t.platform.jobs.drain();
    expect(await reminders(saver, title)).toHaveLength(1);
  });

  it('follows a deadline moved earlier, into the last 48 hours: the reminder goes at once', async () => {
    const title = 'Moved Earlier';
    const slug = await publishClosingIn(10, title);
    const saver = await buildArtist(t.db, clock);
    await post('/opportunity_save_for_later', saver, { slug });
    await t.app.inject({ method: 'PUT', url: `/api/staff/opportunities/${slug}`, headers: staff.headers, payload: { closes_at: new Date(clock.now().getTime() + DAY).toISOString() } });
    await t.platform.jobs.drain();
    expect(await reminders(saver, title)).toHaveLength(1);
    // The job of the first deadline finds it reminded.
    clock.advance(9 * DAY);
    await t.platform.jobs.drain();
    expect(await reminders(saver, title)).toHaveLength(1);
  });

  it('never mails after the deadline, nor a save made inside the last 48 hours', async () => {
    const title = 'Too Late';
    const slug = await publishClosingIn(3, title);
    clock.advance(DAY + HOUR);
    await t.platform.jobs.drain();
    const lateSaver = await buildArtist(t.db, clock);
    expect((await post('/opportunity_save_for_later', lateSaver, { slug })).json().dialog).toBe('opp_save_soon');
    clock.advance(3 * DAY);
    await t.platform.jobs.drain();
    expect(await reminders(lateSaver, title)).toHaveLength(0);
  });

  it('survives a restart: another instance on the same database sends it, once', async () => {
    const first = await createTestApp({ clock: createManualClock(clock.now()) });
    const firstStaff = await buildStaff(first.db, first.platform.clock);
    const title = 'After Restart';
    const slug = await publishOpportunity(first.app, firstStaff, opportunityFields(first.platform.clock.now(), { title, closes_at: new Date(first.platform.clock.now().getTime() + 3 * DAY).toISOString() }));
    const saver = await buildArtist(first.db, first.platform.clock);
    await first.app.inject({ method: 'POST', url: '/api/opportunity_save_for_later', headers: saver.headers, payload: { slug } });
    // The first process stops before the reminder is due; the job stays in the database.
    await first.platform.jobs.stop();
    const laterClock = createManualClock(new Date(clock.now().getTime() + DAY + MINUTE));
    const second = await createTestApp({ database: first.config.database, clock: laterClock });
    try {
      await second.platform.jobs.drain();
      expect(await listMails(second.db, saver.email, `${SUBJECT}${title}`)).toHaveLength(1);
      const third = await createTestApp({ database: first.config.database, clock: createManualClock(new Date(laterClock.now().getTime() + HOUR)) });
      await third.platform.jobs.drain();
      await third.close();
      expect(await listMails(second.db, saver.email, `${SUBJECT}${title}`)).toHaveLength(1);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe("'tell me when it opens'", () => {
  it('notifies and mails each requester once when the opportunity opens, and follows a moved opening', async () => {
    const title = 'Opening Soon';
    const slug = await publishOpportunity(t.app, staff, opportunityFields(clock.now(), { title, opens_at: new Date(clock.now().getTime() + DAY).toISOString() }));
    const person = await buildArtist(t.db, clock);
    await post('/opportunity_invite_request', person, { slug });
    await t.app.inject({ method: 'PUT', url: `/api/staff/opportunities/${slug}`, headers: staff.headers, payload: { opens_at: new Date(clock.now().getTime() + 2 * DAY).toISOString() } });
    clock.advance(DAY + MINUTE);
    await t.platform.jobs.drain();
    expect(await listMails(t.db, person.email, `Now open: ${title}`)).toHaveLength(0);
    clock.advance(DAY);
    await t.platform.jobs.drain();
    expect(await listMails(t.db, person.email, `Now open: ${title}`)).toHaveLength(1);
    expect(await listNotificationTexts(t.app, person)).toContain(escapeHtml(OPPORTUNITY_NOTICES.opened(title)));
  });
});
