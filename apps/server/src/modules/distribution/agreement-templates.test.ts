import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_TEMPLATE_MESSAGES as M } from '@indiwave/domain/messages';
import { DEFAULT_AGREEMENT_TEMPLATE } from '@indiwave/domain/rules/agreement-template';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { grantPro } from '../../../test/commerce-fixtures.ts';
import { makeArtwork, makeMaster } from '../../../test/distribution-fixtures.ts';
import { buildForm } from '../../../test/media-fixtures.ts';
import { buildArtist, buildStaff, listMails } from '../../../test/opportunity-fixtures.ts';
import type { Person } from '../../../test/social.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';

const clock = createManualClock(new Date('2031-01-10T06:00:00.000Z'));
let t: TestApp;
let staff: Person;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-agreement-templates-'));
  t = await createTestApp({ clock, config: { dataDir } });
  staff = await buildStaff(t.db, clock);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', url: string, person: Person, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...person.headers, ...(method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {}) }, ...(payload ? { payload } : {}) });
const upload = (url: string, person: Person, file: string) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: person.headers, payload: buildForm({ file }) });
const countVersions = async () => Number((await t.db.selectFrom('agreement_templates').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const REQUIRED = '{{artist_name}} {{release}} {{recordings}} {{stores}} {{territories}}';

/** A Pro artist's single with its artwork and master, ready to sign. */
async function buildReadyRelease(): Promise<{ artist: Person; id: number }> {
  const artist = await buildArtist(t.db, clock);
  await grantPro(t.db, artist.id);
  const created = await call('POST', '/distribution/releases', artist, { kind: 'single', title: 'Monsoon Letters', artists: ['Asha Test'], genre: 'Indie Pop', language: 'Hindi', release_date: '2031-02-01', stores: ['spotify'], territories: ['Worldwide'] });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().result.id as number;
  expect((await upload(`/distribution/releases/${id}/artwork`, artist, await makeArtwork())).statusCode).toBe(200);
  const trackId = (await call('POST', `/distribution/releases/${id}/tracks`, artist, { title: 'Monsoon Letters', artists: ['Asha Test'] })).json().result.tracks[0].id as number;
  expect((await upload(`/distribution/releases/${id}/tracks/${trackId}/audio`, artist, makeMaster())).statusCode).toBe(200);
  return { artist, id };
}

/** Signs a release's agreement with its mailed code; answers the signed text. */
async function sign(artist: Person, id: number): Promise<string> {
  clock.advance(60_000);
  expect((await call('POST', `/distribution/releases/${id}/agreement/code`, artist)).statusCode).toBe(200);
  const mails = await listMails(t.db, artist.email, 'Indiwave: your code to sign');
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text_body ?? '')?.[1] ?? '';
  const signed = await call('POST', `/distribution/releases/${id}/agreement/sign`, artist, { otp: code });
  expect(signed.statusCode, signed.body).toBe(200);
  const agreementId = signed.json().result.agreement.id as number;
  return (await call('GET', `/distribution/agreements/${agreementId}`, artist)).json().result.text as string;
}

describe('agreement templates (issue 21 item 5)', () => {
  it('starts from the first version, and agreements are made from it', async () => {
    const listed = (await call('GET', '/staff/agreement_templates', staff)).json();
    expect(listed.results).toHaveLength(1);
    expect(listed.results[0]).toMatchObject({ version: 1, body: DEFAULT_AGREEMENT_TEMPLATE, is_current: true, author: null });
    const { artist, id } = await buildReadyRelease();
    const text = await sign(artist, id);
    expect(text).toContain('DISTRIBUTION AGREEMENT — "Monsoon Letters"');
    expect(text).toContain('1. The release. A single titled "Monsoon Letters" by Asha Test, to be released on 2031-02-01, with these recordings:\n   1. "Monsoon Letters" by Asha Test\n\n2. Grant.');
  });

  it('refuses an unknown or a missing placeholder, HTML, an over-long note and the current text, with its message, and stores nothing', async () => {
    const before = await countVersions();
    const refused = async (payload: object) => (await call('POST', '/staff/agreement_templates', staff, payload)).json();
    expect((await refused({ body: `${REQUIRED} {{royalty}}` })).fields.body).toBe(M.unknownPlaceholder('royalty'));
    expect((await refused({ body: '{{artist_name}} {{release}} {{recordings}} {{territories}}' })).fields.body).toBe(M.missingPlaceholder('stores'));
    expect((await refused({ body: `${REQUIRED} <b>bold</b>` })).fields.body).toBe(M.noMarkup);
    expect((await refused({ body: '   ' })).fields.body).toBe(M.bodyRequired);
    expect((await refused({ body: REQUIRED, note: 'x'.repeat(201) })).fields.note).toBe(M.noteMax);
    expect((await refused({ body: DEFAULT_AGREEMENT_TEMPLATE })).fields.body).toBe(M.unchanged);
    expect(await countVersions()).toBe(before);
  });

  it('publishes a new version that new agreements use, audited with before and after, while signed ones keep their text', async () => {
    const { artist: earlier, id: earlierId } = await buildReadyRelease();
    const signedBefore = await sign(earlier, earlierId);

    const body = `${DEFAULT_AGREEMENT_TEMPLATE}\n\n6. This agreement follows the laws of India.`;
    const published = await call('POST', '/staff/agreement_templates', staff, { body, note: 'Governing law' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ message: M.published, result: { version: 2, body, note: 'Governing law', is_current: true, author: { slug: staff.slug } } });
    const listed = (await call('GET', '/staff/agreement_templates', staff)).json().results;
    expect(listed.map((version: { version: number; is_current: boolean }) => [version.version, version.is_current])).toEqual([[2, true], [1, false]]);

    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'agreement_template.publish').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: staff.id, target_type: 'agreement_template', target_label: 'Version 2' });
    expect(JSON.parse(String(audit.before_json)).body).toBe(DEFAULT_AGREEMENT_TEMPLATE);
    expect(JSON.parse(String(audit.after_json))).toEqual({ body, note: 'Governing law' });

    const { artist, id } = await buildReadyRelease();
    expect(await sign(artist, id)).toContain('6. This agreement follows the laws of India.');
    const agreements = (await call('GET', '/distribution/agreements?offset=0', earlier)).json().results;
    expect(agreements[0].text).toBe(signedBefore);
    expect(signedBefore).not.toContain('laws of India');
  });
});
