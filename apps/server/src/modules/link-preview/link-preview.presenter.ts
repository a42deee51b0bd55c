import { EMBED_HEIGHT, EMBED_HEIGHT_VIDEO, SOCIAL_IMAGE_SIZES } from '@indiwave/domain/constants';
import type { AlbumDetail } from '@indiwave/domain/contract/albums';
import type { OEmbed } from '@indiwave/domain/contract/link-preview';
import type { PlaylistDetail } from '@indiwave/domain/contract/playlists';
import type { Profile } from '@indiwave/domain/contract/profile';
import type { SongDetail } from '@indiwave/domain/contract/songs';
import type { VideoDetail } from '@indiwave/domain/contract/videos';
import { MESSAGES } from '@indiwave/domain/messages';
import { toAbsolute, type ShareContext } from '../share/share.presenter.ts';

/** The embeddable kinds of page, and the artist's e-Press Kit. */
export type PreviewKind = 'song' | 'album' | 'playlist' | 'video' | 'artist';

/** What a shareable page shows where its link is pasted (OpenGraph, Twitter, oEmbed). */
export type PagePreview = {
  kind: PreviewKind | 'site';
  title: string;
  description: string;
  /** The page, absolute. */
  url: string;
  image: { url: string; width?: number; height?: number };
  author: { name: string; url: string } | null;
  /** The embeddable player, absolute; null for artists and the site. */
  embed: { url: string; height: number } | null;
  /** A public audio rendition (og:audio): songs that everyone may hear. */
  audio: { url: string; type: string } | null;
  /** The video on YouTube (og:video). */
  videoUrl: string | null;
  /** og:type. */
  ogType: string;
};

/** Where the default social picture (600x450) is served from (apps/web/public). */
export const DEFAULT_SOCIAL_IMAGE_PATH = '/social-default.png';

const DESCRIPTION_MAX = 200;

