import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildSong } from '../../../test/catalog-factories.ts';
import { grantPro } from '../../../test/commerce-fixtures.ts';
import { makePicture, uploadContentImage } from '../../../test/content-fixtures.ts';
import { expectNegotiatedPicture } from '../../../test/media-fixtures.ts';
import { buildPerson, type Person } from '../../../test/social.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';

const clock = createManualClock(new Date('2030-03-01T10:00:00.000Z'));
let t: TestApp;
let staff: Person;
let listener: Person;
const images: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ platform: { clock } });
  staff = await buildPerson(t.db, clock, { staff_role: 'admin' });
  listener = await buildPerson(t.db, clock, { type: 'Listener' });
  for (const [purpose, size] of [['banner', [1456, 180]], ['banner_mobile', [750, 200]], ['popup', [1600, 1000]], ['companion', [1200, 120]]] as const) {
    const res = await uploadContentImage(t.app, staff.headers, purpose, await makePicture(size[0], size[1]));
    expect(res.statusCode, res.body).toBe(200);
    images[purpose] = res.json().result.key;
  }
});
afterAll(() => t.close());

async function startCampaign(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/staff/ads', headers: staff.headers, payload: { name: 'Campaign', placement: 'banner', image: images.banner, landing_url: 'https://brand.example/offer', ...payload } });
  expect(res.statusCode, res.body).toBe(200);
  // The running list is cached for 10 s per process.
  clock.advance(11_000);
  return res.json().result as { id: number };
}

const banners = async (query = '', headers: Record<string, string> = {}) => (await t.app.inject({ url: `/api/advertisements?key=banner${query}`, headers })).json().media as { id: number }[];
const ids = (list: { id: number }[]) => list.map((ad) => ad.id);

describe('campaign pictures (POST staff/images)', () => {
  it('are stored fitted to their box as a JPEG and a WebP sibling, which /media answers to a browser that reads WebP (issue 16)', async () => {
    await expectNegotiatedPicture(t.app, `/media/${images.banner}`, { width: 1456, height: 180 });
    await expectNegotiatedPicture(t.app, `/media/${images.popup}`, { width: 800, height: 500 });
  });
});

describe('the shell banner (GET advertisements?key=banner)', () => {
  it('answers the spec fields, the pictures with their sizes, the phone picture falling back to the desktop one', async () => {
    const ad = await startCampaign({ name: 'Fields', image_mobile: images.banner_mobile, display_pages: ['songs', 'home'], start_time: 5, end_time: 172_800 });
    const found = (await banners()).find((item) => item.id === ad.id);
    expect(found).toMatchObject({ adv_name: 'Fields', adv_landing_url: 'https://brand.example/offer', adv_display_pages: ['songs', 'home'], for_pro: 0, start_time: 5, end_time: 172_800, image_width: 1456, image_height: 180, image_mobile_width: 750, image_mobile_height: 200 });
    expect((found as unknown as { adv_image: string }).adv_image).toMatch(/^\/media\/ads\/[a-f0-9]{32}\.jpg$/);
  });

  it('narrows by page key, "all" matching every page', async () => {
    const songsOnly = await startCampaign({ display_pages: ['songs'] });
    const everywhere = await startCampaign({ display_pages: ['all'] });
    expect(ids(await banners('&page=songs'))).toEqual(expect.arrayContaining([songsOnly.id, everywhere.id]));
    const onBlog = ids(await banners('&page=blog'));
    expect(onBlog).toContain(everywhere.id);
    expect(onBlog).not.toContain(songsOnly.id);
  });

  it('targets the audience: for_pro 1 never reaches non-Pro people, 2 reaches visitors and listeners', async () => {
    const proOnly = await startCampaign({ for_pro: 1 });
    const nonPro = await startCampaign({ for_pro: 2 });
    for (const headers of [{}, listener.headers]) {
      const shown = ids(await banners('', headers));
      expect(shown).not.toContain(proOnly.id);
      expect(shown).toContain(nonPro.id);
    }
    // An active Pro member (issue 17) gets the Pro campaign and not the non-Pro one; an expired one is not Pro.
    const pro = await buildPerson(t.db, clock, { type: 'Artist' });
    await grantPro(t.db, pro.id);
    expect(ids(await banners('', pro.headers))).toEqual(expect.arrayContaining([proOnly.id]));
    expect(ids(await banners('', pro.headers))).not.toContain(nonPro.id);
    const expired = await buildPerson(t.db, clock, { type: 'Artist' });
    await grantPro(t.db, expired.id, new Date(clock.now().getTime() - 1).toISOString());
    expect(ids(await banners('', expired.headers))).not.toContain(proOnly.id);
  });

  it("runs between the campaign's own dates, while active", async () => {
    const now = clock.now().getTime();
    const later = await startCampaign({ starts_at: new Date(now + 3_600_000).toISOString() });
    const ending = await startCampaign({ ends_at: new Date(now + 60_000).toISOString() });
    const paused = await startCampaign({ is_active: false });
    let shown = ids(await banners());
    expect(shown).toContain(ending.id);
    expect(shown).not.toContain(later.id);
    expect(shown).not.toContain(paused.id);
    clock.advance(2 * 3_600_000);
    shown = ids(await banners());
    expect(shown).toContain(later.id);
    expect(shown).not.toContain(ending.id);
  });

  it('disappears once deleted', async () => {
    const ad = await startCampaign({});
    expect((await t.app.inject({ method: 'DELETE', url: `/api/staff/ads/${ad.id}`, headers: staff.headers })).json()).toEqual({ success: true, message: CONTENT_MESSAGES.adDeleted });
    clock.advance(11_000);
    expect(ids(await banners())).not.toContain(ad.id);
  });
});

