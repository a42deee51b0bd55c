import { playerRoutes } from '@indiwave/domain/contract/player';
import { callApi } from '../../../lib/api-client.ts';

/** POST activity_logger for the video pop-up: 'play' when it opens (a view), 'video_close' when it closes (spec 2 §4). */
export function logVideoActivity(slug: string, event: 'play' | 'video_close'): Promise<number> {
  return callApi(playerRoutes.logActivity, { body: { slug, type: 'video', event } }).then((reply) => reply.id);
}
