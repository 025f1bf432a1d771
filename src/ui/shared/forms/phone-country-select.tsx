import type { PhoneCountry } from '@/domain/country';
import { countryName } from '@/ui/shared/format/country-name';
import { useLanguage } from '@/ui/shared/hooks/use-language';

// The phone field's country list, one for the country dialog, the account and sign-up forms and
// checkout: each option is the country's name in the interface language and its calling code
// ('+961 Lebanon', '+961 لبنان': the code first, so a narrow field cuts the name, not the code), never a bare ISO code.
export function PhoneCountrySelect({
  label,
  country,
  countries,
  onChange,
  name,
}: {
  label: string;
  country: PhoneCountry;
  countries: PhoneCountry[];
  onChange: (iso2: string) => void;
  /** The select's name in a form the server answers without the app (its value the ISO code). */
  name?: string;
}) {
  const lang = useLanguage();
  return (
    <select aria-label={label} name={name} value={country.iso2} onChange={(event) => onChange(event.target.value)}>
      {countries.map((item) => (
        // The server's ICU may name a country otherwise than the browser's ('Palestine', 'Palestinian
        // Territories'): the name the server drew stays until the list is drawn again (ADR 0031).
        <option key={item.iso2} value={item.iso2} suppressHydrationWarning>
          {`+${item.callingCode} ${countryName(item.iso2, item.iso2, lang)}`}
        </option>
      ))}
    </select>
  );
}
