import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_PASSWORD, buildUser, findIndianPlace, findNamedId, readMailedCode, signIn, tokenHeader } from '../../../test/factories.ts';
import { expectNegotiatedPicture } from '../../../test/media-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: object, key?: string) => t.app.inject({ method: 'POST', url, payload, headers: key ? tokenHeader(key) : {} });
const get = (url: string, key?: string) => t.app.inject({ url, headers: key ? tokenHeader(key) : {} });

async function signedInUser(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.db, overrides);
  return { user, key: await signIn(t.app, user.email) };
}

/** A multipart body with the image_type field and an image file, as a browser's FormData sends it. */
function pictureUpload(imageType: string, file: Buffer, filename = 'picture.png', contentType = 'image/png') {
  const boundary = '----indiwave-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image_type"\r\n\r\n${imageType}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return { payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (key: string, imageType: string, file: Buffer, filename?: string, contentType?: string) => {
  const { payload, headers } = pictureUpload(imageType, file, filename, contentType);
  return t.app.inject({ method: 'POST', url: '/api/indiwaveuser/update_profile_cover_pic', payload, headers: { ...headers, ...tokenHeader(key) } });
};

const solidImage = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 90 } } })[format]().toBuffer();

describe('profile and cover pictures (update_profile_cover_pic, spec 2 §5.5 image rules)', () => {
  it('stores a profile picture as a 500x500 JPEG and its WebP sibling under media/avatars and replaces the old files', async () => {
    const { user, key } = await signedInUser();
    const res = await upload(key, 'profile', await solidImage(800, 600));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().result.profile.profile_pic;
    expect(url).toMatch(/^\/media\/avatars\/[a-f0-9]{32}\.jpg$/);
    const file = path.join(t.config.dataDir, url);
    expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', width: 500, height: 500 });
    expect(await sharp(file.replace(/\.jpg$/, '.webp')).metadata()).toMatchObject({ format: 'webp', width: 500, height: 500 });
    await expectNegotiatedPicture(t.app, url, { width: 500, height: 500 });

    const again = await upload(key, 'profile', await solidImage(600, 600, 'jpeg'), 'me.jpg', 'image/jpeg');
    expect(again.json().result.profile.profile_pic).not.toBe(url);
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(file.replace(/\.jpg$/, '.webp'))).toBe(false);
    const row = await t.db.selectFrom('users').select('profile_pic').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(`/media/${row.profile_pic}`).toBe(again.json().result.profile.profile_pic);
  });

  it('stores a cover picture as 1500x500', async () => {
    const { key } = await signedInUser();
    const res = await upload(key, 'cover', await solidImage(2000, 900));
    const url: string = res.json().result.profile.cover_pic;
    expect(url).toMatch(/^\/media\/covers\/[a-f0-9]{32}\.jpg$/);
    expect(await sharp(path.join(t.config.dataDir, url)).metadata()).toMatchObject({ width: 1500, height: 500 });
    await expectNegotiatedPicture(t.app, url, { width: 1500, height: 500 });
  });

  it("refuses 400x400: 'The image must be atleast 500*500'", async () => {
    const { key } = await signedInUser();
    const res = await upload(key, 'profile', await solidImage(400, 400));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: MESSAGES.imageTooSmall, fields: { image: MESSAGES.imageTooSmall } });
  });

  it("refuses a file over 2 MB with 413: 'The file selected exceeds 2 MB'", async () => {
    const { key } = await signedInUser();
    // Random pixels do not compress: about 3 MB of PNG, a real image over the limit.
    const noise = Buffer.alloc(1000 * 1000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(Math.random() * 256);
    const big = await sharp(noise, { raw: { width: 1000, height: 1000, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThan(2.1 * 1024 * 1024);
    const res = await upload(key, 'profile', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(MESSAGES.imageTooLarge);
  });

  it("checks the type by content: a text file named .jpg, or a GIF, is 'The file format selected is not .jpeg or .png'", async () => {
    const { key } = await signedInUser();
    const text = await upload(key, 'profile', Buffer.from('just some text, not an image\n'.repeat(50)), 'photo.jpg', 'image/jpeg');
    expect(text.json()).toEqual({ success: false, error: MESSAGES.imageFormat, fields: { image: MESSAGES.imageFormat } });
    const gif = await upload(key, 'profile', await solidImage(600, 600, 'gif'), 'anim.png', 'image/png');
    expect(gif.json().error).toBe(MESSAGES.imageFormat);
  });

  it('refuses a wrong image_type, a missing file and a JSON body', async () => {
    const { key } = await signedInUser();
    expect((await upload(key, 'banner', await solidImage(600, 600))).json().fields).toEqual({ image_type: MESSAGES.invalidInput });
    const json = await post('/api/indiwaveuser/update_profile_cover_pic', { image_type: 'profile', image: 'data:image/png;base64,AAAA' }, key);
    expect(json.json().fields).toEqual({ image: MESSAGES.imageRequired });
    expect((await upload('no-such-key-aaaaaaaaaaaaaaaaaaaaaa', 'profile', await solidImage(600, 600))).statusCode).toBe(401);
  });
});

describe('personal details, social links, newsletter, URL (spec 2 §7 {product}user)', () => {
  it('reads and saves personal details; the session reflects them', async () => {
    const { key } = await signedInUser({ type: 'Artist' });
    const place = await findIndianPlace(t.db);
    const rock = await findNamedId(t.db, 'genres', 'Rock');
    const saved = await post('/api/indiwaveuser/personal_details', { fname: 'The Local Train', lname: '', band_name: 'TLT', bio: 'Hindi rock from Delhi & Mumbai.', country: place.country, state: place.state, city: place.city, genre: [rock] }, key);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: MESSAGES.changesSaved, result: { profile: { first_name: 'The Local Train' }, band_name: 'TLT', genre_id: [{ id: rock, name: 'Rock' }], city: 'Mumbai' } });
    const read = (await get('/api/indiwaveuser/personal_details', key)).json().result;
    expect(read).toMatchObject({ first_name: 'The Local Train', bio: 'Hindi rock from Delhi & Mumbai.', country: 'India', state: 'Maharashtra', city: 'Mumbai', is_subscribed: true, social_links: { instagram: '', facebook: '', twitter: '', youtube: '' } });
  });

  it('refuses blank names, markup, long bios, too many genres and a city of another state', async () => {
    const { key } = await signedInUser();
    const place = await findIndianPlace(t.db);
    const genres = (await t.db.selectFrom('genres').select('id').limit(6).execute()).map((g) => g.id);
    const fieldsOf = async (payload: object) => (await post('/api/indiwaveuser/personal_details', payload, key)).json().fields;
    expect(await fieldsOf({ fname: '  ' })).toEqual({ fname: MESSAGES.nameRequired });
    expect(await fieldsOf({ fname: 'Ok', bio: 'Hello <script>' })).toEqual({ bio: MESSAGES.htmlTagInvalid });
    expect(await fieldsOf({ fname: 'Ok', bio: 'Hi </b> <!-- x' })).toEqual({ bio: MESSAGES.htmlTagInvalid });
    expect(await fieldsOf({ fname: 'Ok', bio: 'b'.repeat(1001) })).toEqual({ bio: MESSAGES.bioMax });
    expect(await fieldsOf({ fname: 'Ok', band_name: '>' })).toEqual({ band_name: MESSAGES.invalidInput });
    expect(await fieldsOf({ fname: 'Ok', genre: genres })).toEqual({ genre: MESSAGES.genresMax });
    expect(await fieldsOf({ fname: 'Ok', country: place.country, state: place.otherState, city: place.city })).toEqual({ city: MESSAGES.cityRequired });
  });

  it("stores a bio's '<3' and 'a > b' as plain text, as typed (issue 15 item 10)", async () => {
    const { key } = await signedInUser({ type: 'Artist' });
    const bio = 'Songs for Mumbai <3 — rain > sun, always.';
    const saved = await post('/api/indiwaveuser/personal_details', { fname: 'Ok', bio }, key);
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/indiwaveuser/personal_details', key)).json().result.bio).toBe(bio);
  });

  it('saves social links with their patterns; twitter.com and x.com both count', async () => {
    const { key } = await signedInUser();
    const links = { instagram: 'https://www.instagram.com/indiwave/', facebook: 'https://facebook.com/indiwave', twitter: 'https://x.com/indiwave', youtube: 'https://www.youtube.com/@indiwave' };
    expect((await post('/api/indiwaveuser/change_social_links', links, key)).json()).toEqual({ success: true, message: MESSAGES.changesSaved, result: links });
    expect((await post('/api/indiwaveuser/change_social_links', { twitter: 'https://twitter.com/indiwave' }, key)).json().result).toEqual({ instagram: '', facebook: '', twitter: 'https://twitter.com/indiwave', youtube: '' });
    const fieldsOf = async (payload: object) => (await post('/api/indiwaveuser/change_social_links', payload, key)).json().fields;
    expect(await fieldsOf({ instagram: 'https://evil.example.com/indiwave' })).toEqual({ instagram: MESSAGES.instagramInvalid });
    expect(await fieldsOf({ facebook: 'javascript:alert(1)' })).toEqual({ facebook: MESSAGES.facebookInvalid });
    expect(await fieldsOf({ twitter: 'https://x.com/' })).toEqual({ twitter: MESSAGES.twitterInvalid });
    expect(await fieldsOf({ youtube: 'https://vimeo.com/1' })).toEqual({ youtube: MESSAGES.youtubeInvalid });
    expect(await fieldsOf({ youtube: 'https://youtube.com/@a<b>' })).toEqual({ youtube: MESSAGES.invalidInput });
  });

  it('changes the newsletter subscription', async () => {
    const { key } = await signedInUser();
    expect((await post('/api/indiwaveuser/change_newsletter_subscription', { is_subscribed: 0 }, key)).json()).toEqual({ success: true, message: MESSAGES.changesSaved, is_subscribed: false });
    expect((await get('/api/indiwaveuser/personal_details', key)).json().result.is_subscribed).toBe(false);
    expect((await post('/api/indiwaveuser/change_newsletter_subscription', { is_subscribed: 'true' }, key)).json().is_subscribed).toBe(true);
    expect((await post('/api/indiwaveuser/change_newsletter_subscription', { is_subscribed: 'maybe' }, key)).statusCode).toBe(400);
  });

  it('change_url: a new slug, unique, 3–50, reserved words refused', async () => {
    const taken = await buildUser(t.db);
    const { key } = await signedInUser();
    const change = (username: string) => post('/api/indiwaveuser/change_url', { username }, key);
    expect((await change('New-Home')).json()).toMatchObject({ message: MESSAGES.changesSaved, result: { slug_username: 'new-home' } });
    expect((await change('new-home')).statusCode).toBe(200);
    for (const [value, message] of [
      [taken.slug, MESSAGES.usernameTaken],
      ['upload', MESSAGES.usernameTaken],
      ['404', MESSAGES.usernameTaken],
      ['ab', MESSAGES.usernameMin],
      ['x'.repeat(51), MESSAGES.usernameMax],
      ['no/slash', MESSAGES.usernameInvalid],
    ]) {
      expect((await change(value)).json().fields).toEqual({ username: message });
    }
  });

  it('change_password checks the old password and the confirmation', async () => {
    const { key } = await signedInUser();
    const change = (payload: object) => post('/api/indiwaveuser/change_password', payload, key);
    expect((await change({ new_password: 'Another12', confirm_new_password: 'Another12' })).json().fields).toEqual({ old_password: MESSAGES.oldPasswordRequired });
    expect((await change({ old_password: 'wrong-one', new_password: 'Another12', confirm_new_password: 'Another12' })).json().fields).toEqual({ old_password: MESSAGES.oldPasswordWrong });
    expect((await change({ old_password: TEST_PASSWORD, new_password: 'Another12', confirm_new_password: 'Another13' })).json().fields).toEqual({ confirm_new_password: MESSAGES.passwordMismatch });
    expect((await change({ old_password: TEST_PASSWORD, new_password: 'Ab1', confirm_new_password: 'Ab1' })).json().fields.new_password).toBe(MESSAGES.passwordMin);
    expect((await change({ old_password: TEST_PASSWORD, new_password: 'Another12', confirm_new_password: 'Another12' })).json()).toEqual({ success: true, message: MESSAGES.passwordChanged });
  });

  it('every settings call needs the session', async () => {
    for (const url of ['/api/indiwaveuser/personal_details', '/api/indiwaveuser/change_user_email', '/api/indiwaveuser/change_user_mobile', '/api/screen_guides']) {
      expect((await get(url)).statusCode).toBe(401);
    }
    expect((await post('/api/indiwaveuser/change_password', {})).json()).toEqual({ success: false, error: MESSAGES.signInRequired });
  });
});

describe('delete account', () => {
  it("needs a reason; removes personal data, ends every session, frees e-mail and slug; the row stays as 'Deleted user'", async () => {
    const { user, key } = await signedInUser({ mobile: '9876543210', bio: 'About me' });
    const other = await signIn(t.app, user.email);
    await upload(key, 'profile', await solidImage(600, 600));
    const pic = (await t.db.selectFrom('users').select('profile_pic').where('id', '=', user.id).executeTakeFirstOrThrow()).profile_pic!;
    expect((await post('/api/indiwaveuser/delete_account', { reason: '   ' }, key)).json().fields).toEqual({ reason: MESSAGES.deleteReasonRequired });
    expect((await post('/api/indiwaveuser/delete_account', { reason: 'Too many <emails>' }, key)).json().fields).toEqual({ reason: MESSAGES.invalidInput });

    const res = await post('/api/indiwaveuser/delete_account', { reason: 'Moving to another platform' }, key);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.accountDeleted });
    for (const k of [key, other]) expect((await get('/api/check_session', k)).statusCode).toBe(401);
    expect((await post('/api/obtain_auth_token', { email: user.email, password: TEST_PASSWORD })).json().error).toBe(MESSAGES.loginFailed);
    expect((await post('/api/registration/is_email_exists', { email: user.email })).json().is_email_exists).toBe(false);
    expect((await post('/api/is_username_exists', { username: user.slug })).json().is_username_exists).toBe(false);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: 'Deleted user', last_name: '', mobile: null, bio: null, profile_pic: null, password_hash: null, delete_reason: 'Moving to another platform' });
    expect(row.deleted_at).not.toBeNull();
    expect(row.email).not.toContain(user.email.split('@')[0]);
    expect(fs.existsSync(path.join(t.config.dataDir, 'media', pic))).toBe(false);
  });
});

