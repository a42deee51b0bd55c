import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { checkTextInput, hasMarkup, isBlank } from './text-input.ts';

describe('form text rules (spec 1 §5)', () => {
  it("a value blank after trimming is 'required'", () => {
    expect(isBlank('   ')).toBe(true);
    expect(checkTextInput(' \t\n')).toBe(MESSAGES.required);
    expect(checkTextInput(undefined)).toBe(MESSAGES.required);
    expect(checkTextInput('', false)).toBeNull();
  });
  it('a value with < or > is invalid input', () => {
    expect(hasMarkup('a<b')).toBe(true);
    expect(checkTextInput('<script>')).toBe(MESSAGES.invalidInput);
    expect(checkTextInput('5 > 3')).toBe(MESSAGES.invalidInput);
    expect(checkTextInput('Rock & roll')).toBeNull();
  });
});
