import type { FastifyReply } from 'fastify';
import { IMAGE_MAX_MB, PRESS_PHOTOS_MAX, TECH_RIDER_MAX_MB } from '@indiwave/domain/constants';
import type { Profile } from '@indiwave/domain/contract/profile';
import { fileTooLarge, MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import { deletePictureFiles, storePictureFiles } from '../../platform/storage/picture-files.ts';
import type { StoragePort } from '../../platform/storage/storage.port.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import type { CatalogServices } from '../catalog/catalog-services.ts';
import { toAttachmentHeader } from '../catalog/downloads.service.ts';
import { withOneFile, type FileFieldRule, type ReceivedFile, type ReceiveUpload } from '../catalog/upload-reader.ts';
import type { AnalyticsService } from '../analytics/analytics.service.ts';
import type { SocialReads } from '../social/social-reads.service.ts';
import { assertPdf, createFileId, renderPressPhoto, toPressPhotoKeys, toPressPreviewKey } from './press-kit-files.ts';
import { presentPressPhoto, presentProfile, presentTechRider, toPreferences, type ArtistPreference } from './profile.presenter.ts';
import type { PersonRow, ProfileRepository } from './profile.repository.ts';
import { isCreator, requireCreator } from '../accounts/access.policy.ts';

const MB = 1024 * 1024;
const TECH_RIDER_RULE: FileFieldRule = { maxBytes: TECH_RIDER_MAX_MB * MB, tooLargeMessage: fileTooLarge(TECH_RIDER_MAX_MB), missingMessage: MESSAGES.techRiderRequired };
const PRESS_PHOTO_RULE: FileFieldRule = { maxBytes: IMAGE_MAX_MB * MB, tooLargeMessage: fileTooLarge(IMAGE_MAX_MB), missingMessage: MESSAGES.imageRequired };

export type ProfileServiceDeps = {
  repository: ProfileRepository;
  /** Counts the e-Press Kit's visits (analytics' profile views). */
  views: Pick<AnalyticsService, 'recordProfileView'>;
  catalog: CatalogServices;
  social: SocialReads;
  storage: StoragePort;
  /** Path of the API, for the tech rider's download URL ('/api/indiwaveuser/techrider/download'). */
  techRiderDownloadPath: string;
  now: () => Date;
};

/** Who can be followed, and has releases and a kit to fill: artists and bands. */

/**
 * The profile / e-Press Kit (spec 1 §2.4, §3; spec 2 §3): the public page's data, a profile's
 * album list, and the owner's own parts of the kit — band members, preferences, the tech
 * rider and press photos — with the checks the browser makes made again here.
 */
export function createProfileService({ repository, views, catalog, social, storage, techRiderDownloadPath, now }: ProfileServiceDeps) {
  const { urls } = catalog;

  /**
   * A live person by slug; unknown or deleted answers the spec's 'User not found' (spec 2 §8)
   * with 404 rather than the spec's 500, so a 5xx stays a signal of a real failure; the web app
   * goes to /404 on either (docs/security.md, issue 14).
   */
  async function findPerson(slug: string): Promise<PersonRow> {
    const person = await repository.findPersonBySlug(slug);
    if (!person) throw AppError.notFound(MESSAGES.userNotFound);
    return person;
  }

  async function saveTechRider(user: AuthUser, file: ReceivedFile) {
    await assertPdf(file.path);
    const key = `riders/${createFileId()}.pdf`;
    await storage.putFile(key, file.path, { contentType: 'application/pdf', move: true });
    const old = await repository.saveTechRider({ user_id: user.id, storage_key: key, file_name: toPdfName(file.fileName), size: file.size, created_at: now().toISOString() });
    if (old) await storage.delete(old);
    const rider = await repository.findTechRider(user.id);
    if (!rider) throw AppError.notFound();
    return { success: true as const, result: presentTechRider(rider, await repository.findSlugById(user.id), techRiderDownloadPath), message: MESSAGES.techRiderSaved };
  }

  /** A press photo's files: the photo, its preview when it has one, and their WebP siblings. */
  async function deletePressPhotoFiles(photoKey: string): Promise<void> {
    await deletePictureFiles(storage, photoKey);
    const previewKey = toPressPreviewKey(photoKey);
    if (previewKey) await deletePictureFiles(storage, previewKey);
  }

  async function addPressPhoto(user: AuthUser, file: ReceivedFile) {
    if ((await repository.listPressPhotos(user.id)).length >= PRESS_PHOTOS_MAX) throw AppError.badRequest(MESSAGES.pressPhotosMax, { image: MESSAGES.pressPhotosMax });
    const photo = await renderPressPhoto(file.path);
    const photoId = createFileId();
    const keys = toPressPhotoKeys(photoId);
    await storePictureFiles(storage, keys.photo, photo);
    await storePictureFiles(storage, keys.preview, photo.preview);
    const values = { user_id: user.id, photo_id: photoId, storage_key: keys.photo, width: photo.width, height: photo.height, created_at: now().toISOString() };
    if (!(await repository.insertPressPhoto(values, PRESS_PHOTOS_MAX))) {
      await deletePressPhotoFiles(keys.photo);
      throw AppError.badRequest(MESSAGES.pressPhotosMax, { image: MESSAGES.pressPhotosMax });
    }
    return { success: true as const, result: presentPressPhoto(values, urls), message: MESSAGES.pressPhotoSaved };
  }

  return {
    /**
     * GET {product}user/profile as a visit: the page, and one view counted per visitor per day
     * (issue 8). Link previews call readProfile, which counts nothing.
     */
    async visitProfile(viewerUser: AuthUser | null, slug: string, visit: { ip: string; userAgent: string }): Promise<{ success: true; result: Profile }> {
      const reply = await this.readProfile(viewerUser, slug);
      await views.recordProfileView({ artistSlug: slug, viewer: viewerUser, ip: visit.ip, userAgent: visit.userAgent });
      return reply;
    },

    /** The whole page in one reply. */
    async readProfile(viewerUser: AuthUser | null, slug: string): Promise<{ success: true; result: Profile }> {
      const person = await findPerson(slug);
      const isOwner = viewerUser?.id === person.id;
      const at = now().toISOString();
      const [genres, artistTypes, links, following, counts, members, preferences, rider, photos, viewerSocial] = await Promise.all([
        repository.listGenres(person.id),
        repository.listArtistTypes(person.id),
        repository.findSocialLinks(person.id),
        repository.countFollowing(person.id),
        repository.countCatalogue(person.id, isOwner, at),
        repository.listBandMembers(person.id),
        repository.listPreferences(person.id),
        repository.findTechRider(person.id),
        repository.listPressPhotos(person.id),
        social.loadViewerSocial(viewerUser?.id ?? null, {}, [person.id]),
      ]);
      const follow = viewerSocial.artistOf(person.id);
      return {
        success: true,
        result: presentProfile(person, {
          genres,
          artistTypes,
          links: links ?? null,
          followers: follow.followers_count,
          following,
          isFollowing: !isOwner && follow.is_following,
          isOwner,
          canFollow: isCreator(person.type),
          counts,
          members,
          preferences: toPreferences(preferences),
          rider: rider ? presentTechRider(rider, person.slug, techRiderDownloadPath) : null,
          photos: photos.map((photo) => presentPressPhoto(photo, urls)),
          urls,
        }),
      };
    },

    /** GET {product}user/albums: a profile's albums as flat list items. */
    async listAlbums(viewerUser: AuthUser | null, query: { slug: string; offset: number; limit: number }) {
      const person = await findPerson(query.slug);
      const { ids, count } = await repository.listAlbumIds(person.id, { isOwner: viewerUser?.id === person.id, now: now().toISOString(), offset: query.offset, limit: query.limit });
      return { success: true as const, results: await catalog.items.presentFlatAlbums(viewerUser, ids), count };
    },

    /** PUT {product}user/band_members: bands only; every role must exist. */
    async saveBandMembers(user: AuthUser, members: { name: string; role: number }[]) {
      if (user.type !== 'Band') throw AppError.forbidden(MESSAGES.bandMembersBandsOnly);
      const roles = [...new Set(members.map((member) => member.role))];
      if ((await repository.countBandRoles(roles)) !== roles.length) throw AppError.badRequest(MESSAGES.invalidInput, { members: MESSAGES.invalidInput });
      await repository.replaceBandMembers(user.id, members, now().toISOString());
      const saved = await repository.listBandMembers(user.id);
      return { success: true as const, results: saved.map((row) => ({ name: row.name, role: { id: row.role_id, name: row.role_name } })), message: MESSAGES.bandMembersSaved };
    },

    /** PUT {product}user/artist_preferences: artists and bands only. */
    async savePreferences(user: AuthUser, preferences: ArtistPreference[]) {
      requireCreator(user, MESSAGES.preferencesArtistsOnly);
      await repository.replacePreferences(user.id, preferences);
      return { success: true as const, results: toPreferences(await repository.listPreferences(user.id)), message: MESSAGES.preferencesSaved };
    },

    /** POST {product}user/techrider: a PDF by content; replaces the old one, whose file then goes. */
    uploadTechRider(user: AuthUser, receive: ReceiveUpload) {
      return withOneFile(receive, 'tech_rider', TECH_RIDER_RULE, (file) => saveTechRider(user, file));
    },

    /** POST {product}user/press_photos: checked and re-encoded; at most PRESS_PHOTOS_MAX. */
    uploadPressPhoto(user: AuthUser, receive: ReceiveUpload) {
      return withOneFile(receive, 'image', PRESS_PHOTO_RULE, (file) => addPressPhoto(user, file));
    },

    /** GET {product}user/techrider: the rider's data, or null. */
    async readTechRider(slug: string) {
      const person = await findPerson(slug);
      const rider = await repository.findTechRider(person.id);
      return { success: true as const, result: rider ? presentTechRider(rider, person.slug, techRiderDownloadPath) : null };
    },

    /** GET {product}user/techrider/download: the PDF as an attachment with its name. */
    async sendTechRider(slug: string, reply: FastifyReply) {
      const person = await findPerson(slug);
      const rider = await repository.findTechRider(person.id);
      const object = rider ? await storage.stat(rider.storage_key) : null;
      if (!rider || !object) throw AppError.notFound();
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', object.size)
        .header('content-disposition', toAttachmentHeader(rider.file_name.replace(/\.pdf$/i, ''), 'pdf'))
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(await storage.getStream(rider.storage_key));
    },

    /** DELETE {product}user/techrider. */
    async deleteTechRider(user: AuthUser) {
      const rider = await repository.findTechRider(user.id);
      if (!rider) throw AppError.notFound();
      await repository.deleteTechRider(user.id);
      await storage.delete(rider.storage_key);
      return { success: true as const, message: MESSAGES.techRiderDeleted };
    },

    /** GET {product}user/press_photos. */
    async listPressPhotos(slug: string) {
      const person = await findPerson(slug);
      return { success: true as const, results: (await repository.listPressPhotos(person.id)).map((photo) => presentPressPhoto(photo, urls)) };
    },

    /** DELETE {product}user/press_photos/{photo_id}: one's own photo (404 for anyone else's). */
    async deletePressPhoto(user: AuthUser, photoId: string) {
      const photo = await repository.findPressPhoto(user.id, photoId);
      if (!photo) throw AppError.notFound();
      await repository.deletePressPhoto(photo.id);
      await deletePressPhotoFiles(photo.storage_key);
      return { success: true as const, message: MESSAGES.pressPhotoDeleted };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;

/** The name a rider is downloaded with: the uploaded name, ending in .pdf. */
function toPdfName(name: string): string {
  const base = name.replace(/[\\/]+/g, ' ').trim().slice(0, 120) || 'tech-rider';
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}
