import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhoneCountry } from '@/domain';
import { PhoneCountrySelect } from './phone-country-select';

export interface PhoneFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  country: PhoneCountry;
  countries: PhoneCountry[];
  onCountryChange: (iso2: string) => void;
  error: string | null;
  required?: boolean;
}

// The country's calling code beside the national number; the placeholder is an example number of
// that country. Phone numbers read left to right in Arabic too.
export function PhoneField({ label, value, onChange, country, countries, onCountryChange, error, required = false }: PhoneFieldProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={error === null ? 'field' : 'field field--invalid'}>
      <label htmlFor={id}>{label}</label>
      <div className="phone-field" dir="ltr">
        <PhoneCountrySelect label={t('fields.phoneCountry')} country={country} countries={countries} onChange={onCountryChange} />
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          dir="ltr"
          value={value}
          required={required}
          placeholder={country.example}
          aria-invalid={error !== null}
          aria-describedby={error === null ? hintId : `${errorId} ${hintId}`}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error !== null && (
        <p id={errorId} className="field__error">
          {t(`fieldErrors.${error}`)}
        </p>
      )}
      <p id={hintId} className="field__hint">
        {t('hints.phone', { example: country.example === '' ? '944567890' : country.example })}
      </p>
    </div>
  );
}
