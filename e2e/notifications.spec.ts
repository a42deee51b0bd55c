import { expect, test } from '@playwright/test';
import { MESSAGES } from '../packages/domain/src/messages.ts';
import { expectAccessible } from './support/axe.ts';
import { closeUserMenu, expectBellBadge } from './support/badges.ts';
import { DEMO, clearNotifications, isPhoneProject, obtainToken, sendMessage, signInAs } from './support/people.ts';

/** Each project has its own people, so the two runs never see each other's notifications. */
const CAST = {
  desktop: { reader: DEMO.ribha, senders: [DEMO.asha, DEMO.kabir, DEMO.ishaan], follower: DEMO.ishaan, followed: DEMO.monsoon },
  phone: { reader: DEMO.tanvi, senders: [DEMO.meera, DEMO.rohan, DEMO.dhoop], follower: DEMO.meera, followed: DEMO.dhoop },
} as const;

test.describe('notifications', () => {
  test('the bell rises live; the dropdown shows the latest 2 and leads to /notifications; read, unread, hide and mark all read', async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const isPhone = isPhoneProject(info);
    const { reader, senders } = CAST[isPhone ? 'phone' : 'desktop'];
    await clearNotifications(request, reader);
    await signInAs(page, reader, '/settings');
    await expectBellBadge(page, isPhone, 0);
    await closeUserMenu(page);

    // Settings: which notifications are also e-mailed; a switch saves as it flips.
    const followerMails = page.getByRole('switch', { name: 'Email me about new followers' });
    await expect(followerMails).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('switch', { name: 'Email me about new messages' })).toHaveAttribute('aria-checked', 'true');
    await followerMails.click();
    await expect(followerMails).toHaveAttribute('aria-checked', 'false');
    await expect(followerMails).toBeEnabled();
    await expectAccessible(page);

    // Three people write: three notifications reach the open page without a reload.
    for (const sender of senders) await sendMessage(request, await obtainToken(request, sender), reader, `Hi from ${sender.name}`);
    await expectBellBadge(page, isPhone, 3);

    if (isPhone) {
      // Phones reach the page from the user menu.
      await page.getByRole('banner').getByRole('link', { name: /^Notifications/ }).click();
    } else {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const items = page.getByRole('banner').getByTestId('notification-item');
      await expect(items).toHaveCount(2);
      // Newest first: the last two who wrote.
      await expect(items.nth(0)).toContainText(`${senders[2].name} sent you a message`);
      await expect(items.nth(1)).toContainText(`${senders[1].name} sent you a message`);
      await expect(items.nth(0).getByRole('link', { name: 'Reply' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: MESSAGES.viewAllNotifications }).click();
    }

    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Notifications' });
    const items = list.getByTestId('notification-item');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0).locator('b')).toHaveText(senders[2].name);
    await expect(list.getByText('Unread', { exact: true })).toHaveCount(3);
    await expectAccessible(page);

    // Read and unread again, one at a time; the badge follows.
    await items.nth(0).getByRole('button', { name: 'Mark as read' }).click();
    await expect(items.nth(0)).toHaveAttribute('data-unread', 'false');
    await expectBellBadge(page, isPhone, 2);
    await closeUserMenu(page);
    await items.nth(0).getByRole('button', { name: 'Mark as unread' }).click();
    await expectBellBadge(page, isPhone, 3);
    await closeUserMenu(page);

    // Hide one: it leaves the list and the count.
    await items.nth(2).getByRole('button', { name: 'Hide' }).click();
    await expect(items).toHaveCount(2);
    await expect(list).not.toContainText(`${senders[0].name} sent you a message`);
    await expectBellBadge(page, isPhone, 2);
    await closeUserMenu(page);

    // Mark all read clears the bell.
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(list.getByText('Unread', { exact: true })).toHaveCount(0);
    await expectBellBadge(page, isPhone, 0);
    await closeUserMenu(page);
    await page.reload();
    await expect(items).toHaveCount(2);
    await expect(page.getByText('You are all caught up.')).toBeVisible();

    // A message notification's 'Reply' opens that conversation.
    await items.nth(0).getByRole('link', { name: 'Reply' }).click();
    await expect(page).toHaveURL(new RegExp(`/messaging\\?user=${senders[2].slug}$`));
    await expect(page.getByRole('heading', { level: 2, name: senders[2].name })).toBeVisible();
  });

  test('an artist follows another and the other’s bell rises without a reload', async ({ page, request }, info) => {
    const isPhone = isPhoneProject(info);
    const { follower, followed } = CAST[isPhone ? 'phone' : 'desktop'];
    const followerToken = await obtainToken(request, follower);
    const follow = async (task: 'follow' | 'unfollow') => {
      const response = await request.post('/api/indiwaveuser/followv2', { headers: { authorization: followerToken }, data: { artist_slug: followed.slug, task } });
      expect(response.ok(), await response.text()).toBe(true);
    };
    // The demo content may have them following already, and the other with unread news: start clean.
    await follow('unfollow');
    expect((await request.post('/api/mark_all_read', { headers: { authorization: await obtainToken(request, followed) } })).ok()).toBe(true);
    await signInAs(page, followed, '/notifications');
    await expect(page.getByText('You are all caught up.')).toBeVisible();
    await expectBellBadge(page, isPhone, 0);
    await closeUserMenu(page);

    await follow('follow');

    await expectBellBadge(page, isPhone, 1);
    await closeUserMenu(page);
    const item = page.getByRole('list', { name: 'Notifications' }).getByTestId('notification-item').first();
    await expect(item).toContainText(`${follower.name} started following you`);
    await expect(item.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', `/${follower.slug}`);
  });

  test('a visitor opening /notifications is sent home, asked to sign in and to come back', async ({ page }) => {
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });
});
