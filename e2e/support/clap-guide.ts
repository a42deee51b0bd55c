import { expect, type Page } from '@playwright/test';

/** A signed-in person's first song page shows the clap guide over the buttons below it: go through it. */
export async function closeClapGuide(page: Page): Promise<void> {
  const guide = page.getByRole('group', { name: 'Clap guide' });
  const isShown = await guide.waitFor({ timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  if (!isShown) return;
  await guide.getByRole('button', { name: 'Next' }).click();
  await guide.getByRole('button', { name: 'Got it' }).click();
  await expect(guide).toHaveCount(0);
}