/** Plain text cut at a word to fit a description. */
export function toDescription(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function embedOf(
  kind: 'song' | 'album' | 'playlist' | 'video',
  slug: string,
  context: ShareContext,
): PagePreview['embed'] {
  return {
    url: `${context.publicUrl}/embed/${kind}/${encodeURIComponent(slug)}`,
    height: kind === 'video' ? EMBED_HEIGHT_VIDEO : EMBED_HEIGHT,
  };
}

function authorOf(name: string, slug: string, context: ShareContext): PagePreview['author'] {
  return { name, url: `${context.publicUrl}/${slug}` };
}

/** The site itself: the home page, listings, and anything that is not a shareable item. */
export function presentSitePreview(path: string, context: ShareContext): PagePreview {
  const size = SOCIAL_IMAGE_SIZES.default;
  return {
    kind: 'site',
    title: `${context.brandName} — ${MESSAGES.tagline}`,
    description: `${context.brandName} is the music and video network for independent artists, bands and listeners.`,
    url: `${context.publicUrl}${path}`,
    image: { url: `${context.publicUrl}${DEFAULT_SOCIAL_IMAGE_PATH}`, ...size },
    author: null,
    embed: null,
    audio: null,
    videoUrl: null,
    ogType: 'website',
  };
}

/** A song page; `mp3` is its public rendition, when everyone may hear it. */
export function presentSongPreview(song: SongDetail, mp3: string | null, context: ShareContext): PagePreview {
  const artist = song.user.full_name;
  return {
    kind: 'song',
    title: `${song.title} by ${artist}`,
    description: toDescription(song.description || `Listen to ${song.title} by ${artist} on ${context.brandName}.`),
    url: `${context.publicUrl}/songs/${song.slug_usersong}`,
    image: { url: toAbsolute(song.images.w200, context), ...SOCIAL_IMAGE_SIZES.song },
    author: authorOf(artist, song.user.slug_username, context),
    embed: embedOf('song', song.slug_usersong, context),
    audio: mp3 ? { url: toAbsolute(mp3, context), type: 'audio/mpeg' } : null,
    videoUrl: null,
    ogType: 'music.song',
  };
}

/** An album page. */
export function presentAlbumPreview(album: AlbumDetail, context: ShareContext): PagePreview {
  const lead = album.artists[0];
  const artist = lead?.full_name ?? context.brandName;
  const tracks = album.music_tracks.length;
  return {
    kind: 'album',
    title: `${album.title} by ${artist}`,
    description: toDescription(
      album.about_band ||
        `An album by ${artist}: ${tracks} ${tracks === 1 ? 'track' : 'tracks'} on ${context.brandName}.`,
    ),
    url: `${context.publicUrl}/albums/${album.slug_album}`,
    image: { url: toAbsolute(album.images.w200, context), ...SOCIAL_IMAGE_SIZES.album },
    author: lead ? authorOf(artist, lead.slug_username, context) : null,
    embed: embedOf('album', album.slug_album, context),
    audio: null,
    videoUrl: null,
    ogType: 'music.album',
  };
}

/** A playlist page. */
export function presentPlaylistPreview(playlist: PlaylistDetail, context: ShareContext): PagePreview {
  const owner = playlist.user.full_name;
  const tracks = playlist.track.length;
  return {
    kind: 'playlist',
    title: `${playlist.title}, a playlist by ${owner}`,
    description: toDescription(
      playlist.description ||
        `${tracks} ${tracks === 1 ? 'song' : 'songs'} picked by ${owner} on ${context.brandName}.`,
    ),
    url: `${context.publicUrl}/playlists/${playlist.slug_playlist}`,
    image: { url: toAbsolute(playlist.images.w200, context), ...SOCIAL_IMAGE_SIZES.playlist },
    author: authorOf(owner, playlist.user.slug_username, context),
    embed: embedOf('playlist', playlist.slug_playlist, context),
    audio: null,
    videoUrl: null,
    ogType: 'music.playlist',
  };
}

/** A video page. */
export function presentVideoPreview(video: VideoDetail, context: ShareContext): PagePreview {
  const artist = video.user.full_name;
  return {
    kind: 'video',
    title: `${video.title} by ${artist}`,
    description: toDescription(`Watch ${video.title} by ${artist} on ${context.brandName}.`),
    url: `${context.publicUrl}/video-songs/${video.slug_uservideo}`,
    image: { url: video.img_640x480, ...SOCIAL_IMAGE_SIZES.video },
    author: authorOf(artist, video.slug_username, context),
    embed: embedOf('video', video.slug_uservideo, context),
    audio: null,
    videoUrl: video.youtube_url,
    ogType: 'video.other',
  };
}

/** An artist's or band's e-Press Kit. */
export function presentArtistPreview(profile: Profile, context: ShareContext): PagePreview {
  const place = [profile.city, profile.country].filter(Boolean).join(', ');
  const genres = profile.genres.map((genre) => genre.name).join(', ');
  const summary = [genres, place].filter(Boolean).join(' · ');
  return {
    kind: 'artist',
    title: `${profile.name} — e-Press Kit`,
    description: toDescription(
      profile.bio ||
        `${profile.name}${summary ? ` (${summary})` : ''}: music, videos and e-Press Kit on ${context.brandName}.`,
    ),
    url: `${context.publicUrl}/${profile.slug_username}`,
    image: profile.profile_pic
      ? { url: toAbsolute(profile.profile_pic, context) }
      : { url: `${context.publicUrl}${DEFAULT_SOCIAL_IMAGE_PATH}`, ...SOCIAL_IMAGE_SIZES.default },
    author: null,
    embed: null,
    audio: null,
    videoUrl: null,
    ogType: 'profile',
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function meta(attribute: 'property' | 'name', key: string, value: string | number | undefined): string {
  return value === undefined ? '' : `<meta ${attribute}="${key}" content="${escapeAttribute(String(value))}" />`;
}

/** The oEmbed address of a page (its discovery link). */
export function toOEmbedUrl(pageUrl: string, context: ShareContext): string {
  return `${context.publicUrl}/api/oembed?format=json&url=${encodeURIComponent(pageUrl)}`;
}

/**
 * The tags the server writes into a page's HTML: OpenGraph, Twitter (a player card for
 * embeddable items), the canonical link and the oEmbed discovery link. Every value is escaped.
 */
export function renderPreviewTags(preview: PagePreview, context: ShareContext): string {
  const tags = [
    meta('name', 'description', preview.description),
    `<link rel="canonical" href="${escapeAttribute(preview.url)}" />`,
    meta('property', 'og:site_name', context.brandName),
    meta('property', 'og:type', preview.ogType),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    meta('property', 'og:image', preview.image.url),
    meta('property', 'og:image:width', preview.image.width),
    meta('property', 'og:image:height', preview.image.height),
    meta('property', 'og:image:alt', preview.title),
  ];
  if (preview.audio)
    tags.push(meta('property', 'og:audio', preview.audio.url), meta('property', 'og:audio:type', preview.audio.type));
  if (preview.videoUrl) tags.push(meta('property', 'og:video', preview.videoUrl));
  tags.push(
    meta(
      'name',
      'twitter:card',
      preview.embed ? 'player' : preview.kind === 'site' ? 'summary_large_image' : 'summary',
    ),
  );
  tags.push(
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', preview.image.url),
  );
  if (preview.embed) {
    tags.push(
      meta('name', 'twitter:player', preview.embed.url),
      meta('name', 'twitter:player:width', 480),
      meta('name', 'twitter:player:height', preview.embed.height),
    );
    tags.push(
      `<link rel="alternate" type="application/json+oembed" href="${escapeAttribute(toOEmbedUrl(preview.url, context))}" title="${escapeAttribute(preview.title)}" />`,
    );
  }
  return tags.filter(Boolean).join('\n    ');
}

/** The default width of an embedded player, when the consumer sets no maximum. */
export const OEMBED_DEFAULT_WIDTH = 480;

/** The oEmbed reply of an embeddable page, within the consumer's maximum size. */
export function presentOEmbed(
  preview: PagePreview & { embed: NonNullable<PagePreview['embed']> },
  context: ShareContext,
  max: { width?: number; height?: number },
): OEmbed {
  const width = Math.min(max.width ?? OEMBED_DEFAULT_WIDTH, preview.kind === 'video' ? 640 : 1200);
  const height = Math.min(max.height ?? preview.embed.height, preview.embed.height);
  const html = `<iframe src="${escapeAttribute(preview.embed.url)}" width="${width}" height="${height}" title="${escapeAttribute(preview.title)}" style="border:0;border-radius:12px" loading="lazy" allow="autoplay; encrypted-media; fullscreen; picture-in-picture"></iframe>`;
  return {
    version: '1.0',
    type: preview.kind === 'video' ? 'video' : 'rich',
    provider_name: context.brandName,
    provider_url: context.publicUrl,
    title: preview.title,
    author_name: preview.author?.name ?? context.brandName,
    author_url: preview.author?.url ?? context.publicUrl,
    html,
    width,
    height,
    thumbnail_url: preview.image.url,
    ...(preview.image.width ? { thumbnail_width: preview.image.width, thumbnail_height: preview.image.height } : {}),
    cache_age: 3600,
  };
}
