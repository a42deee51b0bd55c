import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@indiwave/domain/constants';
import { APPLICATION_STATUS_LABELS, DECLINE_REASON_TEXTS, MESSAGES, OPPORTUNITY_NOTICES, applicationTransitionRefused } from '@indiwave/domain/messages';
import { escapeHtml } from '@indiwave/domain/rules/notification-text';
import { APPLICATION_TRANSITIONS, canMoveApplication } from '@indiwave/domain/rules/opportunity-rules';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildSong } from '../../../test/catalog-factories.ts';
import { buildArtist, buildStaff, DAY, HOUR, listNotificationTexts, opportunityFields, publishOpportunity } from '../../../test/opportunity-fixtures.ts';
import type { Person } from '../../../test/social.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';

const clock = createManualClock(new Date('2030-06-01T06:00:00.000Z'));
let t: TestApp;
let staff: Person;

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await buildStaff(t.db, clock);
});
afterAll(async () => t.close());

const post = (url: string, person: Person | null, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: person?.headers ?? {}, payload });
const get = (url: string, person: Person | null = null) => t.app.inject({ url: `/api${url}`, headers: person?.headers ?? {} });
const decide = (payload: object, person: Person | null = staff) => post('/staff/opportunity_decision', person, payload);

/** An opportunity closing in a day with `count` artists applied with one song each. */
async function withApplicants(count: number, overrides: Record<string, unknown> = {}) {
  const slug = await publishOpportunity(t.app, staff, opportunityFields(clock.now(), { closes_at: new Date(clock.now().getTime() + DAY).toISOString(), results_at: new Date(clock.now().getTime() + 3 * DAY).toISOString(), ...overrides }));
  const applicants: { person: Person; id: number }[] = [];
  for (let index = 0; index < count; index++) {
    const person = await buildArtist(t.db, clock, { first_name: `Artist${index}` });
    const song = await buildSong(t.db, person.id);
    const res = await post('/opportunity_apply', person, { slug, songs: [song.slug] });
    if (res.statusCode !== 200) throw new Error(res.body);
    const { id } = await t.db.selectFrom('opportunity_applications').select('id').where('user_id', '=', person.id).executeTakeFirstOrThrow();
    applicants.push({ person, id });
  }
  return { slug, applicants };
}

describe('the allowed transitions (rules/opportunity-rules.ts)', () => {
  it('staff shortlist from applied, pick winners from the shortlist, decline either; winners and declines are final', () => {
    const staffMoves = APPLICATION_STATUSES.flatMap((from) => APPLICATION_STATUSES.filter((to) => canMoveApplication(from, to, 'staff')).map((to) => `${from}→${to}`));
    expect(staffMoves.sort()).toEqual(['applied→not_selected', 'applied→shortlisted', 'shortlisted→not_selected', 'shortlisted→won'].sort());
    const artistMoves = APPLICATION_STATUSES.flatMap((from) => APPLICATION_STATUSES.filter((to) => canMoveApplication(from, to, 'artist')).map((to) => `${from}→${to}`));
    expect(artistMoves.sort()).toEqual(['applied→withdrawn', 'withdrawn→applied']);
    expect(Object.keys(APPLICATION_TRANSITIONS.won)).toEqual([]);
    expect(Object.keys(APPLICATION_TRANSITIONS.not_selected)).toEqual([]);
  });
});

