import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/ui/shared/forms/text-field';

type NamePart = 'firstName' | 'lastName';

/** What the fields need of a sign-up form's state. */
interface WithName {
  error(field: NamePart): string | null;
  changed(field: NamePart, value: string): void;
}

const PARTS: readonly { part: NamePart; autoComplete: string }[] = [
  { part: 'firstName', autoComplete: 'given-name' },
  { part: 'lastName', autoComplete: 'family-name' },
];

// A new account's first and last names, side by side (sign-up by e-mail and by phone).
export const NameFields = observer(function NameFields({ form, values, uncontrolled = false }: { form: WithName; values: Record<NamePart, string>; uncontrolled?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <div className="form__row">
      {PARTS.map(({ part, autoComplete }) => (
        <TextField
          key={part}
          label={t(`fields.${part}`)}
          autoComplete={autoComplete}
          required
          name={part}
          uncontrolled={uncontrolled}
          value={values[part]}
          maxLength={80}
          error={form.error(part)}
          onChange={(value) => form.changed(part, value)}
        />
      ))}
    </div>
  );
});