describe("the audit log of the team's campaigns (issue 21)", () => {
  it('records who started, changed and ended a campaign', async () => {
    const ad = await startCampaign({ name: 'Audited campaign' });
    const changed = await t.app.inject({ method: 'PUT', url: `/api/staff/ads/${ad.id}`, headers: staff.headers, payload: { name: 'Audited campaign, v2', placement: 'banner', image: images.banner, landing_url: 'https://brand.example/offer' } });
    expect(changed.statusCode, changed.body).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/staff/ads/${ad.id}`, headers: staff.headers });
    const lines = await t.db.selectFrom('audit_log').select(['action', 'actor_id', 'target_label']).where('target_type', '=', 'ad').where('target_key', '=', String(ad.id)).orderBy('id').execute();
    expect(lines).toEqual([
      { action: 'ad.create', actor_id: staff.id, target_label: 'Audited campaign' },
      { action: 'ad.update', actor_id: staff.id, target_label: 'Audited campaign, v2' },
      { action: 'ad.delete', actor_id: staff.id, target_label: 'Audited campaign, v2' },
    ]);
  });
});

describe('the popup, issue notices and companion ads', () => {
  it('lists popups without an argument and issue notices with type=issue', async () => {
    const popup = await startCampaign({ placement: 'popup', image: images.popup });
    const notice = await startCampaign({ placement: 'issue', image: images.banner });
    const list = (await t.app.inject({ url: '/api/advertisement_list' })).json().result;
    expect(ids(list)).toContain(popup.id);
    expect(ids(list)).not.toContain(notice.id);
    // The popup's picture fits 800x500 (spec 1 §1).
    const shown = list.find((ad: { id: number }) => ad.id === popup.id);
    expect(shown.image_width).toBeLessThanOrEqual(800);
    expect(shown.image_height).toBeLessThanOrEqual(500);
    expect(ids((await t.app.inject({ url: '/api/advertisement_list?type=issue' })).json().result)).toEqual([notice.id]);
  });

  it('answers companion ads with their track, window and the ad under adv_id, only for tracks everyone may play', async () => {
    const artist = await buildPerson(t.db, clock, { type: 'Artist' });
    const song = await buildSong(t.db, artist.id, { title: 'Sponsored tune' });
    const secret = await buildSong(t.db, artist.id, { isPublic: false });
    const ad = await startCampaign({ name: 'Headphones', placement: 'companion', image: images.companion, track: song.slug, start_time: 0, end_time: 20 });
    const hidden = await startCampaign({ placement: 'companion', image: images.companion, track: secret.slug, start_time: 0, end_time: 20 });
    const media = (await t.app.inject({ url: '/api/advertisements?key=companion' })).json().media;
    expect(media).toContainEqual(expect.objectContaining({ track: song.slug, start_time: 0, end_time: 20, adv_id: expect.objectContaining({ id: ad.id, adv_name: 'Headphones' }) }));
    expect(media.map((item: { adv_id: { id: number } }) => item.adv_id.id)).not.toContain(hidden.id);
    const forTrack = (await t.app.inject({ url: `/api/advertisements?key=companion&track=${song.slug}` })).json().media;
    expect(forTrack).toHaveLength(1);
  });
});

describe('the campaign screen (staff only) refuses bad input', () => {
  it('401 for visitors, 403 without the role', async () => {
    expect((await t.app.inject({ url: '/api/staff/ads' })).statusCode).toBe(401);
    const refused = await t.app.inject({ url: '/api/staff/ads', headers: listener.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MESSAGES.staffOnly);
  });

  it('refuses unsafe links, missing tracks, reversed windows and pictures made for another place', async () => {
    const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/staff/ads', headers: staff.headers, payload: { name: 'Bad', placement: 'banner', image: images.banner, landing_url: '/songs', ...payload } });
    expect((await post({ landing_url: 'javascript:alert(1)' })).json()).toMatchObject({ success: false, error: CONTENT_MESSAGES.adUrlInvalid });
    expect((await post({ landing_url: 'http://insecure.example' })).json().error).toBe(CONTENT_MESSAGES.adUrlInvalid);
    expect((await post({ placement: 'companion', image: images.companion })).json().error).toBe(CONTENT_MESSAGES.adTrackRequired);
    expect((await post({ placement: 'companion', image: images.companion, track: 'no-such-song', start_time: 10, end_time: 5 })).json().error).toBe(CONTENT_MESSAGES.adWindowInvalid);
    expect((await post({ placement: 'companion', image: images.companion, track: 'no-such-song', start_time: 0, end_time: 5 })).json().error).toBe(CONTENT_MESSAGES.adTrackNotFound);
    expect((await post({ placement: 'popup', image: images.banner })).statusCode).toBe(400);
    expect((await post({ start_time: -1 })).json().error).toBe(CONTENT_MESSAGES.adTimeInvalid);
    expect((await post({ starts_at: '2030-05-01T00:00:00Z', ends_at: '2030-04-01T00:00:00Z' })).json().error).toBe(CONTENT_MESSAGES.adDatesInvalid);
  });
});
