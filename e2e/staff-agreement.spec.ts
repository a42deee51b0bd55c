import { expect, test } from '@playwright/test';
import { AGREEMENT_TEMPLATE_MESSAGES as M } from '@indiwave/domain/messages';
import { expectAccessible } from './support/axe.ts';
import { DEMO_STAFF } from './support/opportunities.ts';
import { signInAs } from './support/people.ts';

test.describe('agreement templates in the staff console (issue 21 item 5)', () => {
  test('staff write a new version of the distribution agreement, checked and previewed as they type, and publish it', async ({ page }, info) => {
    await signInAs(page, DEMO_STAFF, '/admin/agreement-templates');
    const form = page.getByRole('form', { name: 'New version' });
    const text = form.getByLabel('Text of the agreement');
    await expect(text).toHaveValue(/DISTRIBUTION AGREEMENT — "\{\{release_title\}\}"/);
    const publish = form.getByRole('button', { name: 'Publish new version' });
    await expect(publish).toBeDisabled();

    const current = await text.inputValue();
    // A required placeholder taken out: named at once, and nothing can be published.
    await text.fill(current.replace('{{territories}}', 'every country'));
    await expect(form.getByText(M.missingPlaceholder('territories'))).toBeVisible();
    await expect(publish).toBeDisabled();

    const clause = `6. Notices to the Artist go to the e-mail address of their account (${info.project.name} ${Date.now()}).`;
    await text.fill(`${current}\n\n${clause}`);
    await expect(page.getByTestId('agreement-preview')).toContainText(clause);
    await expect(page.getByTestId('agreement-preview')).toContainText('Between Asha Menon <asha@example.com> (the Artist)');
    await form.getByLabel('What changed').fill('Where notices go');
    await expectAccessible(page);
    await publish.click();
    await expect(page.getByText(M.published)).toBeVisible();

    const newest = page.getByRole('list', { name: 'Versions' }).getByRole('listitem').first();
    await expect(newest.getByRole('heading')).toContainText('Current');
    await expect(newest.getByText('Where notices go')).toBeVisible();
    await expect(newest.getByText(DEMO_STAFF.name)).toBeVisible();
    await expect(publish).toBeDisabled();
  });
});
