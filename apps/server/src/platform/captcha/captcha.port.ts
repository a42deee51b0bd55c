/** A signed ALTCHA challenge as the widget expects it (algorithm, challenge, maxnumber, salt, signature). */
export type CaptchaChallenge = {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
};

/** What the web app needs to show the robot check. */
export type CaptchaClientConfig =
  { provider: 'altcha'; challenge_url: string } | { provider: 'recaptcha'; site_key: string };

/** Proves a form was sent by a person: self-hosted ALTCHA by default, reCAPTCHA with keys. */
export type CaptchaPort = {
  clientConfig(): CaptchaClientConfig;
  /** A fresh challenge (ALTCHA only). */
  createChallenge(): Promise<CaptchaChallenge>;
  /** True when the answer is valid and not used before. */
  verify(answer: string, remoteIp: string): Promise<boolean>;
};
