import { describe, expect, it } from 'vitest';
import { parseReportedPage } from './report-target.ts';

const HOST = 'localhost:3000';

describe('parseReportedPage (issue 21)', () => {
  it('reads item pages by path or full address on our host', () => {
    expect(parseReportedPage('/songs/rain', HOST)).toEqual({ type: 'song', slug: 'rain', commentId: null });
    expect(parseReportedPage('http://localhost:3000/albums/monsoon-ep', HOST)).toEqual({ type: 'album', slug: 'monsoon-ep', commentId: null });
    expect(parseReportedPage('http://LOCALHOST:3000/playlists/x_1?ref=share', HOST)).toEqual({ type: 'playlist', slug: 'x_1', commentId: null });
    expect(parseReportedPage('/video-songs/v1', HOST)).toEqual({ type: 'video', slug: 'v1', commentId: null });
    expect(parseReportedPage('/embed/song/rain', HOST)).toEqual({ type: 'song', slug: 'rain', commentId: null });
  });

  it('reads a comment on an item from #comment-N or ?comment=N', () => {
    expect(parseReportedPage('/songs/rain#comment-42', HOST)).toEqual({ type: 'song', slug: 'rain', commentId: 42 });
    expect(parseReportedPage('/albums/a?comment=7', HOST)).toEqual({ type: 'album', slug: 'a', commentId: 7 });
    expect(parseReportedPage('/albums/a?comment=x', HOST)).toEqual({ type: 'album', slug: 'a', commentId: null });
  });

  it('reads an e-Press Kit, but never a page of the app or the brand', () => {
    expect(parseReportedPage('/asha-menon', HOST)).toEqual({ type: 'profile', slug: 'asha-menon', commentId: null });
    expect(parseReportedPage('/songs', HOST)).toBeNull();
    expect(parseReportedPage('/admin', HOST)).toBeNull();
    expect(parseReportedPage('/indiwave-team', HOST)).toBeNull();
  });

  it('leaves other hosts and other shapes to the team', () => {
    expect(parseReportedPage('https://elsewhere.example/songs/rain', HOST)).toBeNull();
    expect(parseReportedPage('/songs/rain/extra', HOST)).toBeNull();
    expect(parseReportedPage('/songs/..', HOST)).toBeNull();
    expect(parseReportedPage('/', HOST)).toBeNull();
  });
});
