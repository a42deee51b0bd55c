import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { createHttpOAuthPort } from './http-oauth.adapter.ts';
import type { OAuthPort } from './oauth.port.ts';

/** Social sign-in always speaks HTTP; the configuration only names the providers' addresses and ids. */
export function createOAuthPort(config: Config, logger?: Logger): OAuthPort {
  return createHttpOAuthPort(config.oauth, logger);
}
