import type { ServerResponse } from 'node:http';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { SessionTokenService } from '../accounts/session-token.service.ts';
import type { LiveStreams } from './live-streams.ts';
import { issueStreamTicket, readStreamTicket, type StreamSession } from './stream-ticket.ts';

/**
 * Live updates: stream tickets (EventSource cannot send the Authorization header, so a
 * signed-in page asks for a short-lived ticket first) and the open streams themselves.
 */
export function createLiveService(deps: { secretKey: string; clock: ClockPort; keys: Pick<SessionTokenService, 'listLiveKeyIds'>; streams: LiveStreams }) {
  const { secretKey, clock, keys, streams } = deps;

  /** The session of a ticket, if it is in date and its session still live. */
  async function readTicket(ticket: string | undefined): Promise<StreamSession | null> {
    const session = ticket ? readStreamTicket(secretKey, ticket, clock.now().getTime()) : null;
    if (!session) return null;
    return (await keys.listLiveKeyIds([session.tokenId])).has(session.tokenId) ? session : null;
  }

  return {
    /** A ticket for the signed-in session. */
    issueTicket(session: StreamSession): { ticket: string; expiresIn: number } {
      return issueStreamTicket(secretKey, session, clock.now().getTime());
    },
    /** The session a stream opens for: the signed-in one, else the ticket's; 401 without either. */
    async resolveSession(signedIn: StreamSession | null, ticket: string | undefined): Promise<StreamSession> {
      const session = signedIn ?? (await readTicket(ticket));
      if (!session) throw AppError.unauthorized(ticket ? MESSAGES.liveTicketInvalid : MESSAGES.signInRequired);
      return session;
    },
    openStream(session: StreamSession, response: ServerResponse, headers: Record<string, string | string[]>): Promise<void> {
      return streams.openStream(session, response, headers);
    },
    closeAll(): void {
      streams.closeAll();
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
