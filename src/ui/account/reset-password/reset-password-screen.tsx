import { observer } from 'mobx-react-lite';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/ui/shared/navigation/links';
import { ResetPasswordStore } from '@/application/account/reset-password-store';
import { useStore } from '@/ui/app/container-context';
import { FormProblemMessage } from '@/ui/shared/forms/form-problem';
import { PasswordField } from '@/ui/shared/forms/password-field';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { href } from '@/application/frame/route-table';
import { SubmitButton } from '@/ui/shared/forms/submit-button';
import { useOpened } from '@/ui/shared/hooks/use-opened';
import { AuthCard } from '@/ui/account/auth-card';

// The e-mailed link opens /reset-password?token=…
export const ResetPasswordScreen = observer(function ResetPasswordScreen() {
  usePageMeta('account:meta.resetPassword.title', 'account:meta.resetPassword.description');
  const store = useStore(ResetPasswordStore);
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { form } = store;

  useOpened(() => store.opened(token), [store, token]);

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void store.submitted();
  };

  return (
    <AuthCard title={store.done ? t('reset.doneTitle') : t('reset.title')}>
      {store.done ? (
        <div className="auth-card__result" role="status" data-testid="password-reset-done">
          <p>{t('reset.done')}</p>
          <Link className="button button--primary" to={href('account')}>
            {t('reset.accountLink')}
          </Link>
        </div>
      ) : (
        <>
          <p className="auth-card__intro">{t('reset.intro')}</p>
          <form className="form" noValidate onSubmit={onSubmit}>
            <PasswordField
              label={t('fields.newPassword')}
              value={form.values.password}
              error={form.error('password')}
              rules={store.rules}
              onChange={(value) => form.changed('password', value)}
            />
            <FormProblemMessage problem={form.problem}>
              {form.problem?.kind === 'token' && <Link to={href('forgetPassword')}>{t('problems.askNewLink')}</Link>}
            </FormProblemMessage>
            <SubmitButton className="button button--primary button--block" busy={form.submitting}>
              {form.submitting ? t('reset.submitting') : t('reset.submit')}
            </SubmitButton>
          </form>
        </>
      )}
    </AuthCard>
  );
});
