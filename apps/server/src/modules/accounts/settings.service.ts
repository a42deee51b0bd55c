import crypto from 'node:crypto';
import { RATE_LIMITS } from '@indiwave/domain/constants';
import type { SessionReply } from '@indiwave/domain/contract/auth';
import type { ProfileCoverPicType, SocialLinks } from '@indiwave/domain/contract/account-settings';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/parse-with.ts';
import type { AccountDeps } from './account-deps.ts';
import { hashPassword, verifyPassword } from './password-hasher.ts';
import { createProfileImageStore, renderProfileImage } from './profile-image.ts';
import { hasBandType, requireRow, resolveArtistTypes, resolveGenres, resolveLanguages, resolvePlace, writeUnique, type PlaceInput } from './profile-fields.ts';
import { isPlaceholderEmail, presentScreenGuides, toMediaUrl } from './session.presenter.ts';
import type { SessionService } from './session.service.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import type { ScreenGuideColumn, UserPatch } from './users.repository.ts';
import { isUsernameAvailable } from './usernames.ts';
import type { VerificationService } from './verification.service.ts';
import type { ProgressCheck } from '../achievements/progress-check.ts';

const GUIDE_COLUMNS: Record<'dashboard' | 'claps' | 'schedule', ScreenGuideColumn> = {
  dashboard: 'is_dashboard_read',
  claps: 'is_claps_read',
  schedule: 'is_schedule_read',
};

/** The settings page (spec 2 §7 {product}user/…), the upgrade to artist and the screen guides. */
/**
 * `achievements`: e-Press Kit changes (social links, personal details, pictures) may earn
 * full_press_kit, awarded in the change's transaction.
 */
