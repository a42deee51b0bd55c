import { describe, expect, it } from 'vitest';
import { appendLoginSuccess, hasSocialReturn, isAllowedExternalUrl, isAppPath, readLoginTarget, stripAuthParams } from './auth-urls';

describe('the sign-in addresses (spec 1 §2.2)', () => {
  it("the header's 'come back here' target is kept: signing in keeps one's place (issue 15 item 1)", () => {
    expect(readLoginTarget('/songs/a-song')).toBe('/songs/a-song');
    expect(readLoginTarget('/subscription/checkout')).toBe('/subscription/checkout');
    expect(readLoginTarget(null)).toBeUndefined();
  });
  it('refuses targets that leave the app for someone else', () => {
    expect(readLoginTarget('//evil.example/x')).toBeUndefined();
    expect(readLoginTarget('/\\evil.example')).toBeUndefined();
    expect(readLoginTarget('javascript:alert(1)')).toBeUndefined();
    expect(readLoginTarget('https://evil.example/')).toBeUndefined();
    // The address bar's ?login=/%09/evil.example and /%0a/… arrive decoded (issue 14 item 8).
    for (const sneaky of ['/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '/\u0000/x', '/\\/evil.example', '/\t\\evil.example', '/\u007f/x']) {
      expect(readLoginTarget(sneaky), JSON.stringify(sneaky)).toBeUndefined();
    }
    expect(readLoginTarget(new URLSearchParams('login=/%09/evil.example').get('login'))).toBeUndefined();
    expect(readLoginTarget(new URLSearchParams('login=/%0a/evil.example').get('login'))).toBeUndefined();
    expect(readLoginTarget('/songs/a-song?x=1#top')).toBe('/songs/a-song?x=1#top');
    expect(readLoginTarget('https://sync.indiwave.com/deal')).toBe('https://sync.indiwave.com/deal');
    expect(isAppPath('/x')).toBe(true);
    expect(isAllowedExternalUrl('https://indiwave.com.evil.example/')).toBe(false);
    expect(isAllowedExternalUrl('https://indiwave.com/')).toBe(true);
  });
  it('appends loginSuccess=1 to an external redirect', () => {
    expect(appendLoginSuccess('https://indiwave.com/a?b=2#c')).toBe('https://indiwave.com/a?b=2&loginSuccess=1#c');
  });
  it('strips the sign-in parameters and keeps the rest', () => {
    expect(stripAuthParams('/faq', '?login=%2Ffaq&register=1&tab=x')).toBe('/faq?tab=x');
    expect(stripAuthParams('/', '?access_token=t&provider=GOOGLE&state=s&redirect_url=x')).toBe('/');
    expect(stripAuthParams('/map', '?state=KA')).toBe('/map?state=KA');
  });
  it('notices a provider return in the fragment or the query', () => {
    expect(hasSocialReturn('#access_token=abc&state=s', '')).toBe(true);
    expect(hasSocialReturn('#error=access_denied&state=s', '')).toBe(true);
    expect(hasSocialReturn('', '?provider=GOOGLE&access_token=abc')).toBe(true);
    expect(hasSocialReturn('#section-2', '?q=1')).toBe(false);
  });
});
