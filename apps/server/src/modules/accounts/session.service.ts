import crypto from 'node:crypto';
import { NAME_MAX, RATE_LIMITS, REGISTER_SOURCE } from '@indiwave/domain/constants';
import type { SessionReply, SocialProvider } from '@indiwave/domain/contract/auth';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import { toAccountBucket } from '../../http/rate-limit.ts';
import type { OAuthProfile } from '../../platform/oauth/oauth.port.ts';
import type { AccountDeps } from './account-deps.ts';
import { getDummyHash, verifyPassword } from './password-hasher.ts';
import { NO_EMAIL_DOMAIN, presentSession } from './session.presenter.ts';
import { createSessionTokenService } from './session-token.service.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { suggestUsername } from './usernames.ts';
import { requireSignedIn } from './access.policy.ts';

/** Keeps a provider's name usable in our forms: no markup, at most 50 characters. */
function cleanProviderName(name: string): string {
  return name.replace(/[<>]/g, '').trim().slice(0, NAME_MAX);
}

/**
 * Signing in and out, and the session reply every account call answers with. The Pro state
 * comes from the membership module, content counts from the catalogue.
 */
export function createSessionService(deps: AccountDeps) {
  const { store, limits, platform } = deps;
  const keys = createSessionTokenService(store.tokens, platform.clock);

  /** The Pro state on the server's clock (the membership module's): is_pro, sds_e and check_pro. */
  function readProState(userId: number): Promise<{ state: number; daysLeft: number | null }> {
    return deps.readProState(userId);
  }
  /** The user's songs and videos, from the catalogue. */
  function countContent(userId: number): Promise<{ songs: number; videos: number }> {
    return deps.countContent(userId);
  }

  /** The session reply of a user, with the key to hand back. */
  async function describeSession(userId: number, tokenKey: string, options: { ip: string; isNewUser?: boolean; message?: string }): Promise<SessionReply> {
    const user = await store.users.findById(userId);
    requireSignedIn(user);
    const [artistTypes, genres, place, guides, pro, counts] = await Promise.all([
      store.users.listArtistTypes(userId),
      store.users.listGenres(userId),
      store.users.findPlace(user.country_id, user.state_id, user.city_id),
      store.users.readScreenGuides(userId),
      readProState(userId),
      countContent(userId),
    ]);
    return presentSession(
      { user, tokenKey, artistTypes, genres, place, guides, proState: pro.state, proDaysLeft: pro.daysLeft, counts, isNewUser: options.isNewUser ?? false, ip: options.ip },
      options.message,
    );
  }

  /** Links a provider identity to an existing account, or creates the account (finished later at /register). */
  async function findOrCreateSocialUser(profile: OAuthProfile): Promise<{ userId: number; isNewUser: boolean }> {
    const linked = await store.users.findSocialUserId(profile.provider, profile.providerUserId);
    if (linked) return { userId: linked, isNewUser: false };

    const now = deps.now();
    const existing = profile.email ? await store.users.findByEmail(profile.email) : undefined;
    if (existing) {
      // Only a provider that vouches for the address may attach itself to an account by e-mail.
      if (!profile.isEmailVerified) throw AppError.badRequest(MESSAGES.emailTakenPopup, { email: MESSAGES.emailTakenPopup });
      await store.transaction(async (trx) => {
        await trx.users.insertSocialAccount({ provider: profile.provider, providerUserId: profile.providerUserId, userId: existing.id, email: profile.email, now });
        if (existing.is_email_verified !== 1) await trx.users.updateUser(existing.id, { is_email_verified: 1, updated_at: now });
      });
      return { userId: existing.id, isNewUser: false };
    }

    const firstName = cleanProviderName(profile.firstName);
    const lastName = cleanProviderName(profile.lastName);
    const slug = await suggestUsername(store.users, `${firstName} ${lastName}`.trim() || (profile.email ?? '').split('@')[0] || 'listener', deps.config.brand.slug);
    const userId = await store.transaction(async (trx) => {
      const id = await trx.users.insertUser({
        slug,
        email: profile.email ?? `social-${crypto.randomBytes(12).toString('hex')}@${NO_EMAIL_DOMAIN}`,
        password_hash: null,
        // A listener until the /register form says otherwise (spec 2 §4: treated as an update).
        type: 'Listener',
        first_name: firstName,
        last_name: lastName,
        is_email_verified: profile.isEmailVerified ? 1 : 0,
        is_mobile_verified: 0,
        is_whatsapp_verified: 0,
        register_from: profile.provider === 'GOOGLE' ? REGISTER_SOURCE.google : REGISTER_SOURCE.facebook,
        is_newsletter_subscribed: 1,
        is_demo: 0,
        needs_update_form: 1,
        created_at: now,
        updated_at: now,
      });
      await trx.users.insertSocialAccount({ provider: profile.provider, providerUserId: profile.providerUserId, userId: id, email: profile.email, now });
      return id;
    });
    return { userId, isNewUser: true };
  }

  return {
    keys,
    describeSession,
    readProState,

    /**
     * POST obtain_auth_token. Unknown e-mail and wrong password answer the same sentence
     * after the same argon2 work, so the reply says nothing about which accounts exist.
     *
     * Only failures count (issue 14; ASVS 6.1.1, 6.3.1): every attempt is counted before the
     * password is checked, so parallel guesses cannot slip under a limit, and a success takes
     * its attempt back and clears the account's failures. Limits: per account from one address
     * and per address (429, the guesser's own address only); per account from anywhere, a robot
     * check rather than a lock, so a stranger can slow guessing down but never lock the owner out.
     */
    async signInWithPassword(input: { email: string; password: string; source?: string; recaptcha?: string }, ip: string): Promise<SessionReply> {
      const buckets = {
        address: `sign-in:ip:${ip}`,
        accountAtAddress: toAccountBucket(`sign-in:account-ip:${ip}`, input.email),
        account: toAccountBucket('sign-in:account', input.email),
      };
      await limits.consume(buckets.address, RATE_LIMITS.signInFailuresPerIp);
      await limits.consume(buckets.accountAtAddress, RATE_LIMITS.signInFailuresPerAccountAndIp);
      if (await limits.isOverAfterHit(buckets.account, RATE_LIMITS.signInFailuresBeforeRobotCheck)) {
        if (!input.recaptcha) throw AppError.badRequest(MESSAGES.robotRequired, { recaptcha: MESSAGES.robotRequired });
        if (!(await platform.captcha.verify(input.recaptcha, ip))) throw AppError.badRequest(MESSAGES.robotFailed, { recaptcha: MESSAGES.robotFailed });
      }
      const user = await store.users.findByEmail(input.email);
      const isMatch = await verifyPassword(user?.password_hash ?? (await getDummyHash()), input.password);
      if (!user || !user.password_hash || !isMatch) throw AppError.badRequest(MESSAGES.loginFailed);
      await Promise.all([limits.refund(buckets.address), limits.reset(buckets.accountAtAddress), limits.reset(buckets.account)]);
      const key = await keys.issueKey(user.id, input.source);
      return describeSession(user.id, key, { ip });
    },

    /** GET social_login: verify the provider's token, then sign in, link or create the account. */
    async signInWithSocial(input: { provider: SocialProvider; accessToken: string; source: string }, ip: string): Promise<SessionReply> {
      await limits.consume(`social-sign-in:ip:${ip}`, RATE_LIMITS.socialSignInPerIp);
      const profile = await platform.oauth.verifyAccessToken(input.provider, input.accessToken);
      if (!profile) throw AppError.badRequest(MESSAGES.socialTokenInvalid);
      const { userId, isNewUser } = await findOrCreateSocialUser(profile);
      const key = await keys.issueKey(userId, input.source);
      return describeSession(userId, key, { ip, isNewUser });
    },

    /** Verifies a provider token for the registration form; the profile, or 400. */
    async verifySocialToken(provider: SocialProvider, accessToken: string): Promise<OAuthProfile> {
      const profile = await platform.oauth.verifyAccessToken(provider, accessToken);
      if (!profile) throw AppError.badRequest(MESSAGES.socialTokenInvalid);
      return profile;
    },

    /** GET logout: revokes the key of the request, if any. */
    async signOut(user: AuthUser | null): Promise<void> {
      if (user) await keys.revokeKey(user.tokenId);
    },

    /** The buttons the web app may show. */
    listProviders() {
      const ids = platform.oauth.clientIds();
      return {
        success: true as const,
        google: ids.google ? { client_id: ids.google } : null,
        facebook: ids.facebook ? { app_id: ids.facebook } : null,
      };
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
