import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { AuthStore } from '@/application/account/auth-store';
import type { PhoneChannel } from '@/application/account/phone-gateway';
import { PhoneSignInStore, type PhoneSignInMode } from '@/application/account/phone-sign-in-store';
import { CountryStore } from '@/application/country';
import { NEXT_PARAM, returnPathAfterLogin } from '@/application/frame/route-access';
import { useStore } from '@/ui/app/container-context';
import { withNext } from '@/ui/account/with-next';
import { CountryChoices } from '@/ui/shared/forms/country-choices';
import { FormProblemMessage } from '@/ui/shared/forms/form-problem';
import { PhoneField, phoneExample } from '@/ui/shared/forms/phone-field';
import { SubmitButton } from '@/ui/shared/forms/submit-button';
import { TextField } from '@/ui/shared/forms/text-field';
import { formatWait } from '@/ui/shared/format/format';
import { useHydrated } from '@/ui/shared/hooks/use-hydrated';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { useOpened } from '@/ui/shared/hooks/use-opened';

const OTHER: Record<PhoneChannel, PhoneChannel> = { sms: 'whatsapp', whatsapp: 'sms' };

/** The phone's code field messages speak of "the message", not "the e-mail". */
const codeMessage = (code: string | null): string | null => (code === 'codeInvalid' ? 'phoneCodeInvalid' : code);

