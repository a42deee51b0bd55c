import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { readLatestMail } from '../../../test/factories.ts';
import { buildSignedIn, callAs, uploadSong } from '../../../test/promo-fixtures.ts';
import { buildPerson, type Person } from '../../../test/social.ts';

const C = CATALOGUE_MESSAGES;
let t: TestApp;
let staff: Person;
let artist: Awaited<ReturnType<typeof buildSignedIn>>;
let song: { slug_usersong: string; title: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = await buildPerson(t.db, t.platform.clock, { type: 'Listener', staff_role: 'staff' });
  artist = await buildSignedIn(t.app, t.db, 'Artist', { first_name: 'Asha' });
  song = await uploadSong(t.app, artist.key, { title: 'Harbour Lights' });
});
afterAll(async () => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, person: { headers: Record<string, string> } | null, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: person?.headers ?? {}, ...(payload ? { payload } : {}) });
const offered = async () => ((await callAs(t.app, artist.key, 'GET', '/api/promo/radio_stations')).json().results as { slug: string }[]).map((station) => station.slug);
const staffList = async () => (await send('GET', '/staff/radio_stations', staff)).json().results as { slug: string; name: string; retired_at: string | null; pitch_count: number; email: string }[];
const auditLines = (slug: string) =>
  t.db.selectFrom('audit_log').select(['action', 'actor_id', 'before_json', 'after_json']).where('target_type', '=', 'radio_station').where('target_key', '=', slug).orderBy('id').execute();

const STATION = { name: 'Radio Sur', city: 'Pune', genre_focus: 'Marathi, indie', email: 'Music@RadioSur.example' };

describe('the radio stations of the staff console', () => {
  it('are for staff only: 401 signed out, 403 for an artist and a listener, nothing changed', async () => {
    const listener = await buildPerson(t.db, t.platform.clock, { type: 'Listener' });
    const artistPerson = { headers: { authorization: `Token ${artist.key}` } };
    for (const person of [null, artistPerson, listener]) {
      const status = person ? 403 : 401;
      expect((await send('GET', '/staff/radio_stations', person)).statusCode).toBe(status);
      expect((await send('POST', '/staff/radio_stations', person, STATION)).statusCode).toBe(status);
      expect((await send('PUT', '/staff/radio_stations/radio-city-mumbai', person, STATION)).statusCode).toBe(status);
      const retire = await send('POST', '/staff/radio_stations/radio-city-mumbai/retire', person, { retired: true });
      expect(retire.statusCode).toBe(status);
      if (person) expect(retire.json().error).toBe(MESSAGES.staffOnly);
    }
    expect(await offered()).toHaveLength(11);
    expect((await staffList()).every((station) => station.retired_at === null)).toBe(true);
  });

  it('adds a station, offered to artists at once; a name taken in that city or a bad field is refused with a clear message', async () => {
    const added = await send('POST', '/staff/radio_stations', staff, STATION);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ message: C.stationAdded, result: { slug: 'radio-sur-pune', name: 'Radio Sur', email: 'music@radiosur.example', retired_at: null, pitch_count: 0 } });
    expect((await offered()).at(-1)).toBe('radio-sur-pune');
    const [line] = await auditLines('radio-sur-pune');
    expect(line).toMatchObject({ action: 'radio_station.create', actor_id: staff.id, before_json: null });
    expect(JSON.parse(line.after_json as string)).toEqual({ ...STATION, email: 'music@radiosur.example' });

    const count = (await staffList()).length;
    const taken = await send('POST', '/staff/radio_stations', staff, { ...STATION, name: 'RADIO SUR', city: 'pune' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ error: C.stationTaken, fields: { name: C.stationTaken } });
    // The same name in another city is another station.
    expect((await send('POST', '/staff/radio_stations', staff, { ...STATION, city: 'Nashik' })).json().result.slug).toBe('radio-sur-nashik');
    expect((await send('POST', '/staff/radio_stations', staff, { ...STATION, name: ' ' })).json().fields.name).toBe(C.stationNameRequired);
    expect((await send('POST', '/staff/radio_stations', staff, { ...STATION, name: 'Other', email: 'not-an-address' })).json().fields.email).toBe(MESSAGES.emailInvalid);
    expect((await send('POST', '/staff/radio_stations', staff, { ...STATION, name: 'Other', city: 'x'.repeat(61) })).json().fields.city).toBe(C.stationCityMax);
    expect((await staffList()).length).toBe(count + 1);

    // An artist's pitch reaches the new station's address.
    const pitched = await callAs(t.app, artist.key, 'POST', '/api/promo/pitch', { song: song.slug_usersong, station: 'radio-sur-pune' });
    expect(pitched.statusCode, pitched.body).toBe(200);
    expect((await readLatestMail(t.db, 'music@radiosur.example'))?.subject).toContain('Harbour Lights');
  });

  it('edits a station, keeping its slug, with before and after in the audit log', async () => {
    const edited = await send('PUT', '/staff/radio_stations/radio-sur-pune', staff, { ...STATION, genre_focus: 'Marathi, folk', email: 'desk@radiosur.example' });
    expect(edited.json()).toMatchObject({ message: C.stationSaved, result: { slug: 'radio-sur-pune', genre_focus: 'Marathi, folk', email: 'desk@radiosur.example', pitch_count: 1 } });
    const lines = await auditLines('radio-sur-pune');
    expect(lines.at(-1)?.action).toBe('radio_station.update');
    expect(JSON.parse(lines.at(-1)?.before_json as string)).toMatchObject({ genre_focus: 'Marathi, indie', email: 'music@radiosur.example' });
    expect(JSON.parse(lines.at(-1)?.after_json as string)).toMatchObject({ genre_focus: 'Marathi, folk', email: 'desk@radiosur.example' });
    const clash = await send('PUT', '/staff/radio_stations/radio-sur-nashik', staff, STATION);
    expect(clash.json().fields.name).toBe(C.stationTaken);
    const missing = await send('PUT', '/staff/radio_stations/no-such-station', staff, STATION);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(C.stationNotFound);
  });

  it('retires a station: not offered, no new pitch, existing pitches kept; brought back, it is offered again', async () => {
    const retired = await send('POST', '/staff/radio_stations/radio-sur-pune/retire', staff, { retired: true });
    expect(retired.json()).toMatchObject({ message: C.stationRetiredDone, result: { retired_at: expect.any(String), pitch_count: 1 } });
    expect(await offered()).not.toContain('radio-sur-pune');
    const other = await uploadSong(t.app, artist.key, { title: 'Second Song' });
    const refused = await callAs(t.app, artist.key, 'POST', '/api/promo/pitch', { song: other.slug_usersong, station: 'radio-sur-pune' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(C.stationRetired);
    const pitches = (await callAs(t.app, artist.key, 'GET', '/api/promo/pitches')).json().results as { station: { slug: string } }[];
    expect(pitches.map((pitch) => pitch.station.slug)).toContain('radio-sur-pune');

    const restored = await send('POST', '/staff/radio_stations/radio-sur-pune/retire', staff, { retired: false });
    expect(restored.json()).toMatchObject({ message: C.stationRestored, result: { retired_at: null } });
    expect(await offered()).toContain('radio-sur-pune');
    expect((await auditLines('radio-sur-pune')).map((line) => line.action).slice(-2)).toEqual(['radio_station.retire', 'radio_station.restore']);
  });
});
