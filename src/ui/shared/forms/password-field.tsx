import type { PasswordRules } from '@/domain/account';
import { PasswordRulesList } from './password-rules';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'ltr' | 'required' | 'hint'> & {
  /** A new password's rules, listed under it; without them the field asks for the password the account has. */
  rules?: PasswordRules;
};

// The account forms' password field: the current password, or a new one with its rules checklist.
export function PasswordField({ rules, ...field }: PasswordFieldProps) {
  return (
    <TextField
      {...field}
      type="password"
      autoComplete={rules === undefined ? 'current-password' : 'new-password'}
      ltr
      required
      hint={rules === undefined ? undefined : <PasswordRulesList rules={rules} />}
    />
  );
}
