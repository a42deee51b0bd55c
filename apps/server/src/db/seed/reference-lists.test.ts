import { describe, expect, it } from 'vitest';
import { GENRES, INSTRUMENTAL_LANGUAGE, LANGUAGES } from './reference-lists.ts';

describe('the reference lists', () => {
  it('name the language of songs without words apart from the genre Instrumental: an upload shows both chip groups (issue 15 item 2)', () => {
    expect(GENRES).toContain('Instrumental');
    expect(LANGUAGES).not.toContain('Instrumental');
    expect(LANGUAGES).toContain(INSTRUMENTAL_LANGUAGE);
    expect(GENRES).not.toContain(INSTRUMENTAL_LANGUAGE);
  });
});
