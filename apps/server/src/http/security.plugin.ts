import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy: the web app loads scripts only from itself; the robot check's
 * workers may start from blob:; YouTube and reCAPTCHA are the only third-party frames; forms
 * post only to ourselves and to Razorpay's hosted checkout.
 */
function buildContentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ https://www.youtube.com/iframe_api https://www.youtube.com/s/",
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://i.ytimg.com",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://www.google.com/recaptcha/",
    `frame-ancestors ${frameAncestors}`,
    "form-action 'self' https://api.razorpay.com",
    "object-src 'none'",
  ].join(';');
}

const CONTENT_SECURITY_POLICY = buildContentSecurityPolicy("'self'");

/**
 * The policy of the embeddable players (/embed/…): the same, except that any site may frame
 * them, which is their purpose. Sent without X-Frame-Options, which would forbid it again.
 */
export const EMBED_CONTENT_SECURITY_POLICY = buildContentSecurityPolicy('*');

/** The headers helmet's defaults send, computed once (docs/decisions.md: helmet halved throughput). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** Browsers that reached us over https keep to https for a year, subdomains included. */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

/**
 * Security headers with a real Content-Security-Policy on every reply, and compression. With an
 * https PUBLIC_URL, Strict-Transport-Security too (never on plain http, where it would be ignored
 * and where a development machine must stay reachable).
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { isHttps: boolean }) => {
  const headers = options.isHttps ? Object.freeze({ ...SECURITY_HEADERS, 'strict-transport-security': HSTS_HEADER }) : SECURITY_HEADERS;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
});
