import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_MAX_MB, TECH_RIDER_MAX_MB } from '@indiwave/domain/constants';
import { profileRoutes as contract } from '@indiwave/domain/contract/profile';
import type { RouteContract } from '@indiwave/domain/contract/route';
import { fileTooLarge, MESSAGES } from '@indiwave/domain/messages';
import { withProduct } from '@indiwave/domain/rules/brand';
import { getUser } from '../../http/auth.plugin.ts';
import { fieldError } from '../../http/parse-with.ts';
import { addRoute } from '../../http/route.ts';
import { receiveUpload, type FileFieldRule, type ReceivedFile } from '../catalog/upload-reader.ts';
import type { ProfileService } from './profile.service.ts';

const tags = ['profile'];
const MB = 1024 * 1024;
const TECH_RIDER_RULE: FileFieldRule = { maxBytes: TECH_RIDER_MAX_MB * MB, tooLargeMessage: fileTooLarge(TECH_RIDER_MAX_MB), missingMessage: MESSAGES.techRiderRequired };
const PRESS_PHOTO_RULE: FileFieldRule = { maxBytes: IMAGE_MAX_MB * MB, tooLargeMessage: fileTooLarge(IMAGE_MAX_MB), missingMessage: MESSAGES.imageRequired };

/** The profile / e-Press Kit calls (contract/profile.ts). */
export async function profileRoutes(app: FastifyInstance, options: { profile: ProfileService; tempDir: string; brandSlug: string }): Promise<void> {
  await app.register(multipart);
  const { profile: service, tempDir } = options;
  const at = <T extends RouteContract>(route: T): T => ({ ...route, path: withProduct(route.path, options.brandSlug) });
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };

  /** Receives one file field to a temporary file, runs `work` with it, and always removes what is left. */
  async function withUpload<T>(request: FastifyRequest, field: string, rule: FileFieldRule, work: (file: ReceivedFile) => Promise<T>): Promise<T> {
    const upload = await receiveUpload(request, tempDir, { [field]: rule });
    try {
      const file = upload.files.get(field);
      if (!file || file.size === 0) throw fieldError(field, rule.missingMessage);
      return await work(file);
    } finally {
      await upload.cleanup();
    }
  }

  addRoute(
    app,
    at(contract.profile),
    ({ query, request }) => service.visitProfile(request.user, query.slug, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
    { tags },
  );
  addRoute(app, at(contract.albums), ({ query, request }) => service.listAlbums(request.user, query), { tags });
  addRoute(app, at(contract.uploadTechRider), ({ request }) => withUpload(request, 'tech_rider', TECH_RIDER_RULE, (file) => service.saveTechRider(getUser(request), file)), signedIn);
  addRoute(app, at(contract.techRider), ({ query }) => service.readTechRider(query.slug), { tags });
  addRoute(app, at(contract.downloadTechRider), ({ query, reply }) => service.sendTechRider(query.slug, reply), { tags });
  addRoute(app, at(contract.deleteTechRider), ({ request }) => service.deleteTechRider(getUser(request)), signedIn);
  addRoute(app, at(contract.pressPhotos), ({ query }) => service.listPressPhotos(query.slug), { tags });
  addRoute(app, at(contract.uploadPressPhoto), ({ request }) => withUpload(request, 'image', PRESS_PHOTO_RULE, (file) => service.addPressPhoto(getUser(request), file)), signedIn);
  addRoute(app, at(contract.deletePressPhoto), ({ params, request }) => service.deletePressPhoto(getUser(request), params.photo_id), signedIn);
  addRoute(app, at(contract.saveBandMembers), ({ body, request }) => service.saveBandMembers(getUser(request), body.members), signedIn);
  addRoute(app, at(contract.savePreferences), ({ body, request }) => service.savePreferences(getUser(request), body.preferences), signedIn);
}
