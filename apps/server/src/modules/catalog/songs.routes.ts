import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { songRoutes as contract } from '@indiwave/domain/contract/songs';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import type { AlbumsService } from './albums.service.ts';
import type { SongsService } from './songs.service.ts';
import { receiveUpload } from './upload-reader.ts';

const tags = ['songs'];

/** The song calls (songs.ts): create, one-shot upload, album tracks, edit, delete, detail, player, promo. */
export async function songsRoutes(
  app: FastifyInstance,
  options: { songs: SongsService; albums: AlbumsService; tempDir: string },
): Promise<void> {
  await app.register(multipart);
  const { songs, albums, tempDir } = options;
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };

  addRoute(app, contract.uploadSongDetails, ({ body, request }) => songs.createSong(getUser(request), body), signedIn);

  addRoute(app, contract.songUpload, ({ request }) => songs.uploadSong(getUser(request), (rules) => receiveUpload(request, tempDir, rules)), signedIn);

  addRoute(app, contract.uploadMusic, ({ body, request }) => albums.addTrack(getUser(request), body), signedIn);
  addRoute(app, contract.editMusic, ({ params, body, request }) => songs.updateSong(getUser(request), params.slug, body), signedIn);
  addRoute(app, contract.song, ({ params, request }) => songs.readSong(request.user, params.slug), { tags });
  addRoute(app, contract.editSong, ({ params, body, request }) => songs.updateSong(getUser(request), params.slug, body), signedIn);
  addRoute(app, contract.deleteSong, ({ params, request }) => songs.deleteSong(getUser(request), params.slug), signedIn);
  addRoute(app, contract.songPlayer, ({ params, request }) => songs.readPlayerSong(request.user, params.slug), { tags });
  addRoute(app, contract.promoSongDetail, ({ params, request }) => songs.readPromoSong(request.user, params.slug), { tags });
}
