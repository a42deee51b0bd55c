import type { FastifyBaseLogger } from 'fastify';
import type { AlbumDetail } from '@indiwave/domain/contract/albums';
import type { BlogDetail } from '@indiwave/domain/contract/blogs';
import type { OEmbed } from '@indiwave/domain/contract/link-preview';
import type { PlaylistDetail } from '@indiwave/domain/contract/playlists';
import type { Profile } from '@indiwave/domain/contract/profile';
import type { SongDetail } from '@indiwave/domain/contract/songs';
import type { VideoDetail } from '@indiwave/domain/contract/videos';
import { parseItemPath, type ItemPath } from '@indiwave/domain/rules/item-path';
import { AppError } from '../../http/app-error.ts';
import type { ShareContext } from '../share/share.presenter.ts';
import {
  presentAlbumPreview,
  presentArtistPreview,
  presentBlogPreview,
  presentOEmbed,
  presentPlaylistPreview,
  presentSitePreview,
  presentSongPreview,
  presentVideoPreview,
  renderPreviewTags,
  type PagePreview,
} from './link-preview.presenter.ts';

/** How the shareable things are read, as a visitor sees them (their modules' services; 404 when hidden). */
export type PreviewReaders = {
  song: (slug: string) => Promise<{ song: SongDetail; mp3: string | null }>;
  album: (slug: string) => Promise<AlbumDetail>;
  playlist: (slug: string) => Promise<PlaylistDetail>;
  video: (slug: string) => Promise<VideoDetail>;
  artist: (slug: string) => Promise<Profile>;
  blog: (slug: string) => Promise<BlogDetail>;
};

/**
 * Link previews (issue 6): the OpenGraph and Twitter tags in the HTML of every shareable page,
 * and oEmbed for the embeddable ones. Only what a visitor may see is described: a private item
 * reads as the site itself, so nothing about it leaks through a pasted link.
 */
export function createLinkPreviewService(options: {
  readers: PreviewReaders;
  context: ShareContext;
  brandSlug: string;
  logger: FastifyBaseLogger;
}) {
  const { readers, context } = options;

  async function describeItem(item: ItemPath): Promise<PagePreview | null> {
    try {
      switch (item.kind) {
        case 'song': {
          const { song, mp3 } = await readers.song(item.slug);
          return presentSongPreview(song, mp3, context);
        }
        case 'album':
          return presentAlbumPreview(await readers.album(item.slug), context);
        case 'playlist':
          return presentPlaylistPreview(await readers.playlist(item.slug), context);
        case 'video':
          return presentVideoPreview(await readers.video(item.slug), context);
        case 'artist':
          return presentArtistPreview(await readers.artist(item.slug), context);
        case 'blog':
          return presentBlogPreview(await readers.blog(item.slug), context);
      }
    } catch (error) {
      // Missing and hidden items (AppErrors, including the profile's 'User not found') are expected here.
      if (!(error instanceof AppError)) options.logger.warn({ err: error, item }, 'link preview failed');
      return null;
    }
  }

  return {
    /** The tags of the page at `url` (path and query): its item's, else the site's. Never throws. */
    async renderMeta(url: string): Promise<string> {
      const pathname = url.split('?')[0];
      const item = parseItemPath(pathname, options.brandSlug);
      const preview = (item && (await describeItem(item))) ?? presentSitePreview(pathname, context);
      return renderPreviewTags(preview, context);
    },

    /** GET oembed: the player of a song, album, playlist or video page of this site. */
    async readOEmbed(query: {
      url: string;
      format: 'json' | 'xml';
      maxwidth?: number;
      maxheight?: number;
    }): Promise<OEmbed> {
      if (query.format !== 'json') throw new AppError(501, 'Only the json format is served.', 'not_implemented');
      let page: URL;
      try {
        page = new URL(query.url, context.publicUrl);
      } catch {
        throw AppError.notFound();
      }
      if (page.origin !== new URL(context.publicUrl).origin) throw AppError.notFound();
      const item = parseItemPath(page.pathname, options.brandSlug);
      const preview = item && item.kind !== 'artist' && item.kind !== 'blog' ? await describeItem(item) : null;
      if (!preview?.embed) throw AppError.notFound();
      return presentOEmbed({ ...preview, embed: preview.embed }, context, {
        width: query.maxwidth,
        height: query.maxheight,
      });
    },
  };
}

export type LinkPreviewService = ReturnType<typeof createLinkPreviewService>;
