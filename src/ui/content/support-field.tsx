import { useId, useRef } from 'react';
import { useFocusWhenAsked } from '@/ui/shared/forms/use-focus-when-asked';
import { useTypedBeforeHydration } from '@/ui/shared/forms/use-typed-before-hydration';

export interface SupportFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message in the active language, or null. */
  error: string | null;
  hint?: string;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  /** E-mail addresses and phone numbers read left to right in Arabic too. */
  ltr?: boolean;
  /** Marks the label ("required") without the browser's own bubble, which would speak English. */
  requiredLabel?: string;
  maxLength?: number;
  /** Moves the focus here once (after a refused submit). */
  focus?: boolean;
  onFocused?: () => void;
  name: string;
}

// A labelled input or textarea with its hint and its message, tied with aria-describedby and
// aria-invalid so a screen reader reads the message with the field.
export function SupportField({
  label,
  value,
  onChange,
  error,
  hint,
  multiline = false,
  type = 'text',
  autoComplete,
  ltr = false,
  requiredLabel,
  maxLength,
  focus = false,
  onFocused,
  name,
}: SupportFieldProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error !== null ? errorId : null, hint !== undefined ? hintId : null].filter((part) => part !== null).join(' ');

  useTypedBeforeHydration(ref, value, onChange);

  useFocusWhenAsked(ref, focus, onFocused);

  const shared = {
    id,
    name,
    ref,
    value,
    dir: ltr ? 'ltr' : undefined,
    autoComplete,
    maxLength,
    'aria-invalid': error !== null,
    'aria-required': requiredLabel !== undefined ? true : undefined,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
  };
  return (
    <div className={error === null ? 'support-field' : 'support-field support-field--invalid'}>
      <label htmlFor={id}>
        {label}
        {requiredLabel !== undefined && <span className="support-field__required"> ({requiredLabel})</span>}
      </label>
      {hint !== undefined && (
        <p id={hintId} className="support-field__hint">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...shared} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {error !== null && (
        <p id={errorId} className="support-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
