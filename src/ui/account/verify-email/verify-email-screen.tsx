import { observer } from 'mobx-react-lite';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link, useNavigate } from '@/ui/shared/navigation/links';
import { toast } from 'sonner';
import { VerifyEmailStore } from '@/application/account/verify-email-store';
import { NEXT_PARAM, returnPathAfterLogin } from '@/application/frame/route-access';
import { useStore } from '@/ui/app/container-context';
import { formatWait } from '@/ui/shared/format/format';
import { EmailField } from '@/ui/shared/forms/email-field';
import { FormProblemMessage, useProblemText } from '@/ui/shared/forms/form-problem';
import { CodeField } from '@/ui/shared/forms/code-field';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { withNext } from '@/ui/account/with-next';
import { AuthCard } from '@/ui/account/auth-card';
import { SubmitButton } from '@/ui/shared/forms/submit-button';
import { useOpened } from '@/ui/shared/hooks/use-opened';
import { PageForm } from '@/ui/shared/forms/page-form';
import { FORM_PATHS } from '@/domain/shared';

export const VerifyEmailScreen = observer(function VerifyEmailScreen() {
  usePageMeta('account:meta.verifyEmail.title', 'account:meta.verifyEmail.description');
  const store = useStore(VerifyEmailStore);
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const problemText = useProblemText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get(NEXT_PARAM);
  const emailParam = params.get('email');
  const { form } = store;

  useOpened(() => {
    store.opened(emailParam);
    return () => store.closed();
  }, [store, emailParam]);

  const onSubmit = async (): Promise<void> => {
    if (await store.submitted()) {
      toast.success(t('toasts.verified'));
      void navigate(returnPathAfterLogin(next), { replace: true });
    }
  };

  const knownEmail = emailParam !== null && emailParam !== '' && form.error('email') === null;
  // The address the code went to: the store's once the page is open, the page's own before (the
  // server's drawing, a slow phone before the app runs).
  const email = form.values.email === '' ? (emailParam ?? '') : form.values.email;
  // What the forms carry to the server when the app does not answer them (docs/adr/0040).
  const carried = { next: returnPathAfterLogin(next), ...(knownEmail ? { email } : {}) };
  const wait = store.waitSeconds;
  return (
    <AuthCard title={t('verify.title')}>
      <p className="auth-card__intro">
        {knownEmail ? (
          <Trans t={t} i18nKey="verify.sentTo" values={{ email }} components={[<bdi key="email" dir="ltr" className="ltr-text" />]} />
        ) : (
          t('verify.enterEmail')
        )}
      </p>
      <PageForm className="form" noValidate action={FORM_PATHS.verifyEmail} fields={carried} onSubmit={() => void onSubmit()}>
        {!knownEmail && <EmailField form={form} name="email" initial={emailParam ?? ''} />}
        <CodeField
          label={t('fields.code')}
          name="code"
          value={form.values.code}
          error={form.error('code')}
          hint={t('hints.code')}
          testId="verification-code"
          onChange={(value) => form.changed('code', value)}
        />
        <FormProblemMessage problem={form.problem}>
          {form.problem?.kind === 'already-verified' && <Link to={withNext('/login', next)}>{t('verify.loginLink')}</Link>}
        </FormProblemMessage>
        <SubmitButton answeredWithoutApp className="button button--primary button--block" busy={form.submitting}>
          {form.submitting ? t('verify.submitting') : t('verify.submit')}
        </SubmitButton>
      </PageForm>
      <PageForm className="resend" action={FORM_PATHS.verifyResend} fields={carried} onSubmit={() => void store.resendRequested()}>
        <button type="submit" className="button button--ghost button--block" disabled={wait > 0 || store.resending} data-testid="resend-code">
          {store.resending ? t('verify.resending') : wait > 0 ? t('verify.resendIn', { wait: formatWait(wait, lang) }) : t('verify.resend')}
        </button>
        <p className="resend__status" role="status">
          {store.resent && wait > 0 ? t('verify.resent') : store.resendProblem !== null ? problemText(store.resendProblem) : ''}
        </p>
      </PageForm>
    </AuthCard>
  );
});
