import http from 'node:http';
import net from 'node:net';
import type { Insertable } from 'kysely';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import type { UsersTable } from '../src/db/tables.ts';
import { createAuthTokensRepository } from '../src/modules/accounts/auth-tokens.repository.ts';
import { createSessionTokenService } from '../src/modules/accounts/session-token.service.ts';
import type { ClockPort } from '../src/platform/clock/clock.port.ts';
import { buildUser, tokenHeader } from './factories.ts';

/** A person with a session key: built straight into the database, signed in without a password round trip. */
export type Person = { id: number; slug: string; email: string; key: string; headers: { authorization: string } };

/**
 * Builds a user and issues a session key for them the way sign-in does (tests of other areas
 * sign in through the API; here dozens of people would hit the sign-in limits).
 */
export async function buildPerson(db: Database, clock: ClockPort, overrides: Partial<Insertable<UsersTable>> = {}): Promise<Person> {
  const user = await buildUser(db, overrides);
  const key = await createSessionTokenService(createAuthTokensRepository(db), clock).issueKey(user.id);
  return { id: user.id, slug: user.slug, email: user.email, key, headers: tokenHeader(key) };
}

/** Signs a person in by id (the team account has no password). */
export async function issueKey(db: Database, clock: ClockPort, userId: number): Promise<{ key: string; headers: { authorization: string } }> {
  const key = await createSessionTokenService(createAuthTokensRepository(db), clock).issueKey(userId);
  return { key, headers: tokenHeader(key) };
}

/** The team account of an app: GET /api/admin_account, and a session for it. */
export async function signInTeam(app: App, db: Database, clock: ClockPort) {
  const reply = (await app.inject({ url: '/api/admin_account' })).json() as { result: { id: number; slug_username: string } };
  return { id: reply.result.id, slug: reply.result.slug_username, ...(await issueKey(db, clock, reply.result.id)) };
}

/** One Server-Sent Event as received. */
export type ReceivedEvent = { event: string; data: unknown };

/** An open event stream read the way EventSource reads it. */
export type EventStreamClient = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body of a refused request (JSON), or ''. */
  body: string;
  events: ReceivedEvent[];
  comments: string[];
  retry: number | null;
  /** Resolves with the first event (already received or coming) that matches, within `timeoutMs`. */
  waitFor(predicate: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/** Opens `url` as an event stream; a non-stream reply resolves with its status and body. */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      response.setEncoding('utf8');
      const waiters = new Set<{ predicate: (event: ReceivedEvent) => boolean; resolve: (event: ReceivedEvent) => void }>();
      let buffer = '';
      let resolveEnded: () => void = () => {};
      const client: EventStreamClient = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: '',
        events: [],
        comments: [],
        retry: null,
        ended: new Promise<void>((done) => (resolveEnded = done)),
        waitFor(predicate, timeoutMs = 2_000) {
          const found = client.events.find(predicate);
          if (found) return Promise.resolve(found);
          return new Promise((done, fail) => {
            const waiter = {
              predicate,
              resolve: (event: ReceivedEvent) => {
                clearTimeout(timer);
                done(event);
              },
            };
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(client.events)}`));
            }, timeoutMs);
            waiters.add(waiter);
          });
        },
        close: () => request.destroy(),
      };
      response.on('data', (chunk: string) => {
        if (client.status !== 200) {
          client.body += chunk;
          return;
        }
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let name = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) client.comments.push(line.slice(1).trim());
            else if (line.startsWith('event:')) name = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trim());
            else if (line.startsWith('retry:')) client.retry = Number(line.slice(6).trim());
          }
          if (data.length === 0) continue;
          const event = { event: name, data: JSON.parse(data.join('\n')) as unknown };
          client.events.push(event);
          for (const waiter of [...waiters]) {
            if (waiter.predicate(event)) {
              waiters.delete(waiter);
              waiter.resolve(event);
            }
          }
        }
      });
      response.on('end', () => resolveEnded());
      response.on('close', () => resolveEnded());
      if (client.status === 200) resolve(client);
      else response.on('end', () => resolve(client));
    });
    request.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
  });
}

/** Listens on a free loopback port and returns the app's base URL. */
export async function listenOnLoopback(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as net.AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

/** The Redis the tests use (TEST_REDIS_URL, default the machine's), and whether it answers. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when a Redis server answers PING at TEST_REDIS_URL within three seconds. */
export function isRedisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (isUp: boolean) => {
      socket.destroy();
      resolve(isUp);
    };
    socket.setTimeout(3000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}
