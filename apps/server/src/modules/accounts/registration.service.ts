import { RATE_LIMITS, REGISTER_SOURCE } from '@indiwave/domain/constants';
import type { SessionReply } from '@indiwave/domain/contract/auth';
import {
  REGISTRATION_STEP,
  artistFormSchema,
  artistTypeFormSchema,
  cityFormSchema,
  listenerFormSchema,
  socialArtistFormSchema,
  socialListenerFormSchema,
  type RegistrationStep,
} from '@indiwave/domain/contract/registration';
import { MESSAGES } from '@indiwave/domain/messages';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { fieldError, parseWith } from '../../http/parse-with.ts';
import type { OAuthProfile } from '../../platform/oauth/oauth.port.ts';
import type { AccountDeps } from './account-deps.ts';
import { hashPassword } from './password-hasher.ts';
import { hasBandType, requireRow, resolveArtistTypes, resolvePlace, writeUnique } from './profile-fields.ts';
import { isPlaceholderEmail } from './session.presenter.ts';
import type { SessionService } from './session.service.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import type { UserPatch, UserRow } from './users.repository.ts';
import { isUsernameAvailable, suggestUsername } from './usernames.ts';
import type { VerificationService } from './verification.service.ts';
import { requireSignedIn } from './access.policy.ts';

/** What `v2/registration/save` carries once its envelope is validated. */
export type RegistrationSaveInput = {
  formType: RegistrationStep;
  formData: Record<string, unknown>;
  register_from?: number;
  access_token?: string;
  provider?: 'GOOGLE' | 'FACEBOOK';
  source?: string;
};

type AccountForm = z.output<typeof artistFormSchema> | z.output<typeof listenerFormSchema>;
type SocialForm = z.output<typeof socialArtistFormSchema> | z.output<typeof socialListenerFormSchema>;

/**
 * The Register dialog (spec 2 §2.1, §3, §4, §5.1). Steps 1 (artist) and 4 (listener) create
 * the account and sign in, or finish the account a social sign-in created; step 2 stores the
 * city and step 3 the artist types. Every message is the spec's, in `fields` by form field.
 */
