import crypto from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { FanoutPort } from './fanout.port.ts';
import { createInProcessFanoutPort } from './in-process-fanout.adapter.ts';
import { createRedisFanoutPort } from './redis-fanout.adapter.ts';

/**
 * The channel prefix of a deployment: the brand and a hash of PUBLIC_URL, which every
 * instance of one deployment shares and a staging copy on the same Redis does not.
 */
export function toFanoutChannelPrefix(config: Pick<Config, 'brand' | 'publicUrl'>): string {
  return `${config.brand.slug}:${crypto.createHash('sha256').update(config.publicUrl).digest('hex').slice(0, 12)}`;
}

/** Redis pub/sub when REDIS_URL is set, else this process only. */
export function createFanoutPort(config: Config, logger: Logger): FanoutPort {
  return config.redis.url
    ? createRedisFanoutPort({ url: config.redis.url, channelPrefix: toFanoutChannelPrefix(config), logger })
    : createInProcessFanoutPort(logger);
}
