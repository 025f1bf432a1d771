import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PhoneField, phoneCountryOf, phoneExample, type PhoneCountryChoice, type PhoneFieldProps } from '@/ui/shared/forms/phone-field';

type AccountPhoneFieldProps = Omit<PhoneFieldProps, 'countryLabel' | 'hint' | 'country' | 'countries' | 'onCountryChange'> & {
  /** Where the calling code is kept and chosen. */
  choice: PhoneCountryChoice;
};

// The account forms' phone field (sign-up, /account, sign-in by phone): the calling code's one
// label, and an example number of the chosen country under it.
export const AccountPhoneField = observer(function AccountPhoneField({ choice, ...field }: AccountPhoneFieldProps) {
  const { t } = useTranslation('account');
  return <PhoneField {...field} countryLabel={t('fields.phoneCountry')} hint={t('hints.phone', { example: phoneExample(choice.phoneCountry) })} {...phoneCountryOf(choice)} />;
});
