import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DELETE_REASON_MAX, TITLE_MAX, USERNAME_MAX, USERNAME_MIN } from '../constants.ts';
import { deleteAccountSchema } from '../contract/account-settings.ts';
import { titleSchema } from '../contract/catalog.ts';
import { emailSchema, requiredTextSchema, usernameSchema } from '../contract/fields.ts';
import { MESSAGES } from '../messages.ts';
import { checkDeleteReason, checkEmail, checkRequiredText, checkTitle, checkUsername, EMAIL_MAX, type TextCheck } from './form-text.ts';

/** The schema's answer in the rule's shape: the parsed value, or the first message. */
function schemaAnswer(schema: z.ZodType<string>, text: string): TextCheck {
  const parsed = schema.safeParse(text);
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]?.message ?? '' };
}

const common = ['', '   ', '\t\n', 'a', ' a ', '<b>', 'a<b', 'a>b', '  x>  ', '!!!', '...', 'é', '日本', '42', 'Ünïcödé Name'];

describe('the browser checks of rules/form-text, as the contract', () => {
  const emails = [
    ...common,
    'someone@example.com',
    '  Someone@Example.COM  ',
    'someone@example',
    'someone@example.c',
    'some one@example.com',
    "o'neil+tag@mail.example.org",
    'a@b.co',
    '<a@b.co>',
    'a@b.co<',
    '@example.com',
    `${'a'.repeat(EMAIL_MAX - 12)}@example.com`,
    `${'a'.repeat(EMAIL_MAX - 11)}@example.com`,
    ` ${'a'.repeat(EMAIL_MAX - 12)}@example.com `,
  ];
  it.each(emails.map((text) => [JSON.stringify(text).slice(0, 40), text]))('e-mail %s', (_label, text) => {
    expect(checkEmail(text)).toEqual(schemaAnswer(emailSchema, text));
  });

  const usernames = [
    ...common,
    'ab',
    ' ab ',
    'abc',
    'ABC',
    ' Mixed-Case_Name ',
    '-abc',
    'abc-',
    '_abc',
    'a_b-c',
    'a.b',
    '404.html',
    'a b c',
    '<abc>',
    'ab<',
    'x'.repeat(USERNAME_MIN - 1),
    'x'.repeat(USERNAME_MAX),
    'x'.repeat(USERNAME_MAX + 1),
    `<${'x'.repeat(USERNAME_MAX + 1)}`,
    `  ${'x'.repeat(USERNAME_MAX)}  `,
  ];
  it.each(usernames.map((text) => [JSON.stringify(text).slice(0, 40), text]))('username %s', (_label, text) => {
    expect(checkUsername(text)).toEqual(schemaAnswer(usernameSchema, text));
  });

  const titles = [...common, 'My song', ' — ', '(1)', '<3 you', 'x'.repeat(TITLE_MAX), 'x'.repeat(TITLE_MAX + 1), `<${'x'.repeat(TITLE_MAX + 1)}`, ` ${'x'.repeat(TITLE_MAX)} `];
  it.each(titles.map((text) => [JSON.stringify(text).slice(0, 40), text]))('title %s', (_label, text) => {
    expect(checkTitle(text)).toEqual(schemaAnswer(titleSchema, text));
  });

  const reasons = [...common, 'Moving on', 'x'.repeat(DELETE_REASON_MAX), 'x'.repeat(DELETE_REASON_MAX + 1), ` ${'x'.repeat(DELETE_REASON_MAX)} `];
  it.each(reasons.map((text) => [JSON.stringify(text).slice(0, 40), text]))('delete reason %s', (_label, text) => {
    const parsed = deleteAccountSchema.safeParse({ reason: text });
    expect(checkDeleteReason(text)).toEqual(parsed.success ? { value: parsed.data.reason } : { error: parsed.error.issues[0]?.message });
  });

  it('a required text with every rule answers in the schema order', () => {
    const rules = { required: 'required', min: [3, 'min'], max: [5, 'max'], pattern: [/^[a-z]+$/, 'pattern'] } as Parameters<typeof checkRequiredText>[1];
    const schema = requiredTextSchema(rules);
    for (const text of [...common, 'ab', 'abc', 'abcde', 'abcdef', 'ABC', 'a<', '<abcdef', ' abc ']) {
      expect(checkRequiredText(text, rules), text).toEqual(schemaAnswer(schema, text));
    }
  });

  it('the messages are the spec sentences', () => {
    expect(checkEmail('').error).toBe(MESSAGES.emailRequired);
    expect(checkUsername('ab').error).toBe(MESSAGES.usernameMin);
    expect(checkTitle('!!!').error).toBe(MESSAGES.titleInvalid);
    expect(checkDeleteReason(' ').error).toBe(MESSAGES.deleteReasonRequired);
  });
});
