import crypto from 'node:crypto';
import type { Logger } from 'pino';
import sharp from 'sharp';
import { AD_IMAGE_BOXES, SOCIAL_IMAGE_SIZES } from '@indiwave/domain/constants';
import type { Config } from '../../config.ts';
import { renderBlogMarkdown, toPlainText, toReadingMinutes } from '../../modules/blogs/blog-markdown.ts';
import { createStoragePort } from '../../platform/storage/create-storage-port.ts';
import { encodePictureFiles, storePictureFiles } from '../../platform/storage/picture-files.ts';
import type { StoragePort } from '../../platform/storage/storage.port.ts';
import { nowIso, type Database } from '../database.ts';
import { DEMO_STAFF } from './demo-staff.seed.ts';

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A picture with a gradient and a line of text, drawn by sharp from SVG, stored as a content image. */
async function storePicture(db: Database, storage: StoragePort, input: { purpose: string; width: number; height: number; colors: [string, string]; text: string; subtext?: string }): Promise<string> {
  const { width, height, colors, text, subtext } = input;
  const size = Math.round(height * (height > 200 ? 0.11 : 0.3));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="${Math.round(width * 0.05)}" y="${Math.round(height * (subtext ? 0.48 : 0.6))}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${size}" fill="#ffffff">${escapeXml(text)}</text>${subtext ? `<text x="${Math.round(width * 0.05)}" y="${Math.round(height * 0.48 + size * 1.2)}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(size * 0.55)}" fill="#ffffffcc">${escapeXml(subtext)}</text>` : ''}</svg>`;
  // Encoded as the team's uploads are (content-images.service.ts): a JPEG and its WebP sibling.
  const { jpeg, webp } = await encodePictureFiles(() => sharp(Buffer.from(svg)), 84);
  const key = `${input.purpose.startsWith('blog') ? 'blog' : 'ads'}/${crypto.randomBytes(16).toString('hex')}.jpg`;
  await storePictureFiles(storage, key, { jpeg, webp });
  await db.insertInto('content_images').values({ key, purpose: input.purpose, width, height, uploaded_by: null, created_at: nowIso() }).execute();
  return key;
}

const POSTS = [
  {
    title: 'Five things to do before release day',
    category: 'guides',
    colors: ['#4f46e5', '#db2777'] as [string, string],
    body: `Release day is a launch, not a finish line. Here is the checklist our artist team runs with every independent release.\n\n## 1. Set the date early\n\nSchedule your release **at least ten days ahead**: stores need the time, and your fans get a pre-save page to sign up on.\n\n## 2. Finish your e-Press Kit\n\nBookers and playlist editors open your e-Press Kit first. Add a picture, a bio, your genres and your social links.\n\n## 3. Make a promo video\n\nThe promo tools render a 30-second clip of your song with a moving waveform, ready for reels and stories.\n\n## 4. Pitch to radio\n\n- Pick the stations that fit your genre\n- Keep the pitch short\n- Follow up once, politely\n\n## 5. Talk to your fans\n\n> The first 48 hours decide how far a song travels.\n\nShare it, clap for your favourite moments and answer the comments.`,
  },
  {
    title: 'Meet the artists of the monsoon playlist',
    category: 'artist-stories',
    colors: ['#0ea5e9', '#14b8a6'] as [string, string],
    body: `Every year the rains bring a new wave of independent music. We asked the artists of this season's playlist what the monsoon sounds like to them.\n\n**Asha Menon** writes at the window of her Kochi flat: "The rain sets the tempo." **Monsoon Theory** recorded their new single live, in one take, while it poured outside.\n\nListen to the playlist on the [songs page](/songs) and follow the artists you love.`,
  },
  {
    title: 'Indiwave blog is live',
    category: 'news',
    colors: ['#f59e0b', '#ef4444'] as [string, string],
    body: `Welcome to the Indiwave blog: news from the team, guides for independent artists and stories from the people who make the music.\n\nSubscribe to the [RSS feed](/blogs/rss.xml) to read new posts in your favourite reader.`,
  },
];

/**
 * Demo blog posts and campaigns (issue 20), so `npm start` shows the blog, a banner, the promo
 * popup and a companion ad in the player. Written once, by the demo staff account, when no blog
 * post exists yet.
 */
