import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { StaffBlog } from '@indiwave/domain/contract/blogs';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { confirm } from '../../../ui/confirm.ts';
import { showToast } from '../../../ui/toast.ts';
import { uploadContentImage, useBlogMutations, useStaffBlog, useStaffBlogs } from '../api/staff-content.ts';

type Draft = { title: string; excerpt: string; body: string; category: string; featuredImage: string | null; featuredUrl: string | null; isPublished: boolean };

const EMPTY: Draft = { title: '', excerpt: '', body: '', category: '', featuredImage: null, featuredUrl: null, isPublished: false };

function toDraft(post: StaffBlog): Draft {
  return { title: post.title, excerpt: post.excerpt, body: post.body, category: post.category.slug, featuredImage: post.featured_image_key, featuredUrl: post.featured_image_key ? post.featured_image : null, isPublished: post.is_published };
}

/** The editor of one post: Markdown with pictures, a cover cropped to 900x450, a preview of what readers get. */
function BlogEditor({ slug, categories, onDone }: { slug: string | null; categories: { slug: string; name: string }[]; onDone: () => void }) {
  const existing = useStaffBlog(slug);
  const { save, preview, addCategory } = useBlogMutations();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  const [newCategory, setNewCategory] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => {
    if (existing.data) setDraft(toDraft(existing.data));
  }, [existing.data]);
  useEffect(() => {
    if (!draft.category && categories[0]) setDraft((value) => ({ ...value, category: categories[0].slug }));
  }, [categories, draft.category]);

  const change = (patch: Partial<Draft>) => setDraft((value) => ({ ...value, ...patch }));

  const handleCover = async (file: File | undefined) => {
    if (!file) return;
    try {
      const image = await uploadContentImage('blog_cover', file);
      change({ featuredImage: image.key, featuredUrl: image.url });
    } catch (failure) {
      setError(readErrorMessage(failure));
    }
  };

  const handleBodyImage = async (file: File | undefined) => {
    if (!file) return;
    try {
      const image = await uploadContentImage('blog_body', file);
      const textarea = bodyRef.current;
      const at = textarea?.selectionStart ?? draft.body.length;
      const snippet = `\n\n![${file.name.replace(/\.[a-z]+$/i, '')}](${image.url})\n\n`;
      change({ body: draft.body.slice(0, at) + snippet + draft.body.slice(at) });
    } catch (failure) {
      setError(readErrorMessage(failure));
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFields({});
    try {
      await save.mutateAsync({ slug, body: { title: draft.title, excerpt: draft.excerpt, body: draft.body, category: draft.category, featured_image: draft.featuredImage, is_published: draft.isPublished } });
      showToast(slug ? 'Blog post saved.' : 'Blog post created.');
      onDone();
    } catch (failure) {
      setError(readErrorMessage(failure));
      setFields((failure as { fields?: Record<string, string> }).fields ?? {});
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-label={slug ? 'Edit blog post' : 'New blog post'} className="grid gap-4 rounded-2xl border border-border bg-surface p-4 md:p-6">
      <h2 className="text-xl font-bold text-fg">{slug ? 'Edit blog post' : 'New blog post'}</h2>
      <FormAlert message={error} />
      <Field id={`${id}-title`} label="Title" error={fields.title}>
        <input id={`${id}-title`} className={INPUT_CLASS} value={draft.title} onChange={(event) => change({ title: event.target.value })} required />
      </Field>
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={`${id}-category`} label="Category" error={fields.category}>
          <select id={`${id}-category`} className={INPUT_CLASS} value={draft.category} onChange={(event) => change({ category: event.target.value })}>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-new-category`} label="Add a category">
          <div className="flex gap-2">
            <input id={`${id}-new-category`} className={INPUT_CLASS} value={newCategory} onChange={(event) => setNewCategory(event.target.value)} />
            <button
              type="button"
              className={getButtonClass('secondary', 'sm')}
              onClick={() =>
                void addCategory.mutateAsync(newCategory).then((reply) => {
                  change({ category: reply.result.slug });
                  setNewCategory('');
                }, (failure: unknown) => setError(readErrorMessage(failure)))
              }
            >
              Add
            </button>
          </div>
        </Field>
      </div>
      <Field id={`${id}-excerpt`} label="Summary" labelNote="optional: made from the post when empty" error={fields.excerpt}>
        <textarea id={`${id}-excerpt`} className={INPUT_CLASS} rows={2} value={draft.excerpt} onChange={(event) => change({ excerpt: event.target.value })} />
      </Field>
      <Field id={`${id}-cover`} label="Featured image" hint="Cropped to 900x450, the size of its share card." error={fields.featured_image}>
        <div className="flex flex-wrap items-center gap-3">
          {draft.featuredUrl && <img src={draft.featuredUrl} alt="" width={180} height={90} className="rounded-lg" />}
          <input id={`${id}-cover`} type="file" accept="image/png,image/jpeg" onChange={(event) => void handleCover(event.target.files?.[0])} className="text-sm text-fg" />
        </div>
      </Field>
      <Field id={`${id}-body`} label="Post (Markdown)" hint="Headings with ##, **bold**, _italic_, lists, > quotes, [links](https://…). HTML is shown as text." error={fields.body}>
        <textarea id={`${id}-body`} ref={bodyRef} className={`${INPUT_CLASS} font-mono text-sm`} rows={16} value={draft.body} onChange={(event) => change({ body: event.target.value })} required />
      </Field>
      <Field id={`${id}-picture`} label="Insert a picture into the post">
        <input id={`${id}-picture`} type="file" accept="image/png,image/jpeg" onChange={(event) => void handleBodyImage(event.target.files?.[0])} className="text-sm text-fg" />
      </Field>
      <label className="flex items-center gap-2 text-sm text-fg">
        <input type="checkbox" checked={draft.isPublished} onChange={(event) => change({ isPublished: event.target.checked })} />
        Published (everyone can read it; the first publication notifies every account)
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={getButtonClass('primary', 'md')} disabled={save.isPending}>
          Save
        </button>
        <button type="button" className={getButtonClass('secondary', 'md')} onClick={() => void preview.mutateAsync(draft.body).then((reply) => setPreviewHtml(reply.result.body_html), (failure: unknown) => setError(readErrorMessage(failure)))}>
          Preview
        </button>
        <button type="button" className={getButtonClass('ghost', 'md')} onClick={onDone}>
          Cancel
        </button>
      </div>
      {previewHtml !== null && (
        <section aria-label="Preview" className="rounded-xl border border-border p-4">
          {/* Sanitised by the server, exactly as readers will get it. */}
          <div className="grid gap-3 [&_h2]:text-xl [&_h2]:font-bold [&_img]:max-w-full [&_ul]:list-disc [&_ul]:pl-6" data-testid="blog-preview" dangerouslySetInnerHTML={{ __html: previewHtml }} />
        </section>
      )}
    </form>
  );
}

/** /admin/blogs: the team's blog posts, drafts included, and the editor. */
export default function StaffBlogsPage() {
  const blogs = useStaffBlogs();
  const { remove } = useBlogMutations();
  const [editing, setEditing] = useState<string | null | 'new'>(null);
  const categories = blogs.data?.categories ?? [];

  return (
    <div className="mx-auto grid max-w-content gap-6 px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-fg">Blog posts</h1>
        <button type="button" className={getButtonClass('primary', 'sm')} onClick={() => setEditing('new')}>
          New post
        </button>
      </div>
      {editing !== null && <BlogEditor key={editing} slug={editing === 'new' ? null : editing} categories={categories} onDone={() => setEditing(null)} />}
      {blogs.isError && <FormAlert message={readErrorMessage(blogs.error)} />}
      <table className="w-full text-left text-sm">
        <thead className="text-fg-muted">
          <tr>
            <th className="py-2">Title</th>
            <th className="py-2">Category</th>
            <th className="py-2">State</th>
            <th className="py-2">Changed</th>
            <th className="py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {(blogs.data?.results ?? []).map((post) => (
            <tr key={post.slug} className="border-t border-border">
              <td className="py-2 pr-2 font-semibold text-fg">{post.is_published ? <Link to={`/blog/${post.slug}`} className="hover:underline">{post.title}</Link> : post.title}</td>
              <td className="py-2 pr-2 text-fg-muted">{post.category.name}</td>
              <td className="py-2 pr-2">{post.is_published ? 'Published' : 'Draft'}</td>
              <td className="py-2 pr-2 text-fg-muted">{post.updated_at.slice(0, 10)}</td>
              <td className="flex gap-2 py-2">
                <button type="button" className={getButtonClass('secondary', 'sm')} onClick={() => setEditing(post.slug)} aria-label={`Edit ${post.title}`}>
                  Edit
                </button>
                <button type="button" className={getButtonClass('ghost', 'sm')} aria-label={`Delete ${post.title}`} onClick={() => void confirm('Delete this post and its comments?').then(async (isSure) => { if (isSure) await remove.mutateAsync(post.slug); })}>
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
