import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

/** What the field needs of an account form's state (FormState of any values with an e-mail). */
interface WithEmail {
  values: { email: string };
  error(field: 'email'): string | null;
  changed(field: 'email', value: string): void;
}

// The account forms' e-mail field: one spelling of its label, autocomplete and left-to-right input.
export const EmailField = observer(function EmailField({ form, name, uncontrolled = false, initial }: { form: WithEmail; name?: string; uncontrolled?: boolean; initial?: string }) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      ltr
      required
      name={name}
      uncontrolled={uncontrolled}
      value={form.values.email === '' ? (initial ?? '') : form.values.email}
      error={form.error('email')}
      onChange={(value) => form.changed('email', value)}
    />
  );
});