export function createSettingsService(deps: AccountDeps, session: SessionService, verification: VerificationService, achievements: ProgressCheck) {
  const { store, limits, config } = deps;
  const images = createProfileImageStore(deps.platform.storage);

  async function loadUser(authUser: AuthUser) {
    return requireRow(await store.users.findById(authUser.id));
  }

  return {
    /** change_password: old + new + confirm, or new + confirm when the account has no password. Other sessions end. */
    async changePassword(authUser: AuthUser, input: { old_password?: string; new_password: string }) {
      await limits.consume(`password-change:${authUser.id}`, RATE_LIMITS.passwordChangePerAccount);
      const user = await loadUser(authUser);
      if (user.password_hash) {
        if (!input.old_password) throw fieldError('old_password', MESSAGES.oldPasswordRequired);
        if (!(await verifyPassword(user.password_hash, input.old_password))) throw fieldError('old_password', MESSAGES.oldPasswordWrong);
      }
      await store.users.updateUser(user.id, { password_hash: await hashPassword(input.new_password), updated_at: deps.now() });
      await session.keys.revokeUserKeys(user.id, authUser.tokenId);
      return { success: true as const, message: MESSAGES.passwordChanged };
    },

    /**
     * delete_account: the row stays (comments, claps and follows keep pointing somewhere) but
     * is anonymised as 'Deleted user'; the e-mail and slug are freed; identities, links,
     * codes, pictures and sessions are removed (docs/decisions.md).
     */
    async deleteAccount(authUser: AuthUser, reason: string) {
      const user = await loadUser(authUser);
      const now = deps.now();
      const tag = crypto.randomBytes(8).toString('hex');
      await store.transaction(async (trx) => {
        await trx.users.updateUser(user.id, {
          slug: `deleted-${tag}`,
          email: `deleted-${tag}@deleted.invalid`,
          password_hash: null,
          first_name: MESSAGES.deletedUserName,
          last_name: '',
          band_name: null,
          bio: null,
          profile_pic: null,
          cover_pic: null,
          mobile: null,
          mobile_country_code: null,
          whatsapp_number: null,
          is_email_verified: 0,
          is_mobile_verified: 0,
          is_whatsapp_verified: 0,
          country_id: null,
          state_id: null,
          city_id: null,
          other_city: null,
          is_newsletter_subscribed: 0,
          needs_update_form: 0,
          deleted_at: now,
          delete_reason: reason,
          updated_at: now,
        });
        await trx.users.deletePersonalRows(user.id);
        await trx.verification.deleteUserSecrets(user.id);
        await trx.tokens.revokeUserTokens(user.id, now);
      });
      await deps.syncSearch(user.id);
      await images.deletePicture(user.profile_pic);
      await images.deletePicture(user.cover_pic);
      return { success: true as const, message: MESSAGES.accountDeleted };
    },

    /** change_url: a new slug, unique and not reserved. */
    async changeUrl(authUser: AuthUser, username: string, ip: string): Promise<SessionReply> {
      const user = await loadUser(authUser);
      if (!(await isUsernameAvailable(store.users, username, config.brand.slug, user.id))) throw fieldError('username', MESSAGES.usernameTaken);
      await writeUnique(() => store.users.updateUser(user.id, { slug: username, updated_at: deps.now() }), MESSAGES.emailTakenPopup);
      await deps.syncSearch(user.id);
      return session.describeSession(user.id, authUser.tokenKey, { ip, message: MESSAGES.changesSaved });
    },

    async readEmail(authUser: AuthUser) {
      const user = await loadUser(authUser);
      return { success: true as const, result: { email: isPlaceholderEmail(user.email) ? '' : user.email, ismail_verify: user.is_email_verified === 1 } };
    },

    async readMobile(authUser: AuthUser) {
      const user = await loadUser(authUser);
      return {
        success: true as const,
        result: {
          mobile: user.mobile,
          code: user.mobile_country_code,
          ismobile_verify: user.is_mobile_verified === 1,
          iswhatsapp_verify: user.is_whatsapp_verified === 1,
          whatsapp_number: user.whatsapp_number,
        },
      };
    },

    /** change_user_mobile: without otp a code goes out; with it the mobile is verified and saved. */
    async changeMobile(authUser: AuthUser, input: { mobile_number: string; code: string; whatsapp?: boolean; otp?: string }, ip: string) {
      if (input.otp) return verification.verifyMobileCode(authUser.id, input.mobile_number, input.otp, ip);
      return verification.requestMobileCode(authUser.id, { mobile: input.mobile_number, countryCode: input.code, isWhatsapp: input.whatsapp ?? false }, ip);
    },

    async changeNewsletter(authUser: AuthUser, isSubscribed: boolean) {
      await store.users.updateUser(authUser.id, { is_newsletter_subscribed: isSubscribed ? 1 : 0, updated_at: deps.now() });
      return { success: true as const, message: MESSAGES.changesSaved, is_subscribed: isSubscribed };
    },

    async changeSocialLinks(authUser: AuthUser, links: SocialLinks) {
      const announce = await store.transaction(async (repos, trx) => {
        await repos.users.saveSocialLinks(authUser.id, links, deps.now());
        return achievements.checkProgressInTransaction(trx, authUser.id);
      });
      await announce();
      return { success: true as const, message: MESSAGES.changesSaved, result: await store.users.readSocialLinks(authUser.id) };
    },

    /** GET personal_details: what the settings page shows. */
    async readPersonalDetails(authUser: AuthUser) {
      const user = await loadUser(authUser);
      const [place, genres, languages, artistTypes, links] = await Promise.all([
        store.users.findPlace(user.country_id, user.state_id, user.city_id),
        store.users.listGenres(user.id),
        store.users.listLanguages(user.id),
        store.users.listArtistTypes(user.id),
        store.users.readSocialLinks(user.id),
      ]);
      return {
        success: true as const,
        result: {
          first_name: user.first_name,
          last_name: user.last_name,
          band_name: user.band_name,
          bio: user.bio,
          country_id: user.country_id,
          state_id: user.state_id,
          city_id: user.city_id,
          other_city: user.other_city,
          country: place.country,
          state: place.state,
          city: place.city ?? user.other_city,
          genre_id: genres,
          languages,
          artist_type: artistTypes,
          social_links: links,
          is_subscribed: user.is_newsletter_subscribed === 1,
          email: isPlaceholderEmail(user.email) ? '' : user.email,
          ismail_verify: user.is_email_verified === 1,
          mobile: user.mobile,
          mobile_country_code: user.mobile_country_code,
          ismobile_verify: user.is_mobile_verified === 1,
          has_usable_password: user.password_hash !== null,
          slug_username: user.slug,
          profile_pic: toMediaUrl(user.profile_pic),
          cover_pic: toMediaUrl(user.cover_pic),
        },
      };
    },

    /** POST personal_details: names, band name, bio, place, genres and preferred languages. */
    async savePersonalDetails(
      authUser: AuthUser,
      input: PlaceInput & { fname: string; lname: string; band_name: string; bio: string; genre?: number[]; language_ids?: number[] },
      ip: string,
    ): Promise<SessionReply> {
      const user = await loadUser(authUser);
      const place = await resolvePlace(store.users, input);
      if (input.genre) await resolveGenres(store.users, input.genre);
      if (input.language_ids) await resolveLanguages(store.users, input.language_ids);
      const announce = await store.transaction(async (trx, handle) => {
        await trx.users.updateUser(user.id, {
          first_name: input.fname,
          last_name: input.lname,
          band_name: input.band_name || null,
          bio: input.bio || null,
          ...place,
          updated_at: deps.now(),
        });
        if (input.genre) await trx.users.replaceGenres(user.id, input.genre);
        if (input.language_ids) await trx.users.replaceLanguages(user.id, input.language_ids);
        return achievements.checkProgressInTransaction(handle, user.id);
      });
      await announce();
      await deps.syncSearch(user.id);
      return session.describeSession(user.id, authUser.tokenKey, { ip, message: MESSAGES.changesSaved });
    },

    /** update_profile_cover_pic: checked and resized by content, stored under a new name; the old file goes. */
    async updatePicture(authUser: AuthUser, kind: ProfileCoverPicType, upload: Buffer, ip: string): Promise<SessionReply> {
      const user = await loadUser(authUser);
      const picture = await renderProfileImage(upload, kind);
      const key = await images.savePicture(kind, picture);
      const old = kind === 'profile' ? user.profile_pic : user.cover_pic;
      const announce = await store.transaction(async (repos, trx) => {
        await repos.users.updateUser(user.id, kind === 'profile' ? { profile_pic: key, updated_at: deps.now() } : { cover_pic: key, updated_at: deps.now() });
        return achievements.checkProgressInTransaction(trx, user.id);
      });
      await announce();
      await images.deletePicture(old);
      if (kind === 'profile') await deps.syncSearch(user.id);
      return session.describeSession(user.id, authUser.tokenKey, { ip, message: MESSAGES.changesSaved });
    },

    /**
     * listener_to_artist (spec 2 §4, §5.4): one transaction turns the listener into an Artist
     * (a Band when is_type says so or the Band category is chosen) with the form's name,
     * username, mobile, e-mail, types, genres and place. A changed e-mail or mobile must be
     * verified again; a new e-mail gets its code.
     */
    async upgradeToArtist(
      authUser: AuthUser,
      input: PlaceInput & {
        fname: string;
        lname: string;
        is_type?: 'Artist' | 'Band';
        username: string;
        mobile: string;
        email: string;
        artistType: number[];
        genre?: number[];
      },
      ip: string,
    ): Promise<SessionReply> {
      const user = await loadUser(authUser);
      if (user.type !== 'Listener') throw AppError.badRequest(MESSAGES.alreadyArtist);
      const fields: Record<string, string> = {};
      if (!(await isUsernameAvailable(store.users, input.username, config.brand.slug, user.id))) fields.username = MESSAGES.usernameTaken;
      if (await store.users.isEmailTaken(input.email, user.id)) fields.email = MESSAGES.emailTakenPopup;
      const first = Object.values(fields)[0];
      if (first) throw AppError.badRequest(first, fields);
      const types = await resolveArtistTypes(store.users, input.artistType, 'artistType');
      if (input.genre) await resolveGenres(store.users, input.genre);
      const place = await resolvePlace(store.users, input);

      const isEmailChanged = input.email !== user.email;
      const isMobileChanged = input.mobile !== user.mobile;
      const patch: UserPatch = {
        type: input.is_type === 'Band' || hasBandType(types) ? 'Band' : 'Artist',
        first_name: input.fname,
        last_name: input.lname,
        slug: input.username,
        mobile: input.mobile,
        ...(place.country_id !== null ? place : {}),
        updated_at: deps.now(),
      };
      if (isEmailChanged) Object.assign(patch, { email: input.email, is_email_verified: 0 });
      if (isMobileChanged) Object.assign(patch, { is_mobile_verified: 0, mobile_country_code: null, is_whatsapp_verified: 0, whatsapp_number: null });
      await writeUnique(() => store.transaction(async (trx) => {
        await trx.users.updateUser(user.id, patch);
        await trx.users.replaceArtistTypes(user.id, input.artistType);
        if (input.genre) await trx.users.replaceGenres(user.id, input.genre);
        if (isEmailChanged) {
          await trx.verification.spendUserLinks(user.id, 'reset', deps.now());
          await trx.verification.spendUserLinks(user.id, 'activate', deps.now());
        }
      }), MESSAGES.emailTakenPopup);
      await deps.syncSearch(user.id);
      if (isEmailChanged) await verification.sendWelcomeCode(user.id, input.email);
      return session.describeSession(user.id, authUser.tokenKey, { ip });
    },

    async readScreenGuides(authUser: AuthUser) {
      return { success: true as const, result: presentScreenGuides(await store.users.readScreenGuides(authUser.id)) };
    },

    async markScreenGuide(authUser: AuthUser, name: keyof typeof GUIDE_COLUMNS) {
      await store.users.markScreenGuide(authUser.id, GUIDE_COLUMNS[name]);
      return { success: true as const, result: presentScreenGuides(await store.users.readScreenGuides(authUser.id)) };
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