export async function seedDemoBlogsAndAds(db: Database, config: Config, logger: Logger): Promise<void> {
  const author = await db.selectFrom('users').select('id').where('email', '=', DEMO_STAFF.email).executeTakeFirst();
  if (!author || (await db.selectFrom('blog_posts').select('id').limit(1).executeTakeFirst())) return;
  const storage = createStoragePort(config);
  const now = nowIso();
  const categories = new Map<string, number>();
  for (const [slug, name] of [['news', 'News'], ['guides', 'Guides'], ['artist-stories', 'Artist Stories']]) {
    const existing = await db.selectFrom('blog_categories').select('id').where('slug', '=', slug).executeTakeFirst();
    categories.set(slug, existing?.id ?? (await db.insertInto('blog_categories').values({ slug, name, created_at: now }).returning('id').executeTakeFirstOrThrow()).id);
  }
  for (const [index, post] of POSTS.entries()) {
    const image = await storePicture(db, storage, { purpose: 'blog_cover', ...SOCIAL_IMAGE_SIZES.blog, colors: post.colors, text: post.title.length > 30 ? `${post.title.slice(0, 28)}…` : post.title, subtext: 'The Indiwave blog' });
    const html = renderBlogMarkdown(post.body);
    const text = toPlainText(html);
    const published = new Date(Date.now() - (index + 1) * 3 * 86_400_000).toISOString();
    await db
      .insertInto('blog_posts')
      .values({ slug: post.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''), title: post.title, excerpt: text.slice(0, 180), body_md: post.body, body_html: html, reading_minutes: toReadingMinutes(text), category_id: categories.get(post.category) as number, image_key: image, user_id: author.id, is_published: 1, published_at: published, announced_at: published, created_at: published, updated_at: published })
      .execute();
  }
  if (!config.isDemoCampaigns) {
    logger.info('demo blog posts seeded (DEMO_CAMPAIGNS off: no demo campaigns)');
    return;
  }
  const banner = await storePicture(db, storage, { purpose: 'banner', width: 1456, height: 180, colors: ['#7c3aed', '#2563eb'], text: 'Go Pro: distribute to 150+ stores', subtext: 'Rs 2000/Year — your music everywhere' });
  const bannerMobile = await storePicture(db, storage, { purpose: 'banner_mobile', width: 750, height: 200, colors: ['#7c3aed', '#2563eb'], text: 'Go Pro today', subtext: '150+ stores, 240 countries' });
  const popup = await storePicture(db, storage, { purpose: 'popup', ...AD_IMAGE_BOXES.popup, colors: ['#db2777', '#f59e0b'], text: 'Monsoon Sessions', subtext: 'New independent music every week' });
  const companion = await storePicture(db, storage, { purpose: 'companion', ...AD_IMAGE_BOXES.companion, colors: ['#0f766e', '#0369a1'], text: 'Studio headphones for artists — 20% off', subtext: '' });
  const campaign = { created_by: author.id, created_at: now, updated_at: now, starts_at: null, ends_at: null, is_active: 1, deleted_at: null, song_id: null, for_pro: 0, start_time: 0, end_time: 0 };
  await db.insertInto('ad_campaigns').values({ ...campaign, name: 'Go Pro banner', placement: 'banner', image_key: banner, image_mobile_key: bannerMobile, landing_url: '/subscription', display_pages: JSON.stringify(['songs', 'blogs', 'blog', 'artists', 'playlists']), for_pro: 2, start_time: 3, end_time: 2 * 86_400 }).execute();
  await db.insertInto('ad_campaigns').values({ ...campaign, name: 'Monsoon Sessions popup', placement: 'popup', image_key: popup, image_mobile_key: null, landing_url: '/playlists', display_pages: '[]' }).execute();
  const song = await db.selectFrom('songs').innerJoin('users', 'users.id', 'songs.user_id').select('songs.id').where('users.is_demo', '=', 1).where('songs.is_public', '=', 1).orderBy('songs.id').executeTakeFirst();
  if (song) await db.insertInto('ad_campaigns').values({ ...campaign, name: 'Headphones companion', placement: 'companion', image_key: companion, image_mobile_key: null, landing_url: '/promote', display_pages: '[]', song_id: song.id, start_time: 0, end_time: 600 }).execute();
  logger.info('demo blog posts and campaigns seeded');
}
