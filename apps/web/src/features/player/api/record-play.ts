import { playerRoutes } from '@indiwave/domain/contract/player';
import { callApi } from '../../../lib/api-client.ts';
import { currentTrafficSource } from '../../../lib/traffic-source.ts';

/** POST activity_logger: records a play of a song at its first moment of playback (spec 1 §4); answers the log id. */
export function recordPlay(slug: string): Promise<number> {
  return callApi(playerRoutes.logActivity, { body: { slug, type: 'song', event: 'play', source: currentTrafficSource() } }).then((reply) => reply.id);
}

/** POST activity_logger 'listened': the play of that id was really listened to, so it counts (issue 14). */
export function confirmPlay(slug: string, id: number): Promise<boolean> {
  return callApi(playerRoutes.logActivity, { body: { slug, type: 'song', event: 'listened', id } }).then((reply) => reply.is_counted);
}
