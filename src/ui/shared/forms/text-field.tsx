import { useId, useRef, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A FieldErrorCode, shown as `account:fieldErrors.<code>`. */
  error: string | null;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  hint?: ReactNode;
  /** E-mail addresses, codes and passwords read left to right in Arabic too. */
  ltr?: boolean;
  required?: boolean;
  maxLength?: number;
  /** Extra content after the input (a link, a rules list). */
  children?: ReactNode;
  testId?: string;
  /** The field's name in a form the server answers without the app (docs/adr/0040). */
  name?: string;
  /**
   * The browser keeps what is typed (the value only starts it): hydration never writes over a
   * keystroke, made before it or during it. For forms that are never filled by the store.
   */
  uncontrolled?: boolean;
}

// A labelled input with its hint and its message: the message is tied to the input with
// aria-describedby and marks it aria-invalid, so a screen reader reads it with the field.
export function TextField({
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  hint,
  ltr = false,
  required = false,
  maxLength,
  children,
  testId,
  name,
  uncontrolled = false,
}: TextFieldProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(ref, value, onChange);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error !== null ? errorId : null, hint !== undefined ? hintId : null].filter((part) => part !== null).join(' ');
  return (
    <div className={error === null ? 'field' : 'field field--invalid'}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        type={type}
        name={name}
        {...(uncontrolled ? { defaultValue: value } : { value })}
        dir={ltr ? 'ltr' : undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        maxLength={maxLength}
        aria-invalid={error !== null}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      />
      {error !== null && (
        <p id={errorId} className="field__error">
          {t(`fieldErrors.${error}`)}
        </p>
      )}
      {hint !== undefined && (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      )}
      {children}
    </div>
  );
}
