import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Raw HTML in the Markdown is shown as text (html: false), so a <script> the author typed
// never becomes an element; the allowlist below is the second wall, should a rule of the
// Markdown parser ever produce something unexpected.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

const ALLOWED_TAGS = ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'em', 's', 'del', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];

/** Pictures come from our own media store only: no third party learns who reads a post. */
function isOwnMedia(src: string | undefined): boolean {
  return typeof src === 'string' && /^\/media\/[A-Za-z0-9/_.-]+$/.test(src) && !src.includes('..');
}

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title', 'loading', 'decoding'], ol: ['start'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's own title is its only h1.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const isExternal = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: isExternal ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : { href: attribs.href ?? '', ...(attribs.title ? { title: attribs.title } : {}) } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnMedia(frame.attribs.src),
};

/** Markdown → the sanitised HTML a reader gets. */
export function renderBlogMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITIZE_OPTIONS);
}

/** The words of rendered HTML, as plain text. */
export function toPlainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minutes a reader needs at 200 words a minute, at least one. */
export function toReadingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
