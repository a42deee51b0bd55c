import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { toBrandSlug } from '@indiwave/domain/rules/brand';
import { defaultPoolSize } from './db/pool-size.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

/** The names proxy-addr knows for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** True for an IPv4/IPv6 address, an address/prefix (CIDR), or one of proxy-addr's range names. */
function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address, prefix, ...rest] = value.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which X-Forwarded-For hops to believe. Unset, '' or 'false': none (the socket's
 * address is the client's). A whole number N: the N proxies nearest to us (the client is the
 * address N hops from the right). A comma-separated list of addresses, CIDRs or proxy-addr's
 * names (loopback, linklocal, uniquelocal): only hops from those. 'true' (every hop) is
 * refused: it lets any client choose its own address and so its own rate-limit bucket.
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false') return false;
    if (text === 'true') {
      context.addIssue({ code: 'custom', message: "'true' would trust every hop, so a client could choose its own address: give the number of proxies in front (e.g. 1) or their addresses/CIDRs" });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops > 10) context.addIssue({ code: 'custom', message: 'at most 10 proxy hops' });
      return hops === 0 ? false : hops;
    }
    const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      context.addIssue({ code: 'custom', message: `not a proxy address, CIDR or range name: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return entries;
  });

/** sftp://user[:password]@host[:port]/path: a user and a host are required. */
function isSftpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'sftp:' && Boolean(url.username) && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** Where approved releases are delivered: DATA_DIR/delivery, or the SFTP server of DELIVERY_SFTP_URL. */
export type DeliveryTarget =
  | { driver: 'folder' }
  | {
      driver: 'sftp';
      host: string;
      port: number;
      username: string;
      /** The folder batches go under on the server ('.' is the login folder). */
      root: string;
      password?: string;
      /** A private key file (OpenSSH or PEM); read when the server starts. */
      privateKeyFile?: string;
      /** The server's host key's SHA-256 fingerprint (base64, as `ssh-keygen -l` prints it, with or without 'SHA256:'); unset, any host key is accepted. */
      hostKeySha256?: string;
    };

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * Every environment variable the server reads, with its embedded default. The README's
 * configuration table lists the same names; `loadConfig` fails at start naming each bad one.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: optionalText,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.refine((v) => !v || /^(postgres(ql)?:\/\/|sqlite:|file:)/.test(v), {
    message: 'must start with postgres://, postgresql://, sqlite: or file:',
  }),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).optional(),
  PUBLIC_URL: z.url().optional(),
  BRAND_NAME: z.string().min(1).default('Indiwave'),
  SUPPORT_EMAIL: z.email().default('support@indiwave.local'),
  MAIL_FROM: optionalText,
  SMTP_URL: optionalText.refine((v) => !v || /^smtps?:\/\//.test(v), { message: 'must start with smtp:// or smtps://' }),
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET_KEY: optionalText,
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  SECRET_KEY: optionalText.refine((v) => !v || v.length >= 32, { message: 'must be 32 or more characters' }),
  DEMO_CONTENT: booleanFlag,
  DEMO_CAMPAIGNS: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySetting,
  DEV_TOOLS: booleanFlag,
  LOAD_SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  // Unset: by the database (defaultMaxInFlight).
  LOAD_SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).optional(),
  PUBLIC_REPLY_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  APP_VERSION: optionalText,
  WEB_DIST_DIR: optionalText,
  REDIS_URL: optionalText.refine((v) => !v || /^rediss?:\/\//.test(v), { message: 'must start with redis:// or rediss://' }),
  SMS_URL: optionalText.refine((v) => !v || /^https?:\/\//.test(v), { message: 'must start with http:// or https://' }),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_OAUTH_BASE: z.url().default('https://www.googleapis.com'),
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_GRAPH_BASE: z.url().default('https://graph.facebook.com'),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.refine((v) => !v || /^https?:\/\//.test(v), { message: 'must start with http:// or https://' }),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanFlag,
  AI_BASE_URL: optionalText.refine((v) => !v || /^https?:\/\//.test(v), { message: 'must start with http:// or https://' }),
  AI_API_KEY: optionalText,
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'razorpay', 'none']).optional(),
  PAYMENT_GATEWAY_INTERNATIONAL: z.enum(['sandbox', 'razorpay', 'none']).optional(),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_BASE: z.url().default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z.url().default('https://api.razorpay.com/v1/checkout/embedded'),
  INVOICE_SELLER_NAME: optionalText,
  INVOICE_SELLER_ADDRESS: optionalText,
  DISTRIBUTION_ISRC_PREFIX: z.string().default('INIWV').refine((v) => /^[A-Z]{2}[A-Z0-9]{3}$/.test(v), { message: 'must be a country code and a 3-character registrant code (INIWV)' }),
  DISTRIBUTION_UPC_PREFIX: z.string().default('8905555').refine((v) => /^\d{6,11}$/.test(v), { message: 'must be a GS1 company prefix of 6 to 11 digits' }),
  DISTRIBUTION_DPID: z.string().default('PADPIDA2031011001I').refine((v) => /^PADPIDA[0-9]{10}[0-9A-Z]$/.test(v), { message: 'must be a DDEX party id (PADPIDA…)' }),
  DELIVERY_SFTP_URL: optionalText.refine((v) => !v || isSftpUrl(v), { message: 'must be sftp://user@host[:port]/path' }),
  DELIVERY_SFTP_PASSWORD: optionalText,
  DELIVERY_SFTP_KEY_FILE: optionalText,
  DELIVERY_SFTP_HOST_KEY_SHA256: optionalText,
  INVOICE_SELLER_GSTIN: optionalText.refine((v) => !v || /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(v), { message: 'must be a 15-character GSTIN' }),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  database: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; /** DATABASE_POOL_SIZE; unset, db/database.ts sizes the pool for the machine. */ poolSize?: number };
  publicUrl: string;
  brand: { name: string; slug: string };
  supportEmail: string;
  mail: { from: string; smtpUrl?: string };
  captcha: { recaptcha?: { siteKey: string; secretKey: string; verifyUrl: string } };
  /** Signs robot-check challenges and media links; from SECRET_KEY or kept in DATA_DIR. */
  secretKey?: string;
  isDemoContent: boolean;
  /** Demo content includes running ad campaigns (off for the browser journeys, whose pages they would cover). */
  isDemoCampaigns: boolean;
  logLevel: string;
  /**
   * Fastify's trustProxy: false (no proxy), the number of proxy hops in front, or the proxies'
   * addresses/CIDRs. Decides `request.ip`, which every per-address rate limit keys on.
   */
  trustProxy: false | number | string[];
  /** /dev/mailbox, /dev/mailbox.json and /dev/sms.json: on outside production, for loopback clients only. */
  isDevToolsEnabled: boolean;
  /** True when PUBLIC_URL is https: replies carry Strict-Transport-Security. */
  isHttps: boolean;
  /** Load shedding (http/load-shedding.plugin.ts): 503 with Retry-After past these; 0 turns a check off. */
  /** How long a visitor's reply to a hot public read is kept in memory (http/public-reply-cache.plugin.ts); 0 is off. */
  publicReplyCacheMs: number;
  loadShedding: { maxEventLoopDelayMs: number; maxInFlight: number; minConnectionsForDelay?: number };
  /** Multiplies every rate limit's allowance (1 in real use; the browser journeys, all from one address, raise it). */
  rateLimitFactor: number;
  appVersion?: string;
  webDistDir: string;
  /** SMS provider endpoint; without it codes stay in the sms_outbox table (and the log). */
  sms: { url?: string };
  /** Redis for the live-update fan-out across instances; without it events stay in this process. */
  redis: { url?: string };
  /** Social sign-in: a provider is offered only when its client id is set. */
  oauth: {
    google: { clientId?: string; baseUrl: string };
    facebook: { appId?: string; baseUrl: string };
  };
  /** The media store: DATA_DIR/media on disk by default, S3-compatible storage when S3_BUCKET is set. */
  storage:
    | { driver: 'disk' }
    | { driver: 's3'; bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };
  /** The writing assistant's OpenAI-compatible chat-completions endpoint; the assistant is hidden without a base URL. */
  ai: { baseUrl?: string; apiKey?: string; model: string };
  /**
   * Payments (issue 17): the gateway of buyers in India and of everyone else ('none' turns
   * payments off), Razorpay's keys when set, and the seller block of invoices.
   */
  payments: {
    domestic: PaymentGatewayChoice;
    international: PaymentGatewayChoice;
    razorpay?: { keyId: string; keySecret: string; webhookSecret: string; apiBase: string; checkoutUrl: string };
    seller: { name: string; address: string; gstin: string | null };
  };
  /**
   * Distribution (issue 18): the prefixes ISRCs (country + registrant) and UPCs (GS1 company
   * prefix) are assigned from, and our DDEX party id. Approved releases are delivered to a folder
   * under DATA_DIR (DATA_DIR/delivery), or to an SFTP server when DELIVERY_SFTP_URL is set.
   */
  distribution: { isrcPrefix: string; upcPrefix: string; /** Our DDEX party id, the MessageSender of deliveries. */ dpid: string; delivery: DeliveryTarget };
};

/** Which gateway serves a group of buyers. */
export type PaymentGatewayChoice = 'sandbox' | 'razorpay' | 'none';

/** Names each variable that failed, with why, in one message. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * The in-flight cap of the load shedding when LOAD_SHED_MAX_IN_FLIGHT is unset (docs/decisions.md,
 * "The in-flight cap scales with the PostgreSQL pool"). On SQLite every request in progress is
 * this process's own CPU work: 64. On PostgreSQL a read in progress mostly waits for a pooled
 * connection, costing memory, not CPU (the event-loop delay stays the CPU guard): 64 more, plus
 * 32 waiting per pooled connection (a song read's statements take about 1.5 ms of the database, so
 * ~50 ms of queue at most); 224 with the pool of a 2-core machine.
 */
export function defaultMaxInFlight(database: Config['database']): number {
  if (database.dialect === 'sqlite') return 64;
  return 64 + 32 * (database.poolSize ?? defaultPoolSize());
}

function toDatabase(url: string | undefined, dataDir: string, poolSize: number | undefined): Config['database'] {
  if (url && /^postgres(ql)?:\/\//.test(url)) return poolSize ? { dialect: 'postgres', url, poolSize } : { dialect: 'postgres', url };
  if (url) {
    const file = url.replace(/^(sqlite|file):(\/\/)?/, '');
    return { dialect: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
  }
  return { dialect: 'sqlite', file: path.resolve(dataDir, 'indiwave.db') };
}

function toDeliveryTarget(env: z.infer<typeof envSchema>): DeliveryTarget {
  if (!env.DELIVERY_SFTP_URL) return { driver: 'folder' };
  const url = new URL(env.DELIVERY_SFTP_URL);
  const folder = decodeURIComponent(url.pathname);
  return {
    driver: 'sftp',
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : 22,
    username: decodeURIComponent(url.username),
    // sftp://host/inbox is 'inbox' in the login folder; sftp://host//srv/inbox is the absolute /srv/inbox.
    root: folder.startsWith('//') ? folder.slice(1) : folder.replace(/^\/+/, '') || '.',
    password: env.DELIVERY_SFTP_PASSWORD ?? (url.password ? decodeURIComponent(url.password) : undefined),
    privateKeyFile: env.DELIVERY_SFTP_KEY_FILE ? path.resolve(env.DELIVERY_SFTP_KEY_FILE) : undefined,
    hostKeySha256: env.DELIVERY_SFTP_HOST_KEY_SHA256?.replace(/^SHA256:/, '').replace(/=+$/, ''),
  };
}

/** Reads the typed configuration from an environment (process.env by default). */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (Boolean(env.RECAPTCHA_SITE_KEY) !== Boolean(env.RECAPTCHA_SECRET_KEY)) {
    problems.push('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY: set both or neither');
  }
  const isProduction = env.NODE_ENV === 'production';
  const isDemoContent = env.DEMO_CONTENT ?? !isProduction;
  if (isProduction && isDemoContent) {
    problems.push('DEMO_CONTENT: demo accounts and their shared password are never seeded in production');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) problems.push('S3_BUCKET: required when other S3_* variables are set');
  const isDevToolsEnabled = env.DEV_TOOLS ?? !isProduction;
  if (isProduction && isDevToolsEnabled) {
    problems.push('DEV_TOOLS: the development mailbox and SMS list show every sign-in code and reset link; they never run in production');
  }
  if (isProduction && !env.SECRET_KEY) problems.push('SECRET_KEY: required in production (32 or more characters)');
  const razorpayKeys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
  const hasRazorpay = razorpayKeys.every(Boolean);
  if (razorpayKeys.some(Boolean) && !hasRazorpay) problems.push('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET: set all three or none');
  // Without keys: the sandbox outside production; in production payments stay off unless the
  // sandbox is asked for by name (a staging site), since it grants everything for free.
  const domestic: PaymentGatewayChoice = env.PAYMENT_GATEWAY ?? (hasRazorpay ? 'razorpay' : isProduction ? 'none' : 'sandbox');
  const international: PaymentGatewayChoice = env.PAYMENT_GATEWAY_INTERNATIONAL ?? domestic;
  if ((domestic === 'razorpay' || international === 'razorpay') && !hasRazorpay) problems.push('PAYMENT_GATEWAY: razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET');
  const delivery = toDeliveryTarget(env);
  if (delivery.driver === 'sftp' && !delivery.password && !delivery.privateKeyFile) problems.push('DELIVERY_SFTP_URL: needs a password (in the URL or DELIVERY_SFTP_PASSWORD) or DELIVERY_SFTP_KEY_FILE');
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(env.DATA_DIR);
  const database = toDatabase(env.DATABASE_URL, dataDir, env.DATABASE_POOL_SIZE);
  const slug = toBrandSlug(env.BRAND_NAME);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    // Outside production the server answers this machine only (demo accounts share one password); production listens on every interface.
    host: env.HOST ?? (isProduction ? '0.0.0.0' : 'localhost'),
    dataDir,
    database,
    publicUrl,
    brand: { name: env.BRAND_NAME, slug },
    supportEmail: env.SUPPORT_EMAIL,
    mail: { from: env.MAIL_FROM ?? `${env.BRAND_NAME} <no-reply@${new URL(publicUrl).hostname}>`, smtpUrl: env.SMTP_URL },
    captcha: {
      recaptcha:
        env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY
          ? { siteKey: env.RECAPTCHA_SITE_KEY, secretKey: env.RECAPTCHA_SECRET_KEY, verifyUrl: env.RECAPTCHA_VERIFY_URL }
          : undefined,
    },
    secretKey: env.SECRET_KEY,
    isDemoContent,
    isDemoCampaigns: isDemoContent && (env.DEMO_CAMPAIGNS ?? true),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    isDevToolsEnabled,
    isHttps: publicUrl.startsWith('https://'),
    publicReplyCacheMs: env.PUBLIC_REPLY_CACHE_MS,
    loadShedding: { maxEventLoopDelayMs: env.LOAD_SHED_EVENT_LOOP_DELAY_MS, maxInFlight: env.LOAD_SHED_MAX_IN_FLIGHT ?? defaultMaxInFlight(database), minConnectionsForDelay: 8 },
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
    appVersion: env.APP_VERSION,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    sms: { url: env.SMS_URL },
    redis: { url: env.REDIS_URL },
    oauth: {
      google: { clientId: env.GOOGLE_CLIENT_ID, baseUrl: env.GOOGLE_OAUTH_BASE.replace(/\/$/, '') },
      facebook: { appId: env.FACEBOOK_APP_ID, baseUrl: env.FACEBOOK_GRAPH_BASE.replace(/\/$/, '') },
    },
    storage: env.S3_BUCKET
      ? {
          driver: 's3',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          // S3-compatible servers at a custom endpoint mostly need path-style addresses.
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
        }
      : { driver: 'disk' },
    distribution: { isrcPrefix: env.DISTRIBUTION_ISRC_PREFIX, upcPrefix: env.DISTRIBUTION_UPC_PREFIX, dpid: env.DISTRIBUTION_DPID, delivery },
    ai: { baseUrl: env.AI_BASE_URL?.replace(/\/$/, ''), apiKey: env.AI_API_KEY, model: env.AI_MODEL },
    payments: {
      domestic,
      international,
      razorpay:
        env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: env.RAZORPAY_KEY_ID,
              keySecret: env.RAZORPAY_KEY_SECRET,
              webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
              apiBase: env.RAZORPAY_API_BASE.replace(/\/$/, ''),
              checkoutUrl: env.RAZORPAY_CHECKOUT_URL,
            }
          : undefined,
      seller: { name: env.INVOICE_SELLER_NAME ?? env.BRAND_NAME, address: env.INVOICE_SELLER_ADDRESS ?? '', gstin: env.INVOICE_SELLER_GSTIN ?? null },
    },
  };
}
