import type { PhoneCountry } from '@/domain';
import { countryName } from '@/ui/format/format';
import { useLanguage } from '@/ui/hooks/use-language';

// The phone field's country list, one for the country dialog, the account and sign-up forms and
// checkout: each option is the country's name in the interface language and its calling code
// ('+961 Lebanon', '+961 لبنان': the code first, so a narrow field cuts the name, not the code), never a bare ISO code.
export function PhoneCountrySelect({
  label,
  country,
  countries,
  onChange,
}: {
  label: string;
  country: PhoneCountry;
  countries: PhoneCountry[];
  onChange: (iso2: string) => void;
}) {
  const lang = useLanguage();
  return (
    <select aria-label={label} value={country.iso2} onChange={(event) => onChange(event.target.value)}>
      {countries.map((item) => (
        <option key={item.iso2} value={item.iso2}>
          {`+${item.callingCode} ${countryName(item.iso2, item.iso2, lang)}`}
        </option>
      ))}
    </select>
  );
}
