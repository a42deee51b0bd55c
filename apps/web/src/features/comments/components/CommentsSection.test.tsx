import { commentRoutes } from '@indiwave/domain/contract/comments';
import { MESSAGES } from '@indiwave/domain/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountDialogs } from '../../../lib/account-dialogs.ts';
import { fakeReply, respond, type ReplyOf } from '../../../test/mock-api.ts';
import { buildSessionUser, renderAt, signIn } from '../../../test/render.tsx';
import { answerConfirm, useConfirmStore } from '../../../ui/confirm.ts';
import { useShareDialog } from '../../../lib/share-dialog.ts';
import { CommentsSection } from './CommentsSection.tsx';

vi.mock('../../../ui/toast.ts', () => ({ showToast: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  signIn(null);
});
afterEach(() => vi.unstubAllGlobals());

type ListReply = ReplyOf<typeof commentRoutes.songComments>;
type Thread = ListReply['results'][number];

const person = (slug: string, name: string) => ({ slug_username: slug, full_name: name, profile_pic: null });
const comment = (id: number, text: string, extra: Partial<Thread> = {}): Omit<Thread, 'replies'> => ({
  id,
  comment: text,
  star_ratings: null,
  parent: null,
  created_date: '2026-11-20T10:00:00.000Z',
  updated_date: null,
  user: person('ravi', 'Ravi Kumar'),
  is_own: false,
  can_delete: false,
  ...extra,
});

function page(results: Thread[], extra: Partial<ListReply> = {}): ListReply {
  return { success: true, results, count: results.length, rating: null, my_review_id: null, ...extra };
}

describe('CommentsSection', () => {
  it('lists threads with replies under id="comments"; a visitor is asked to sign in', async () => {
    fetchMock.mockImplementation((input, init) =>
      respond(
        fakeReply(
          commentRoutes.songComments,
          page([
            {
              ...comment(1, 'Lovely <b>tune</b>'),
              replies: [comment(2, 'Agreed', { parent: 1, user: person('meena', 'Meena') })],
            },
          ]),
        ),
        input,
        init,
      ),
    );
    const { container } = renderAt(<CommentsSection type="song" slug="monsoon" />);
    expect(await screen.findByText('Lovely <b>tune</b>')).toBeInTheDocument();
    expect(container.querySelector('section#comments')).not.toBeNull();
    expect(screen.getByText('Agreed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to write a comment' }));
    expect(useAccountDialogs.getState().dialog).toMatchObject({ kind: 'login' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/song_comments?slug=monsoon&offset=0&limit=5');
  });

  it('scrolls to itself when the address ends in #comments (the video pop-up link)', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    fetchMock.mockImplementation((input, init) =>
      respond(fakeReply(commentRoutes.videoComments, page([])), input, init),
    );
    renderAt(<CommentsSection type="video" slug="v1" />, '/video-songs/v1#comments');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' }));
  });

  it("loads 5 more with 'more'", async () => {
    const first = Array.from({ length: 5 }, (_, i) => ({ ...comment(10 + i, `c${i}`), replies: [] }));
    fetchMock
      .mockImplementationOnce((input, init) =>
        respond(fakeReply(commentRoutes.videoComments, { ...page(first), count: 6 }), input, init),
      )
      .mockImplementationOnce((input, init) =>
        respond(
          fakeReply(commentRoutes.videoComments, { ...page([{ ...comment(20, 'c5'), replies: [] }]), count: 6 }),
          input,
          init,
        ),
      );
    renderAt(<CommentsSection type="video" slug="v1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'more' }));
    expect(await screen.findByText('c5')).toBeInTheDocument();
    expect(fetchMock.mock.calls[1][0]).toBe('/api/video_comments?slug=v1&offset=5&limit=5');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'more' })).not.toBeInTheDocument());
  });

  it('a review needs stars; it posts review, parent and star_ratings and shows the average', async () => {
    signIn(buildSessionUser());
    fetchMock.mockImplementation((input, init) =>
      init?.method === 'POST'
        ? respond(
            fakeReply(commentRoutes.postAlbumReview, {
              success: true,
              result: { ...comment(5, 'Great'), replies: [] },
            }),
            input,
            init,
          )
        : respond(fakeReply(commentRoutes.albumReviews, page([], { rating: { average: 4.5, count: 2 } })), input, init),
    );
    renderAt(<CommentsSection type="album" slug="tales" />);
    expect(await screen.findByText('4.5')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Write a review'), { target: { value: 'Great' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(MESSAGES.starRatingRequired)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('4 stars'));
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(url).toBe('/api/album_reviews');
    expect(JSON.parse(init?.body as string)).toEqual({ slug: 'tales', review: 'Great', parent: null, star_ratings: 4 });
  });

  it('replies into the thread, edits and deletes (after confirming) your own comment, and shares it as a card', async () => {
    signIn(buildSessionUser());
    const own = {
      ...comment(3, 'Mine', { is_own: true, can_delete: true, user: person('maya-rao', 'Maya Rao') }),
      replies: [],
    };
    fetchMock.mockImplementation((input, init) => {
      const path = String(input);
      if (path === '/api/edit_comment')
        return respond(
          fakeReply(commentRoutes.editComment, {
            success: true,
            result: comment(3, 'Mine, edited', { is_own: true, can_delete: true }),
            message: 'ok',
          }),
          input,
          init,
        );
      if (path === '/api/delete_comment')
        return respond(fakeReply(commentRoutes.deleteComment, { success: true, message: 'ok' }), input, init);
      if (init?.method === 'POST')
        return respond(
          fakeReply(commentRoutes.postSongComment, { success: true, result: { ...comment(9, 'ok'), replies: [] } }),
          input,
          init,
        );
      return respond(fakeReply(commentRoutes.songComments, page([own])), input, init);
    });
    renderAt(<CommentsSection type="song" slug="monsoon" />);
    const item = await screen.findByRole('article', { name: 'Comment by Maya Rao' });

    fireEvent.click(within(item).getByRole('button', { name: 'Reply' }));
    fireEvent.change(screen.getByPlaceholderText('Reply to Maya Rao'), { target: { value: 'Thanks' } });
    // The thread's Reply button opened the box; the box's own Reply button sends it.
    fireEvent.click(screen.getAllByRole('button', { name: 'Reply' }).at(-1)!);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/song_comments' && init?.method === 'POST')).toBe(
        true,
      ),
    );
    const posted = fetchMock.mock.calls.find(([url, init]) => url === '/api/song_comments' && init?.method === 'POST')!;
    expect(JSON.parse(posted[1]?.body as string)).toEqual({ slug: 'monsoon', comment: 'Thanks', parent: 3 });

    fireEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByDisplayValue('Mine'), { target: { value: 'Mine, edited' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/edit_comment')).toBe(true));

    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Comment by Maya Rao' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(useConfirmStore.getState().queue).toHaveLength(1));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/delete_comment')).toBe(false);
    answerConfirm(useConfirmStore.getState().queue[0].id, true);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/delete_comment')).toBe(true));

    fireEvent.click(
      within(screen.getByRole('article', { name: 'Comment by Maya Rao' })).getByRole('button', { name: 'Share' }),
    );
    expect(useShareDialog.getState().target).toEqual({ type: 'review', id: 3 });
  });
});
