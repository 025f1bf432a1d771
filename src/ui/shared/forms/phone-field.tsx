import { useId, useRef } from 'react';
import type { PhoneCountry } from '@/domain/country';
import { PhoneCountrySelect } from './phone-country-select';
import { useFocusWhenAsked } from './use-focus-when-asked';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

export interface PhoneFieldProps {
  label: string;
  /** The accessible name of the calling-code select. */
  countryLabel: string;
  /** Said with the field (an example number, what the number is for). */
  hint: string;
  value: string;
  onChange: (value: string) => void;
  country: PhoneCountry;
  countries: PhoneCountry[];
  onCountryChange: (iso2: string) => void;
  /** The message in the active language, or null. */
  error: string | null;
  /** 'form' as the account forms (hint under the number); 'support' as SupportField's forms (hint under the label). */
  look?: 'form' | 'support';
  /** Marks the label ("required") without the browser's own bubble, which would speak English. */
  requiredLabel?: string;
  name?: string;
  /** The country select's name in a form the server answers without the app. */
  countryName?: string;
  /** Moves the focus here once (after a refused submit). */
  focus?: boolean;
  onFocused?: () => void;
}

/** A form's store that keeps the phone's calling code: the country chosen and the list it is chosen from. */
export interface PhoneCountryChoice {
  readonly phoneCountry: PhoneCountry;
  readonly phoneCountries: PhoneCountry[];
  phoneCountryChosen: (iso2: string) => void;
}

/** The phone field's calling-code props, from its form's store. */
export function phoneCountryOf(store: PhoneCountryChoice): Pick<PhoneFieldProps, 'country' | 'countries' | 'onCountryChange'> {
  return { country: store.phoneCountry, countries: store.phoneCountries, onCountryChange: store.phoneCountryChosen };
}

/** The example shown in the hint: the country's own, or a Syrian mobile number when it has none. */
export function phoneExample(country: PhoneCountry): string {
  return country.example === '' ? '944567890' : country.example;
}

// The one phone field: the country's calling code beside the national number, the placeholder an
// example number of that country; hint and message tied by aria-describedby and aria-invalid. Phone
// numbers read left to right in Arabic too.
export function PhoneField({
  label,
  countryLabel,
  hint,
  value,
  onChange,
  country,
  countries,
  onCountryChange,
  error,
  look = 'form',
  requiredLabel,
  name,
  countryName,
  focus = false,
  onFocused,
}: PhoneFieldProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const block = look === 'support' ? 'support-field' : 'field';
  useTypedBeforeHydration(ref, value, onChange);
  useFocusWhenAsked(ref, focus, onFocused);
  const hintLine = (
    <p id={hintId} className={`${block}__hint`}>
      {hint}
    </p>
  );
  return (
    <div className={error === null ? block : `${block} ${block}--invalid`}>
      <label htmlFor={id}>
        {label}
        {requiredLabel !== undefined && <span className={`${block}__required`}> ({requiredLabel})</span>}
      </label>
      {look === 'support' && hintLine}
      <div className="phone-field" dir="ltr">
        <PhoneCountrySelect label={countryLabel} country={country} countries={countries} onChange={onCountryChange} name={countryName} />
        <input
          ref={ref}
          id={id}
          name={name}
          // tel-national belongs to text fields (HTML's autofill table); inputMode keeps the phone keypad.
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          dir="ltr"
          value={value}
          aria-required={requiredLabel !== undefined ? true : undefined}
          placeholder={country.example}
          aria-invalid={error !== null}
          aria-describedby={error === null ? hintId : `${errorId} ${hintId}`}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error !== null && (
        <p id={errorId} className={`${block}__error`}>
          {error}
        </p>
      )}
      {look === 'form' && hintLine}
    </div>
  );
}
