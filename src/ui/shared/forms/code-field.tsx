import { TextField, type TextFieldProps } from './text-field';

// A one-time code sent by e-mail, SMS or WhatsApp: digits, offered by the browser's autofill.
export function CodeField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'ltr' | 'required' | 'maxLength'>) {
  return <TextField {...props} autoComplete="one-time-code" inputMode="numeric" ltr required maxLength={11} />;
}
