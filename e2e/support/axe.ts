import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails when axe finds a serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // A toast lives 800 ms (spec 1 §9) and fades while axe reads the page: check the page once it has gone.
  await page.waitForFunction(() => document.querySelector('[data-sonner-toast]') === null, undefined, { timeout: 5_000 }).catch(() => undefined);
  // A toast or dialog fading in is half transparent: let finite transitions end before checking contrast.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity), undefined, { timeout: 5_000 }).catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(report, `accessibility violations on ${page.url()}`).toEqual([]);
}
