import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AuthStore } from '@/application/account';
import { CountryStore } from '@/application/country';
import { useStore } from '@/ui/app/container-context';

/**
 * A guest's country, and so her currency (issue 26, docs/adr/0050): a plain GET form to the server, which
 * keeps the choice in cookies and sends her back to this page, drawn in her currency. It works before the
 * storefront's script runs, and after (a full page load: the server draws the page in her currency). A
 * signed-in shopper's country is her profile's (the account page changes it): not offered here.
 * The same form sits in the footer and in the phone's side menu (one control, two places).
 */
export const GuestCountryChoice = observer(function GuestCountryChoice({ place }: { place: 'footer' | 'side-menu' }) {
  const { t } = useTranslation('frame');
  const country = useStore(CountryStore);
  const auth = useStore(AuthStore);
  const { pathname, search } = useLocation();
  const id = useId();
  if (auth.isSignedIn() || country.countries.length === 0) return null;
  return (
    <form className={place === 'footer' ? 'site-footer__country' : 'side-menu__country'} method="get" action="/api/country-choice">
      <label htmlFor={id}>{t('footer.country.label')}</label>
      <select id={id} name="country" defaultValue={String(country.selectedCountryId)} key={country.selectedCountryId}>
        {country.countries.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
      <input type="hidden" name="back" value={pathname + search} />
      <button type="submit" className={place === 'footer' ? 'button button--on-dark' : 'button button--ghost'}>
        {t('footer.country.choose')}
      </button>
    </form>
  );
});