export function createRegistrationService(deps: AccountDeps, session: SessionService, verification: VerificationService) {
  const { store, limits, platform, config } = deps;
  const brandSlug = config.brand.slug;

  /** Collects the taken-e-mail and taken-username messages together, as the dialog shows them. */
  async function checkUnique(values: { email?: string; username: string | null }, exceptUserId?: number): Promise<void> {
    const fields: Record<string, string> = {};
    if (values.email && (await store.users.isEmailTaken(values.email, exceptUserId))) fields.email = MESSAGES.emailTakenRegistration;
    if (values.username !== null && !(await isUsernameAvailable(store.users, values.username, brandSlug, exceptUserId))) fields.username = MESSAGES.usernameTaken;
    const first = Object.values(fields)[0];
    if (first) throw AppError.badRequest(first, fields);
  }

  /** The username the artist form chose; the listener form has none (one is made from the name). */
  function usernameOf(form: AccountForm | SocialForm): string | null {
    return 'username' in form ? form.username : null;
  }

  /** The names of a form: the artist form has one name field (artist/stage name). */
  function namesOf(form: AccountForm | SocialForm): { first_name: string; last_name: string } {
    return { first_name: form.fname, last_name: 'lname' in form ? form.lname : '' };
  }

  /** A new account from the artist or listener form (or from a provider identity without a session). */
  async function createAccount(step: RegistrationStep, input: RegistrationSaveInput, ip: string, social: OAuthProfile | null): Promise<SessionReply> {
    await limits.consume(`register:ip:${ip}`, RATE_LIMITS.registerPerIp);
    const isArtist = step === REGISTRATION_STEP.artist;
    const form: AccountForm | SocialForm = social
      ? parseWith(isArtist ? socialArtistFormSchema : socialListenerFormSchema, input.formData)
      : parseWith(isArtist ? artistFormSchema : listenerFormSchema, input.formData);
    const email = (social?.isEmailVerified ? social.email : null) ?? form.email;
    if (!email) throw fieldError('email', MESSAGES.emailRequired);
    await checkUnique({ email, username: usernameOf(form) });
    if (!social && !(await platform.captcha.verify(form.recaptcha ?? '', ip))) throw fieldError('recaptcha', MESSAGES.robotFailed);

    const passwordHash = form.password ? await hashPassword(form.password) : null;
    const now = deps.now();
    const isEmailVerified = Boolean(social?.isEmailVerified && social.email === email);
    const userId = await writeUnique(() => store.transaction(async (trx) => {
      const id = await trx.users.insertUser({
        slug: usernameOf(form) ?? (await suggestUsername(trx.users, `${form.fname} ${'lname' in form ? form.lname : ''}`, brandSlug)),
        email,
        password_hash: passwordHash,
        type: isArtist ? 'Artist' : 'Listener',
        ...namesOf(form),
        mobile: 'mobile' in form && form.mobile ? form.mobile : null,
        is_email_verified: isEmailVerified ? 1 : 0,
        is_mobile_verified: 0,
        is_whatsapp_verified: 0,
        register_from: social ? (social.provider === 'GOOGLE' ? REGISTER_SOURCE.google : REGISTER_SOURCE.facebook) : REGISTER_SOURCE.manual,
        is_newsletter_subscribed: 1,
        is_demo: 0,
        created_at: now,
        updated_at: now,
      });
      if (social) await trx.users.insertSocialAccount({ provider: social.provider, providerUserId: social.providerUserId, userId: id, email: social.email, now });
      return id;
    }), MESSAGES.emailTakenRegistration);
    // The Verify Email dialog opens next with its countdown running: the first code is already on its way.
    if (!isEmailVerified) await verification.sendWelcomeCode(userId, email);
    const key = await session.keys.issueKey(userId, input.source);
    return session.describeSession(userId, key, { ip });
  }

  /** Finishes the account a social sign-in created: names, username, type, optional password. */
  async function completeSocialAccount(step: RegistrationStep, user: UserRow, input: RegistrationSaveInput, ip: string, tokenKey: string | null): Promise<SessionReply> {
    const isArtist = step === REGISTRATION_STEP.artist;
    const form: SocialForm = parseWith(isArtist ? socialArtistFormSchema : socialListenerFormSchema, input.formData);
    const isEmailMissing = isPlaceholderEmail(user.email);
    // The provider's address is read-only; only an account without one takes the form's.
    const newEmail = isEmailMissing ? form.email : undefined;
    if (isEmailMissing && !newEmail) throw fieldError('email', MESSAGES.emailRequired);
    const username = usernameOf(form);
    await checkUnique({ email: newEmail, username }, user.id);

    const patch: UserPatch = {
      ...namesOf(form),
      type: isArtist ? (hasBandType(await store.users.listArtistTypes(user.id)) ? 'Band' : 'Artist') : 'Listener',
      needs_update_form: 0,
      updated_at: deps.now(),
    };
    if (username) patch.slug = username;
    if ('mobile' in form && form.mobile) patch.mobile = form.mobile;
    if (form.password) patch.password_hash = await hashPassword(form.password);
    if (newEmail) Object.assign(patch, { email: newEmail, is_email_verified: 0 });
    await writeUnique(() => store.users.updateUser(user.id, patch), MESSAGES.emailTakenRegistration);
    if (newEmail) await verification.sendWelcomeCode(user.id, newEmail);
    const key = tokenKey ?? (await session.keys.issueKey(user.id, input.source));
    return session.describeSession(user.id, key, { ip });
  }

  /** Steps 1 and 4: the account being finished (a social one), or a new account. */
  async function saveAccountForm(step: RegistrationStep, input: RegistrationSaveInput, authUser: AuthUser | null, ip: string): Promise<SessionReply> {
    if (authUser) {
      const user = requireRow(await store.users.findById(authUser.id));
      if (user.needs_update_form !== 1) throw AppError.badRequest(MESSAGES.alreadyRegistered);
      return completeSocialAccount(step, user, input, ip, authUser.tokenKey);
    }
    if (input.access_token && input.provider) {
      await limits.consume(`social-sign-in:ip:${ip}`, RATE_LIMITS.socialSignInPerIp);
      const profile = await session.verifySocialToken(input.provider, input.access_token);
      const linkedId = await store.users.findSocialUserId(profile.provider, profile.providerUserId);
      if (linkedId) {
        const user = requireRow(await store.users.findById(linkedId));
        if (user.needs_update_form !== 1) throw AppError.badRequest(MESSAGES.alreadyRegistered);
        return completeSocialAccount(step, user, input, ip, null);
      }
      return createAccount(step, input, ip, profile);
    }
    return createAccount(step, input, ip, null);
  }

  return {
    /** POST v2/registration/save. */
    async saveStep(input: RegistrationSaveInput, authUser: AuthUser | null, ip: string): Promise<SessionReply> {
      if (input.formType === REGISTRATION_STEP.artist || input.formType === REGISTRATION_STEP.listener) {
        const reply = await saveAccountForm(input.formType, input, authUser, ip);
        await deps.syncSearch(reply.result.id);
        return reply;
      }
      requireSignedIn(authUser);
      const user = requireRow(await store.users.findById(authUser.id));
      if (input.formType === REGISTRATION_STEP.city) {
        const form = parseWith(cityFormSchema, input.formData);
        const place = await resolvePlace(store.users, { country: form.country, state: form.state, city: form.city, otherCity: form.otherCity });
        await store.users.updateUser(user.id, { ...place, updated_at: deps.now() });
      } else {
        const form = parseWith(artistTypeFormSchema, input.formData);
        const types = await resolveArtistTypes(store.users, form.artistType, 'artistType');
        await store.transaction(async (trx) => {
          await trx.users.replaceArtistTypes(user.id, form.artistType);
          // A listener's interests change nothing of its type; an artist choosing Band becomes a band.
          if (user.type !== 'Listener') await trx.users.updateUser(user.id, { type: hasBandType(types) ? 'Band' : 'Artist', updated_at: deps.now() });
        });
      }
      await deps.syncSearch(user.id);
      return session.describeSession(user.id, authUser.tokenKey, { ip });
    },

    /** POST registration/is_email_exists; the signed-in user's own address is not "taken". */
    async isEmailTaken(email: string, authUser: AuthUser | null, ip: string): Promise<boolean> {
      await limits.consume(`exists:ip:${ip}`, RATE_LIMITS.existsCheckPerIp);
      return store.users.isEmailTaken(email, authUser?.id);
    },

    /** POST is_username_exists: taken or reserved, and a free suggestion when so. */
    async checkUsername(username: string, authUser: AuthUser | null, ip: string): Promise<{ isTaken: boolean; suggest: string }> {
      await limits.consume(`exists:ip:${ip}`, RATE_LIMITS.existsCheckPerIp);
      const isTaken = !(await isUsernameAvailable(store.users, username, brandSlug, authUser?.id));
      return { isTaken, suggest: isTaken ? await suggestUsername(store.users, username, brandSlug, authUser?.id) : '' };
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;

