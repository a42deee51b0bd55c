import { useMemo } from 'react';
import { Combobox } from './Combobox.tsx';
import { describeField, Field, INPUT_CLASS } from './Field.tsx';
import { useCities } from '../lib/reference/get-cities.ts';
import { useCountries } from '../lib/reference/get-countries.ts';

/** The place of a form as its fields hold it: ids as text, city 'other' with otherCity. */
export type PlaceValue = { country: string; state: string; city: string; otherCity: string };
export type PlaceField = keyof PlaceValue;

/** The value of the appended 'Other' city (spec 2 §2.1). */
export const OTHER_CITY = 'other';
/** The 'Other' entry appended to every city list, whatever is typed. */
const OTHER_OPTIONS = [{ value: OTHER_CITY, label: 'Other' }];

type PlaceFieldsProps = {
  idPrefix: string;
  value: PlaceValue;
  onChange: (patch: Partial<PlaceValue>) => void;
  errors?: Partial<Record<PlaceField, string>>;
  /** Labels say 'optional' when the form does not require a place. */
  isOptional?: boolean;
};

/**
 * Country, state and city as searchable lists (spec 2 §2.1 step 2): states come with the
 * country, cities from GET cities/:stateId with an 'Other' entry appended, which asks for the
 * city's name. Choosing a country clears state and city; choosing a state clears the city.
 */
export function PlaceFields({ idPrefix, value, onChange, errors = {}, isOptional }: PlaceFieldsProps) {
  const countries = useCountries();
  const stateId = Number.parseInt(value.state, 10);
  const cities = useCities(Number.isInteger(stateId) ? stateId : null);

  const countryOptions = useMemo(
    () => (countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name })),
    [countries.data],
  );
  const stateOptions = useMemo(() => {
    const country = countries.data?.find((item) => String(item.id) === value.country);
    return (country?.states ?? []).map((state) => ({ value: String(state.id), label: state.name }));
  }, [countries.data, value.country]);
  const cityOptions = useMemo(() => (cities.data ?? []).map((city) => ({ value: String(city.id), label: city.name })), [cities.data]);

  const ids = {
    country: `${idPrefix}-country`,
    state: `${idPrefix}-state`,
    city: `${idPrefix}-city`,
    otherCity: `${idPrefix}-other-city`,
  };
  const note = isOptional ? 'optional' : undefined;

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field id={ids.country} label="Country" labelNote={note} error={errors.country} className="md:col-span-2">
        <Combobox
          id={ids.country}
          options={countryOptions}
          listLabel="Countries"
          value={value.country}
          placeholder="Search your country"
          isLoading={countries.isPending}
          isInvalid={Boolean(errors.country)}
          describedBy={describeField(ids.country, { error: errors.country })}
          onChange={(country) => onChange({ country, state: '', city: '', otherCity: '' })}
        />
      </Field>
      <Field id={ids.state} label="State" labelNote={note} error={errors.state}>
        <Combobox
          id={ids.state}
          options={stateOptions}
          listLabel="States"
          value={value.state}
          placeholder={value.country ? 'Search your state' : 'Choose a country first'}
          isDisabled={!value.country}
          isInvalid={Boolean(errors.state)}
          describedBy={describeField(ids.state, { error: errors.state })}
          onChange={(state) => onChange({ state, city: '', otherCity: '' })}
        />
      </Field>
      <Field id={ids.city} label="City" labelNote={note} error={errors.city}>
        <Combobox
          id={ids.city}
          options={cityOptions}
          listLabel="Cities"
          pinnedOptions={OTHER_OPTIONS}
          value={value.city}
          placeholder={value.state ? 'Search your city' : 'Choose a state first'}
          isDisabled={!value.state}
          isLoading={Boolean(value.state) && cities.isPending}
          isInvalid={Boolean(errors.city)}
          describedBy={describeField(ids.city, { error: errors.city })}
          onChange={(city) => onChange({ city, otherCity: city === OTHER_CITY ? value.otherCity : '' })}
        />
      </Field>
      {value.city === OTHER_CITY && (
        <Field id={ids.otherCity} label="Your city" error={errors.otherCity} className="md:col-span-2">
          <input
            id={ids.otherCity}
            type="text"
            autoComplete="address-level2"
            maxLength={100}
            value={value.otherCity}
            aria-invalid={errors.otherCity ? true : undefined}
            aria-describedby={describeField(ids.otherCity, { error: errors.otherCity })}
            className={INPUT_CLASS}
            onChange={(event) => onChange({ otherCity: event.target.value })}
          />
        </Field>
      )}
    </div>
  );
}
