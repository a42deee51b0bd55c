import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { makePicture, uploadContentImage } from '../../../test/content-fixtures.ts';
import { expectNegotiatedPicture } from '../../../test/media-fixtures.ts';
import { buildPerson, type Person } from '../../../test/social.ts';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-blog-dist-'));
let t: TestApp;
let staff: Person;
let reader: Person;

beforeAll(async () => {
  fs.writeFileSync(path.join(distDir, 'index.html'), '<html><head><!--app-meta--></head><body></body></html>');
  t = await createTestApp({ config: { webDistDir: distDir } });
  staff = await buildPerson(t.db, t.platform.clock, { staff_role: 'staff', first_name: 'Nisha', last_name: 'Rao' });
  reader = await buildPerson(t.db, t.platform.clock, { type: 'Listener' });
  await t.app.inject({ method: 'POST', url: '/api/staff/blog_categories', headers: staff.headers, payload: { name: 'News' } });
  await t.app.inject({ method: 'POST', url: '/api/staff/blog_categories', headers: staff.headers, payload: { name: 'Guides' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

async function writePost(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/staff/blogs', headers: staff.headers, payload: { category: 'news', body: 'Hello **world**.', is_published: true, ...payload } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { slug: string; body_html: string; featured_image: string };
}

describe('blogs for readers (GET blogs, blog_detail)', () => {
  it('lists published posts newest first by category, paged, and never drafts', async () => {
    const first = await writePost({ title: 'Release day checklist', category: 'guides' });
    const second = await writePost({ title: 'We launched', category: 'news' });
    const draft = await writePost({ title: 'Not yet', is_published: false });
    const all = (await t.app.inject({ url: '/api/blogs' })).json();
    const slugs = all.results.map((post: { slug: string }) => post.slug);
    expect(slugs).toContain(first.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(slugs.indexOf(second.slug)).toBeLessThan(slugs.indexOf(first.slug));
    expect(all.categories).toEqual(expect.arrayContaining([expect.objectContaining({ slug: 'guides', name: 'Guides' })]));
    const guides = (await t.app.inject({ url: '/api/blogs?category=guides' })).json();
    expect(guides.results.map((post: { slug: string }) => post.slug)).toEqual([first.slug]);
    expect(guides.count).toBe(1);
    const page = (await t.app.inject({ url: '/api/blogs?limit=1&offset=1' })).json();
    expect(page.results).toHaveLength(1);
    expect((await t.app.inject({ url: `/api/blog_detail/${draft.slug}` })).statusCode).toBe(404);
    const detail = (await t.app.inject({ url: `/api/blog_detail/${second.slug}` })).json().result;
    expect(detail).toMatchObject({ title: 'We launched', body_html: '<p>Hello <strong>world</strong>.</p>\n', author: { name: 'Nisha Rao' }, reading_minutes: 1 });
  });

  it('stores Markdown with a script tag as harmless text: no script reaches a reader', async () => {
    const post = await writePost({ title: 'Script test', body: 'Before\n\n<script>alert("x")</script>\n\n<img src=x onerror=alert(1)>\n\n[bad](javascript:alert(1))' });
    const detail = (await t.app.inject({ url: `/api/blog_detail/${post.slug}` })).json().result;
    expect(detail.body_html).not.toMatch(/<script|<img|href="javascript/i);
    expect(detail.body_html).toContain('&lt;script&gt;');
    const page = await t.app.inject({ url: `/blog/${post.slug}`, headers: { accept: 'text/html' } });
    expect(page.body).not.toContain('<script>alert');
  });
});

describe('the team writes posts (staff only)', () => {
  it('refuses visitors (401) and people without the role (403)', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: '/api/staff/blogs', payload: { title: 'x', body: 'y', category: 'news' } });
    expect(visitor.statusCode).toBe(401);
    const listener = await t.app.inject({ method: 'POST', url: '/api/staff/blogs', headers: reader.headers, payload: { title: 'x', body: 'y', category: 'news' } });
    expect(listener.statusCode).toBe(403);
    expect(listener.json().error).toBe(MESSAGES.staffOnly);
    expect((await t.app.inject({ url: '/api/staff/blogs', headers: reader.headers })).statusCode).toBe(403);
  });

  it('answers bad input with the field message and changes nothing', async () => {
    const before = (await t.app.inject({ url: '/api/staff/blogs', headers: staff.headers })).json().count;
    const noTitle = await t.app.inject({ method: 'POST', url: '/api/staff/blogs', headers: staff.headers, payload: { title: '  ', body: 'x', category: 'news' } });
    expect(noTitle.json()).toMatchObject({ success: false, error: CONTENT_MESSAGES.blogTitleRequired });
    const badCategory = await t.app.inject({ method: 'POST', url: '/api/staff/blogs', headers: staff.headers, payload: { title: 'x', body: 'x', category: 'nope' } });
    expect(badCategory.json()).toMatchObject({ success: false, error: CONTENT_MESSAGES.blogCategoryNotFound });
    const foreignImage = await t.app.inject({ method: 'POST', url: '/api/staff/blogs', headers: staff.headers, payload: { title: 'x', body: 'x', category: 'news', featured_image: 'avatars/whatever.jpg' } });
    expect(foreignImage.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/staff/blogs', headers: staff.headers })).json().count).toBe(before);
  });

  it('crops the featured image to 900x450 (spec 1 §9) and keeps the address when the post changes', async () => {
    const upload = await uploadContentImage(t.app, staff.headers, 'blog_cover', await makePicture(1600, 1200));
    expect(upload.statusCode, upload.body).toBe(200);
    const image = upload.json().result;
    expect(image).toMatchObject({ width: 900, height: 450 });
    const stored = await t.app.inject({ url: image.url });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 900, height: 450 });
    await expectNegotiatedPicture(t.app, image.url, { width: 900, height: 450 });
    const post = await writePost({ title: 'With a cover', featured_image: image.key, is_published: false });
    expect(post.featured_image).toBe(image.url);
    const changed = await t.app.inject({ method: 'PUT', url: `/api/staff/blogs/${post.slug}`, headers: staff.headers, payload: { title: 'With a new title', body: 'Changed.', category: 'guides', featured_image: image.key, is_published: true } });
    expect(changed.json().result).toMatchObject({ slug: post.slug, title: 'With a new title', is_published: true, category: { slug: 'guides' } });
    expect((await uploadContentImage(t.app, reader.headers, 'blog_cover', await makePicture(900, 450))).statusCode).toBe(403);
    const notPicture = await uploadContentImage(t.app, staff.headers, 'blog_cover', Buffer.from('not a picture at all'));
    expect(notPicture.json()).toMatchObject({ success: false, error: CONTENT_MESSAGES.adImageInvalid });
  });

  it('announces a post to every account once, at its first publication', async () => {
    const post = await writePost({ title: 'Big news', is_published: false });
    const count = async () => (await t.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('verb', '=', 'blog').where('object_slug', '=', post.slug).where('recipient_id', '=', reader.id).executeTakeFirstOrThrow()).n;
    expect(Number(await count())).toBe(0);
    const payload = { title: 'Big news', body: 'Out now', category: 'news', is_published: true };
    await t.app.inject({ method: 'PUT', url: `/api/staff/blogs/${post.slug}`, headers: staff.headers, payload });
    await t.app.inject({ method: 'PUT', url: `/api/staff/blogs/${post.slug}`, headers: staff.headers, payload: { ...payload, is_published: false } });
    await t.app.inject({ method: 'PUT', url: `/api/staff/blogs/${post.slug}`, headers: staff.headers, payload });
    expect(Number(await count())).toBe(1);
  });

  it('deletes a post with its comments', async () => {
    const post = await writePost({ title: 'Short lived' });
    await t.app.inject({ method: 'POST', url: '/api/blog_comments', headers: reader.headers, payload: { slug: post.slug, comment: 'Nice' } });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/staff/blogs/${post.slug}`, headers: staff.headers });
    expect(res.json()).toEqual({ success: true, message: CONTENT_MESSAGES.blogDeleted });
    expect((await t.app.inject({ url: `/api/blog_detail/${post.slug}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/blog_comments?slug=${post.slug}` })).statusCode).toBe(404);
  });
});

describe("the audit log of the team's blog work (issue 21)", () => {
  it('records who created, changed and deleted a post, with what it was and became', async () => {
    const post = await writePost({ title: 'Audited post', is_published: false });
    await t.app.inject({ method: 'PUT', url: `/api/staff/blogs/${post.slug}`, headers: staff.headers, payload: { title: 'Audited post, v2', body: 'Out now', category: 'news', is_published: true } });
    await t.app.inject({ method: 'DELETE', url: `/api/staff/blogs/${post.slug}`, headers: staff.headers });
    const lines = await t.db.selectFrom('audit_log').select(['action', 'actor_id', 'before_json', 'after_json']).where('target_type', '=', 'blog').where('target_key', '=', post.slug).orderBy('id').execute();
    expect(lines.map((line) => [line.action, line.actor_id])).toEqual([
      ['blog.create', staff.id],
      ['blog.update', staff.id],
      ['blog.delete', staff.id],
    ]);
    expect(JSON.parse(lines[1]?.before_json ?? '{}')).toMatchObject({ title: 'Audited post', is_published: false });
    expect(JSON.parse(lines[1]?.after_json ?? '{}')).toMatchObject({ title: 'Audited post, v2', is_published: true });
  });

  it('writes no line for a refused change', async () => {
    const before = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const refused = await t.app.inject({ method: 'POST', url: '/api/staff/blogs', headers: staff.headers, payload: { title: 'No category', category: 'no-such-category', body: 'x', is_published: true } });
    expect(refused.statusCode).toBe(400);
    const after = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('blog comments (the comments module: threads with replies)', () => {
  it('takes comments and replies on a published post, none on a draft', async () => {
    const post = await writePost({ title: 'Talk to us' });
    const thread = (await t.app.inject({ method: 'POST', url: '/api/blog_comments', headers: reader.headers, payload: { slug: post.slug, comment: 'First!' } })).json().result;
    const reply = await t.app.inject({ method: 'POST', url: '/api/blog_comments', headers: staff.headers, payload: { slug: post.slug, comment: 'Welcome', parent: thread.id } });
    expect(reply.statusCode).toBe(200);
    const list = (await t.app.inject({ url: `/api/blog_comments?slug=${post.slug}` })).json();
    expect(list.results).toHaveLength(1);
    expect(list.results[0]).toMatchObject({ comment: 'First!', replies: [expect.objectContaining({ comment: 'Welcome', parent: thread.id })] });
    expect((await t.app.inject({ url: `/api/blog_detail/${post.slug}` })).json().result.comments_count).toBe(2);
    const draft = await writePost({ title: 'Quiet draft', is_published: false });
    expect((await t.app.inject({ method: 'POST', url: '/api/blog_comments', headers: reader.headers, payload: { slug: draft.slug, comment: 'Hi' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/blog_comments', payload: { slug: post.slug, comment: 'Hi' } })).statusCode).toBe(401);
  });
});

describe('blog pages for link previews and feeds', () => {
  it('renders OpenGraph, Twitter and BlogPosting JSON-LD on /blog/{slug} with the 900x450 image', async () => {
    const post = await writePost({ title: 'Seen <everywhere>', excerpt: 'A short summary.' });
    const html = (await t.app.inject({ url: `/blog/${post.slug}`, headers: { accept: 'text/html' } })).body;
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:title" content="Seen &lt;everywhere&gt;" />');
    expect(html).toContain('<meta property="og:image:width" content="900" />');
    expect(html).toContain('<meta property="og:image:height" content="450" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: 'Seen <everywhere>', author: { name: 'Nisha Rao' } });
    expect(html).not.toContain('"headline":"Seen <everywhere>"');
    const draft = await writePost({ title: 'Hidden draft', is_published: false });
    const draftHtml = (await t.app.inject({ url: `/blog/${draft.slug}`, headers: { accept: 'text/html' } })).body;
    expect(draftHtml).not.toContain('Hidden draft');
  });

  it('serves RSS and Atom feeds of the published posts', async () => {
    const post = await writePost({ title: 'Feed me' });
    const draft = await writePost({ title: 'Not in feed', is_published: false });
    const rss = await t.app.inject({ url: '/blogs/rss.xml' });
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toContain(`/blog/${post.slug}</link>`);
    expect(rss.body).not.toContain(draft.slug);
    const atom = await t.app.inject({ url: '/blogs/atom.xml' });
    expect(atom.headers['content-type']).toContain('application/atom+xml');
    expect(atom.body).toContain('<title>Feed me</title>');
  });
});
