import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { grantPro } from './commerce-fixtures.ts';
import { buildUser, signIn, tokenHeader } from './factories.ts';
import { findGenreAndLanguage, makeTone, uploadAudio } from './media-fixtures.ts';

/**
 * A new artist (or another type) signed in: its id, slug, e-mail and session key. Artists and
 * bands are Pro members unless `isPro` is false: the promo tools are Pro (issue 17).
 */
export async function buildSignedIn(app: App, db: Database, type: 'Artist' | 'Band' | 'Listener' = 'Artist', overrides: { band_name?: string; first_name?: string; isPro?: boolean } = {}) {
  const { isPro = type !== 'Listener', ...columns } = overrides;
  const user = await buildUser(db, { type, ...columns });
  if (isPro) await grantPro(db, user.id);
  return { ...user, key: await signIn(app, user.email) };
}

/** A song of the artist's through the upload calls (audio made by ffmpeg); returns its detail reply. */
export async function uploadSong(app: App, key: string, fields: Record<string, unknown> = {}, seconds = 3) {
  const refs = await findGenreAndLanguage(app);
  const upload = await uploadAudio(app, key, makeTone('mp3', seconds, 440 + seconds));
  expect(upload.statusCode, upload.body).toBe(200);
  const res = await app.inject({
    method: 'POST',
    url: '/api/uploadsongdetails',
    headers: tokenHeader(key),
    payload: { upload_id: upload.json().result.upload_id, title: 'Promo Song', genre: [refs.genre], language: [refs.language], privacy: 'public', ...fields },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { slug_usersong: string; title: string };
}

/** Calls the API as a signed-in person. */
export function callAs(app: App, key: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return app.inject({ method, url, headers: key ? tokenHeader(key) : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}
