import { describe, expect, it } from 'vitest';
import { toBrandSlug, withProduct } from './brand.ts';
import { toSlug } from './slug.ts';

describe('slugs', () => {
  it('makes URL slugs', () => {
    expect(toSlug('R&B')).toBe('r-b');
    expect(toSlug('Lo-fi')).toBe('lo-fi');
    expect(toSlug('  Hindustani Classical ')).toBe('hindustani-classical');
    expect(toSlug('Café Déjà')).toBe('cafe-deja');
  });
  it('fills {product} with the brand slug', () => {
    expect(toBrandSlug('Indiwave')).toBe('indiwave');
    expect(withProduct('/{product}-tv', 'indiwave')).toBe('/indiwave-tv');
    expect(withProduct('/subscription/{product}-pro', 'indiwave')).toBe('/subscription/indiwave-pro');
  });
});
