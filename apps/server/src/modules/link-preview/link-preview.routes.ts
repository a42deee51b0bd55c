import type { FastifyInstance } from 'fastify';
import { linkPreviewRoutes as contract } from '@indiwave/domain/contract/link-preview';
import type { AppDeps } from '../../app.ts';
import { addRoute } from '../../http/route.ts';
import { getContentServices } from '../../content-services.ts';
import { getCatalogServices } from '../catalog/catalog-services.ts';
import { getPlaylistsService } from '../playlists/playlists.routes.ts';
import { getProfileService } from '../profile/profile.routes.ts';
import { createLinkPreviewService, type LinkPreviewService } from './link-preview.service.ts';

const services = new WeakMap<AppDeps, LinkPreviewService>();

/** The link previews of one app: the oEmbed route and the web plugin's meta tags share it. */
export function getLinkPreviewService(deps: AppDeps, logger: FastifyInstance['log']): LinkPreviewService {
  let service = services.get(deps);
  if (!service) {
    const catalog = getCatalogServices(deps, logger);
    const playlists = getPlaylistsService(deps, logger);
    const profiles = getProfileService(deps, logger);
    service = createLinkPreviewService({
      readers: {
        song: async (slug) => {
          const [{ result: song }, { result: player }] = await Promise.all([
            catalog.songs.readSong(null, slug),
            catalog.songs.readPlayerSong(null, slug),
          ]);
          return { song, mp3: player.mp3 };
        },
        album: async (slug) => (await catalog.albums.readAlbum(null, slug)).result,
        playlist: async (slug) => (await playlists.readPlaylist(null, slug)).result,
        video: async (slug) => (await catalog.videos.readVideo(null, slug)).result,
        artist: async (slug) => (await profiles.readProfile(null, slug)).result,
        blog: (slug) => getContentServices(deps, logger).blogs.readBlog(slug),
      },
      context: { publicUrl: deps.config.publicUrl, brandName: deps.config.brand.name },
      brandSlug: deps.config.brand.slug,
      logger,
    });
    services.set(deps, service);
  }
  return service;
}

/** GET oembed (contract/link-preview.ts). */
export async function linkPreviewRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = getLinkPreviewService(deps, app.log);
  addRoute(
    app,
    contract.oembed,
    async ({ query, reply }) => {
      reply.header('cache-control', 'public, max-age=3600');
      return service.readOEmbed(query);
    },
    { tags: ['link-preview'] },
  );
}
