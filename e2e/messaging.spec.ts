import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { closeUserMenu, expectMessageBadge } from './support/badges.ts';
import { DEMO, isPhoneProject, openPersonPage, signInAs, type DemoPerson } from './support/people.ts';

/** Each project has its own pair, so the two runs never see each other's messages. */
const PAIRS = { desktop: [DEMO.asha, DEMO.kabir], phone: [DEMO.meera, DEMO.rohan] } as const;

/** Opens the conversation with `person` from the inbox (phones: the list gives way to it). */
async function openConversation(page: Page, person: DemoPerson): Promise<void> {
  await page.getByRole('navigation', { name: 'Inbox' }).getByRole('link', { name: new RegExp(person.name) }).click();
  await expect(page.getByRole('heading', { level: 2, name: person.name })).toBeVisible();
}

test.describe('messaging between two people', () => {
  test('A writes to B, B sees the badge rise without a reload, reads and replies; A sees the reply; both badges clear; B deletes for herself', async ({ page, browser }, info) => {
    const isPhone = isPhoneProject(info);
    const [alice, bob] = PAIRS[isPhone ? 'phone' : 'desktop'];
    const stamp = `${info.project.name}-${Date.now()}`;
    const firstBody = `Hello from ${alice.name} ${stamp}! Listen: https://example.com/songs/rain <b>not bold</b>`;
    const replyBody = `Thanks, ${alice.name}! ${stamp}`;

    // B waits in the inbox, signed in in another browser.
    const bobPage = await openPersonPage(browser, info);
    await signInAs(bobPage, bob, '/messaging');
    await expect(bobPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expectMessageBadge(bobPage, isPhone, 0);
    await closeUserMenu(bobPage);
    await expectAccessible(bobPage);

    // A opens a new message to B from the link the e-Press Kit uses (?to={slug}).
    await signInAs(page, alice, `/messaging?to=${bob.slug}`);
    await expect(page.getByRole('heading', { level: 2, name: 'New message' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(bob.slug);
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Message' }).fill(firstBody);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(new RegExp(`/messaging\\?user=${bob.slug}$`));
    const aliceThread = page.getByRole('list', { name: `Messages with ${bob.name}` });
    await expect(aliceThread.getByTestId('message')).toHaveCount(1);

    // B: the badge rises and the conversation appears, without a reload.
    await expectMessageBadge(bobPage, isPhone, 1);
    await closeUserMenu(bobPage);
    const bobRow = bobPage.getByRole('navigation', { name: 'Inbox' }).getByRole('link', { name: new RegExp(alice.name) });
    await expect(bobRow).toHaveAttribute('data-unread', 'true');

    // B opens it: the body is text, its link clickable, its markup shown as typed; the badge clears.
    await openConversation(bobPage, alice);
    const bobThread = bobPage.getByRole('list', { name: `Messages with ${alice.name}` });
    const received = bobThread.getByTestId('message').first();
    await expect(received).toContainText('<b>not bold</b>');
    await expect(received.locator('b')).toHaveCount(0);
    await expect(received.getByRole('link', { name: 'https://example.com/songs/rain' })).toHaveAttribute('href', 'https://example.com/songs/rain');
    await expectMessageBadge(bobPage, isPhone, 0);
    await closeUserMenu(bobPage);
    await expectAccessible(bobPage);

    // B replies; A, still in the conversation, sees it arrive and reads it at once.
    await bobPage.getByRole('textbox', { name: 'Message' }).fill(replyBody);
    await bobPage.getByRole('button', { name: 'Send' }).click();
    await expect(bobThread.getByTestId('message')).toHaveCount(2);
    await expect(aliceThread.getByTestId('message').last()).toContainText(replyBody);
    await expectMessageBadge(page, isPhone, 0);
    await closeUserMenu(page);

    // B reports A's message to the team.
    await bobThread.getByTestId('message').first().getByRole('button', { name: 'Report message' }).click();
    const report = bobPage.getByRole('dialog', { name: 'Report message' });
    await report.getByRole('combobox', { name: 'Complaint' }).selectOption('Spam');
    await report.getByRole('textbox', { name: /Description/ }).fill('Unwanted promotion');
    await expectAccessible(bobPage);
    await report.getByRole('button', { name: 'Report' }).click();
    await expect(report).toHaveCount(0);

    // B marks the conversation unread: it closes and the badge comes back; opening it reads it again.
    await bobPage.getByRole('button', { name: 'Mark conversation as unread' }).click();
    await expect(bobPage).toHaveURL(/\/messaging$/);
    await expectMessageBadge(bobPage, isPhone, 1);
    await closeUserMenu(bobPage);
    await openConversation(bobPage, alice);
    await expectMessageBadge(bobPage, isPhone, 0);
    await closeUserMenu(bobPage);

    // B deletes A's message for herself: gone for B, still there for A.
    await bobThread.getByTestId('message').first().getByRole('button', { name: 'Delete message' }).click();
    await bobPage.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(bobThread.getByTestId('message')).toHaveCount(1);
    await expect(bobThread).not.toContainText(stamp + '! Listen');
    await page.reload();
    await expect(page.getByRole('list', { name: `Messages with ${bob.name}` }).getByTestId('message')).toHaveCount(2);

    // On phones the conversation gives way to the list again.
    if (isPhone) {
      await expect(bobPage.getByRole('navigation', { name: 'Inbox' })).toBeHidden();
      await bobPage.getByRole('button', { name: 'Back to conversations' }).click();
      await expect(bobPage.getByRole('navigation', { name: 'Inbox' })).toBeVisible();
    }
    await bobPage.context().close();
  });

  test('a visitor opening /messaging is sent home, asked to sign in and to come back', async ({ page }) => {
    await page.goto('/messaging?to=asha-menon');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });
});
