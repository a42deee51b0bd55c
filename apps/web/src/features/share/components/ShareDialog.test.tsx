import { shareRoutes } from '@indiwave/domain/contract/share';
import { MESSAGES } from '@indiwave/domain/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeReply, respond, type ReplyOf } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { showToast } from '../../../ui/toast.ts';
import ShareDialog from './ShareDialog.tsx';

vi.mock('../../../ui/toast.ts', () => ({ showToast: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => {
  fetchMock.mockReset();
  writeText.mockReset().mockResolvedValue(undefined);
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  vi.mocked(showToast).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const songData: ReplyOf<typeof shareRoutes.shareData>['result'] = {
  type: 'song',
  slug: 'monsoon',
  title: 'Monsoon',
  artist: 'Asha Rao',
  image: 'http://x/a.jpg',
  share_url: 'http://x/songs/monsoon',
  embed_url: 'http://x/song-embed/monsoon',
  hashtags: 'WhereGreatMusicLives,Indiwave',
  is_private: false,
};

describe('ShareDialog', () => {
  it("opens on the Share tab, copies the link with 'Copied successfully', and offers Facebook's sharer with the hashtag", async () => {
    fetchMock.mockImplementation((input, init) =>
      respond(fakeReply(shareRoutes.shareData, { success: true, result: songData }), input, init),
    );
    renderAt(<ShareDialog target={{ type: 'song', slug: 'monsoon' }} />);
    expect(await screen.findByLabelText('Link')).toHaveValue('http://x/songs/monsoon');
    expect(screen.getByRole('tab', { name: 'Share' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(MESSAGES.copiedSuccessfully, 'success'));
    expect(writeText).toHaveBeenCalledWith('http://x/songs/monsoon');
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Fx%2Fsongs%2Fmonsoon&hashtag=%23WhereGreatMusicLives',
    );
    expect(screen.getByText('#WhereGreatMusicLives #Indiwave')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/share_data?type=song&slug=monsoon');
  });

  it('the Embed tab shows the iframe code: height 185, and 657 for a video', async () => {
    fetchMock.mockImplementation((input, init) =>
      respond(fakeReply(shareRoutes.shareData, { success: true, result: songData }), input, init),
    );
    const { unmount } = renderAt(<ShareDialog target={{ type: 'song', slug: 'monsoon' }} />);
    const embed = await screen.findByRole('tab', { name: 'Embed' });
    fireEvent.mouseDown(embed);
    fireEvent.click(embed);
    const code = await screen.findByLabelText('Embed code');
    expect((code as HTMLTextAreaElement).value).toMatch(/^<iframe src="http:\/\/x\/song-embed\/monsoon" .*height=185/);
    unmount();

    fetchMock.mockImplementation((input, init) =>
      respond(
        fakeReply(shareRoutes.shareData, {
          success: true,
          result: { ...songData, type: 'video', embed_url: 'http://x/video-embed/v1' },
        }),
        input,
        init,
      ),
    );
    renderAt(<ShareDialog target={{ type: 'video', slug: 'v1' }} />);
    const videoTab = await screen.findByRole('tab', { name: 'Embed' });
    fireEvent.mouseDown(videoTab);
    fireEvent.click(videoTab);
    expect(((await screen.findByLabelText('Embed code')) as HTMLTextAreaElement).value).toContain('height=657');
  });

  it('an artist has no Embed tab', async () => {
    fetchMock.mockImplementation((input, init) =>
      respond(
        fakeReply(shareRoutes.shareData, {
          success: true,
          result: { ...songData, type: 'artist', share_url: 'http://x/asha', embed_url: null },
        }),
        input,
        init,
      ),
    );
    renderAt(<ShareDialog target={{ type: 'artist', slug: 'asha' }} />);
    expect(await screen.findByLabelText('Link')).toHaveValue('http://x/asha');
    expect(screen.queryByRole('tab', { name: 'Embed' })).not.toBeInTheDocument();
  });

  it("a review is titled 'Share Review' with both cards; a failed download raises the error flag", async () => {
    fetchMock.mockImplementation((input, init) =>
      String(input).startsWith('/api/share_review/')
        ? respond(
            fakeReply(shareRoutes.reviewShare, {
              success: true,
              result: {
                type: 'album',
                slug: 'tales',
                title: 'Tales',
                artist: 'Asha Rao',
                share_url: 'http://x/albums/tales',
                hashtags: 'HereItFirstOnIndiwave,WhereGreatMusicLives',
                image: [
                  { name: 'instagram', url: 'http://x/api/share_review_card/7/instagram', width: 360, height: 360 },
                  { name: 'facebook', url: 'http://x/api/share_review_card/7/facebook', width: 685, height: 360 },
                ],
                customData: {
                  stars: 4,
                  comment: 'Lovely',
                  commentUser: 'Ravi',
                  commentUserDp: 'data:,',
                  commentTime: '2026-11-22T00:00:00.000Z',
                  albumArt: 'http://x/a.jpg',
                  title: 'Tales',
                  artistName: 'Asha Rao',
                },
              },
            }),
            input,
            init,
          )
        : Promise.resolve(new Response('nope', { status: 500 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt(<ShareDialog target={{ type: 'review', id: 7 }} />);
    expect(screen.getByRole('dialog', { name: MESSAGES.shareReview })).toBeInTheDocument();
    const facebook = await screen.findByAltText("Facebook card of Ravi's review of Tales");
    expect(facebook).toHaveAttribute('src', '/api/share_review_card/7/facebook?scale=2');
    expect(facebook).toHaveAttribute('width', '685');
    expect(screen.getByAltText("Instagram card of Ravi's review of Tales")).toHaveAttribute('height', '360');
    fireEvent.click(screen.getByRole('button', { name: 'Download Instagram card' }));
    expect(await screen.findByText(MESSAGES.cardDownloadFailed)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/share_review_card/7/instagram?scale=3');
  });
});
