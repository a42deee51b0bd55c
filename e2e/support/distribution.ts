import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { readMailbox } from './mailbox.ts';

export type ReleaseReply = { result: { id: number; status: string; upc: string | null; tracks: Array<{ id: number; isrc: string | null }> } };

function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A single taken to 'delivered' through the API, the way distribution.spec.ts takes it through
 * the pages: draft, artwork, a WAV master, the agreement signed with the mailed code, submitted;
 * staff start the review and approve; the delivery job marks it delivered.
 */
export async function deliverSingle(request: APIRequestContext, token: string, staffToken: string, title: string, artistName: string, email: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iw-e2e-revenue-'));
  const master = path.join(dir, 'master.wav');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=31', '-ac', '2', '-ar', '44100', '-c:a', 'pcm_s16le', '-f', 'wav', master]);
  const cover = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: { r: 40, g: 90, b: 150 } } }).jpeg({ quality: 70 }).toBuffer();
  const headers = { authorization: token };
  const ok = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as ReleaseReply;
  };
  const created = await ok(
    await request.post('/api/distribution/releases', {
      headers,
      data: { kind: 'single', title, artists: [artistName], genre: 'Indie Pop', language: 'Hindi', release_date: dayAhead(20), stores: ['spotify', 'jiosaavn'], territories: ['Worldwide'] },
    }),
  );
  const id = created.result.id;
  await ok(await request.post(`/api/distribution/releases/${id}/artwork`, { headers, multipart: { file: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover } } }));
  const withTrack = await ok(await request.post(`/api/distribution/releases/${id}/tracks`, { headers, data: { title, artists: [artistName] } }));
  const trackId = withTrack.result.tracks[0].id;
  await ok(await request.post(`/api/distribution/releases/${id}/tracks/${trackId}/audio`, { headers, multipart: { file: { name: 'master.wav', mimeType: 'audio/wav', buffer: fs.readFileSync(master) } } }));
  fs.rmSync(dir, { recursive: true, force: true });
  expect((await request.post(`/api/distribution/releases/${id}/agreement/code`, { headers })).ok()).toBe(true);
  let code = '';
  await expect
    .poll(async () => {
      const mail = (await readMailbox(request, email)).find((item) => item.subject.includes('sign the agreement'));
      code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  await ok(await request.post(`/api/distribution/releases/${id}/agreement/sign`, { headers, data: { otp: code } }));
  await ok(await request.post(`/api/distribution/releases/${id}/submit`, { headers }));
  for (const status of ['in_review', 'approved']) {
    const moved = await request.post(`/api/staff/releases/${id}/move`, { headers: { authorization: staffToken }, data: { status } });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  let release: ReleaseReply['result'] | undefined;
  await expect
    .poll(async () => {
      release = ((await (await request.get(`/api/distribution/releases/${id}`, { headers })).json()) as ReleaseReply).result;
      return release.status;
    }, { timeout: 60_000 })
    .toBe('delivered');
  return { id, upc: release?.upc as string, isrc: release?.tracks[0].isrc as string };
}
