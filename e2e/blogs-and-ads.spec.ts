import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/axe.ts';
import { DEMO, obtainToken, openPersonPage, signInAs, type DemoPerson } from './support/people.ts';

/** The demo's member of the team (README: Demo accounts). */
const STAFF: DemoPerson = { email: 'staff@demo.indiwave.local', slug: 'nisha-rao', name: 'Nisha Rao' };

type Campaign = { id: number };

/** A picture the team uploads for a campaign (POST staff/images). */
async function uploadPicture(request: APIRequestContext, token: string, purpose: string, width: number, height: number, color: string): Promise<string> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
  const response = await request.post('/api/staff/images', { headers: { authorization: token }, multipart: { purpose, image: { name: 'picture.png', mimeType: 'image/png', buffer } } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { key: string } }).result.key;
}

/** Starts a campaign as the team (POST staff/ads). */
async function startCampaign(request: APIRequestContext, token: string, payload: Record<string, unknown>): Promise<Campaign> {
  const response = await request.post('/api/staff/ads', { headers: { authorization: token }, data: payload });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: Campaign }).result;
}

/** Ends the journey's campaigns, so no other journey meets them. */
async function endCampaigns(request: APIRequestContext, token: string, campaigns: Campaign[]): Promise<void> {
  for (const campaign of campaigns) await request.delete(`/api/staff/ads/${campaign.id}`, { headers: { authorization: token } });
}

/** The impressions the staff view counts for a campaign today. */
async function readImpressions(request: APIRequestContext, token: string, id: number): Promise<number> {
  const reply = (await (await request.get('/api/staff/site_analytics', { headers: { authorization: token } })).json()) as { result: { ads: { adv_id: number; impressions: number }[] } };
  return reply.result.ads.find((ad) => ad.adv_id === id)?.impressions ?? 0;
}