describe('decisions (issue 19)', () => {
  it('are for staff only', async () => {
    const { applicants } = await withApplicants(1);
    expect((await decide({ application_id: applicants[0].id, status: 'shortlisted' }, null)).statusCode).toBe(401);
    const refused = await decide({ application_id: applicants[0].id, status: 'shortlisted' }, applicants[0].person);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MESSAGES.staffOnly);
    expect((await decide({ application_id: 999_999, status: 'shortlisted' })).statusCode).toBe(404);
  });

  it('applied → shortlisted → won after the deadline; the artist is notified and the winner shows on the page', async () => {
    const { slug, applicants } = await withApplicants(2);
    const [winner, other] = applicants;
    const review = (await get(`/staff/opportunities/${slug}/applications`, staff)).json().result;
    expect(review.opportunity.counts).toMatchObject({ applied: 2, waiting: 2 });
    expect(review.applications[0]).toMatchObject({ status: 'applied', moves: ['shortlisted', 'not_selected'] });
    expect(review.applications[0].entries[0].mp3).toMatch(/^\/media\//);

    const shortlisted = await decide({ application_id: winner.id, status: 'shortlisted' });
    expect(shortlisted.json()).toMatchObject({ message: MESSAGES.oppDecisionSaved, result: { status: 'shortlisted', moves: ['won', 'not_selected'] } });
    const title = 'Monsoon Anthem for Chai Co.';
    expect(await listNotificationTexts(t.app, winner.person)).toContain(escapeHtml(OPPORTUNITY_NOTICES.shortlisted(title)));

    const early = await decide({ application_id: winner.id, status: 'won' });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe(MESSAGES.oppWinnerBeforeClose);

    clock.advance(DAY);
    const direct = await decide({ application_id: other.id, status: 'won' });
    expect(direct.statusCode).toBe(400);
    expect(direct.json().error).toBe(applicationTransitionRefused(APPLICATION_STATUS_LABELS.applied, APPLICATION_STATUS_LABELS.won));

    expect((await decide({ application_id: winner.id, status: 'won' })).json().result.status).toBe('won');
    expect(await listNotificationTexts(t.app, winner.person)).toContain(escapeHtml(OPPORTUNITY_NOTICES.won(title)));
    const page = (await get(`/opportunity_detail/${slug}`)).json().result;
    expect(page.winners).toHaveLength(1);
    expect(page.winners[0]).toMatchObject({ artist: { slug: winner.person.slug, name: 'Artist0 Test' } });
    expect(page.winners_count).toBe(1);
    expect((await get('/opportunity_winners')).json().results[0]).toMatchObject({ opportunity: { slug }, artist: { slug: winner.person.slug } });
    expect((await get('/my_opportunities?tab=results', winner.person)).json().results[0].application).toMatchObject({ status: 'won', status_label: 'Winner' });

    const final = await decide({ application_id: winner.id, status: 'not_selected', reason: 'not_a_fit' });
    expect(final.json().error).toBe(applicationTransitionRefused('Winner', 'Not selected'));

    // Each decision the team made is in the audit log; the refused ones are not (issue 21).
    const lines = await t.db.selectFrom('audit_log').select(['action', 'before_json', 'after_json']).where('target_type', '=', 'opportunity_application').where('target_key', '=', String(winner.id)).orderBy('id').execute();
    expect(lines.map((line) => [line.action, JSON.parse(line.before_json ?? '{}').status, JSON.parse(line.after_json ?? '{}').status])).toEqual([
      ['opportunity_application.decide', 'applied', 'shortlisted'],
      ['opportunity_application.decide', 'shortlisted', 'won'],
    ]);
  });

  it('not selected needs one of the reasons, which the artist reads; the decision is final', async () => {
    const { applicants } = await withApplicants(1);
    const [applicant] = applicants;
    const noReason = await decide({ application_id: applicant.id, status: 'not_selected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe(MESSAGES.oppReasonRequired);
    expect((await decide({ application_id: applicant.id, status: 'not_selected', reason: 'no_decision' })).statusCode).toBe(400);
    const row = await t.db.selectFrom('opportunity_applications').select('status').where('id', '=', applicant.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('applied');

    const declined = await decide({ application_id: applicant.id, status: 'not_selected', reason: 'production_quality', note: 'Lovely song; the mix was muddy.' });
    expect(declined.json().result).toMatchObject({ status: 'not_selected', reason_code: 'production_quality', reason: DECLINE_REASON_TEXTS.production_quality, moves: [] });
    const mine = (await get('/my_opportunities?tab=results', applicant.person)).json().results[0].application;
    expect(mine).toMatchObject({ status: 'not_selected', reason: DECLINE_REASON_TEXTS.production_quality, decision_note: 'Lovely song; the mix was muddy.' });
    expect(mine.timeline.map((step: { status: string }) => step.status)).toEqual(['applied', 'not_selected']);
    const texts = await listNotificationTexts(t.app, applicant.person);
    expect(texts[0]).toBe(escapeHtml(OPPORTUNITY_NOTICES.notSelected('Monsoon Anthem for Chai Co.', DECLINE_REASON_TEXTS.production_quality)));
    expect((await decide({ application_id: applicant.id, status: 'shortlisted' })).json().error).toBe(applicationTransitionRefused('Not selected', 'Shortlisted'));
  });

  it('a withdrawn application cannot be decided', async () => {
    const { slug, applicants } = await withApplicants(1);
    await post('/opportunity_withdraw', applicants[0].person, { slug });
    const refused = await decide({ application_id: applicants[0].id, status: 'shortlisted' });
    expect(refused.json().error).toBe(applicationTransitionRefused('Withdrawn', 'Shortlisted'));
  });

  it('by the result date every applicant has an answer: whatever waits becomes not selected (no_decision), once', async () => {
    const { slug, applicants } = await withApplicants(3);
    const [decided, shortlisted, waiting] = applicants;
    await decide({ application_id: decided.id, status: 'not_selected', reason: 'not_a_fit' });
    await decide({ application_id: shortlisted.id, status: 'shortlisted' });
    // The result date moves two days later: the job queued for the first date finds nothing to do then.
    const moved = await t.app.inject({ method: 'PUT', url: `/api/staff/opportunities/${slug}`, headers: staff.headers, payload: { results_at: new Date(clock.now().getTime() + 5 * DAY).toISOString() } });
    expect(moved.statusCode).toBe(200);
    clock.advance(3 * DAY);
    await t.platform.jobs.drain();
    expect((await get(`/staff/opportunities/${slug}/applications`, staff)).json().result.opportunity.counts.waiting).toBe(2);
    clock.advance(2 * DAY);
    await t.platform.jobs.drain();
    const review = (await get(`/staff/opportunities/${slug}/applications`, staff)).json().result;
    expect(review.opportunity.counts).toMatchObject({ waiting: 0, not_selected: 3 });
    const byId = new Map(review.applications.map((application: { id: number; reason_code: string }) => [application.id, application.reason_code]));
    expect(byId.get(decided.id)).toBe('not_a_fit');
    expect(byId.get(shortlisted.id)).toBe('no_decision');
    expect(byId.get(waiting.id)).toBe('no_decision');
    const notice = escapeHtml(OPPORTUNITY_NOTICES.notSelected('Monsoon Anthem for Chai Co.', DECLINE_REASON_TEXTS.no_decision));
    expect((await listNotificationTexts(t.app, waiting.person)).filter((text) => text === notice)).toHaveLength(1);
    await t.platform.jobs.enqueue('opportunities.results_due', { opportunityId: (await t.db.selectFrom('opportunities').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id });
    await t.platform.jobs.drain();
    expect((await listNotificationTexts(t.app, waiting.person)).filter((text) => text === notice)).toHaveLength(1);
  });

  it('every state has a label', () => {
    for (const status of APPLICATION_STATUSES) expect(APPLICATION_STATUS_LABELS[status as ApplicationStatus]).toBeTruthy();
    expect(HOUR).toBe(3_600_000);
  });
});
