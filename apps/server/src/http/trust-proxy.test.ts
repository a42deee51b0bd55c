import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@indiwave/domain/constants';
import { createTestApp } from '../../test/build-app.ts';
import type { Config } from '../config.ts';

/**
 * Issue 14 item 1: behind a reverse proxy, a client must not pick its own rate-limit bucket by
 * writing X-Forwarded-For. The app listens on a real port behind a real proxy on loopback that
 * does what nginx's `proxy_add_x_forwarded_for` does: it appends the address it saw to whatever
 * the client sent. Each sign-in claims a fresh address; the per-address limit must still hold.
 */

/**
 * The client's own loopback address: not the proxy's (127.0.0.1), so a list naming the proxy
 * does not trust the client as well. Linux answers every 127.0.0.0/8 address.
 */
const CLIENT_ADDRESS = '127.0.0.2';

/** A one-hop reverse proxy: forwards every request to `target`, appending the client's socket address to X-Forwarded-For. */
async function startProxy(targetPort: number): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const seen = request.socket.remoteAddress ?? '';
    const forwardedFor = request.headers['x-forwarded-for'] ? `${String(request.headers['x-forwarded-for'])}, ${seen}` : seen;
    const upstream = http.request({ host: '127.0.0.1', localAddress: '127.0.0.1', port: targetPort, method: request.method, path: request.url, headers: { ...request.headers, 'x-forwarded-for': forwardedFor } }, (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function startBehindProxy(trustProxy: Config['trustProxy']) {
  const t = await createTestApp({ config: { trustProxy }, extend: (app) => app.get('/api/test/ip', async (request) => ({ ip: request.ip })) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const proxy = await startProxy((t.app.server.address() as AddressInfo).port);
  return { t, proxy };
}

/** A request through the proxy from CLIENT_ADDRESS, claiming `claimed` as the client's address; status and body. */
function requestThrough(proxyPort: number, claimed: string, options: { path: string; method?: string; body?: unknown }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      { host: '127.0.0.1', port: proxyPort, localAddress: CLIENT_ADDRESS, method: options.method ?? 'GET', path: options.path, headers: { 'x-forwarded-for': claimed, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A wrong-password sign-in through the proxy, claiming `claimed` as the client's address; the status. */
async function signInThrough(proxyPort: number, claimed: string, email: string): Promise<number> {
  return (await requestThrough(proxyPort, claimed, { path: '/api/obtain_auth_token', method: 'POST', body: { email, password: 'wrong-password' } })).status;
}

/** How many of `attempts` sign-ins, each from a fresh made-up address, got through before a 429. */
async function countBeforeRefused(proxyPort: number, attempts: number): Promise<{ passed: number; refused: number }> {
  let passed = 0;
  let refused = 0;
  for (let i = 0; i < attempts; i++) {
    // A new account each time, so only the per-address limit can stop this.
    const status = await signInThrough(proxyPort, `192.0.2.${i + 1}`, `nobody-${i}@example.com`);
    if (status === 429) refused++;
    else passed++;
  }
  return { passed, refused };
}

const ATTEMPTS = RATE_LIMITS.signInFailuresPerIp.max + 5;

describe('TRUST_PROXY behind a real proxy hop (X-Forwarded-For: <forged>, <seen by the proxy>)', () => {
  const running: Array<Awaited<ReturnType<typeof startBehindProxy>>> = [];
  afterAll(async () => {
    for (const { t, proxy } of running) {
      await proxy.close();
      await t.close();
    }
  });

  for (const [name, trustProxy] of [
    ['a hop count (1)', 1],
    ['the proxy\'s address', ['127.0.0.1']],
    ['the proxy\'s address as a CIDR', ['127.0.0.1/32']],
  ] as const) {
    it(`${name}: forged addresses share the proxy-reported client's allowance`, async () => {
      const started = await startBehindProxy(typeof trustProxy === 'number' ? trustProxy : [...trustProxy]);
      running.push(started);
      const { passed, refused } = await countBeforeRefused(started.proxy.port, ATTEMPTS);
      expect(passed).toBe(RATE_LIMITS.signInFailuresPerIp.max);
      expect(refused).toBe(ATTEMPTS - RATE_LIMITS.signInFailuresPerIp.max);
    });
  }

  it('the client address is the one the proxy saw, never the forged one', async () => {
    for (const trustProxy of [1, ['127.0.0.1']]) {
      const started = await startBehindProxy(trustProxy);
      running.push(started);
      const res = await requestThrough(started.proxy.port, '203.0.113.50, 198.51.100.1', { path: '/api/test/ip' });
      expect(JSON.parse(res.body), JSON.stringify(trustProxy)).toEqual({ ip: CLIENT_ADDRESS });
    }
  });
});
