import { describe, expect, it } from 'vitest';
import { linkifyText } from './linkify.ts';

describe('linkifyText', () => {
  it('keeps text without links as one text piece', () => {
    expect(linkifyText('Hello <b>there</b> & welcome')).toEqual([{ kind: 'text', text: 'Hello <b>there</b> & welcome' }]);
  });

  it('makes http, https and www addresses links, leaving the text around them', () => {
    expect(linkifyText('Listen: https://indiwave.in/songs/rain and www.example.com now')).toEqual([
      { kind: 'text', text: 'Listen: ' },
      { kind: 'link', text: 'https://indiwave.in/songs/rain', href: 'https://indiwave.in/songs/rain' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'www.example.com', href: 'https://www.example.com' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves sentence punctuation and unopened brackets outside the link', () => {
    expect(linkifyText('See http://a.in/x. (or http://b.in/y_(z))!')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'http://a.in/x', href: 'http://a.in/x' },
      { kind: 'text', text: '. (or ' },
      { kind: 'link', text: 'http://b.in/y_(z)', href: 'http://b.in/y_(z)' },
      { kind: 'text', text: ')!' },
    ]);
  });

  it('never links other schemes or markup', () => {
    const segments = linkifyText('javascript:alert(1) <a href="https://x.in">x</a> www.');
    expect(segments.filter((s) => s.kind === 'link')).toEqual([{ kind: 'link', text: 'https://x.in', href: 'https://x.in' }]);
    expect(segments.map((s) => s.text).join('')).toBe('javascript:alert(1) <a href="https://x.in">x</a> www.');
  });
});
