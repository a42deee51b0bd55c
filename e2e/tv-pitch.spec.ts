import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { MESSAGES } from '@indiwave/domain/messages';
import { expectAccessible } from './support/axe.ts';
import { registerArtist } from './support/new-artist.ts';
import { DEMO_STAFF, signInWith } from './support/opportunities.ts';
import { DEMO_PASSWORD, openPersonPage } from './support/people.ts';

/** A one-page PDF standing in for the video's CBFC certificate. */
function writeCertificate(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'iw-e2e-cbfc-')), 'cbfc-certificate.pdf');
  fs.writeFileSync(file, '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return file;
}

test.describe('Indiwave TV (issue 19)', () => {
  test('a video pitch goes from submitted to scheduled and shows on /indiwave-tv', async ({ page, request, browser }, info) => {
    test.setTimeout(180_000);
    const artist = await registerArtist(request, info, 'tv');
    const title = `Rooftop Session ${info.project.name} ${Date.now() % 100_000}`;
    const added = await request.post('/api/uploadvideo', { headers: { authorization: artist.token }, data: { youtube_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title } });
    expect(added.ok(), await added.text()).toBe(true);

    // Pitch Video: TV and the website, with the certificate, the authorisation and a note.
    await signInWith(page, artist.email, artist.password, '/mydashboard/tv/pitch');
    await expect(page.getByRole('heading', { level: 1, name: 'Pitch Video' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Video' }).selectOption({ label: title });
    await page.getByRole('button', { name: 'Pitch video' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.tvCertificateRequired);
    await page.getByLabel('CBFC certificate').setInputFiles(writeCertificate());
    await expect(page.getByText('Attached: cbfc-certificate.pdf')).toBeVisible();
    await page.getByRole('textbox', { name: /A note to the TV team/ }).fill('Shot on a Mumbai rooftop at dusk.');
    await page.getByRole('checkbox', { name: /authorise/ }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pitch video' }).click();
    await expect(page).toHaveURL(/\/mydashboard\/tv$/);
    const pitch = page.getByRole('list', { name: 'Your pitches' }).getByRole('listitem').filter({ hasText: title });
    await expect(pitch.getByText('Submitted', { exact: true }).first()).toBeVisible();
    await expectAccessible(page);

    // The TV team: review, accept for Fresh Drop, schedule for tomorrow evening.
    const staffPage = await openPersonPage(browser, info);
    await signInWith(staffPage, DEMO_STAFF.email, DEMO_PASSWORD, '/staff/tv');
    const review = staffPage.getByRole('listitem', { name: `Pitch of ${title}` });
    await review.getByRole('button', { name: 'Start review' }).click();
    await expect(review.getByText('In review', { exact: true }).first()).toBeVisible();
    await review.getByRole('button', { name: 'Accept…' }).click();
    await review.getByRole('combobox', { name: 'Programme' }).selectOption('fresh-drop');
    await review.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(review.getByText('Accepted', { exact: true }).first()).toBeVisible();
    await review.getByRole('button', { name: 'Schedule…' }).click();
    const tomorrow = new Date(Date.now() + 86_400_000);
    const local = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}T20:00`;
    await review.getByLabel('Air date and time').fill(local);
    await expectAccessible(staffPage);
    await review.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(review.getByText('Scheduled', { exact: true }).first()).toBeVisible();
    await staffPage.context().close();

    // The artist's timeline, and the channel's schedule.
    await page.reload();
    await expect(pitch.getByText('Scheduled', { exact: true }).first()).toBeVisible();
    await expect(pitch.getByText(/Fresh Drop/).first()).toBeVisible();
    await page.goto('/indiwave-tv');
    await expect(page.getByRole('list', { name: 'Schedule' }).getByRole('link', { name: title })).toBeVisible();
    await expectAccessible(page);
  });
});
