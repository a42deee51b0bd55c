import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@indiwave/domain/messages';

/** True for 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

// A request that came through a proxy carries one of these; a person on this machine sends none.
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * onRequest guard of the development tools: they answer only a client on this machine. It reads
 * the socket's address, never X-Forwarded-For (which the client writes), and refuses a request
 * that names a forwarded client: a reverse proxy on the same machine connects from loopback
 * too, and would otherwise hand the tools to the whole network. Others get the plain 404 of
 * an unknown path, so the tools' existence is not advertised.
 */
export async function answerLoopbackOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const isLocal = isLoopbackAddress(request.socket.remoteAddress) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
  if (!isLocal) return reply.code(404).send({ success: false, error: MESSAGES.notFound });
}
