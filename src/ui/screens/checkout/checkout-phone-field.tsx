import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhoneCountry } from '@/domain';
import { PhoneCountrySelect } from '@/ui/forms/phone-country-select';

// The phone of the checkout: the country's calling code beside the national number, the country's
// example as placeholder, left to right in Arabic too; the message tied by aria-describedby.
export function CheckoutPhoneField({
  value,
  onChange,
  country,
  countries,
  onCountryChange,
  error,
  focus,
  onFocused,
}: {
  value: string;
  onChange: (value: string) => void;
  country: PhoneCountry;
  countries: PhoneCountry[];
  onCountryChange: (iso2: string) => void;
  error: string | null;
  focus: boolean;
  onFocused: () => void;
}) {
  const { t } = useTranslation('orders');
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  useEffect(() => {
    if (focus && ref.current !== null) {
      ref.current.focus();
      onFocused();
    }
  }, [focus, onFocused]);
  return (
    <div className={error === null ? 'support-field' : 'support-field support-field--invalid'}>
      <label htmlFor={id}>
        {t('checkout.phone')}
        <span className="support-field__required"> ({t('checkout.required')})</span>
      </label>
      <p id={hintId} className="support-field__hint">
        {t('checkout.phoneHint', { example: country.example === '' ? '944567890' : country.example })}
      </p>
      <div className="phone-field" dir="ltr">
        <PhoneCountrySelect label={t('checkout.phoneCountry')} country={country} countries={countries} onChange={onCountryChange} />
        <input
          ref={ref}
          id={id}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          dir="ltr"
          value={value}
          aria-required
          placeholder={country.example}
          aria-invalid={error !== null}
          aria-describedby={error === null ? hintId : `${errorId} ${hintId}`}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error !== null && (
        <p id={errorId} className="support-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
