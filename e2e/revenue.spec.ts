import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { REVENUE_MESSAGES } from '@indiwave/domain/messages';
import { expectAccessible } from './support/axe.ts';
import { readMailbox } from './support/mailbox.ts';
import { registerArtist } from './support/new-artist.ts';
import { DEMO_STAFF, obtainTokenFor, signInWith } from './support/opportunities.ts';
import { DEMO_PASSWORD, openPersonPage } from './support/people.ts';
import { buyProThroughSandbox } from './support/pro.ts';

type ReleaseReply = { result: { id: number; status: string; upc: string | null; tracks: Array<{ id: number; isrc: string | null }> } };

function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A single taken to 'delivered' through the API, the way distribution.spec.ts takes it through
 * the pages: draft, artwork, a WAV master, the agreement signed with the mailed code, submitted;
 * staff start the review and approve; the delivery job marks it delivered.
 */
async function deliverSingle(request: APIRequestContext, token: string, staffToken: string, title: string, artistName: string, email: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-e2e-revenue-'));
  const master = path.join(dir, 'master.wav');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=31', '-ac', '2', '-ar', '44100', '-c:a', 'pcm_s16le', '-f', 'wav', master]);
  const cover = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: { r: 40, g: 90, b: 150 } } }).jpeg({ quality: 70 }).toBuffer();
  const headers = { authorization: token };
  const ok = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as ReleaseReply;
  };
  const created = await ok(
    await request.post('/api/distribution/releases', {
      headers,
      data: { kind: 'single', title, artists: [artistName], genre: 'Indie Pop', language: 'Hindi', release_date: dayAhead(20), stores: ['spotify', 'jiosaavn'], territories: ['Worldwide'] },
    }),
  );
  const id = created.result.id;
  await ok(await request.post(`/api/distribution/releases/${id}/artwork`, { headers, multipart: { file: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover } } }));
  const withTrack = await ok(await request.post(`/api/distribution/releases/${id}/tracks`, { headers, data: { title, artists: [artistName] } }));
  const trackId = withTrack.result.tracks[0].id;
  await ok(await request.post(`/api/distribution/releases/${id}/tracks/${trackId}/audio`, { headers, multipart: { file: { name: 'master.wav', mimeType: 'audio/wav', buffer: fs.readFileSync(master) } } }));
  fs.rmSync(dir, { recursive: true, force: true });
  expect((await request.post(`/api/distribution/releases/${id}/agreement/code`, { headers })).ok()).toBe(true);
  let code = '';
  await expect
    .poll(async () => {
      const mail = (await readMailbox(request, email)).find((item) => item.subject.includes('sign the agreement'));
      code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  await ok(await request.post(`/api/distribution/releases/${id}/agreement/sign`, { headers, data: { otp: code } }));
  await ok(await request.post(`/api/distribution/releases/${id}/submit`, { headers }));
  for (const status of ['in_review', 'approved']) {
    const moved = await request.post(`/api/staff/releases/${id}/move`, { headers: { authorization: staffToken }, data: { status } });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  let release: ReleaseReply['result'] | undefined;
  await expect
    .poll(async () => {
      release = ((await (await request.get(`/api/distribution/releases/${id}`, { headers })).json()) as ReleaseReply).result;
      return release.status;
    }, { timeout: 60_000 })
    .toBe('delivered');
  return { upc: release?.upc as string, isrc: release?.tracks[0].isrc as string };
}

test.describe('Revenue (issue 18 item 6)', () => {
  test("staff import a statement for a delivered release; the artist sees it on /revenuereports and /distribute/analytics", async ({ page, request, browser }, info) => {
    test.setTimeout(240_000);
    const artist = await registerArtist(request, info, 'rev');
    await buyProThroughSandbox(request, artist.token);
    const staffToken = await obtainTokenFor(request, DEMO_STAFF.email);
    const title = `Monsoon Money ${info.project.name} ${Date.now() % 100_000}`;

    // Before anything is delivered, the report sends the artist to /distribute (READING.md).
    await signInWith(page, artist.email, artist.password, '/revenuereports');
    await expect(page).toHaveURL(/\/distribute$/);

    const { upc, isrc } = await deliverSingle(request, artist.token, staffToken, title, artist.name, artist.email);
    expect(isrc).toMatch(/^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$/);

    // The team imports a statement on /admin/revenue: three lines match (ISRC, UPC), one is kept unmatched.
    const statement = [
      'reporting month,sale month,store,country,artist,title,isrc,upc,units,earnings,currency,rate',
      `2031-02,2031-01,Spotify,IN,${artist.name},${title},${isrc},,1200,1500,INR,1`,
      `2031-02,2031-01,Spotify,US,${artist.name},${title},${isrc},,300,10,USD,80`,
      `2031-02,2030-12,JioSaavn,IN,${artist.name},${title},,${upc},500,250,INR,1`,
      `2031-02,2031-01,Spotify,GB,Someone Else,Not Ours,ZZ${isrc.slice(2)},,7,0.05,USD,80`,
    ].join('\n');
    const staffPage = await openPersonPage(browser, info);
    await signInWith(staffPage, DEMO_STAFF.email, DEMO_PASSWORD, '/admin/revenue');
    await staffPage.getByLabel('Statement (CSV or TSV)').setInputFiles({ name: `statement-${info.project.name}.csv`, mimeType: 'text/csv', buffer: Buffer.from(statement) });
    await staffPage.getByRole('button', { name: 'Import statement' }).click();
    const result = staffPage.getByTestId('import-result');
    await expect(result).toContainText(REVENUE_MESSAGES.statementImported);
    await expect(result).toContainText('4 lines · 3 matched · 1 unmatched');
    await expect(staffPage.getByRole('cell', { name: 'Not Ours' })).toBeVisible();
    await expectAccessible(staffPage);
    // The same file again changes nothing.
    await staffPage.getByRole('button', { name: 'Import statement' }).click();
    await expect(result).toContainText(REVENUE_MESSAGES.statementAlreadyImported);
    await staffPage.context().close();

    // The artist: Rs 1500 + 10 × 80 + 250 = Rs 2550, 2000 streams and downloads.
    await page.goto('/revenuereports');
    await expect(page.getByRole('heading', { level: 1, name: 'Revenue Report' })).toBeVisible();
    await expect(page.getByTestId('total-Earnings')).toHaveText('Rs 2550');
    await expect(page.getByTestId('total-Streams and downloads')).toHaveText('2,000');
    const detail = page.getByRole('table', { name: 'By month, store and country' });
    await expect(detail.getByRole('row').filter({ hasText: 'US' })).toContainText('Rs 800');
    await expect(page.getByRole('table', { name: 'By store' }).getByRole('row').filter({ hasText: 'JioSaavn' })).toContainText('Rs 250');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = fs.readFileSync(await (await download).path(), 'utf8');
    expect(csv).toContain('2031-01,Spotify,IN,1200,1500.00');
    await expectAccessible(page);

    await page.goto('/distribute/analytics');
    await expect(page.getByTestId('total-units')).toHaveText('2,000');
    await expect(page.getByRole('table', { name: 'By country' }).getByRole('row').filter({ hasText: 'IN' })).toContainText('1,700');
    await expect(page.getByRole('table', { name: 'By release' })).toContainText(title);
    await expectAccessible(page);
  });
});
