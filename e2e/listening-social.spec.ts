import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../packages/domain/src/messages.ts';
import { expectAccessible } from './support/axe.ts';
import { findUnclappedSong, readDemoSongs, readStoredToken, signInTo } from './support/listening.ts';

// Each project signs in its own demo listener and claps a song of its own artist, so desktop
// and phone never see each other's claps, follows or playlists on the shared e2e server. The
// demo seeds some follows, claps and playlists, so the journeys read where they start from.
const LISTENERS = { desktop: 'meera@demo.indiwave.local', phone: 'rohan@demo.indiwave.local' } as const;
const ARTISTS = { desktop: { slug: 'asha-menon', name: 'Asha Menon' }, phone: { slug: 'kabir-sethi', name: 'Kabir Sethi' } } as const;

type Project = keyof typeof LISTENERS;

/** A song of this project's artist (for pages that do not need an unclapped one). */
async function pickSong(page: Page, project: Project) {
  const [song] = await readDemoSongs(page.request, ARTISTS[project].slug);
  expect(song, 'the demo artist has songs').toBeTruthy();
  return song as { slug: string; title: string };
}

/**
 * The clap guide shows once per person (spec 1 §3.8): step 1, step 2, then done, saved with the
 * screen-guide call. Other journeys may already have walked this person through it (or a retry
 * of this one): then the server says so and the guide must stay away.
 */
async function finishClapGuide(page: Page) {
  const guide = page.getByRole('group', { name: 'Clap guide' });
  const guides = (await (await page.request.get('/api/screen_guides', { headers: { authorization: await readStoredToken(page) } })).json()) as {
    result: { is_claps_sg_read: boolean };
  };
  if (guides.result.is_claps_sg_read) {
    await page.waitForTimeout(500);
    await expect(guide).toHaveCount(0);
    return;
  }
  await expect(guide).toContainText('Step 1 of 2');
  await guide.getByRole('button', { name: 'Next' }).click();
  await expect(guide).toContainText('Step 2 of 2');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/update_screen_guide'));
  await guide.getByRole('button', { name: 'Got it' }).click();
  expect((await saved).status()).toBe(200);
  await expect(guide).toBeHidden();
}

