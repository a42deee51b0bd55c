import { playerRoutes } from '@indiwave/domain/contract/player';
import { callApi } from '../../../lib/api-client.ts';

/**
 * POST activity_logger for the video pop-up: 'play' when it opens, 'listened' (with the play's
 * id) once it has stayed open long enough to count as a view (issue 14), 'video_close' when it
 * closes (spec 2 §4).
 */
export function logVideoActivity(slug: string, event: 'play' | 'listened' | 'video_close', id?: number): Promise<number> {
  return callApi(playerRoutes.logActivity, { body: { slug, type: 'video', event, ...(id === undefined ? {} : { id }) } }).then((reply) => reply.id);
}
