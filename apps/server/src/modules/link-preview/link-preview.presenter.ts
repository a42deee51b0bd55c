import { EMBED_HEIGHT, EMBED_HEIGHT_VIDEO, SOCIAL_IMAGE_SIZES } from '@indiwave/domain/constants';
import type { AlbumDetail } from '@indiwave/domain/contract/albums';
import type { BlogDetail } from '@indiwave/domain/contract/blogs';
import type { OEmbed } from '@indiwave/domain/contract/link-preview';
import type { PlaylistDetail } from '@indiwave/domain/contract/playlists';
import type { Profile } from '@indiwave/domain/contract/profile';
import type { SongDetail } from '@indiwave/domain/contract/songs';
import type { VideoDetail } from '@indiwave/domain/contract/videos';
import { MESSAGES } from '@indiwave/domain/messages';
import { toAbsolute, type ShareContext } from '../share/share.presenter.ts';

/** The embeddable kinds of page, the artist's e-Press Kit and blog posts. */
export type PreviewKind = 'song' | 'album' | 'playlist' | 'video' | 'artist' | 'blog';

/** A schema.org object, written into the page as JSON-LD for search engines. */
export type JsonLd = Record<string, unknown>;

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
  /** schema.org description of the page (JSON-LD), when it describes one thing. */
  jsonLd?: JsonLd;
  /** article:published_time and article:modified_time (blog posts). */
  article?: { publishedTime: string | null; modifiedTime: string; section: string };
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
    ...(path === '/' ? { jsonLd: { '@context': 'https://schema.org', '@type': 'WebSite', name: context.brandName, url: `${context.publicUrl}/`, potentialAction: { '@type': 'SearchAction', target: `${context.publicUrl}/search?keywords={search_term_string}`, 'query-input': 'required name=search_term_string' } } } : {}),
  };
}

/** schema.org's person or group for an artist link. */
function toArtistLd(name: string, slug: string, context: ShareContext, type: 'MusicGroup' | 'Person' = 'MusicGroup'): JsonLd {
  return { '@type': type, name, url: `${context.publicUrl}/${slug}` };
}

/** ISO-8601 duration of seconds (PT3M29S). */
function toLdDuration(seconds: number): string | undefined {
  if (!(seconds > 0)) return undefined;
  const minutes = Math.floor(seconds / 60);
  return `PT${minutes > 0 ? `${minutes}M` : ''}${Math.round(seconds % 60)}S`;
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
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'MusicRecording',
      name: song.title,
      url: `${context.publicUrl}/songs/${song.slug_usersong}`,
      image: toAbsolute(song.images.w500, context),
      byArtist: toArtistLd(artist, song.user.slug_username, context),
      duration: toLdDuration(song.duration),
      datePublished: song.release_date ?? song.created_date,
      genre: song.genre.map((genre) => genre.name),
      ...(song.album ? { inAlbum: { '@type': 'MusicAlbum', name: song.album.title, url: `${context.publicUrl}/albums/${song.album.slug_album}` } } : {}),
      ...(song.description ? { description: toDescription(song.description) } : {}),
    },
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
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'MusicAlbum',
      name: album.title,
      url: `${context.publicUrl}/albums/${album.slug_album}`,
      image: toAbsolute(album.images.w500, context),
      ...(lead ? { byArtist: toArtistLd(artist, lead.slug_username, context) } : {}),
      numTracks: tracks,
      datePublished: album.release_date ?? album.created_date,
      genre: album.genre_id.map((genre) => genre.name),
      track: album.music_tracks.map((track, index) => ({ '@type': 'MusicRecording', position: index + 1, name: track.title, url: `${context.publicUrl}/songs/${track.slug_usersong}` })),
    },
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
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'MusicPlaylist',
      name: playlist.title,
      url: `${context.publicUrl}/playlists/${playlist.slug_playlist}`,
      image: toAbsolute(playlist.images.w500, context),
      numTracks: tracks,
      author: toArtistLd(owner, playlist.user.slug_username, context, 'Person'),
      dateModified: playlist.updated_date,
      ...(playlist.description ? { description: toDescription(playlist.description) } : {}),
    },
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
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: video.title,
      description: toDescription(`Watch ${video.title} by ${artist} on ${context.brandName}.`),
      url: `${context.publicUrl}/video-songs/${video.slug_uservideo}`,
      thumbnailUrl: video.img_640x480,
      uploadDate: video.created_date,
      embedUrl: `${context.publicUrl}/embed/video/${encodeURIComponent(video.slug_uservideo)}`,
      contentUrl: video.youtube_url,
      author: toArtistLd(artist, video.slug_username, context),
    },
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
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': profile.type === 'Band' ? 'MusicGroup' : 'Person',
      name: profile.name,
      url: `${context.publicUrl}/${profile.slug_username}`,
      ...(profile.profile_pic ? { image: toAbsolute(profile.profile_pic, context) } : {}),
      ...(profile.bio ? { description: toDescription(profile.bio) } : {}),
      ...(profile.type === 'Band' ? { genre: profile.genres.map((genre) => genre.name) } : { jobTitle: profile.type === 'Artist' ? 'Musician' : undefined }),
      ...(place ? { [profile.type === 'Band' ? 'foundingLocation' : 'homeLocation']: { '@type': 'Place', name: place } } : {}),
      sameAs: Object.values(profile.social_links).filter(Boolean),
    },
  };
}

/** A blog post (spec 1 §9: its share image is 900x450). */
export function presentBlogPreview(post: BlogDetail, context: ShareContext): PagePreview {
  const url = `${context.publicUrl}/blog/${post.slug}`;
  const image = toAbsolute(post.featured_image, context);
  return {
    kind: 'blog',
    title: post.title,
    description: toDescription(post.excerpt || `${post.title} on the ${context.brandName} blog.`),
    url,
    image: { url: image, ...SOCIAL_IMAGE_SIZES.blog },
    author: { name: post.author.name, url: `${context.publicUrl}/${post.author.slug_username}` },
    embed: null,
    audio: null,
    videoUrl: null,
    ogType: 'article',
    article: { publishedTime: post.published_at, modifiedTime: post.updated_at, section: post.category.name },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: toDescription(post.excerpt),
      image: [image],
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      datePublished: post.published_at,
      dateModified: post.updated_at,
      articleSection: post.category.name,
      author: { '@type': 'Person', name: post.author.name },
      publisher: { '@type': 'Organization', name: context.brandName, logo: { '@type': 'ImageObject', url: `${context.publicUrl}${DEFAULT_SOCIAL_IMAGE_PATH}` } },
    },
  };
}

/** JSON-LD inside a script element: `<` is escaped so no text can close the element. */
export function renderJsonLd(value: JsonLd): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
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
  if (preview.article) {
    tags.push(
      meta('property', 'article:published_time', preview.article.publishedTime ?? undefined),
      meta('property', 'article:modified_time', preview.article.modifiedTime),
      meta('property', 'article:section', preview.article.section),
    );
  }
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
  if (preview.kind === 'blog' || preview.url.endsWith('/blogs')) {
    tags.push(`<link rel="alternate" type="application/rss+xml" href="${escapeAttribute(`${context.publicUrl}/blogs/rss.xml`)}" title="${escapeAttribute(`${context.brandName} Blog`)}" />`);
  }
  if (preview.jsonLd) tags.push(renderJsonLd(preview.jsonLd));
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
