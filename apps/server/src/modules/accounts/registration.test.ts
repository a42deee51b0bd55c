import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_SOURCE } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { RESERVED_SLUGS } from '@indiwave/domain/rules/reserved-slugs';
import { solveAltchaAnswer } from '../../../test/altcha.ts';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildUser, findIndianPlace, findNamedId, readLatestMail, signIn, tokenHeader } from '../../../test/factories.ts';

let t: TestApp;
let robot: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let addressCounter = 0;
/** Each registration from its own address: the per-address limit is tested in rate-limit.test.ts. */
const nextAddress = () => `10.2.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const save = (payload: object, key?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v2/registration/save', payload, headers: key ? tokenHeader(key) : {}, remoteAddress: nextAddress() });

let counter = 0;
function artistForm(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return { fname: 'Asha Menon', username: `asha${counter}x`, mobile: '9876543210', email: `asha${counter}x@example.com`, password: 'Secret123', recaptcha: robot, ...overrides };
}

async function registerArtist(overrides: Record<string, unknown> = {}) {
  robot = await solveAltchaAnswer(t.app);
  const form = artistForm(overrides);
  const res = await save({ formType: 1, register_type: 'artist', register_from: 0, source: 'web', formData: form });
  return { res, form };
}

/** The §5.1 message a bad value gets, through the real call (no robot answer needed: fields fail first). */
async function messageFor(formType: number, formData: Record<string, unknown>, field: string): Promise<string | undefined> {
  const res = await save({ formType, formData });
  expect(res.statusCode).toBe(400);
  return (res.json() as { fields?: Record<string, string> }).fields?.[field];
}

describe('step 1, the artist form (spec 2 §2.1, §3, §5.1)', () => {
  it('creates an Artist, signs in, and mails the first e-mail code', async () => {
    const { res, form } = await registerArtist();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      category: 'artist',
      result: { is_type: 'Artist', slug_username: form.username, email: form.email, mobile: '9876543210', ismail_verify: false, has_usable_password: true, artist_type: [], profile: { first_name: 'Asha Menon', country: null } },
    });
    const row = await t.db.selectFrom('users').select(['register_from', 'password_hash']).where('email', '=', form.email).executeTakeFirstOrThrow();
    expect(row.register_from).toBe(REGISTER_SOURCE.manual);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const mail = await readLatestMail(t.db, form.email);
    expect(mail?.subject).toMatch(/^\d{6} is your Indiwave verification code$/);
    // The key works at once.
    expect((await t.app.inject({ url: '/api/check_session', headers: tokenHeader(res.json().result.token) })).statusCode).toBe(200);
  });

  it.each([
    ['fname', undefined, MESSAGES.artistNameRequired],
    ['fname', '   ', MESSAGES.artistNameRequired],
    ['fname', '@@@', MESSAGES.artistNameInvalid],
    ['fname', 'x'.repeat(51), MESSAGES.artistNameMax],
    ['fname', 'Asha <b>', MESSAGES.invalidInput],
    ['username', '', MESSAGES.usernameRequired],
    ['username', 'has space', MESSAGES.usernameInvalid],
    ['username', 'a.b.c', MESSAGES.usernameInvalid],
    ['username', 'ab', MESSAGES.usernameMin],
    ['username', 'u'.repeat(51), MESSAGES.usernameMax],
    ['username', '<abc>', MESSAGES.invalidInput],
    ['mobile', '98765abc', MESSAGES.mobileInvalid],
    ['mobile', '1'.repeat(19), MESSAGES.mobileInvalid],
    ['email', '', MESSAGES.emailRequired],
    ['email', 'not-an-email', MESSAGES.emailInvalid],
    ['email', 'a<b>@example.com', MESSAGES.emailInvalid],
    ['password', '', MESSAGES.passwordRequired],
    ['password', '12345', MESSAGES.passwordMin],
    ['password', 'p'.repeat(21), MESSAGES.passwordMax],
    ['recaptcha', '', MESSAGES.robotRequired],
  ])('%s = %j answers %j', async (field, value, message) => {
    expect(await messageFor(1, artistForm({ recaptcha: 'x', [field]: value }), field)).toBe(message);
  });

  it('mobile is optional (up to 18 digits)', async () => {
    const { res } = await registerArtist({ mobile: '' });
    expect(res.json().result.mobile).toBeNull();
    expect((await registerArtist({ mobile: '1'.repeat(18) })).res.statusCode).toBe(200);
  });

  it("a taken e-mail and a taken username: 'The Email ID entered already exist', 'The username entered already exist'", async () => {
    const taken = await buildUser(t.db);
    robot = await solveAltchaAnswer(t.app);
    const res = await save({ formType: 1, formData: artistForm({ email: taken.email.toUpperCase(), username: taken.slug }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: MESSAGES.emailTakenRegistration, username: MESSAGES.usernameTaken });
  });

  it('a reserved word is never a username', async () => {
    for (const word of ['songs', 'settings', 'indiwave-tv', 'api', 'admin']) {
      expect(RESERVED_SLUGS.has(word) || word === 'indiwave-tv').toBe(true);
      const res = await save({ formType: 1, formData: artistForm({ username: word, recaptcha: 'x' }) });
      expect(res.json().fields.username).toBe(MESSAGES.usernameTaken);
    }
  });

  it("a failed robot check answers 'The robot check failed. Please try again.' and creates nothing", async () => {
    const form = artistForm({ recaptcha: 'not-a-solution' });
    const res = await save({ formType: 1, formData: form });
    expect(res.json()).toEqual({ success: false, error: MESSAGES.robotFailed, fields: { recaptcha: MESSAGES.robotFailed } });
    expect(await t.db.selectFrom('users').select('id').where('email', '=', form.email).executeTakeFirst()).toBeUndefined();
  });

  it('a signed-in account that is not a social one cannot register again', async () => {
    const user = await buildUser(t.db);
    const key = await signIn(t.app, user.email);
    expect((await save({ formType: 1, formData: artistForm() }, key)).json()).toMatchObject({ success: false, error: MESSAGES.alreadyRegistered });
  });
});

describe('step 2, the city form', () => {
  it('stores country, state and city; the session then names them', async () => {
    const { res } = await registerArtist();
    const key = res.json().result.token;
    const place = await findIndianPlace(t.db);
    const saved = await save({ formType: 2, formData: { country: place.country, state: String(place.state), city: place.city } }, key);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result).toMatchObject({ token: key, country: 'India', state: 'Maharashtra', city: 'Mumbai', profile: { country: 'India' }, is_from_india: true });
    const other = await save({ formType: 2, formData: { country: place.country, state: place.state, city: 'Other', otherCity: 'Lonavala Hills' } }, key);
    expect(other.json().result).toMatchObject({ city: 'Lonavala Hills', city_id: null });
  });

  it('answers each §5.1 message and refuses a state of another country', async () => {
    const { res } = await registerArtist();
    const key = res.json().result.token;
    const place = await findIndianPlace(t.db);
    const fieldsOf = async (formData: object) => (await save({ formType: 2, formData }, key)).json().fields;
    expect(await fieldsOf({ state: place.state, city: place.city })).toEqual({ country: MESSAGES.countryRequired });
    expect(await fieldsOf({ country: place.country, state: '', city: place.city })).toEqual({ state: MESSAGES.stateRequired });
    expect(await fieldsOf({ country: place.country, state: place.state })).toEqual({ city: MESSAGES.cityRequired });
    expect(await fieldsOf({ country: place.country, state: place.state, city: 'other', otherCity: '  ' })).toEqual({ otherCity: MESSAGES.otherCityRequired });
    expect(await fieldsOf({ country: place.country, state: place.state, city: 'other', otherCity: 'City 17' })).toEqual({ otherCity: MESSAGES.otherCityInvalid });
    expect(await fieldsOf({ country: place.country, state: place.state, city: 'other', otherCity: '<b>Goa' })).toEqual({ otherCity: MESSAGES.invalidInput });
    const usa = (await t.db.selectFrom('countries').select('id').where('iso_code', '=', 'US').executeTakeFirstOrThrow()).id;
    expect(await fieldsOf({ country: usa, state: place.state, city: place.city })).toEqual({ state: MESSAGES.stateRequired });
    expect(await fieldsOf({ country: place.country, state: place.otherState, city: place.city })).toEqual({ city: MESSAGES.cityRequired });
  });

  it('needs the session', async () => {
    expect((await save({ formType: 2, formData: {} })).statusCode).toBe(401);
  });
});

describe('step 3, the artist types ("skills", at most 3)', () => {
  it("answers 'Please choose atleast one option.' and 'You can only select 3'", async () => {
    const { res } = await registerArtist();
    const key = res.json().result.token;
    const ids = (await t.db.selectFrom('artist_categories').select('id').limit(4).execute()).map((r) => r.id);
    expect((await save({ formType: 3, formData: { artistType: [] } }, key)).json().fields).toEqual({ artistType: MESSAGES.skillsMin });
    expect((await save({ formType: 3, formData: {} }, key)).json().fields).toEqual({ artistType: MESSAGES.skillsMin });
    expect((await save({ formType: 3, formData: { artistType: ids } }, key)).json().fields).toEqual({ artistType: MESSAGES.skillsMax });
    expect((await save({ formType: 3, formData: { artistType: [999_999] } }, key)).json().fields).toEqual({ artistType: MESSAGES.invalidInput });
  });

  it('stores up to 3; choosing Band makes the account a band', async () => {
    const { res } = await registerArtist();
    const key = res.json().result.token;
    const singer = await findNamedId(t.db, 'artist_categories', 'Singer');
    const band = await findNamedId(t.db, 'artist_categories', 'Band');
    const solo = await save({ formType: 3, formData: { artistType: [singer] } }, key);
    expect(solo.json()).toMatchObject({ category: 'artist', result: { is_type: 'Artist', artist_type: [{ id: singer, name: 'Singer' }] } });
    const asBand = await save({ formType: 3, formData: { artistType: [String(singer), band] } }, key);
    expect(asBand.json()).toMatchObject({ category: 'band', result: { is_type: 'Band' } });
    expect(asBand.json().result.artist_type.map((t: { name: string }) => t.name).sort()).toEqual(['Band', 'Singer']);
  });
});

describe('step 4, the listener form', () => {
  it('creates a Listener with a username made from the name', async () => {
    robot = await solveAltchaAnswer(t.app);
    const res = await save({ formType: 4, register_type: 'listener', formData: { fname: 'Ravi', lname: 'Kumar', email: 'ravi.kumar@example.com', password: 'Secret123', recaptcha: robot } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ category: 'listener', result: { is_type: 'Listener', profile: { first_name: 'Ravi', last_name: 'Kumar' } } });
    expect(res.json().result.slug_username).toMatch(/^ravi-kumar/);
  });

  it.each([
    ['fname', '', MESSAGES.nameRequired],
    ['fname', 'R2D2', MESSAGES.nameInvalid],
    ['fname', 'n'.repeat(51), MESSAGES.nameMax],
    ['lname', 'n'.repeat(51), MESSAGES.lastNameMax],
    ['lname', '<i>', MESSAGES.invalidInput],
    ['email', 'x@', MESSAGES.emailInvalid],
    ['password', '1234', MESSAGES.passwordMin],
    ['recaptcha', undefined, MESSAGES.robotRequired],
  ])('%s = %j answers %j', async (field, value, message) => {
    const formData = { fname: 'Ravi', lname: 'Kumar', email: 'someone@example.com', password: 'Secret123', recaptcha: 'x', [field]: value };
    expect(await messageFor(4, formData, field)).toBe(message);
  });
});

describe('availability checks (spec 2 §7)', () => {
  it('is_email_exists: true for another account, false for a free address or the own one', async () => {
    const user = await buildUser(t.db);
    const ask = (email: string, key?: string) =>
      t.app.inject({ method: 'POST', url: '/api/registration/is_email_exists', payload: { email, user_id: 1 }, headers: key ? tokenHeader(key) : {} }).then((r) => r.json());
    expect(await ask(user.email.toUpperCase())).toEqual({ success: true, is_email_exists: true });
    expect(await ask('free-address@example.com')).toEqual({ success: true, is_email_exists: false });
    expect(await ask(user.email, await signIn(t.app, user.email))).toEqual({ success: true, is_email_exists: false });
    expect((await t.app.inject({ method: 'POST', url: '/api/registration/is_email_exists', payload: { email: 'nope' } })).json().fields).toEqual({ email: MESSAGES.emailInvalid });
  });

  it('is_username_exists: a taken or reserved name comes with a free suggestion', async () => {
    const user = await buildUser(t.db, { slug: 'dhruv' });
    const ask = (username: string) => t.app.inject({ method: 'POST', url: '/api/is_username_exists', payload: { username, user_id: user.id } }).then((r) => r.json());
    expect(await ask('free-name-here')).toEqual({ success: true, is_username_exists: false, suggest: '' });
    const taken = await ask('Dhruv');
    expect(taken).toMatchObject({ success: true, is_username_exists: true });
    expect(taken.suggest).toMatch(/^dhruv\d{2,5}$/);
    expect(await ask(taken.suggest)).toMatchObject({ is_username_exists: false });
    const reserved = await ask('mydashboard');
    expect(reserved.is_username_exists).toBe(true);
    expect(reserved.suggest).toMatch(/^mydashboard\d+$/);
    const short = await t.app.inject({ method: 'POST', url: '/api/is_username_exists', payload: { username: 'ab' } });
    expect(short.json().fields).toEqual({ username: MESSAGES.usernameMin });
  });
});
