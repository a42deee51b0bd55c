import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildUser, findNamedId, signIn, tokenHeader } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const URL = '/api/indiwaveuser/personal_details';

describe('personal details: preferred languages (user_languages)', () => {
  it('saves, replaces and reads back the languages; refuses an unknown language id', async () => {
    const user = await buildUser(t.db);
    const headers = tokenHeader(await signIn(t.app, user.email));
    const save = (payload: object) => t.app.inject({ method: 'POST', url: URL, payload, headers });
    const read = async () => (await t.app.inject({ url: URL, headers })).json().result;
    const hindi = await findNamedId(t.db, 'languages', 'Hindi');
    const tamil = await findNamedId(t.db, 'languages', 'Tamil');

    expect((await read()).languages).toEqual([]);
    expect((await save({ fname: 'Lila', language_ids: [hindi, tamil] })).statusCode).toBe(200);
    expect((await read()).languages).toEqual([
      { id: hindi, name: 'Hindi' },
      { id: tamil, name: 'Tamil' },
    ]);

    expect((await save({ fname: 'Lila', language_ids: [tamil] })).statusCode).toBe(200);
    expect((await read()).languages).toEqual([{ id: tamil, name: 'Tamil' }]);

    // Without language_ids the saved languages stay.
    expect((await save({ fname: 'Lila' })).statusCode).toBe(200);
    expect((await read()).languages).toEqual([{ id: tamil, name: 'Tamil' }]);

    // An unknown id refuses the whole save: neither the name nor the languages change.
    const unknown = await save({ fname: 'Someone else', language_ids: [hindi, 999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ language_ids: MESSAGES.languageUnknown });
    expect(await read()).toMatchObject({ first_name: 'Lila', languages: [{ id: tamil, name: 'Tamil' }] });

    expect((await save({ fname: 'Lila', language_ids: [] })).statusCode).toBe(200);
    expect((await read()).languages).toEqual([]);
  });
});
