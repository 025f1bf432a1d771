import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { PhoneSignInForm } from './phone-sign-in-form';

/** /signup/phone: create an account with a phone (name, country, e-mail optional) and a code (issue 30). */
export function PhoneSignupScreen() {
  usePageMeta('account:meta.signupPhone.title', 'account:meta.signupPhone.description');
  return <PhoneSignInForm mode="sign-up" />;
}