/** WebOTP (Chrome on Android): the SMS ends with '@host #code', and the browser offers the code to the page. */
function useWebOtp(active: boolean, onCode: (code: string) => void): void {
  useEffect(() => {
    if (!active || typeof window === 'undefined' || !('OTPCredential' in window)) return undefined;
    const abort = new AbortController();
    const request = { otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions;
    navigator.credentials
      .get(request)
      .then((credential) => {
        const code = (credential as { code?: string } | null)?.code;
        if (typeof code === 'string') onCode(code);
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, [active, onCode]);
}

/** Sign-in (/login/phone) and sign-up (/signup/phone) with a phone and a code by SMS or WhatsApp (issue 30). */
export const PhoneSignInForm = observer(function PhoneSignInForm({ mode }: { mode: PhoneSignInMode }) {
  const store = useStore(PhoneSignInStore);
  const auth = useStore(AuthStore);
  const countries = useStore(CountryStore);
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get(NEXT_PARAM);
  const channelId = useId();
  const { form } = store;

  useOpened(() => {
    store.opened(mode);
    return () => store.closed();
  }, [store, mode]);

  const signedIn = async (): Promise<void> => {
    toast.success(auth.displayName === null ? t('toasts.welcomeBack') : t('toasts.welcome', { name: auth.displayName }));
    void navigate(returnPathAfterLogin(next), { replace: true });
  };
  useWebOtp(store.step === 'code', (code) => {
    void store.codeReceived(code).then((ok) => (ok ? signedIn() : undefined));
  });

  const hydrated = useHydrated();
  if (hydrated && auth.isAuthenticated && !form.submitting && store.step === 'phone') return <Navigate to={returnPathAfterLogin(next)} replace />;

  const onPhoneStep = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    await store.codeRequested(lang);
  };
  const onCodeStep = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (await store.codeSubmitted()) await signedIn();
  };

  const phoneProblem = form.error('phone');
  const wait = store.waitSeconds;
  const failed = store.failedChannel;
  const signingUp = mode === 'sign-up';
  return (
    <section className="page auth-page" aria-labelledby="page-title">
      <div className="auth-card">
        <h1 id="page-title" className="page__title">
          {t(signingUp ? 'phone.signUpTitle' : 'phone.signInTitle')}
        </h1>
        {store.step === 'phone' ? (
          <>
            <p className="auth-card__intro">{t(signingUp ? 'phone.signUpIntro' : 'phone.signInIntro')}</p>
            <form className="form" noValidate onSubmit={(event) => void onPhoneStep(event)}>
              {signingUp && (
                <div className="form__row">
                  <TextField
                    label={t('fields.firstName')}
                    autoComplete="given-name"
                    required
                    maxLength={80}
                    value={form.values.firstName}
                    error={form.error('firstName')}
                    onChange={(value) => form.changed('firstName', value)}
                  />
                  <TextField
                    label={t('fields.lastName')}
                    autoComplete="family-name"
                    required
                    maxLength={80}
                    value={form.values.lastName}
                    error={form.error('lastName')}
                    onChange={(value) => form.changed('lastName', value)}
                  />
                </div>
              )}
              <PhoneField
                label={t('phone.phone')}
                countryLabel={t('fields.phoneCountry')}
                hint={t('hints.phone', { example: phoneExample(store.phoneCountry) })}
                value={form.values.phone}
                onChange={(value) => form.changed('phone', value)}
                country={store.phoneCountry}
                countries={store.phoneCountries}
                onCountryChange={store.phoneCountryChosen}
                error={phoneProblem === null ? null : t(`fieldErrors.${phoneProblem}`)}
                requiredLabel={t('hints.required')}
                name="phone"
              />
              {signingUp && (
                <>
                  <CountryChoices
                    id={`${channelId}-country`}
                    legend={t('phone.country')}
                    countries={countries.countries}
                    value={store.countryId}
                    onChange={store.countryChosen}
                    error={store.countryMissing ? t('fieldErrors.required') : null}
                    emptyText={t('phone.noCountries')}
                  />
                  <TextField
                    label={t('phone.emailOptional')}
                    type="email"
                    autoComplete="email"
                    ltr
                    value={form.values.email}
                    error={form.error('email')}
                    onChange={(value) => form.changed('email', value)}
                  />
                </>
              )}
              <fieldset className="channel-choices">
                <legend>{t('phone.channel')}</legend>
                {(['sms', 'whatsapp'] as const).map((channel) => (
                  <label key={channel} className="channel-choice">
                    <input type="radio" name={`${channelId}-channel`} value={channel} checked={store.channel === channel} onChange={() => store.channelChosen(channel)} />
                    <span>{t(`phone.${channel}`)}</span>
                  </label>
                ))}
              </fieldset>
              <FormProblemMessage problem={failed === null ? form.problem : null} />
              {failed !== null && (
                <div className="form__error" role="alert" data-testid="delivery-failed">
                  <p>{t('phone.deliveryFailed', { channel: t(`phone.${failed}`), other: t(`phone.${OTHER[failed]}`) })}</p>
                  <button type="button" className="button button--ghost" onClick={() => void store.resendRequested(lang, OTHER[failed])}>
                    {t('phone.sendBy', { channel: t(`phone.${OTHER[failed]}`) })}
                  </button>
                </div>
              )}
              <SubmitButton className="button button--primary button--block" busy={store.sending}>
                {store.sending ? t('phone.sending') : wait > 0 ? t('phone.sendIn', { wait: formatWait(wait, lang) }) : t('phone.sendCode')}
              </SubmitButton>
            </form>
          </>
        ) : (
          <>
            <p className="auth-card__intro" role="status" data-testid="code-sent">
              <Trans
                t={t}
                i18nKey="phone.sentTo"
                values={{ channel: t(`phone.${store.sent?.channel ?? 'sms'}`), phone: store.sent?.phone ?? '', minutes: store.sent?.expiresInMinutes ?? 10 }}
                components={[<bdi key="phone" dir="ltr" className="ltr-text" />]}
              />
            </p>
            {!signingUp && (
              <p className="auth-card__intro">
                <Trans t={t} i18nKey="phone.noCodeNoAccount" components={[<Link key="signup" to={withNext('/signup/phone', next)} />]} />
              </p>
            )}
            <form className="form" noValidate onSubmit={(event) => void onCodeStep(event)}>
              <TextField
                label={t('phone.code')}
                autoComplete="one-time-code"
                inputMode="numeric"
                ltr
                required
                maxLength={11}
                value={form.values.code}
                error={codeMessage(form.error('code'))}
                hint={t('phone.codeHint')}
                testId="phone-code"
                onChange={(value) => form.changed('code', value)}
              />
              <FormProblemMessage problem={form.problem} />
              <SubmitButton className="button button--primary button--block" busy={form.submitting}>
                {form.submitting ? t('phone.checking') : t(signingUp ? 'phone.submitSignUp' : 'phone.submitSignIn')}
              </SubmitButton>
            </form>
            <div className="resend">
              <button
                type="button"
                className="button button--ghost button--block"
                disabled={wait > 0 || store.sending}
                onClick={() => void store.resendRequested(lang)}
                data-testid="resend-code"
              >
                {store.sending ? t('phone.sending') : wait > 0 ? t('phone.resendIn', { wait: formatWait(wait, lang) }) : t('phone.resend')}
              </button>
              {wait === 0 && (
                <button type="button" className="button button--ghost button--block" disabled={store.sending} onClick={() => void store.resendRequested(lang, OTHER[store.channel])}>
                  {t('phone.sendBy', { channel: t(`phone.${OTHER[store.channel]}`) })}
                </button>
              )}
              {failed !== null && (
                <p className="form__error" role="alert">
                  {t('phone.deliveryFailed', { channel: t(`phone.${failed}`), other: t(`phone.${OTHER[failed]}`) })}
                </p>
              )}
              <button type="button" className="button button--ghost button--block" onClick={store.phoneEditRequested}>
                {t('phone.changeNumber')}
              </button>
            </div>
          </>
        )}
        <p className="auth-card__switch">
          {signingUp ? (
            <>
              {t('signup.haveAccount')} <Link to={withNext('/login/phone', next)}>{t('phone.loginLink')}</Link>
            </>
          ) : (
            <>
              {t('login.noAccount')} <Link to={withNext('/signup/phone', next)}>{t('phone.signupLink')}</Link>
            </>
          )}
        </p>
        <p className="auth-card__switch">
          <Link to={withNext(signingUp ? '/signup' : '/login', next)}>{t(signingUp ? 'phone.useEmailSignup' : 'phone.useEmail')}</Link>
        </p>
      </div>
    </section>
  );
});
