import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryStore } from '@/application/country';
import { useStore } from '@/ui/app/container-context';
import { CountryChoices } from '@/ui/shared/forms/country-choices';
import { PhoneField, phoneCountryOf } from '@/ui/shared/forms/phone-field';
import { useModalDialog } from '@/ui/shared/hooks/use-modal-dialog';

export const CountryDialogPanel = observer(function CountryDialogPanel() {
  const country = useStore(CountryStore);
  const { t } = useTranslation('frame');
  const dialog = useModalDialog({ onDismiss: null });
  const id = useId();
  const ids = {
    title: `${id}-title`,
    intro: `${id}-intro`,
    country: `${id}-country`,
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void country.updateSubmitted();
  };
  const countryError = country.errors.country;
  const phoneError = country.errors.phone;

  return (
    // Neither Escape nor a click outside dismisses it (onDismiss null: `cancel` refused; closedby="none"
    // so Chromium does not let a second Escape through): the store needs a country before the shopper
    // goes on. The way out is signing out, at the bottom.
    <dialog
      {...dialog}
      className="modal"
      aria-labelledby={ids.title}
      aria-describedby={ids.intro}
      data-testid="country-dialog"
      closedby="none"
    >
      <h2 id={ids.title} className="modal__title">
        {t('country.title')}
      </h2>
      <p id={ids.intro} className="modal__intro">
        {t('country.intro')}
      </p>
      <form className="form" noValidate onSubmit={onSubmit}>
        <CountryChoices
          id={ids.country}
          legend={t('country.country')}
          countries={country.countries}
          value={country.draftCountryId}
          onChange={country.countryDrafted}
          error={countryError === undefined ? null : t(`country.errors.${countryError}`)}
          emptyText={t('country.noCountries')}
        />
        <PhoneField
          label={t('country.phone')}
          countryLabel={t('country.phoneCountry')}
          hint={t('country.hint')}
          value={country.phone}
          onChange={country.phoneChanged}
          {...phoneCountryOf(country)}
          error={phoneError === undefined ? null : t(`country.errors.${phoneError}`)}
        />
        {country.updateFailed && (
          <p className="form__error" role="alert">
            {t('country.failed')}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={!country.canSubmit}>
          {country.submitting ? t('country.updating') : t('country.update')}
        </button>
      </form>
      <div className="modal__way-out">
        <p>{t('country.later')}</p>
        <button type="button" className="button button--ghost button--block" onClick={country.signOutChosen}>
          {t('country.signOut')}
        </button>
      </div>
    </dialog>
  );
});
