import { PLAY_COUNT_LISTEN_MS } from '@indiwave/domain/constants';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';

type Listen = { slug: string; type: 'song' | 'video' | 'album' | 'playlist'; headers?: Record<string, string>; remoteAddress?: string; source?: string };

/**
 * A play as the web player makes it (issue 14): the start at the first moment of playback, then,
 * once PLAY_COUNT_LISTEN_MS has been heard, the confirmation that makes it count. The listening
 * time is the start's log entry dated back by that much, so tests need not wait. A visitor is
 * one address (10.77.0.1 unless `remoteAddress` says): the same listener counts once per item
 * per window, so tests that need several counts use several people or addresses.
 */
export async function listenTo(app: App, db: Database, input: Listen): Promise<{ id: number; isCounted: boolean; statusCode: number }> {
  const base = { method: 'POST' as const, url: '/api/activity_logger', headers: input.headers ?? {}, remoteAddress: input.remoteAddress ?? '10.77.0.1' };
  const payload = { slug: input.slug, type: input.type, ...(input.source ? { source: input.source } : {}) };
  const start = await app.inject({ ...base, payload: { ...payload, event: 'play' } });
  if (start.statusCode !== 200) return { id: 0, isCounted: false, statusCode: start.statusCode };
  const { id } = start.json() as { id: number };
  const row = await db.selectFrom('plays').select('created_at').where('id', '=', id).executeTakeFirstOrThrow();
  await db.updateTable('plays').set({ created_at: new Date(Date.parse(row.created_at) - PLAY_COUNT_LISTEN_MS).toISOString() }).where('id', '=', id).execute();
  const confirm = await app.inject({ ...base, payload: { ...payload, event: 'listened', id } });
  return { id, isCounted: (confirm.json() as { is_counted?: boolean }).is_counted === true, statusCode: confirm.statusCode };
}
