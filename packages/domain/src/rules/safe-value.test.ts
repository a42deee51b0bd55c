import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { sanitizeHtml, sanitizeUrl, toSafeValue } from './safe-value.ts';

describe('safe-value helper (spec 1 §8)', () => {
  it("an unknown type raises 'Invalid safe type specified'", () => {
    expect(() => toSafeValue('x', 'css')).toThrow(MESSAGES.invalidSafeType);
  });
  it('html loses scripts, handlers and javascript: links', () => {
    const dirty = '<b onclick="x()">Hi</b><script>alert(1)</script><a href="javascript:evil()">l</a>';
    const clean = sanitizeHtml(dirty);
    expect(clean).toBe('<b>Hi</b><a href="about:blank">l</a>');
    expect(toSafeValue(dirty, 'html')).toBe(clean);
  });
  it('urls keep http(s), mailto, tel and relative paths only', () => {
    expect(sanitizeUrl('https://indiwave.com/a')).toBe('https://indiwave.com/a');
    expect(sanitizeUrl('/songs/x')).toBe('/songs/x');
    expect(sanitizeUrl('mailto:support@indiwave.com')).toBe('mailto:support@indiwave.com');
    expect(sanitizeUrl('javascript:alert(1)')).toBe('about:blank');
    expect(toSafeValue(' JavaScript:alert(1)', 'resourceUrl')).toBe('about:blank');
  });
  it('scripts are never trusted; styles lose expressions', () => {
    expect(toSafeValue('alert(1)', 'script')).toBe('');
    expect(toSafeValue('width: expression(alert(1))', 'style')).toBe('');
    expect(toSafeValue('color: red', 'style')).toBe('color: red');
  });
});