describe('listener_to_artist (spec 2 §2.1, §4, §5.4)', () => {
  async function upgradeForm(overrides: Record<string, unknown> = {}) {
    const singer = await findNamedId(t.db, 'artist_categories', 'Singer');
    return { fname: 'Riya Sings', lname: '', is_type: 'Artist', username: `riya${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`, mobile: '9876501234', email: undefined as string | undefined, artistType: [singer], genre: [], ...overrides };
  }

  it('turns a listener into an Artist (status 1) with the form values', async () => {
    const { user, key } = await signedInUser();
    const form = await upgradeForm({ email: user.email });
    const res = await post('/api/listener_to_artist', form, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ category: 'artist', result: { is_type: 'Artist', slug_username: form.username, mobile: '9876501234', email: user.email, ismail_verify: true, artist_type: [{ name: 'Singer' }], profile: { first_name: 'Riya Sings' } } });
    expect((await post('/api/listener_to_artist', form, key)).json().error).toBe(MESSAGES.alreadyArtist);
  });

  it('choosing the Band category (or is_type Band) makes a Band', async () => {
    const { user, key } = await signedInUser();
    const band = await findNamedId(t.db, 'artist_categories', 'Band');
    const res = await post('/api/listener_to_artist', await upgradeForm({ email: user.email, artistType: [band] }), key);
    expect(res.json()).toMatchObject({ category: 'band', result: { is_type: 'Band' } });
  });

  it('a new e-mail must be verified again and gets a code', async () => {
    const { key } = await signedInUser();
    const res = await post('/api/listener_to_artist', await upgradeForm({ email: 'riya.new@example.com' }), key);
    expect(res.json().result).toMatchObject({ email: 'riya.new@example.com', ismail_verify: false });
    expect(await readMailedCode(t.db, 'riya.new@example.com')).toMatch(/^\d{6}$/);
  });

  it.each([
    ['fname', '', MESSAGES.artistBandNameRequired],
    ['fname', 'f'.repeat(51), MESSAGES.artistNameMax],
    ['fname', '***', MESSAGES.artistNameInvalid],
    ['username', 'ab', MESSAGES.usernameMin],
    ['username', 'u'.repeat(51), MESSAGES.usernameMax],
    ['mobile', '', MESSAGES.mobileRequired],
    ['mobile', '98765', MESSAGES.mobileTenDigits],
    ['mobile', '98765abcde', MESSAGES.mobileTenDigits],
    ['email', '', MESSAGES.emailRequired],
    ['email', 'riya@', MESSAGES.emailInvalid],
    ['artistType', [], MESSAGES.selectOne],
    ['artistType', undefined, MESSAGES.selectOne],
  ])('%s = %j answers %j', async (field, value, message) => {
    const { user, key } = await signedInUser();
    const res = await post('/api/listener_to_artist', { ...(await upgradeForm({ email: user.email })), [field]: value }, key);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('refuses a taken username and another account’s e-mail; needs the session', async () => {
    const other = await buildUser(t.db);
    const { key } = await signedInUser();
    const res = await post('/api/listener_to_artist', await upgradeForm({ username: other.slug, email: other.email }), key);
    expect(res.json().fields).toEqual({ username: MESSAGES.usernameTaken, email: MESSAGES.emailTakenPopup });
    expect((await post('/api/listener_to_artist', await upgradeForm())).statusCode).toBe(401);
  });
});
