/** The two social sign-in providers (spec 1 §2.2). */
export type OAuthProvider = 'GOOGLE' | 'FACEBOOK';

/** Who the provider says the token belongs to. */
export type OAuthProfile = {
  provider: OAuthProvider;
  /** The provider's stable user id (Google `sub`, Facebook `id`). */
  providerUserId: string;
  /** Lower-cased, or null when the provider gave none. */
  email: string | null;
  /** The provider vouches that the person owns the e-mail; only then may it link an existing account. */
  isEmailVerified: boolean;
  firstName: string;
  lastName: string;
};

/** Checks a provider's access token over HTTP and reads the profile behind it. */
export type OAuthPort = {
  /** The client ids the web app needs for its buttons; null when the provider is not configured. */
  clientIds(): { google: string | null; facebook: string | null };
  /**
   * The profile of a valid token issued to our app, or null for an invalid, expired or foreign
   * token. Throws only when the provider is not configured.
   */
  verifyAccessToken(provider: OAuthProvider, accessToken: string): Promise<OAuthProfile | null>;
};
