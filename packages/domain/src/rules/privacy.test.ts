import { describe, expect, it } from 'vitest';
import { canDownloadItem, canEditItem } from './catalog-access.ts';
import { fromPrivacyChoice, isPrivateItem, isPubliclyPlayable, isReleased, isVisibleToOthers, toEffectivePrivacy, toPrivacyChoice } from './privacy.ts';

const now = new Date('2030-01-01T12:00:00Z');

describe('privacy (spec 2 §4)', () => {
  it('an item is private when it is neither public nor scheduled', () => {
    expect(isPrivateItem({ isPublic: false, isScheduled: false, releaseDate: null })).toBe(true);
    expect(isPrivateItem({ isPublic: true, isScheduled: false, releaseDate: null })).toBe(false);
    expect(isPrivateItem({ isPublic: false, isScheduled: true, releaseDate: '2031-01-01T00:00:00Z' })).toBe(false);
  });

  it('a scheduled release becomes public at its time, to the millisecond', () => {
    const scheduled = { isPublic: false, isScheduled: true, releaseDate: '2030-01-01T12:00:00.001Z' };
    expect(isReleased(scheduled, now)).toBe(false);
    expect(isPubliclyPlayable(scheduled, now)).toBe(false);
    expect(isVisibleToOthers(scheduled)).toBe(true);
    const at = new Date('2030-01-01T12:00:00.001Z');
    expect(isReleased(scheduled, at)).toBe(true);
    expect(toEffectivePrivacy(scheduled, at)).toEqual({ isPublic: true, isScheduled: false, releaseDate: scheduled.releaseDate });
    expect(toEffectivePrivacy(scheduled, now)).toBe(scheduled);
  });

  it('privacy choices map to the columns and back', () => {
    expect(fromPrivacyChoice('public', '2031-01-01T00:00:00.000Z')).toEqual({ isPublic: true, isScheduled: false, releaseDate: null });
    expect(fromPrivacyChoice('private', null)).toEqual({ isPublic: false, isScheduled: false, releaseDate: null });
    const scheduled = fromPrivacyChoice('scheduled', '2031-01-01T00:00:00.000Z');
    expect(scheduled).toEqual({ isPublic: false, isScheduled: true, releaseDate: '2031-01-01T00:00:00.000Z' });
    expect(['public', 'private', 'scheduled'].map((c) => toPrivacyChoice(fromPrivacyChoice(c as 'public', '2031-01-01T00:00:00.000Z')))).toEqual(['public', 'private', 'scheduled']);
  });
});

describe('edit and download rules (spec 2 §6)', () => {
  it('edit only for the owner, never for various-artist items or items with an agreement', () => {
    expect(canEditItem({ isOwner: true, isVariousArtists: false, hasAgreement: false })).toBe(true);
    expect(canEditItem({ isOwner: false, isVariousArtists: false, hasAgreement: false })).toBe(false);
    expect(canEditItem({ isOwner: true, isVariousArtists: true, hasAgreement: false })).toBe(false);
    expect(canEditItem({ isOwner: true, isVariousArtists: false, hasAgreement: true })).toBe(false);
  });
  it('download only when downloadable and with tracks', () => {
    expect(canDownloadItem({ isDownloadable: true, trackCount: 1 })).toBe(true);
    expect(canDownloadItem({ isDownloadable: true, trackCount: 0 })).toBe(false);
    expect(canDownloadItem({ isDownloadable: false, trackCount: 3 })).toBe(false);
  });
});