test.describe('a listener claps, follows and collects', () => {
  test('holds clap to 50 and no further, then follows and unfollows the artist', async ({ page }, info) => {
    test.setTimeout(90_000);
    const project = info.project.name as Project;
    const artist = ARTISTS[project];
    await signInTo(page, LISTENERS[project], '/library');
    const song = await findUnclappedSong(page, artist.slug);
    await page.goto(`/songs/${song.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
    await finishClapGuide(page);
    await expectAccessible(page);

    // Press and hold: it repeats every 250 ms and stops by itself at the listener's 50th clap.
    const clap = page.getByRole('button', { name: new RegExp(`^Clap for ${song.title}:`) });
    await expect(clap).toHaveAttribute('data-my-claps', '0');
    const box = await clap.boundingBox();
    await page.mouse.move((box?.x ?? 0) + 10, (box?.y ?? 0) + 10);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/clap'));
    await page.mouse.down();
    await expect(clap).toHaveAttribute('data-my-claps', '50', { timeout: 20_000 });
    const reply = (await (await saved).json()) as { result: { my_claps: number } };
    expect(reply.result.my_claps).toBe(50);
    await page.waitForTimeout(600);
    await page.mouse.up();
    await expect(clap).toHaveAttribute('data-my-claps', '50');

    // After a reload the server still says 50, and one more press sends nothing.
    await page.reload();
    await expect(clap).toHaveAttribute('data-my-claps', '50');
    await expect(clap).toHaveAccessibleName(/50 of 50 yours/);
    let clapCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/clap')) clapCalls += 1;
    });
    await clap.click();
    await page.waitForTimeout(500);
    await expect(clap).toHaveAttribute('data-my-claps', '50');
    expect(clapCalls).toBe(0);

    // Follow or unfollow (the demo may follow the artist already), kept after a reload; then back.
    const toggle = page.getByRole('button', { name: new RegExp(`^(Follow|Unfollow) ${artist.name}$`) });
    const wasFollowing = (await toggle.getAttribute('aria-pressed')) === 'true';
    const follow = page.getByRole('button', { name: `Follow ${artist.name}`, exact: true });
    const unfollow = page.getByRole('button', { name: `Unfollow ${artist.name}`, exact: true });
    await (wasFollowing ? unfollow : follow).click();
    const changed = wasFollowing ? follow : unfollow;
    await expect(changed).toBeEnabled();
    await expect(changed).toHaveText(wasFollowing ? 'Follow' : 'Following');
    await page.reload();
    await expect(changed).toBeVisible();
    await changed.click();
    const back = wasFollowing ? unfollow : follow;
    await expect(back).toBeEnabled();
    await page.reload();
    await expect(back).toBeVisible();
  });

  test('creates a playlist from the dialog, finds it in the library, edits and deletes it', async ({ page }, info) => {
    test.setTimeout(120_000);
    const project = info.project.name as Project;
    const song = await pickSong(page, project);
    const name = `Rainy ${project} ${Date.now() % 100_000}`;
    await signInTo(page, LISTENERS[project], `/songs/${song.slug}`);
    // The address changes before the song page replaces the listing a listener's sign-in passes through.
    await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
    // One clap, so the song is among the favourites at the end.
    const clap = page.getByRole('button', { name: new RegExp(`^Clap for ${song.title}:`) });
    await clap.click();
    await expect(clap).not.toHaveAttribute('data-my-claps', '0');

    await page.getByRole('button', { name: `More options for ${song.title}` }).click();
    await page.getByRole('menuitem', { name: 'Add to Playlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Playlist' });
    // It starts on 'Add to Playlist' and moves to 'Create Playlist' by itself only when there are none.
    const createTab = dialog.getByRole('tab', { name: 'Create Playlist' });
    await expect(dialog.getByRole('list', { name: 'Your playlists' }).or(dialog.getByText(MESSAGES.noPlaylists).first())).toBeVisible();
    if ((await createTab.getAttribute('aria-selected')) !== 'true') await createTab.click();
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Playlist Name' }).fill('!!!');
    await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.titleInvalid);
    await expect(save).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Playlist Name' }).fill(name);
    await expectAccessible(page);
    await save.click();
    await expect(page.getByText(MESSAGES.addedToPlaylist)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The library lists it; its page has the song.
    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    const tile = page.getByRole('list', { name: 'Your playlists' }).getByRole('link', { name, exact: true });
    await expect(tile).toBeVisible();
    await expectAccessible(page);
    await tile.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('list', { name: `Tracks of ${name}` }).getByRole('link', { name: song.title })).toBeVisible();
    await expectAccessible(page);

    const playlistPath = new URL(page.url()).pathname;

    // A second song from the dialog: it now starts on 'Add to Playlist' and lists the playlist.
    const [, second] = await readDemoSongs(page.request, ARTISTS[project].slug);
    expect(second, 'the demo artist has two songs').toBeTruthy();
    await page.goto(`/songs/${second!.slug}`);
    await page.getByRole('button', { name: `More options for ${second!.title}` }).click();
    await page.getByRole('menuitem', { name: 'Add to Playlist' }).click();
    await expect(dialog.getByRole('tab', { name: 'Add to Playlist' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('button', { name: `Add to ${name}` })).toContainText(`${name.slice(0, 10)}...`);
    await dialog.getByRole('button', { name: `Add to ${name}` }).click();
    await expect(page.getByText(MESSAGES.addedToPlaylist).first()).toBeVisible();

    // The owner's edit page: reorder with the keyboard, remove a track, rename and make it private.
    await page.goto(playlistPath);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(/\/edit\/playlist\?slug=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit playlist' })).toBeVisible();
    await expectAccessible(page);
    const order = page.getByRole('list', { name: 'Tracks in order' }).getByRole('listitem');
    await expect(order).toHaveCount(2);
    await expect(order.nth(1)).toContainText(second!.title);
    const reordered = page.waitForResponse((response) => response.url().endsWith('/api/playlist/change_order'));
    await page.getByRole('button', { name: `Move ${second!.title}`, exact: true }).focus();
    // dnd-kit's keyboard sensor listens for the next key once the pick-up has settled.
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    expect((await reordered).status()).toBe(200);
    // A screen reader hears the song's title and its new place, not an id.
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(`${second!.title} dropped at position 1 of 2.`);
    await page.reload();
    await expect(order.nth(0)).toContainText(second!.title);
    await page.getByRole('button', { name: `Remove ${song.title}`, exact: true }).click();
    await expect(order).toHaveCount(1);
    const renamed = `${name} v2`;
    await page.getByRole('textbox', { name: 'Playlist Name' }).fill(renamed);
    await page.getByRole('radio', { name: 'Private' }).check();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/playlist/edit_playlist'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);

    // Private now: someone else is sent to /404.html; the owner still sees it, renamed.
    const visitor = await page.context().browser()!.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(playlistPath);
    await expect(visitorPage).toHaveURL(/\/404\.html$/);
    await visitor.close();
    await page.goto(playlistPath);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    // The favourites list the clapped song.
    await page.goto('/library/favourites');
    await expect(page.getByRole('list', { name: 'Clapped songs' }).getByRole('article', { name: song.title })).toBeVisible();
    await expectAccessible(page);

    // Deleting it asks first, then it leaves the library.
    await page.goto(`/edit-playlist?slug=${playlistPath.split('/').pop()}`);
    await page.getByRole('button', { name: 'Delete playlist' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    await expect(page.getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
  });

  test("a visitor's clap opens the sign-in dialog", async ({ page }, info) => {
    const song = await pickSong(page, info.project.name as Project);
    await page.goto(`/songs/${song.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: song.title })).toBeVisible();
    const clap = page.getByRole('button', { name: new RegExp(`^Clap for ${song.title}: \\d+ claps\\. Sign in to clap$`) });
    await clap.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible();
  });

  test('a track row opens its details in a bottom sheet on phones and under the row on tablets', async ({ page }, info) => {
    const reply = (await (await page.request.get('/api/indiwaveuser/songs?slug=monsoon-theory&limit=20')).json()) as { results: { is_album: boolean; album_slug: string | null }[] };
    const album = reply.results.find((item) => item.is_album && item.album_slug);
    expect(album, 'the demo band has an album').toBeTruthy();
    const isPhone = info.project.name === 'phone';
    if (!isPhone) await page.setViewportSize({ width: 900, height: 800 });
    await page.goto(`/albums/${album!.album_slug}`);
    const rows = page.getByRole('list', { name: /^Tracks of / }).getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    // Long titles truncate: the rows never widen the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    const details = rows.first().getByRole('button', { name: /^Details of / });
    const title = ((await details.getAttribute('aria-label')) ?? '').replace('Details of ', '');
    await details.click();
    if (isPhone) {
      const sheet = page.getByRole('dialog', { name: title });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('img', { name: `Artwork of ${title}` })).toBeVisible();
      await expect(sheet.getByRole('button', { name: /^Follow / }).first()).toBeVisible();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      await expectAccessible(page);
      await sheet.getByRole('button', { name: 'Close' }).click();
      await expect(sheet).toBeHidden();
    } else {
      await expect(details).toHaveAttribute('aria-expanded', 'true');
      await expect(rows.first().getByRole('region', { name: /^Artists?$/ })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectAccessible(page);
    }
  });
});
