import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { profileRoutes as contract } from '@indiwave/domain/contract/profile';
import type { RouteContract } from '@indiwave/domain/contract/route';
import { withProduct } from '@indiwave/domain/rules/brand';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import { receiveUpload, type ReceiveUpload } from '../catalog/upload-reader.ts';
import type { ProfileService } from './profile.service.ts';

const tags = ['profile'];

/** The profile / e-Press Kit calls (contract/profile.ts). */
export async function profileRoutes(app: FastifyInstance, options: { profile: ProfileService; tempDir: string; brandSlug: string }): Promise<void> {
  await app.register(multipart);
  const { profile: service, tempDir } = options;
  const at = <T extends RouteContract>(route: T): T => ({ ...route, path: withProduct(route.path, options.brandSlug) });
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };

  const receive = (request: FastifyRequest): ReceiveUpload => (rules) => receiveUpload(request, tempDir, rules);

  addRoute(
    app,
    at(contract.profile),
    ({ query, request }) => service.visitProfile(request.user, query.slug, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
    { tags },
  );
  addRoute(app, at(contract.albums), ({ query, request }) => service.listAlbums(request.user, query), { tags });
  addRoute(app, at(contract.uploadTechRider), ({ request }) => service.uploadTechRider(getUser(request), receive(request)), signedIn);
  addRoute(app, at(contract.techRider), ({ query }) => service.readTechRider(query.slug), { tags });
  addRoute(app, at(contract.downloadTechRider), ({ query, reply }) => service.sendTechRider(query.slug, reply), { tags });
  addRoute(app, at(contract.deleteTechRider), ({ request }) => service.deleteTechRider(getUser(request)), signedIn);
  addRoute(app, at(contract.pressPhotos), ({ query }) => service.listPressPhotos(query.slug), { tags });
  addRoute(app, at(contract.uploadPressPhoto), ({ request }) => service.uploadPressPhoto(getUser(request), receive(request)), signedIn);
  addRoute(app, at(contract.deletePressPhoto), ({ params, request }) => service.deletePressPhoto(getUser(request), params.photo_id), signedIn);
  addRoute(app, at(contract.saveBandMembers), ({ body, request }) => service.saveBandMembers(getUser(request), body.members), signedIn);
  addRoute(app, at(contract.savePreferences), ({ body, request }) => service.savePreferences(getUser(request), body.preferences), signedIn);
}
