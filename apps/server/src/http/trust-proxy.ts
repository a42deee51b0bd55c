import type { Config } from '../config.ts';

/** Fastify's trustProxy option: a function of (address, hop index) or a list proxy-addr compiles. */
export type TrustProxyOption = false | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify takes it. A list of proxy addresses/CIDRs passes through (proxy-addr
 * walks X-Forwarded-For from the right and stops at the first address not on it). A hop count
 * becomes "the first N addresses from our side are proxies": Fastify 5 now refuses a bare number
 * because a client that reaches the app port directly could then forge hops, so the count is
 * for deployments where only the proxies can reach that port (docs/deployment.md).
 */
export function toTrustProxyOption(setting: Config['trustProxy']): TrustProxyOption {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
