import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { songCreateFieldsSchema, songRoutes as contract } from '@indiwave/domain/contract/songs';
import { MESSAGES } from '@indiwave/domain/messages';
import { getUser } from '../../http/auth.plugin.ts';
import { fieldError, parseWith } from '../../http/parse-with.ts';
import { addRoute } from '../../http/route.ts';
import { assertCanUpload } from './catalog-rules.ts';
import type { AlbumsService } from './albums.service.ts';
import type { CatalogStore } from './catalog-store.ts';
import { AUDIO_FIELD_RULE, IMAGE_FIELD_RULE, type PendingUploadsService } from './pending-uploads.service.ts';
import type { SongsService } from './songs.service.ts';
import { receiveUpload } from './upload-reader.ts';
import type { AchievementsService } from '../achievements/achievements.service.ts';
import { awardAfterChanges } from '../achievements/award-after-changes.ts';

const tags = ['songs'];

/** The song calls (songs.ts): create, one-shot upload, album tracks, edit, delete, detail, player, promo. */
export async function songsRoutes(
  app: FastifyInstance,
  options: { songs: SongsService; albums: AlbumsService; uploads: PendingUploadsService; store: CatalogStore; tempDir: string; achievements: AchievementsService },
): Promise<void> {
  // Uploads and e-Press Kit changes may earn achievements (issue 8).
  app.addHook('onSend', awardAfterChanges(options.achievements, app.log));
  await app.register(multipart);
  const { songs, albums, uploads, store, tempDir } = options;
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };

  addRoute(app, contract.uploadSongDetails, ({ body, request }) => songs.createSong(getUser(request), body), signedIn);

  // One request: the audio, the artwork and the form. The form is checked before the files
  // are inspected or stored; whatever was stored is removed again when the song is refused.
  addRoute(app, contract.songUpload, async ({ request }) => {
    const user = getUser(request);
    assertCanUpload(user);
    const upload = await receiveUpload(request, tempDir, { song: AUDIO_FIELD_RULE, image: IMAGE_FIELD_RULE });
    const stored: { audio?: string; image?: string } = {};
    try {
      const { image: _image, ...formFields } = upload.fields;
      const fields = parseWith(songCreateFieldsSchema, formFields);
      const audio = upload.files.get('song');
      if (!audio || audio.size === 0) throw fieldError('song', MESSAGES.audioRequired);
      stored.audio = (await uploads.storePendingAudio(user.id, audio)).upload_id;
      const image = upload.files.get('image');
      if (image && image.size > 0) stored.image = (await uploads.storePendingArtwork(user.id, image)).image_id;
      return await songs.createSong(user, { ...fields, upload_id: stored.audio, image: stored.image ?? null });
    } catch (error) {
      const pending = await store.transaction(async (repos) => {
        const rows = [];
        for (const [token, kind] of [[stored.audio, 'original'], [stored.image, 'artwork']] as const) {
          if (!token) continue;
          const row = await repos.media.findPending(token, user.id, kind, '1970-01-01T00:00:00.000Z');
          if (row) rows.push(row);
        }
        return rows;
      });
      await uploads.discardFiles(pending);
      throw error;
    } finally {
      await upload.cleanup();
    }
  }, signedIn);

  addRoute(app, contract.uploadMusic, async ({ body, request }) => {
    const user = getUser(request);
    const album = await albums.findEditableAlbum(user, body.slug_album);
    const { slug_album: _slug, ...fields } = body;
    return songs.createSong(user, fields, album);
  }, signedIn);
  addRoute(app, contract.editMusic, ({ params, body, request }) => songs.updateSong(getUser(request), params.slug, body), signedIn);
  addRoute(app, contract.song, ({ params, request }) => songs.readSong(request.user, params.slug), { tags });
  addRoute(app, contract.editSong, ({ params, body, request }) => songs.updateSong(getUser(request), params.slug, body), signedIn);
  addRoute(app, contract.deleteSong, ({ params, request }) => songs.deleteSong(getUser(request), params.slug), signedIn);
  addRoute(app, contract.songPlayer, ({ params, request }) => songs.readPlayerSong(request.user, params.slug), { tags });
  addRoute(app, contract.promoSongDetail, ({ params, request }) => songs.readPromoSong(request.user, params.slug), { tags });
}
