import type { City, Country, NamedItem } from '@indiwave/domain/contract/reference';

/** Rows → the spec's reply shapes (spec 2 §3: country name and states; state and city id and name). */
export function presentNamed(rows: { id: number; name: string; slug: string }[]): NamedItem[] {
  return rows.map(({ id, name, slug }) => ({ id, name, slug }));
}

export function presentCountries(
  countries: { id: number; name: string; iso_code: string; phone_code: string }[],
  states: { id: number; name: string; country_id: number }[],
): Country[] {
  const statesByCountry = new Map<number, { id: number; name: string }[]>();
  for (const state of states) {
    const list = statesByCountry.get(state.country_id) ?? [];
    list.push({ id: state.id, name: state.name });
    statesByCountry.set(state.country_id, list);
  }
  return countries.map((c) => ({ id: c.id, name: c.name, iso_code: c.iso_code, phone_code: c.phone_code, states: statesByCountry.get(c.id) ?? [] }));
}

export function presentCities(rows: { id: number; name: string }[]): City[] {
  return rows.map(({ id, name }) => ({ id, name }));
}
