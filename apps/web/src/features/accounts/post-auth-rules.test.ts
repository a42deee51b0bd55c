import { describe, expect, it } from 'vitest';
import { buildSessionUser } from '../../test/render.tsx';
import { resolvePostAuthDestination, selectAfterLoginDialog } from './post-auth-rules.ts';

const artist = buildSessionUser({ artistType: ['Singer'], country: 'India', email: 'a@b.in', isEmailVerified: true });
const listener = buildSessionUser({ status: 3, type: 'Listener', artistType: [], country: 'India', email: 'l@b.in', isEmailVerified: true });

describe('after-login rules (spec 2 §4)', () => {
  it('a non-listener without artist types gets register step 3', () => {
    expect(selectAfterLoginDialog({ ...artist, artistType: [] })).toEqual({ kind: 'register', step: 3, isSingleStep: true });
    // Before the country rule.
    expect(selectAfterLoginDialog({ ...artist, artistType: [], country: null })).toMatchObject({ step: 3 });
  });
  it('then a profile without a country gets step 2', () => {
    expect(selectAfterLoginDialog({ ...artist, country: null })).toEqual({ kind: 'register', step: 2, isSingleStep: true });
    expect(selectAfterLoginDialog({ ...listener, country: null })).toMatchObject({ step: 2 });
  });
  it('then an unverified e-mail gets the Verify Email dialog', () => {
    expect(selectAfterLoginDialog({ ...artist, isEmailVerified: false })).toEqual({ kind: 'verify-email', mode: 'account' });
    expect(selectAfterLoginDialog({ ...listener, isEmailVerified: false })).toMatchObject({ kind: 'verify-email' });
  });
  it('a listener needs no artist types; a complete profile gets nothing', () => {
    expect(selectAfterLoginDialog(listener)).toBeNull();
    expect(selectAfterLoginDialog(artist)).toBeNull();
  });
});

describe('where a sign-in ends (spec 1 §4, spec 2 §4 Login redirect, READING)', () => {
  const at = '/about';
  it('a redirect target is followed', () => {
    expect(resolvePostAuthDestination({ user: artist, context: { target: '/subscription/checkout', type: 'login' }, via: 'password', currentUrl: at })).toEqual({
      kind: 'navigate',
      to: '/subscription/checkout',
    });
  });
  it('except for opp from apply with an unverified e-mail', () => {
    const context = { target: '/opportunities/mgtaal/apply', type: 'opp', from: 'apply' };
    const unverified = { ...artist, isEmailVerified: false };
    expect(resolvePostAuthDestination({ user: unverified, context, via: 'password', currentUrl: '/opportunities/mgtaal/apply' })).toEqual({
      kind: 'reload',
      to: '/opportunities/mgtaal/apply',
    });
    expect(resolvePostAuthDestination({ user: artist, context, via: 'password', currentUrl: at })).toEqual({ kind: 'navigate', to: '/opportunities/mgtaal/apply' });
  });
  it('an external address of the brand gets loginSuccess=1; others are not followed', () => {
    expect(resolvePostAuthDestination({ user: artist, context: { redirectUrl: 'https://soundscapes.indiwave.com/x?a=1', type: 'login' }, via: 'password', currentUrl: at })).toEqual({
      kind: 'external',
      to: 'https://soundscapes.indiwave.com/x?a=1&loginSuccess=1',
    });
    expect(resolvePostAuthDestination({ user: artist, context: { target: 'https://evil.example/phish', type: 'login' }, via: 'password', currentUrl: at })).toEqual({
      kind: 'navigate',
      to: '/mydashboard',
    });
  });
  it('on an opportunity page, or without a type, the page shows again through the 404 route', () => {
    expect(resolvePostAuthDestination({ user: artist, context: { type: 'login' }, via: 'password', currentUrl: '/opportunities/abc' })).toEqual({ kind: 'reload', to: '/opportunities/abc' });
    expect(resolvePostAuthDestination({ user: listener, context: { intent: 'clap' }, via: 'password', currentUrl: '/songs/x' })).toEqual({ kind: 'reload', to: '/songs/x' });
  });
  it('otherwise a Listener goes to /what-is-new and others to /mydashboard', () => {
    expect(resolvePostAuthDestination({ user: listener, context: { type: 'register' }, via: 'registration', currentUrl: at })).toEqual({ kind: 'navigate', to: '/what-is-new' });
    expect(resolvePostAuthDestination({ user: artist, context: { type: 'login' }, via: 'password', currentUrl: at })).toEqual({ kind: 'navigate', to: '/mydashboard' });
    expect(resolvePostAuthDestination({ user: { ...artist, status: 2, type: 'Band' }, context: { type: 'login' }, via: 'password', currentUrl: at })).toEqual({ kind: 'navigate', to: '/mydashboard' });
  });
  it('a social sign-in follows a target only when it concerns opportunities, else /songs or /mydashboard', () => {
    expect(resolvePostAuthDestination({ user: listener, context: { target: '/opportunities/abc', type: 'login' }, via: 'social', currentUrl: at })).toEqual({ kind: 'navigate', to: '/opportunities/abc' });
    expect(resolvePostAuthDestination({ user: listener, context: { target: '/faq', type: 'login' }, via: 'social', currentUrl: at })).toEqual({ kind: 'navigate', to: '/songs' });
    expect(resolvePostAuthDestination({ user: artist, context: {}, via: 'social', currentUrl: at })).toEqual({ kind: 'navigate', to: '/mydashboard' });
  });
});
