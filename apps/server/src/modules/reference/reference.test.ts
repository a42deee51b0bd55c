import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('reference data (spec 2 §7 Discovery)', () => {
  it.each([
    ['/api/genre', 'Bollywood'],
    ['/api/language', 'Hindi'],
    ['/api/mood', 'Romantic'],
    ['/api/band-roles', 'Lead Vocals'],
  ])('%s lists the seeded items with id, name and slug', async (url, expected) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.results.map((r: { name: string }) => r.name)).toContain(expected);
    expect(Object.keys(body.results[0]).sort()).toEqual(['id', 'name', 'slug']);
  });

  it('artist categories include Band', async () => {
    const body = (await t.app.inject({ url: '/api/artistcat' })).json();
    expect(body.results.find((c: { name: string }) => c.name === 'Band')).toMatchObject({ slug: 'band' });
  });

  it('countries come with their states; India has Maharashtra', async () => {
    const res = await t.app.inject({ url: '/api/country' });
    expect(res.statusCode).toBe(200);
    const countries = res.json().results as { name: string; iso_code: string; phone_code: string; states: { id: number; name: string }[] }[];
    expect(countries.length).toBeGreaterThan(240);
    const india = countries.find((c) => c.iso_code === 'IN');
    expect(india).toMatchObject({ name: 'India', phone_code: '91' });
    expect(india!.states.map((s) => s.name)).toContain('Maharashtra');
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it('cities by state id: Maharashtra has Mumbai and Pune', async () => {
    const india = (await t.app.inject({ url: '/api/country' })).json().results.find((c: { iso_code: string }) => c.iso_code === 'IN');
    const maharashtra = india.states.find((s: { name: string }) => s.name === 'Maharashtra');
    const res = await t.app.inject({ url: `/api/cities/${maharashtra.id}` });
    expect(res.statusCode).toBe(200);
    const names = res.json().results.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Mumbai', 'Pune']));
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('an unknown state is 404 and a non-numeric id is 400', async () => {
    expect((await t.app.inject({ url: '/api/cities/99999999' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/cities/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false });
  });
});

describe('reference replies are cacheable', () => {
  it('a repeated request with the entity tag gets 304 and no body', async () => {
    const first = await t.app.inject({ url: '/api/genre' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await t.app.inject({ url: '/api/genre', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
