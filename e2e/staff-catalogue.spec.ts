import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { CATALOGUE_MESSAGES, MESSAGES } from '@indiwave/domain/messages';
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

/** Presses a control from the keyboard (on the phone a pointer may land on a neighbour while the page scrolls). */
async function press(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Enter');
}

test.describe('the staff console’s catalogue (issue 21 item 5)', () => {
  test('staff add a TV programme; an artist is offered it in the pitch form and pitches for it; once retired it is offered no more', async ({ page, request, browser }, info) => {
    test.setTimeout(180_000);
    const name = `Jazz Nights ${info.project.name} ${Date.now() % 100_000}`;

    // Staff add the programme in the console.
    const staffPage = await openPersonPage(browser, info);
    await signInWith(staffPage, DEMO_STAFF.email, DEMO_PASSWORD, '/admin/tv-programmes');
    await expect(staffPage.getByRole('heading', { level: 1, name: 'TV programmes' })).toBeVisible();
    await expect(staffPage.getByRole('link', { name: 'TV programmes' })).toBeAttached();
    await expect(staffPage.getByRole('list', { name: 'Programmes' }).getByRole('listitem').filter({ hasText: 'Fresh Drop' })).toBeVisible();
    await press(staffPage.getByRole('button', { name: 'Add a programme' }));
    const form = staffPage.getByRole('form', { name: 'New programme' });
    await form.getByLabel('Name').fill('Fresh Drop');
    await form.getByLabel('When it airs').fill('Saturdays at 10:00 PM IST');
    await form.getByLabel('How long and how often').fill('60 minutes, weekly');
    await form.getByLabel('Which videos it plays').fill('Jazz and fusion videos.');
    await form.getByLabel('Description').fill('Independent jazz from across India.');
    await press(form.getByRole('button', { name: 'Add programme' }));
    await expect(form.getByText(CATALOGUE_MESSAGES.programmeNameTaken)).toBeVisible();
    await expectAccessible(staffPage);
    await form.getByLabel('Name').fill(name);
    await press(form.getByRole('button', { name: 'Add programme' }));
    await expect(form).toBeHidden();
    const row = staffPage.getByRole('list', { name: 'Programmes' }).getByRole('listitem').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(staffPage.getByRole('list', { name: 'Schedule by day' })).toBeVisible();
    expect(await staffPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(staffPage);

    // The artist sees it in the pitch form and pitches for it.
    const artist = await registerArtist(request, info, 'catalogue');
    const title = `Blue Hour ${info.project.name} ${Date.now() % 100_000}`;
    const added = await request.post('/api/uploadvideo', { headers: { authorization: artist.token }, data: { youtube_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title } });
    expect(added.ok(), await added.text()).toBe(true);
    await signInWith(page, artist.email, artist.password, '/mydashboard/tv/pitch');
    await page.getByRole('combobox', { name: 'Video' }).selectOption({ label: title });
    const programme = page.getByRole('combobox', { name: /Programme/ });
    await expect(programme.getByRole('option', { name: new RegExp(name) })).toBeAttached();
    await programme.selectOption({ label: `${name} (Saturdays at 10:00 PM IST)` });
    await page.getByLabel('CBFC certificate').setInputFiles(writeCertificate());
    await expect(page.getByText('Attached: cbfc-certificate.pdf')).toBeVisible();
    await page.getByRole('checkbox', { name: /authorise/ }).check();
    await expectAccessible(page);
    await press(page.getByRole('button', { name: 'Pitch video' }));
    await expect(page).toHaveURL(/\/mydashboard\/tv$/);
    const pitch = page.getByRole('list', { name: 'Your pitches' }).getByRole('listitem').filter({ hasText: title });
    await expect(pitch.getByText(new RegExp(name)).first()).toBeVisible();

    // Retired, it is offered no more; the pitch keeps it; the console shows its one pitch.
    await press(row.getByRole('button', { name: `Retire ${name}` }));
    await press(staffPage.getByRole('alertdialog').getByRole('button', { name: 'OK' }));
    await expect(row.getByText('Retired', { exact: true })).toBeVisible();
    await expect(row.getByText('1 pitch', { exact: false })).toBeVisible();
    await staffPage.context().close();

    await page.goto('/mydashboard/tv/pitch');
    await expect(page.getByRole('combobox', { name: /Programme/ }).getByRole('option', { name: /Fresh Drop/ })).toBeAttached();
    await expect(page.getByRole('combobox', { name: /Programme/ }).getByRole('option', { name: new RegExp(name) })).toHaveCount(0);
    await page.goto('/mydashboard/tv');
    await expect(page.getByRole('list', { name: 'Your pitches' }).getByRole('listitem').filter({ hasText: title }).getByText(new RegExp(name)).first()).toBeVisible();
  });

  test('staff add a radio station, offered to artists at once, and retire it', async ({ page, request }, info) => {
    const name = `Radio Sur ${info.project.name} ${Date.now() % 100_000}`;
    const artist = await registerArtist(request, info, 'radio');
    const offered = async () => ((await (await request.get('/api/promo/radio_stations', { headers: { authorization: artist.token } })).json()) as { results: { name: string }[] }).results.map((station) => station.name);

    await signInWith(page, DEMO_STAFF.email, DEMO_PASSWORD, '/admin/radio-stations');
    await expect(page.getByRole('heading', { level: 1, name: 'Radio stations' })).toBeVisible();
    await press(page.getByRole('button', { name: 'Add a station' }));
    const form = page.getByRole('form', { name: 'New radio station' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('City').fill('Pune');
    await form.getByLabel('What it plays').fill('Marathi, indie');
    await form.getByLabel('E-mail for pitches').fill('not-an-address');
    await press(form.getByRole('button', { name: 'Add station' }));
    await expect(form.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await form.getByLabel('E-mail for pitches').fill('music@radiosur.example');
    await press(form.getByRole('button', { name: 'Add station' }));
    await expect(form).toBeHidden();
    const row = page.getByRole('list', { name: 'Radio stations' }).getByRole('listitem').filter({ hasText: name });
    await expect(row).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    expect(await offered()).toContain(name);

    await press(row.getByRole('button', { name: `Retire ${name}, Pune` }));
    await press(page.getByRole('alertdialog').getByRole('button', { name: 'OK' }));
    await expect(row.getByText('Retired', { exact: true })).toBeVisible();
    expect(await offered()).not.toContain(name);
  });

  test('staff add a genre, offered at once, and a taken name is refused with a clear message; the achievements catalogue reads what awards what', async ({ page, request }, info) => {
    const name = `Monsoon Dub ${info.project.name} ${Date.now() % 100_000}`;
    await signInWith(page, DEMO_STAFF.email, DEMO_PASSWORD, '/admin/reference');
    await expect(page.getByRole('heading', { level: 1, name: 'Reference lists' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Genres' }).getByText('Bollywood', { exact: true })).toBeVisible();
    await press(page.getByRole('button', { name: 'Add a genre' }));
    const form = page.getByRole('form', { name: 'New genre' });
    await form.getByLabel('Name').fill('bollywood');
    await press(form.getByRole('button', { name: 'Add genre' }));
    await expect(form.getByText(CATALOGUE_MESSAGES.referenceTaken('genre', 'Bollywood'))).toBeVisible();
    await form.getByLabel('Name').fill(name);
    await press(form.getByRole('button', { name: 'Add genre' }));
    await expect(form).toBeHidden();
    await expect(page.getByRole('list', { name: 'Genres' }).getByText(name, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    const genres = ((await (await request.get('/api/genre')).json()) as { results: { name: string }[] }).results.map((genre) => genre.name);
    expect(genres).toContain(name);

    // The achievements catalogue, read-only.
    await page.goto('/admin/achievements');
    await expect(page.getByRole('list', { name: 'Achievements' }).getByText('Their music reaches 100 plays in all.')).toBeVisible();
    await expectAccessible(page);
  });
});
