import crypto from 'node:crypto';
import { LIVE_TICKET_EXPIRES_MS } from '@indiwave/domain/constants';

/** The session a stream ticket stands for. */
export type StreamSession = { userId: number; tokenId: number };

function sign(secretKey: string, payload: string): string {
  return crypto.createHmac('sha256', secretKey).update(`live-ticket\n${payload}`).digest('base64url');
}

/**
 * A ticket to open the live stream with EventSource, which cannot send the Authorization
 * header: the user, their session and an expiry, signed with SECRET_KEY. It is short-lived
 * (60 s) and tied to the session, so one seen in a log is soon worthless, and the session key
 * itself never travels in a URL.
 */
export function issueStreamTicket(secretKey: string, session: StreamSession, nowMs: number): { ticket: string; expiresIn: number } {
  const payload = `${session.userId}.${session.tokenId}.${nowMs + LIVE_TICKET_EXPIRES_MS}`;
  return { ticket: `${payload}.${sign(secretKey, payload)}`, expiresIn: Math.round(LIVE_TICKET_EXPIRES_MS / 1000) };
}

/** The session of a ticket still in date with a true signature, or null. */
export function readStreamTicket(secretKey: string, ticket: string, nowMs: number): StreamSession | null {
  const match = /^(\d{1,15})\.(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match) return null;
  const expected = Buffer.from(sign(secretKey, `${match[1]}.${match[2]}.${match[3]}`));
  const given = Buffer.from(match[4]);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  if (Number(match[3]) <= nowMs) return null;
  return { userId: Number(match[1]), tokenId: Number(match[2]) };
}
