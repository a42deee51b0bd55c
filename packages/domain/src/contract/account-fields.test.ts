import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { listenerToArtistSchema, socialLinksSchema } from './account-settings.ts';
import { obtainAuthTokenSchema, socialLoginQuerySchema } from './auth.ts';
import { countryCodeSchema, dialogMobileSchema, otpSchema, passwordSchema, registrationMobileSchema, usernameSchema } from './fields.ts';
import { artistTypeFormSchema, cityFormSchema, listenerFormSchema } from './registration.ts';

/** The first message a value gets, or 'ok'. */
function firstMessage(schema: z.ZodType, value: unknown): string {
  const parsed = schema.safeParse(value);
  return parsed.success ? 'ok' : parsed.error.issues[0].message;
}

describe('shared account fields (spec 2 §5.1, §5.4): the web forms and the server use these', () => {
  it('username: required, 3–50, pattern, < > invalid; lower-cased', () => {
    expect(firstMessage(usernameSchema, '')).toBe(MESSAGES.usernameRequired);
    expect(firstMessage(usernameSchema, '  ')).toBe(MESSAGES.usernameRequired);
    expect(firstMessage(usernameSchema, 'ab')).toBe(MESSAGES.usernameMin);
    expect(firstMessage(usernameSchema, 'a'.repeat(51))).toBe(MESSAGES.usernameMax);
    expect(firstMessage(usernameSchema, 'a b c')).toBe(MESSAGES.usernameInvalid);
    expect(firstMessage(usernameSchema, '-abc')).toBe(MESSAGES.usernameInvalid);
    expect(firstMessage(usernameSchema, '<abc>')).toBe(MESSAGES.invalidInput);
    expect(usernameSchema.parse(' Asha_Menon-2 ')).toBe('asha_menon-2');
  });

  it('password: 6 to 20, blank is required', () => {
    expect(firstMessage(passwordSchema, '      ')).toBe(MESSAGES.passwordRequired);
    expect(firstMessage(passwordSchema, '12345')).toBe(MESSAGES.passwordMin);
    expect(firstMessage(passwordSchema, '1'.repeat(21))).toBe(MESSAGES.passwordMax);
    expect(firstMessage(passwordSchema, '123456')).toBe('ok');
    expect(firstMessage(passwordSchema, '1'.repeat(20))).toBe('ok');
  });

  it('mobile: registration optional up to 18 digits; dialogs exactly 10', () => {
    expect(registrationMobileSchema.parse(undefined)).toBe('');
    expect(firstMessage(registrationMobileSchema, '1'.repeat(18))).toBe('ok');
    expect(firstMessage(registrationMobileSchema, '1'.repeat(19))).toBe(MESSAGES.mobileInvalid);
    expect(firstMessage(dialogMobileSchema, '')).toBe(MESSAGES.mobileRequired);
    expect(firstMessage(dialogMobileSchema, '123456789')).toBe(MESSAGES.mobileTenDigits);
    expect(firstMessage(dialogMobileSchema, '1234567890')).toBe('ok');
  });

  it('codes are six digits; country codes 1–4 digits with optional +', () => {
    expect(otpSchema.parse(' 012345 ')).toBe('012345');
    expect(firstMessage(otpSchema, '12345')).toBe(MESSAGES.invalidOtp);
    expect(countryCodeSchema.parse('+91')).toBe('91');
    expect(firstMessage(countryCodeSchema, '+')).toBe(MESSAGES.countryCodeInvalid);
  });

  it('the listener form and the city form', () => {
    expect(firstMessage(listenerFormSchema.shape.fname, '')).toBe(MESSAGES.nameRequired);
    expect(listenerFormSchema.shape.lname.parse(undefined)).toBe('');
    expect(firstMessage(cityFormSchema, { country: 1, state: 2, city: 'Other', otherCity: '' })).toBe(MESSAGES.otherCityRequired);
    expect(cityFormSchema.parse({ country: '1', state: '2', city: '3' })).toEqual({ country: 1, state: 2, city: 3, otherCity: '' });
  });

  it('skills: at least one, at most 3', () => {
    expect(firstMessage(artistTypeFormSchema, { artistType: [] })).toBe(MESSAGES.skillsMin);
    expect(firstMessage(artistTypeFormSchema, { artistType: [1, 2, 3, 4] })).toBe(MESSAGES.skillsMax);
    expect(artistTypeFormSchema.parse({ artistType: ['1', 1, 2] })).toEqual({ artistType: [1, 2] });
  });

  it('upgrade form: artist/band name, one type at least', () => {
    const form = { fname: 'Riya', username: 'riya', mobile: '9876543210', email: 'r@example.com', artistType: [1] };
    expect(firstMessage(listenerToArtistSchema, { ...form, fname: ' ' })).toBe(MESSAGES.artistBandNameRequired);
    expect(firstMessage(listenerToArtistSchema, { ...form, artistType: [] })).toBe(MESSAGES.selectOne);
    expect(firstMessage(listenerToArtistSchema, form)).toBe('ok');
  });

  it('social links accept their networks only', () => {
    expect(socialLinksSchema.parse({})).toEqual({ instagram: '', facebook: '', twitter: '', youtube: '' });
    expect(firstMessage(socialLinksSchema, { instagram: 'https://instagram.com/a.b_c' })).toBe('ok');
    expect(firstMessage(socialLinksSchema, { youtube: 'https://youtu.be/dQw4w9WgXcQ' })).toBe('ok');
    expect(firstMessage(socialLinksSchema, { twitter: 'https://twitter.com.evil.io/x' })).toBe(MESSAGES.twitterInvalid);
  });

  it('sign-in: the password is only required; social sign-in accepts access_token or token', () => {
    expect(firstMessage(obtainAuthTokenSchema, { email: 'a@b.co', password: '1' })).toBe('ok');
    expect(socialLoginQuerySchema.parse({ token: 't', provider: 'google', from: 'popup' })).toEqual({ accessToken: 't', provider: 'GOOGLE', source: 'web' });
    expect(firstMessage(socialLoginQuerySchema, { provider: 'GOOGLE' })).toBe(MESSAGES.socialTokenInvalid);
  });
});
