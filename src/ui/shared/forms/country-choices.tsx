import type { Country } from '@/domain/country';
import { countryName } from '@/ui/shared/format/country-name';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { Flag } from '@/ui/shared/icons/flag';

// The store's countries as radios, each with its flag and its name in the interface language: an
// <option> of a native <select> can hold no flag (docs/adr/0022). The country dialog and /account.
export function CountryChoices({
  id,
  legend,
  countries,
  value,
  onChange,
  error,
  emptyText,
  name = id,
}: {
  id: string;
  legend: string;
  countries: readonly Country[];
  value: number | null;
  onChange: (countryId: number) => void;
  /** The message of a refused choice, already translated. */
  error: string | null;
  /** Said while there is no country to choose. */
  emptyText: string;
  /** The radios' name in a form the server answers without the app (the id when not given). */
  name?: string;
}) {
  const lang = useLanguage();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={error === null ? 'country-choices' : 'country-choices country-choices--invalid'}
      aria-describedby={error === null ? undefined : errorId}
    >
      <legend>{legend}</legend>
      {countries.length === 0 && <p className="field__hint">{emptyText}</p>}
      {countries.map((item) => (
        <label key={item.id} className="country-choice">
          <input type="radio" name={name} value={item.id} checked={value === item.id} onChange={() => onChange(item.id)} />
          <Flag code={item.flag} />
          <span>{countryName(item.flag, item.name, lang)}</span>
        </label>
      ))}
      {error !== null && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
