import { expect, type Page } from '@playwright/test';

/** The accessible name of a badge-carrying control: 'Messages' alone, or 'Messages, 2 unread'. */
function nameWithCount(label: string, count: number): RegExp {
  return count > 0 ? new RegExp(`^${label}\\s*,\\s*${count} unread$`) : new RegExp(`^${label}$`);
}

/** Opens the phone's user menu unless it is open already. */
async function openUserMenu(page: Page): Promise<void> {
  const button = page.getByRole('banner').getByRole('button', { name: /account menu/ });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}

/**
 * Waits until the unread-messages badge shows `count` (0: no badge): the header's message icon on
 * desktop, the user menu's Inbox entry on phones (which has no icon in its header).
 */
export async function expectMessageBadge(page: Page, isPhone: boolean, count: number): Promise<void> {
  if (isPhone) {
    await openUserMenu(page);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Inbox/ })).toHaveAccessibleName(nameWithCount('Inbox', count));
  } else {
    await expect(page.getByRole('banner').getByRole('link', { name: /^Messages/ })).toHaveAccessibleName(nameWithCount('Messages', count));
  }
}

/** Waits until the bell's badge shows `count` (0: no badge): the bell on desktop, the menu's Notifications entry on phones. */
export async function expectBellBadge(page: Page, isPhone: boolean, count: number): Promise<void> {
  if (isPhone) {
    await openUserMenu(page);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications/ })).toHaveAccessibleName(nameWithCount('Notifications', count));
  } else {
    await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(nameWithCount('Notifications', count));
  }
}

/** Closes the phone's user menu if it is open (Escape), so the page underneath can be used. */
export async function closeUserMenu(page: Page): Promise<void> {
  const button = page.getByRole('banner').getByRole('button', { name: /account menu/ });
  if ((await button.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
}
