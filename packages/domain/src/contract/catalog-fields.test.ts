import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { albumTrackInputSchema, uploadAlbumsStepSchema } from './albums.ts';
import { catalogGenresSchema, dateTimeSchema, pricePaiseSchema, privacySchema, titleSchema, versionSchema } from './catalog.ts';
import { songCreateFieldsSchema, songEditSchema } from './songs.ts';
import { videoCreateSchema } from './videos.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('catalogue form fields (spec 2 §5.5)', () => {
  it('title: required, at most 120, no markup', () => {
    expect(firstMessage(titleSchema.safeParse('  '))).toBe(MESSAGES.titleRequired);
    expect(firstMessage(titleSchema.safeParse('x'.repeat(121)))).toBe(MESSAGES.titleMax);
    expect(titleSchema.parse('x'.repeat(120))).toHaveLength(120);
    expect(firstMessage(titleSchema.safeParse('a <b>'))).toBe(MESSAGES.invalidInput);
  });
  it('version: letters, digits and spaces up to 120', () => {
    expect(versionSchema.parse('Deluxe Edition 2')).toBe('Deluxe Edition 2');
    expect(firstMessage(versionSchema.safeParse('v1.0'))).toBe(MESSAGES.versionInvalid);
  });
  it('privacy: public, private, scheduled; true/false as the playlist form sends', () => {
    expect(privacySchema.parse('scheduled')).toBe('scheduled');
    expect(privacySchema.parse(true)).toBe('public');
    expect(privacySchema.parse('0')).toBe('private');
    expect(privacySchema.safeParse('hidden').success).toBe(false);
  });
  it('genres from JSON, forms and lists; at least one, at most five, no repeats', () => {
    expect(catalogGenresSchema.parse([3, '4', 3])).toEqual([3, 4]);
    expect(catalogGenresSchema.parse('1,2')).toEqual([1, 2]);
    expect(catalogGenresSchema.parse('[5]')).toEqual([5]);
    expect(catalogGenresSchema.parse(7)).toEqual([7]);
    expect(firstMessage(catalogGenresSchema.safeParse([]))).toBe(MESSAGES.genreRequired);
    expect(firstMessage(catalogGenresSchema.safeParse([1, 2, 3, 4, 5, 6]))).toBe(MESSAGES.genresCatalogMax);
  });
  it('dates: a day is midnight UTC; times keep their zone; anything else is invalid', () => {
    expect(dateTimeSchema.parse('2031-02-03')).toBe('2031-02-03T00:00:00.000Z');
    expect(dateTimeSchema.parse('2031-02-03T10:00:00+05:30')).toBe('2031-02-03T04:30:00.000Z');
    expect(dateTimeSchema.parse('')).toBeNull();
    expect(firstMessage(dateTimeSchema.safeParse('next week'))).toBe(MESSAGES.releaseDateInvalid);
  });
  it('prices are integer paise', () => {
    expect(pricePaiseSchema.parse('4900')).toBe(4900);
    expect(pricePaiseSchema.parse('')).toBe(0);
    expect(firstMessage(pricePaiseSchema.safeParse(49.5))).toBe(MESSAGES.priceInvalid);
    expect(firstMessage(pricePaiseSchema.safeParse(-1))).toBe(MESSAGES.priceInvalid);
  });
  it('a song needs title, genre and language on create; nothing on edit', () => {
    expect(songCreateFieldsSchema.safeParse({ title: 'A' }).success).toBe(false);
    expect(songCreateFieldsSchema.parse({ title: 'A', genre: '1', language: '2', is_downloadable: 'true' })).toMatchObject({ genre: [1], language: [2], is_downloadable: true });
    expect(songEditSchema.parse({})).toEqual({});
  });
  it('album steps are told apart by step; a track is a new upload or an existing slug', () => {
    expect(uploadAlbumsStepSchema.safeParse({ step: 2, slug_album: 'a', tracks: [] }).success).toBe(false);
    expect(albumTrackInputSchema.safeParse({ upload_id: 'x'.repeat(22) }).success).toBe(false);
    expect(albumTrackInputSchema.safeParse({ upload_id: 'x'.repeat(22), title: 'T' }).success).toBe(true);
    expect(albumTrackInputSchema.safeParse({ upload_id: 'x'.repeat(22), slug_usersong: 'a', title: 'T' }).success).toBe(false);
  });
  it('a video keeps the id of its YouTube address', () => {
    expect(videoCreateSchema.parse({ youtube_url: 'https://youtu.be/dQw4w9WgXcQ', title: 'V' }).youtube_url).toBe('dQw4w9WgXcQ');
    expect(firstMessage(videoCreateSchema.safeParse({ youtube_url: 'https://example.com', title: 'V' }))).toBe(MESSAGES.youtubeUrlInvalid);
  });
});
