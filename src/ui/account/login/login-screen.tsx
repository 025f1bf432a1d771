import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link, Navigate, useNavigate } from '@/ui/shared/navigation/links';
import { toast } from 'sonner';
import { AuthStore } from '@/application/account/auth-store';
import { LoginStore } from '@/application/account/login-store';
import { NEXT_PARAM, returnPathAfterLogin } from '@/application/frame/route-access';
import { useStore } from '@/ui/app/container-context';
import { EmailField } from '@/ui/shared/forms/email-field';
import { FormProblemMessage } from '@/ui/shared/forms/form-problem';
import { PasswordField } from '@/ui/shared/forms/password-field';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { withNext } from '../with-next';
import { AuthCard, AuthSwitch } from '../auth-card';
import { SubmitButton } from '@/ui/shared/forms/submit-button';
import { useOpened } from '@/ui/shared/hooks/use-opened';
import { useHydrated } from '@/ui/shared/hooks/use-hydrated';
import { PageForm } from '@/ui/shared/forms/page-form';
import { FORM_PATHS } from '@/domain/shared';

/** Carries the page a guest came from through the account pages (login ⇄ sign-up ⇄ verify). */

export const LoginScreen = observer(function LoginScreen() {
  usePageMeta('account:meta.login.title', 'account:meta.login.description');
  const store = useStore(LoginStore);
  const auth = useStore(AuthStore);
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get(NEXT_PARAM);
  const { form } = store;

  useOpened(() => store.opened(params.get('email') ?? ''), [store, params]);

  // A signed-in shopper's browser takes the server's form over first (a guest's), then moves on.
  const hydrated = useHydrated();
  if (hydrated && auth.isAuthenticated && !form.submitting) return <Navigate to={returnPathAfterLogin(next)} replace />;

  const onSubmit = async (): Promise<void> => {
    if (await store.submitted()) {
      toast.success(auth.displayName === null ? t('toasts.welcomeBack') : t('toasts.welcome', { name: auth.displayName }));
      void navigate(returnPathAfterLogin(next), { replace: true });
    }
  };

  return (
    <AuthCard title={t('login.title')}>
      <p className="auth-card__intro">{t('login.intro')}</p>
      <PageForm className="form" noValidate action={FORM_PATHS.login} fields={{ next: returnPathAfterLogin(next) }} onSubmit={() => void onSubmit()}>
        <EmailField form={form} name="email" uncontrolled initial={params.get('email') ?? ''} />
        <PasswordField
          label={t('fields.password')}
          name="password"
          uncontrolled
          value={form.values.password}
          error={form.error('password')}
          onChange={(value) => form.changed('password', value)}
        >
          <Link className="field__link" to={`/forget-password${form.values.email === '' ? '' : `?email=${encodeURIComponent(form.values.email)}`}`}>
            {t('login.forgot')}
          </Link>
        </PasswordField>
        <FormProblemMessage problem={form.problem}>
          {form.problem?.kind === 'email-not-verified' && (
            <Link to={withNext(`/verify-email?email=${encodeURIComponent(form.values.email.trim())}`, next)}>{t('problems.verifyNow')}</Link>
          )}
        </FormProblemMessage>
        <SubmitButton answeredWithoutApp className="button button--primary button--block" busy={form.submitting}>
          {form.submitting ? t('login.submitting') : t('login.submit')}
        </SubmitButton>
      </PageForm>
      <AuthSwitch question={t('login.noAccount')} to={withNext('/signup', next)}>
        {t('login.signupLink')}
      </AuthSwitch>
      <AuthSwitch to={withNext('/login/phone', next)} testId="phone-link">
        {t('login.phoneLink')}
      </AuthSwitch>
    </AuthCard>
  );
});