/** Leaves the page the way a person does, so its queued events go out by sendBeacon. */
async function leavePage(page: Page): Promise<void> {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('blogs, banners, the popup and companion ads', () => {
  test('a blog post with a script tag in its Markdown renders without it', async ({ page, request }, info) => {
    const token = await obtainToken(request, STAFF);
    const title = `Safe words ${info.project.name} ${Date.now()}`;
    const created = await request.post('/api/staff/blogs', {
      headers: { authorization: token },
      data: { title, category: 'news', is_published: true, body: 'Read this.\n\n<script>window.__pwned = true</script>\n\n<img src="x" onerror="window.__pwned = true">\n\n**Still here.**' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { slug } = ((await created.json()) as { result: { slug: string } }).result;

    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const body = page.getByTestId('blog-body');
    await expect(body.getByText('Still here.')).toBeVisible();
    // What was typed as HTML reads as text; nothing of it became an element or ran.
    await expect(body).toContainText('<script>window.__pwned = true</script>');
    expect(await body.locator('script, img').count()).toBe(0);
    expect(await page.evaluate(() => (window as Window & { __pwned?: boolean }).__pwned)).toBeUndefined();
    // Its comments section is the comments module's.
    await expect(page.getByRole('heading', { name: /Comments/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('a Pro-only banner is hidden from a non-Pro visitor, who gets the non-Pro banner once, then its cookie hides it; a Pro member gets the Pro one', async ({ page, request, browser }, info) => {
    const token = await obtainToken(request, STAFF);
    const picture = await uploadPicture(request, token, 'banner', 1456, 180, '#3b2a8f');
    const proOnly = await startCampaign(request, token, { name: 'Pro members only banner', placement: 'banner', image: picture, landing_url: '/pro-perks', display_pages: ['songs'], for_pro: 1 });
    const nonPro = await startCampaign(request, token, { name: 'Go Pro banner', placement: 'banner', image: picture, landing_url: '/subscription', display_pages: ['songs'], for_pro: 2, start_time: 1, end_time: 3600 });
    try {
      await page.goto('/songs');
      const banner = page.getByTestId('shell-banner');
      await expect(banner.getByRole('link', { name: 'Advertisement: Go Pro banner' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('link', { name: 'Advertisement: Pro members only banner' })).toHaveCount(0);
      await expectAccessible(page);
      // Shown once: its cookie (end_time) keeps it away on the next visit.
      expect((await page.context().cookies()).some((cookie) => cookie.name === `adv_${nonPro.id}`)).toBe(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(2_500);
      await expect(page.getByTestId('shell-banner')).toHaveCount(0);

      // Asha Menon is a Pro member (README: demo accounts): the Pro banner is hers, the Go Pro one is not.
      const member = await openPersonPage(browser, info);
      try {
        await signInAs(member, DEMO.asha, '/songs');
        const memberBanner = member.getByTestId('shell-banner');
        await expect(memberBanner.getByRole('link', { name: 'Advertisement: Pro members only banner' })).toBeVisible({ timeout: 15_000 });
        await expect(memberBanner.getByRole('link', { name: 'Advertisement: Pro members only banner' })).toHaveAttribute('href', /\/pro-perks$/);
        await expect(member.getByRole('link', { name: 'Advertisement: Go Pro banner' })).toHaveCount(0);
      } finally {
        await member.context().close();
      }
    } finally {
      await endCampaigns(request, token, [proOnly, nonPro]);
    }
  });

  test("the promo popup shows at most 800x500 with its link; once closed its cookie keeps it hidden", async ({ page, request }) => {
    const token = await obtainToken(request, STAFF);
    const picture = await uploadPicture(request, token, 'popup', 1600, 1000, '#b8326b');
    const popup = await startCampaign(request, token, { name: 'Monsoon Sessions', placement: 'popup', image: picture, landing_url: '/playlists' });
    try {
      await page.goto('/faq');
      const dialog = page.getByRole('dialog', { name: 'Monsoon Sessions' });
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      const box = await dialog.getByRole('img', { name: 'Monsoon Sessions' }).boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(800);
      expect(box?.height ?? 0).toBeLessThanOrEqual(500);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Close advertisement' }).click();
      await expect(dialog).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(2_000);
      await expect(page.getByRole('dialog', { name: 'Monsoon Sessions' })).toHaveCount(0);
    } finally {
      await endCampaigns(request, token, [popup]);
    }
  });

  test('a companion ad appears with its track in the player, and its impression is counted', async ({ page, request }) => {
    test.setTimeout(90_000);
    const token = await obtainToken(request, STAFF);
    const songs = (await (await request.get('/api/indiwaveuser/songs?slug=asha-menon')).json()) as { results: { name: string; song_slug: string; is_album: boolean }[] };
    const song = songs.results.find((item) => !item.is_album);
    expect(song).toBeTruthy();
    const picture = await uploadPicture(request, token, 'companion', 1200, 120, '#0f766e');
    const companion = await startCampaign(request, token, { name: 'Studio headphones', placement: 'companion', image: picture, landing_url: '/promote', track: song?.song_slug, start_time: 0, end_time: 600 });
    try {
      const before = await readImpressions(request, token, companion.id);
      await page.goto(`/songs/${song?.song_slug}`);
      await page.getByRole('button', { name: /^Play/ }).first().click();
      const ad = page.getByTestId('companion-ad');
      await expect(ad).toBeVisible({ timeout: 20_000 });
      await expect(ad).toHaveAttribute('data-adv-id', String(companion.id));
      await expect(ad.getByRole('link', { name: 'Advertisement: Studio headphones' })).toBeVisible();
      const width = await ad.evaluate((element) => element.getBoundingClientRect().width);
      const viewport = page.viewportSize()?.width ?? 0;
      // Full width less 500 px on a desktop, the full width on a phone (spec 1 §2.7).
      expect(Math.round(width)).toBe(viewport > 767 ? viewport - 500 : viewport);
      await expectAccessible(page);
      await leavePage(page);
      await expect.poll(() => readImpressions(request, token, companion.id), { timeout: 15_000 }).toBe(before + 1);
    } finally {
      await endCampaigns(request, token, [companion]);
    }
  });
});
