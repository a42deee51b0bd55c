import { EMBED_TYPES, SHARE_CARD_SIZES } from '@indiwave/domain/constants';
import { SHARE_CARDS, type ReviewShare, type ShareData, type ShareType } from '@indiwave/domain/contract/share';

/** Where the share links point (spec 2 §2.1 'Links produced'), and the site's base. */
export type ShareContext = { publicUrl: string; brandName: string };

const PAGE_PATHS: Record<ShareType, string> = { song: '/songs/', album: '/albums/', playlist: '/playlists/', video: '/video-songs/', artist: '/' };

/** An address of this site made absolute; absolute ones pass through. */
export function toAbsolute(url: string, context: ShareContext): string {
  return /^https?:\/\//.test(url) ? url : `${context.publicUrl}${url}`;
}

/** The hashtags of spec 2 §9: albums have their own pair. */
export function toHashtags(type: ShareType, brandName: string): string {
  return type === 'album' ? `HereItFirstOn${brandName},WhereGreatMusicLives` : `WhereGreatMusicLives,${brandName}`;
}

/** Share data of an item: /404.html for a private one (spec 2 §2.1), the embed alias for the four embeddable types. */
export function presentShareData(item: { type: ShareType; slug: string; title: string; artist: string; image: string; isPrivate: boolean }, context: ShareContext): ShareData {
  const isEmbeddable = (EMBED_TYPES as readonly string[]).includes(item.type);
  return {
    type: item.type,
    slug: item.slug,
    title: item.title,
    artist: item.artist,
    image: toAbsolute(item.image, context),
    share_url: item.isPrivate ? `${context.publicUrl}/404.html` : `${context.publicUrl}${PAGE_PATHS[item.type]}${item.slug}`,
    embed_url: isEmbeddable && !item.isPrivate ? `${context.publicUrl}/${item.type}-embed/${item.slug}` : null,
    hashtags: toHashtags(item.type, context.brandName),
    is_private: item.isPrivate,
  };
}

/** Share data of a review card: the item's page and the two card images at 1x. */
export function presentReviewShare(commentId: number, item: ShareData & { type: 'song' | 'album' }, customData: ReviewShare['customData'], context: ShareContext): ReviewShare {
  return {
    type: item.type,
    slug: item.slug,
    title: item.title,
    artist: item.artist,
    share_url: item.share_url,
    hashtags: item.hashtags,
    image: SHARE_CARDS.map((name) => ({ name, url: `${context.publicUrl}/api/share_review_card/${commentId}/${name}`, ...SHARE_CARD_SIZES[name] })),
    customData,
  };
}
