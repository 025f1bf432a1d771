import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SignUpStore } from '@/application/account/sign-up-store';
import { NEXT_PARAM } from '@/application/frame/route-access';
import { passwordRules } from '@/domain/account';
import { useStore } from '@/ui/app/container-context';
import { EmailField } from '@/ui/shared/forms/email-field';
import { FormProblemMessage } from '@/ui/shared/forms/form-problem';
import { PasswordRulesList } from '@/ui/shared/forms/password-rules';
import { PhoneField, phoneExample } from '@/ui/shared/forms/phone-field';
import { TextField } from '@/ui/shared/forms/text-field';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { withNext } from '@/ui/account/with-next';
import { href } from '@/application/frame/route-table';
import { SubmitButton } from '@/ui/shared/forms/submit-button';
import { useOpened } from '@/ui/shared/hooks/use-opened';
import { PageForm } from '@/ui/shared/forms/page-form';
import { FORM_PATHS } from '@/domain/shared';

export const SignupScreen = observer(function SignupScreen() {
  usePageMeta('account:meta.signup.title', 'account:meta.signup.description');
  const store = useStore(SignUpStore);
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get(NEXT_PARAM);
  const termsId = useId();
  const { form } = store;

  useOpened(() => store.opened(), [store]);

  const onSubmit = async (): Promise<void> => {
    const email = await store.submitted();
    if (email !== null) void navigate(withNext(`/verify-email?email=${encodeURIComponent(email)}`, next));
  };

  const termsError = form.error('terms');
  const phoneProblem = form.error('phone');
  const phoneError = phoneProblem === null ? null : t(`fieldErrors.${phoneProblem}`);
  return (
    <section className="page auth-page" aria-labelledby="page-title">
      <div className="auth-card">
        <h1 id="page-title" className="page__title">
          {t('signup.title')}
        </h1>
        <p className="auth-card__intro">{t('signup.intro')}</p>
        <PageForm className="form" noValidate action={FORM_PATHS.signup} fields={{ next: next ?? '/' }} onSubmit={() => void onSubmit()}>
          <div className="form__row">
            <TextField
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
              name="firstName"
              uncontrolled
              value={form.values.firstName || (params.get('firstName') ?? '')}
              maxLength={80}
              error={form.error('firstName')}
              onChange={(value) => form.changed('firstName', value)}
            />
            <TextField
              label={t('fields.lastName')}
              autoComplete="family-name"
              required
              name="lastName"
              uncontrolled
              value={form.values.lastName || (params.get('lastName') ?? '')}
              maxLength={80}
              error={form.error('lastName')}
              onChange={(value) => form.changed('lastName', value)}
            />
          </div>
          <EmailField form={form} name="email" uncontrolled initial={params.get('email') ?? ''} />
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="new-password"
            ltr
            required
            name="password"
            uncontrolled
            value={form.values.password}
            error={form.error('password')}
            hint={<PasswordRulesList rules={passwordRules(form.values.password)} />}
            onChange={(value) => form.changed('password', value)}
          />
          <PhoneField
            label={t('fields.phone')}
            countryLabel={t('fields.phoneCountry')}
            hint={t('hints.phone', { example: phoneExample(store.phoneCountry) })}
            name="phoneNumber"
            value={form.values.phone}
            onChange={(value) => form.changed('phone', value)}
            country={store.phoneCountry}
            countries={store.phoneCountries}
            onCountryChange={store.phoneCountryChosen}
            error={phoneError}
          />
          <div className={termsError === null ? 'field field--check' : 'field field--check field--invalid'}>
            <div className="check">
              <input
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
        <p className="auth-card__switch">
          {t('signup.haveAccount')} <Link to={withNext('/login', next)}>{t('signup.loginLink')}</Link>
        </p>
        <p className="auth-card__switch"><Link to={withNext('/signup/phone', next)} data-testid="phone-link">{t('signup.phoneLink')}</Link></p>
      </div>
    </section>
  );
});
