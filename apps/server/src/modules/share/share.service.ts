import type { Readable } from 'node:stream';
import type { ReviewShare, ShareCard, ShareData, ShareType } from '@indiwave/domain/contract/share';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import type { StoragePort } from '../../platform/storage/storage.port.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import type { CatalogServices } from '../catalog/catalog-services.ts';
import { toAuthorName } from '../comments/comments.presenter.ts';
import type { CommentsService } from '../comments/comments.service.ts';
import type { PlaylistsService } from '../playlists/playlists.service.ts';
import { DEFAULT_AVATAR, renderReviewCard, type CardPictures } from './share-card.renderer.ts';
import { presentReviewShare, presentShareData, toAbsolute, type ShareContext } from './share.presenter.ts';
import type { ShareRepository } from './share.repository.ts';

type ShareServiceDeps = {
  repository: ShareRepository;
  catalog: CatalogServices;
  playlists: PlaylistsService;
  comments: CommentsService;
  storage: StoragePort;
  context: ShareContext;
};

const MEDIA_PREFIX = '/media/';

async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The Share dialog's data (spec 2 §3 Share data) for every shareable thing, and the review
 * cards drawn on the server. Items go through their modules' visibility rules, so a private
 * item of someone else is 404 here too.
 */
export function createShareService(deps: ShareServiceDeps) {
  const { catalog, context } = deps;

  /** A stored picture as a data: URI, from its /media/ address or its key; null when it cannot be read. */
  async function readPicture(address: string | null): Promise<string | null> {
    if (!address) return null;
    const path = address.startsWith(context.publicUrl) ? address.slice(context.publicUrl.length) : address;
    // Pictures elsewhere (a social sign-in's avatar) are not fetched: cards never reach out.
    if (/^(https?:)?\/\//.test(path)) return null;
    const key = path.startsWith(MEDIA_PREFIX) ? path.slice(MEDIA_PREFIX.length) : path.replace(/^\//, '');
    try {
      const bytes = await toBuffer(await deps.storage.getStream(key));
      const type = bytes[0] === 0x89 ? 'image/png' : bytes[0] === 0x52 ? 'image/webp' : 'image/jpeg';
      return `data:${type};base64,${bytes.toString('base64')}`;
    } catch {
      return null;
    }
  }

  async function describe(type: ShareType, slug: string, user: AuthUser | null): Promise<ShareData> {
    if (type === 'song' || type === 'album') {
      const { result } = type === 'song' ? await catalog.songs.readPromoSong(user, slug) : await catalog.albums.readPromoAlbum(user, slug);
      return presentShareData({ type, slug: result.slug, title: result.title, artist: result.artist, image: result.image, isPrivate: !result.is_public && !result.is_scheduled }, context);
    }
    if (type === 'video') {
      const { result } = await catalog.videos.readVideo(user, slug);
      return presentShareData({ type, slug: result.slug_uservideo, title: result.title, artist: result.user.full_name, image: result.img_640x480, isPrivate: !result.is_public }, context);
    }
    if (type === 'playlist') {
      const { result } = await deps.playlists.readPlaylist(user, slug);
      return presentShareData({ type, slug: result.slug_playlist, title: result.title, artist: result.user.full_name, image: result.cover_pic, isPrivate: !result.is_public }, context);
    }
    const person = await deps.repository.findPerson(slug);
    if (!person) throw AppError.notFound();
    const name = toAuthorName({ author_band_name: person.band_name, author_first_name: person.first_name, author_last_name: person.last_name, author_slug: person.slug });
    const picture = catalog.urls.profilePic(person.profile_pic) ?? catalog.urls.artwork(null).w500;
    return presentShareData({ type, slug: person.slug, title: name, artist: name, image: picture, isPrivate: false }, context);
  }

  /** The review card's data: song comments and album reviews, the thread's first comment only. */
  async function describeReview(user: AuthUser | null, id: number): Promise<{ share: ReviewShare; artwork: string; avatar: string | null }> {
    const { comment, item } = await deps.comments.findSharedComment(user, id);
    const type = comment.item_type;
    if (comment.parent_id !== null || (type !== 'song' && type !== 'album')) throw AppError.notFound(MESSAGES.cardNotAvailable);
    const { result: promo } = type === 'song' ? await catalog.songs.readPromoSong(user, item.slug) : await catalog.albums.readPromoAlbum(user, item.slug);
    const data = presentShareData({ type, slug: promo.slug, title: promo.title, artist: promo.artist, image: promo.image, isPrivate: !promo.is_public && !promo.is_scheduled }, context);
    const avatar = catalog.urls.profilePic(comment.author_profile_pic);
    const customData = {
      stars: type === 'album' ? comment.stars : null,
      comment: comment.body,
      commentUser: toAuthorName(comment),
      commentUserDp: avatar ? toAbsolute(avatar, context) : DEFAULT_AVATAR,
      commentTime: comment.created_at,
      // 'w=500' for review-card images (spec 2 §9).
      albumArt: promo.images.w500,
      title: promo.title,
      artistName: promo.artist,
    };
    return { share: presentReviewShare(comment.id, { ...data, type }, customData, context), artwork: promo.images.w500, avatar };
  }

  return {
    /** GET share_data. */
    async readShareData(user: AuthUser | null, type: ShareType, slug: string) {
      return { success: true as const, result: await describe(type, slug, user) };
    },

    /** GET share_review/{id}. */
    async readReviewShare(user: AuthUser | null, id: number) {
      return { success: true as const, result: (await describeReview(user, id)).share };
    },

    /** GET share_review_card/{id}/{card}: the PNG at `scale`. */
    async drawReviewCard(user: AuthUser | null, id: number, card: ShareCard, scale: number): Promise<Buffer> {
      const { share, artwork, avatar } = await describeReview(user, id);
      const pictures: CardPictures = { albumArt: await readPicture(artwork), avatar: (await readPicture(avatar)) ?? DEFAULT_AVATAR };
      const time = new Date(share.customData.commentTime).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
      return renderReviewCard(card, { ...share.customData, commentTime: time }, pictures, { scale, brandName: context.brandName });
    },
  };
}
export type ShareService = ReturnType<typeof createShareService>;
