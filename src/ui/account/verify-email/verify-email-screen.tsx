import { observer } from 'mobx-react-lite';
import { type FormEvent } from 'react';
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (await store.submitted()) {
      toast.success(t('toasts.verified'));
      void navigate(returnPathAfterLogin(next), { replace: true });
    }
  };

  const knownEmail = emailParam !== null && emailParam !== '' && form.error('email') === null;
  const wait = store.waitSeconds;
  return (
    <AuthCard title={t('verify.title')}>
      <p className="auth-card__intro">
        {knownEmail ? (
          <Trans t={t} i18nKey="verify.sentTo" values={{ email: form.values.email }} components={[<bdi key="email" dir="ltr" className="ltr-text" />]} />
        ) : (
          t('verify.enterEmail')
        )}
      </p>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {!knownEmail && (
          <EmailField form={form} />
        )}
        <CodeField
          label={t('fields.code')}
          value={form.values.code}
          error={form.error('code')}
          hint={t('hints.code')}
          testId="verification-code"
          onChange={(value) => form.changed('code', value)}
        />
        <FormProblemMessage problem={form.problem}>
          {form.problem?.kind === 'already-verified' && <Link to={withNext('/login', next)}>{t('verify.loginLink')}</Link>}
        </FormProblemMessage>
        <SubmitButton className="button button--primary button--block" busy={form.submitting}>
          {form.submitting ? t('verify.submitting') : t('verify.submit')}
        </SubmitButton>
      </form>
      <div className="resend">
        <button
          type="button"
          className="button button--ghost button--block"
          disabled={wait > 0 || store.resending}
          onClick={() => void store.resendRequested()}
          data-testid="resend-code"
        >
          {store.resending ? t('verify.resending') : wait > 0 ? t('verify.resendIn', { wait: formatWait(wait, lang) }) : t('verify.resend')}
        </button>
        <p className="resend__status" role="status">
          {store.resent && wait > 0 ? t('verify.resent') : store.resendProblem !== null ? problemText(store.resendProblem) : ''}
        </p>
      </div>
    </AuthCard>
  );
});
