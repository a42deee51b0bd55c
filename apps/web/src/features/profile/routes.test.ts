import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { refuseReservedSlug } from './routes';
import { buildContactPath, formatFileSize, listSocialLinks } from './profile-links';

const argsFor = (slug: string) => ({ params: { slug }, request: new Request(`http://x/${slug}`), context: {} }) as unknown as LoaderFunctionArgs;

describe('/{slug} profiles (spec 1 §2.1, READING: reserved words)', () => {
  it('lets a username through and sends a reserved first segment to /404', () => {
    expect(refuseReservedSlug(argsFor('asha-menon'))).toBeNull();
    for (const word of ['help', 'admin', 'indiwave-tv']) {
      let thrown: unknown;
      try {
        refuseReservedSlug(argsFor(word));
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get('Location')).toBe('/404');
    }
  });

  it('contacts through compose, and through sign-in for visitors', () => {
    expect(buildContactPath('asha-menon', true, '/asha-menon')).toBe('/messaging?to=asha-menon');
    expect(buildContactPath('asha-menon', false, '/asha-menon')).toBe('/asha-menon?login=%2Fmessaging%3Fto%3Dasha-menon');
  });

  it('lists only the social links that are set, in order', () => {
    expect(listSocialLinks({ instagram: '', facebook: 'https://facebook.com/a', twitter: '', youtube: 'https://youtube.com/@a' }).map((link) => link.network)).toEqual(['facebook', 'youtube']);
  });

  it('writes file sizes for people', () => {
    expect(formatFileSize(820 * 1024)).toBe('820 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
});
