import { describe, expect, it } from 'vitest';
import { renderBlogMarkdown, toPlainText, toReadingMinutes } from './blog-markdown.ts';

describe('blog Markdown (rendered and sanitised on the server)', () => {
  it('renders headings, emphasis, lists, links and our own pictures', () => {
    const html = renderBlogMarkdown('# Title\n\nSome **bold** and _soft_ words.\n\n- one\n- two\n\n[home](/songs) [out](https://example.com)\n\n![cover](/media/blog/abc.jpg)');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<a href="/songs">home</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">out</a>');
    expect(html).toContain('<img src="/media/blog/abc.jpg" alt="cover" loading="lazy" decoding="async" />');
  });

  it('never lets a script, an event handler or a javascript: link through', () => {
    const html = renderBlogMarkdown('Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))\n\n<iframe src="https://evil.example"></iframe>');
    expect(html).not.toMatch(/<script|<iframe|<img|<[^>]*onerror=|href="javascript/i);
    // Typed HTML stays visible as text, harmless.
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops pictures from other sites (no third-party trackers in posts)', () => {
    expect(renderBlogMarkdown('![pixel](https://tracker.example/p.gif)')).not.toContain('<img');
    expect(renderBlogMarkdown('![x](/media/../secret)')).not.toContain('<img');
  });

  it('counts plain words and reading minutes', () => {
    expect(toPlainText('<p>a <b>b</b> &amp; c</p>')).toBe('a b & c');
    expect(toReadingMinutes('word '.repeat(401))).toBe(3);
    expect(toReadingMinutes('')).toBe(1);
  });
});
