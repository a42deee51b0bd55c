import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_MAX_MB } from '@indiwave/domain/constants';
import { accountSettingsRoutes as contract, profileCoverPicFieldsSchema } from '@indiwave/domain/contract/account-settings';
import type { RouteContract } from '@indiwave/domain/contract/route';
import { MESSAGES } from '@indiwave/domain/messages';
import { withProduct } from '@indiwave/domain/rules/brand';
import { AppError } from '../../http/app-error.ts';
import { getUser } from '../../http/auth.plugin.ts';
import { toMultipartFailure } from '../../http/multipart-failure.ts';
import { fieldError, parseWith } from '../../http/parse-with.ts';
import { stripNul } from '../../http/strip-nul.ts';
import { addRoute } from '../../http/route.ts';
import type { SettingsService } from './settings.service.ts';
import type { VerificationService } from './verification.service.ts';

const tags = ['account settings'];
const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;

/**
 * Reads the multipart picture upload: the `image_type` field and the `image` file, in any
 * order. A file over 2 MB is 413 'The file selected exceeds 2 MB'.
 */
async function readPictureUpload(request: FastifyRequest): Promise<{ fields: Record<string, string>; image: Buffer | null }> {
  if (!request.isMultipart()) throw fieldError('image', MESSAGES.imageRequired);
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'image' && !image) image = buffer;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = stripNul(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, MESSAGES.imageTooLarge, 'too_large', { image: MESSAGES.imageTooLarge });
    throw toMultipartFailure(error);
  }
  return { fields, image };
}

/** The settings calls under {product}user/, the upgrade to artist and the screen guides. */
export async function accountSettingsRoutes(
  app: FastifyInstance,
  options: { settings: SettingsService; verification: VerificationService; brandSlug: string },
): Promise<void> {
  const { settings, verification, brandSlug } = options;
  // Only this scope parses multipart, and never more than one 2 MB file.
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
  const at = <T extends RouteContract>(route: T): T => ({ ...route, path: withProduct(route.path, brandSlug) });
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };

  addRoute(app, at(contract.changePassword), ({ body, request }) => settings.changePassword(getUser(request), body), signedIn);
  addRoute(app, at(contract.deleteAccount), ({ body, request }) => settings.deleteAccount(getUser(request), body.reason), signedIn);
  addRoute(app, at(contract.changeUrl), ({ body, request }) => settings.changeUrl(getUser(request), body.username, request.ip), signedIn);
  addRoute(app, at(contract.getUserEmail), ({ request }) => settings.readEmail(getUser(request)), signedIn);
  addRoute(app, at(contract.changeUserEmail), ({ body, request }) => {
    const userId = getUser(request).id;
    return body.otp ? verification.verifyEmailCode(userId, body.email, body.otp, request.ip) : verification.requestEmailCode(userId, body.email, request.ip);
  }, signedIn);
  addRoute(app, at(contract.getUserMobile), ({ request }) => settings.readMobile(getUser(request)), signedIn);
  addRoute(app, at(contract.changeUserMobile), ({ body, request }) => settings.changeMobile(getUser(request), body, request.ip), signedIn);
  addRoute(app, at(contract.changeNewsletterSubscription), ({ body, request }) => settings.changeNewsletter(getUser(request), body.is_subscribed), signedIn);
  addRoute(app, at(contract.changeSocialLinks), ({ body, request }) => settings.changeSocialLinks(getUser(request), body), signedIn);
  addRoute(app, at(contract.getPersonalDetails), ({ request }) => settings.readPersonalDetails(getUser(request)), signedIn);
  addRoute(app, at(contract.savePersonalDetails), ({ body, request }) => settings.savePersonalDetails(getUser(request), body, request.ip), signedIn);
  addRoute(app, at(contract.updateProfileCoverPic), async ({ request }) => {
    const user = getUser(request);
    const { fields, image } = await readPictureUpload(request);
    const { image_type: kind } = parseWith(profileCoverPicFieldsSchema, fields);
    if (!image || image.length === 0) throw fieldError('image', MESSAGES.imageRequired);
    return settings.updatePicture(user, kind, image, request.ip);
  }, signedIn);
  addRoute(app, contract.listenerToArtist, ({ body, request }) => settings.upgradeToArtist(getUser(request), body, request.ip), signedIn);
  addRoute(app, contract.screenGuides, ({ request }) => settings.readScreenGuides(getUser(request)), signedIn);
  addRoute(app, contract.updateScreenGuide, ({ body, request }) => settings.markScreenGuide(getUser(request), body.name), signedIn);
}
