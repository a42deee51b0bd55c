import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { REVENUE_MESSAGES } from '@indiwave/domain/messages';
import { expectAccessible } from './support/axe.ts';
import { deliverSingle } from './support/distribution.ts';
import { registerArtist } from './support/new-artist.ts';
import { DEMO_STAFF, obtainTokenFor, signInWith } from './support/opportunities.ts';
import { DEMO_PASSWORD, openPersonPage } from './support/people.ts';
import { buyProThroughSandbox } from './support/pro.ts';

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
