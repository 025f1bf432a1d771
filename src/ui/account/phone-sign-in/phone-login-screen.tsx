import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { PhoneSignInForm } from './phone-sign-in-form';

/** /login/phone: sign in with a phone and a code by SMS or WhatsApp (issue 30). */
export function PhoneLoginScreen() {
  usePageMeta('account:meta.loginPhone.title', 'account:meta.loginPhone.description');
  return <PhoneSignInForm mode="sign-in" />;
}
