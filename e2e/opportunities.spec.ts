import { expect, test } from '@playwright/test';
import { MESSAGES, OPPORTUNITY_DIALOGS, OPPORTUNITY_NOTICES } from '@indiwave/domain/messages';
import { readEmailCode, typeCode } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { createTestMedia, removeTestMedia, type TestMedia } from './support/media.ts';
import { registerArtist } from './support/new-artist.ts';
import { DEMO_STAFF, obtainTokenFor, publishOpportunity, signInWith, uploadSong } from './support/opportunities.ts';
import { DEMO_PASSWORD, openPersonPage } from './support/people.ts';

let media: TestMedia | undefined;
test.beforeAll(async () => {
  media = await createTestMedia();
});
test.afterAll(() => removeTestMedia(media));

test.describe('opportunities (issue 19)', () => {
  test('an artist saves a brief, verifies their e-mail to apply, applies with two songs; staff shortlist and pick the winner', async ({ page, request, browser }, info) => {
    test.setTimeout(240_000);
    const staffToken = await obtainTokenFor(request, DEMO_STAFF.email);
    const title = `Summer Sip Song ${info.project.name} ${Date.now() % 100_000}`;
    const slug = await publishOpportunity(request, staffToken, title);
    const artist = await registerArtist(request, info, 'opp', { isVerified: false });
    const songs = [`Hot Afternoon ${info.project.name}`, `First Sip ${info.project.name}`];
    for (const [index, song] of songs.entries()) await uploadSong(request, artist.token, media?.tones[index] as string, song);

    // The brief, read as a signed-in artist who put off verifying their e-mail at sign-in.
    await signInWith(page, artist.email, artist.password, `/opportunities/${slug}`, { isVerifyLater: true });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectAccessible(page);

    // Save for later: the opp_save dialog promises the 48-hour reminder.
    await page.getByRole('button', { name: 'Save for later' }).click();
    const saved = page.getByRole('dialog', { name: OPPORTUNITY_DIALOGS.opp_save.title });
    await expect(saved).toBeVisible();
    await expectAccessible(page);
    await saved.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

    // Apply: first the e-mail must be verified (spec 1 §6); the code is in the outbox since registration.
    await page.getByRole('button', { name: 'Apply now' }).click();
    const verify = page.getByRole('dialog');
    await expect(verify.getByRole('heading', { name: MESSAGES.verifyEmailTitle })).toBeVisible();
    await typeCode(verify, await readEmailCode(request, artist.email));
    await verify.getByRole('button', { name: MESSAGES.verifyEmailTitle }).click();
    await expect(verify).toBeHidden();

    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(page).toHaveURL(new RegExp(`/opportunities/${slug}/apply$`));
    for (const song of songs) await page.getByRole('button', { name: `Add ${song}` }).click();
    await expect(page.getByRole('list', { name: 'Chosen entries' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('textbox', { name: /A note to the brand/ }).fill('Both written on the hottest day of May.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your application has been sent' })).toBeVisible();
    await expectAccessible(page);

    // My Opportunities: the application waits for review.
    await page.goto('/mydashboard/opportunities?tab=applied');
    const mine = page.getByRole('tabpanel');
    await expect(mine.getByRole('link', { name: title })).toBeVisible();
    await expect(mine.getByText('Applied', { exact: true }).first()).toBeVisible();
    await expectAccessible(page);

    // Staff: shortlist, close the brief, pick the winner.
    const staffPage = await openPersonPage(browser, info);
    await signInWith(staffPage, DEMO_STAFF.email, DEMO_PASSWORD, `/staff/opportunities/${slug}`);
    const entry = staffPage.getByRole('listitem', { name: `Application of ${artist.name}` });
    await expect(entry.getByRole('link', { name: songs[0] })).toBeVisible();
    await expectAccessible(staffPage);
    await entry.getByRole('button', { name: 'Shortlist' }).click();
    await expect(entry.getByText('Shortlisted', { exact: true })).toBeVisible();
    await staffPage.getByRole('button', { name: 'Close applications now' }).click();
    await staffPage.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(staffPage.getByRole('button', { name: 'Close applications now' })).toBeHidden();
    await entry.getByRole('button', { name: 'Pick as winner' }).click();
    await expect(entry.getByText('Winner', { exact: true })).toBeVisible();
    await expect(staffPage.getByText('Everyone has an answer')).toBeVisible();
    await staffPage.context().close();

    // The artist hears of it, and the winner shows on the brief's page.
    await page.goto('/notifications');
    await expect(page.getByText(OPPORTUNITY_NOTICES.won(title))).toBeVisible();
    await page.goto(`/opportunities/${slug}`);
    await expect(page.getByRole('region', { name: 'Winner' }).getByRole('link', { name: artist.name })).toBeVisible();
    await expectAccessible(page);
  });
});
