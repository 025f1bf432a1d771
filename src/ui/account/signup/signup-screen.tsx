import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link, useNavigate } from '@/ui/shared/navigation/links';
import { SignUpStore } from '@/application/account/sign-up-store';
import { NEXT_PARAM } from '@/application/frame/route-access';
import { passwordRules } from '@/domain/account';
import { useStore } from '@/ui/app/container-context';
import { EmailField } from '@/ui/shared/forms/email-field';
import { FormProblemMessage } from '@/ui/shared/forms/form-problem';
import { PasswordField } from '@/ui/shared/forms/password-field';
import { AccountPhoneField } from '@/ui/account/account-phone-field';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { withNext } from '@/ui/account/with-next';
import { AuthCard, AuthSwitch } from '@/ui/account/auth-card';
import { NameFields } from '@/ui/account/name-fields';
import { href } from '@/application/frame/route-table';
import { SubmitButton } from '@/ui/shared/forms/submit-button';
import { useOpened } from '@/ui/shared/hooks/use-opened';
import { PageForm } from '@/ui/shared/forms/page-form';
import { FORM_PATHS } from '@/domain/shared';
import { useTickedBeforeHydration } from '@/ui/shared/forms/use-typed-before-hydration';

export const SignupScreen = observer(function SignupScreen() {
  usePageMeta('account:meta.signup.title', 'account:meta.signup.description');
  const store = useStore(SignUpStore);
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get(NEXT_PARAM);
  const termsId = useId();
  const { form } = store;
  // Ticked in the server's page before the app ran: kept through the takeover (it put the box back unticked).
  const terms = useRef<HTMLInputElement>(null);
  useTickedBeforeHydration(terms, form.values.terms, (ticked) => form.changed('terms', ticked));

  useOpened(() => store.opened(), [store]);

  const onSubmit = async (): Promise<void> => {
    const email = await store.submitted();
    if (email !== null) void navigate(withNext(`/verify-email?email=${encodeURIComponent(email)}`, next));
  };

  const termsError = form.error('terms');
  const phoneProblem = form.error('phone');
  const phoneError = phoneProblem === null ? null : t(`fieldErrors.${phoneProblem}`);
  return (
    <AuthCard title={t('signup.title')}>
      <p className="auth-card__intro">{t('signup.intro')}</p>
      <PageForm className="form" noValidate action={FORM_PATHS.signup} fields={{ next: next ?? '/' }} onSubmit={() => void onSubmit()}>
        <NameFields
          form={form}
          uncontrolled
          values={{ firstName: form.values.firstName || (params.get('firstName') ?? ''), lastName: form.values.lastName || (params.get('lastName') ?? '') }}
        />
        <EmailField form={form} name="email" uncontrolled initial={params.get('email') ?? ''} />
        <PasswordField
          label={t('fields.password')}
          name="password"
          uncontrolled
          value={form.values.password}
          error={form.error('password')}
          rules={passwordRules(form.values.password)}
          onChange={(value) => form.changed('password', value)}
        />
        <AccountPhoneField
          label={t('fields.phone')}
          name="phoneNumber"
          countryName="phoneCountry"
          value={form.values.phone}
          onChange={(value) => form.changed('phone', value)}
          choice={store}
          error={phoneError}
        />
        <div className={termsError === null ? 'field field--check' : 'field field--check field--invalid'}>
          <div className="check">
            <input
              ref={terms}
              id={termsId}
              type="checkbox"
              name="terms"
              checked={form.values.terms}
              required
              aria-invalid={termsError !== null}
              aria-describedby={termsError === null ? undefined : `${termsId}-error`}
              onChange={(event) => form.changed('terms', event.target.checked)}
            />
            <label htmlFor={termsId}>
              <Trans t={t} i18nKey="signup.terms" components={[<Link key="terms" to={href('termsConditions')} target="_blank" rel="noopener" />]} />
            </label>
          </div>
          {termsError !== null && (
            <p id={`${termsId}-error`} className="field__error">
              {t(`fieldErrors.${termsError}`)}
            </p>
          )}
        </div>
        <FormProblemMessage problem={form.problem} />
        <SubmitButton answeredWithoutApp className="button button--primary button--block" busy={form.submitting}>
          {form.submitting ? t('signup.submitting') : t('signup.submit')}
        </SubmitButton>
      </PageForm>
      <AuthSwitch question={t('signup.haveAccount')} to={withNext('/login', next)}>
        {t('signup.loginLink')}
      </AuthSwitch>
      <AuthSwitch to={withNext('/signup/phone', next)} testId="phone-link">
        {t('signup.phoneLink')}
      </AuthSwitch>
    </AuthCard>
  );
});
