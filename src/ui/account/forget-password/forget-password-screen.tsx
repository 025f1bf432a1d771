import { observer } from 'mobx-react-lite';
import { type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ForgotPasswordStore } from '@/application/account/forgot-password-store';
import { useStore } from '@/ui/app/container-context';
import { EmailField } from '@/ui/shared/forms/email-field';
import { FormProblemMessage } from '@/ui/shared/forms/form-problem';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { href } from '@/application/frame/route-table';
import { SubmitButton } from '@/ui/shared/forms/submit-button';
import { useOpened } from '@/ui/shared/hooks/use-opened';
import { AuthCard, AuthSwitch } from '@/ui/account/auth-card';

export const ForgetPasswordScreen = observer(function ForgetPasswordScreen() {
  usePageMeta('account:meta.forgetPassword.title', 'account:meta.forgetPassword.description');
  const store = useStore(ForgotPasswordStore);
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const { form } = store;

  useOpened(() => store.opened(params.get('email') ?? ''), [store, params]);

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void store.submitted();
  };

  return (
    <AuthCard title={store.sentTo === null ? t('forgot.title') : t('forgot.sentTitle')}>
      {store.sentTo === null ? (
        <>
          <p className="auth-card__intro">{t('forgot.intro')}</p>
          <form className="form" noValidate onSubmit={onSubmit}>
            <EmailField form={form} />
            <FormProblemMessage problem={form.problem} />
            <SubmitButton className="button button--primary button--block" busy={form.submitting}>
              {form.submitting ? t('forgot.submitting') : t('forgot.submit')}
            </SubmitButton>
          </form>
        </>
      ) : (
        <div className="auth-card__result" role="status" data-testid="reset-link-sent">
          <p>
            <Trans t={t} i18nKey="forgot.sent" values={{ email: store.sentTo }} components={[<bdi key="email" dir="ltr" className="ltr-text" />]} />
          </p>
          <button type="button" className="button button--ghost" onClick={() => store.opened()}>
            {t('forgot.again')}
          </button>
        </div>
      )}
      <AuthSwitch to={href('login')}>{t('forgot.backToLogin')}</AuthSwitch>
    </AuthCard>
  );
});
