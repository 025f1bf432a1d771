import { observer } from 'mobx-react-lite';
import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryStore } from '@/application/stores/country-store';
import { useStore } from '@/ui/app/container-context';
import { useFocusTrap } from '@/ui/hooks/use-focus-trap';
import { useScrollLock } from '@/ui/hooks/use-scroll-lock';
import { countryName } from '@/ui/format/format';
import { useLanguage } from '@/ui/hooks/use-language';
import { Flag } from '@/ui/icons/flag';

// Escape does not dismiss it: the store needs a country before the shopper goes on.
const ignoreEscape = (): void => {};

export const CountryDialogPanel = observer(function CountryDialogPanel() {
  const country = useStore(CountryStore);
  const { t } = useTranslation('frame');
  const lang = useLanguage();
  const panel = useRef<HTMLDivElement>(null);
  const ids = { title: useId(), intro: useId(), country: useId(), phone: useId(), code: useId(), hint: useId() };
  useFocusTrap(panel, true, ignoreEscape);
  useScrollLock(true);

  const draft = country.countries.find((item) => item.id === country.draftCountryId);
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void country.updateSubmitted();
  };

  return (
    <div className="modal-backdrop">
      <div
        ref={panel}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={ids.title}
        aria-describedby={ids.intro}
        data-testid="country-dialog"
      >
        <h2 id={ids.title} className="modal__title">
          {t('country.title')}
        </h2>
        <p id={ids.intro} className="modal__intro">
          {t('country.intro')}
        </p>
        <form className="form" onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor={ids.country}>{t('country.country')}</label>
            <div className="select-with-flag">
              {draft !== undefined && <Flag code={draft.flag} />}
              <select
                id={ids.country}
                value={country.draftCountryId ?? ''}
                onChange={(event) => country.countryDrafted(Number(event.target.value))}
              >
                {country.countries.length === 0 && <option value="">{t('country.noCountries')}</option>}
                {country.countries.map((item) => (
                  <option key={item.id} value={item.id}>
                    {countryName(item.flag, item.name, lang)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="field">
            <label htmlFor={ids.phone}>{t('country.phone')}</label>
            <div className="phone-field" dir="ltr">
              <select
                aria-label={t('country.phoneCountry')}
                value={country.phoneCountry.iso2}
                onChange={(event) => country.phoneCountryChosen(event.target.value)}
              >
                {country.phoneCountries.map((item) => (
                  <option key={item.iso2} value={item.iso2}>
                    {`${item.iso2} +${item.callingCode}`}
                  </option>
                ))}
              </select>
              <input
                id={ids.phone}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                dir="ltr"
                value={country.phone}
                placeholder={country.phoneCountry.example}
                aria-describedby={ids.hint}
                onChange={(event) => country.phoneChanged(event.target.value)}
              />
            </div>
            <p id={ids.hint} className="field__hint">
              {t('country.hint')}
            </p>
          </div>
          {country.updateFailed && (
            <p className="form__error" role="alert">
              {t('country.failed')}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={!country.canSubmit}>
            {country.submitting ? t('country.updating') : t('country.update')}
          </button>
        </form>
      </div>
    </div>
  );
});
