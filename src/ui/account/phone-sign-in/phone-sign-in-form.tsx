import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Link, Navigate, useNavigate } from '@/ui/shared/navigation/links';
import { toast } from 'sonner';
import { AuthStore } from '@/application/account/auth-store';
import type { PhoneChannel } from '@/application/account/phone-gateway';
import { phoneResume, PhoneSignInStore, type PhoneSignInMode } from '@/application/account/phone-sign-in-store';
import { CountryStore } from '@/application/country';
import { NEXT_PARAM, returnPathAfterLogin } from '@/application/frame/route-access';
import { displayPhone } from '@/domain/country';
import { FORM_PATHS } from '@/domain/shared';
import { useStore } from '@/ui/app/container-context';
import { withNext } from '@/ui/account/with-next';
import { AuthCard, AuthSwitch } from '@/ui/account/auth-card';
import { NameFields } from '@/ui/account/name-fields';
import { CountryChoices } from '@/ui/shared/forms/country-choices';
import { FormProblemMessage } from '@/ui/shared/forms/form-problem';
import { PageForm } from '@/ui/shared/forms/page-form';
import { AccountPhoneField } from '@/ui/account/account-phone-field';
import { SubmitButton } from '@/ui/shared/forms/submit-button';
import { CodeField } from '@/ui/shared/forms/code-field';
import { TextField } from '@/ui/shared/forms/text-field';
import { formatWait } from '@/ui/shared/format/format';
import { countryName } from '@/ui/shared/format/country-name';
import { useHydrated } from '@/ui/shared/hooks/use-hydrated';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { useOpened } from '@/ui/shared/hooks/use-opened';

const OTHER: Record<PhoneChannel, PhoneChannel> = { sms: 'whatsapp', whatsapp: 'sms' };

// A button named `channel` asks for a code by that channel (the other one after a failure, a resend).
const channelOf = (submitter: HTMLElement | null): PhoneChannel | null => {
  const value = submitter instanceof HTMLButtonElement && submitter.name === 'channel' ? submitter.value : null;
  return value === 'sms' || value === 'whatsapp' ? value : null;
};

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
  // Where the server's answer to a form posted without the app left the page (docs/adr/0040).
  const resume = useMemo(() => phoneResume(params), [params]);

  useOpened(() => {
    store.opened(mode, resume);
    return () => store.closed();
    // Opened once per screen: the address's later changes are the app's own steps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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

  const onPhoneStep = async (submitter: HTMLElement | null): Promise<void> => {
    const other = channelOf(submitter);
    if (other !== null) await store.resendRequested(lang, other);
    else await store.codeRequested(lang);
  };
  const onCodeStep = async (): Promise<void> => {
    if (await store.codeSubmitted()) await signedIn();
  };

  // The server's HTML (and the render that hydrates it) draws the step the address names; the store
  // has it from then on.
  const early = !hydrated;
  const step = early ? resume.step : store.step;
  const values = early ? { ...form.values, phone: resume.phone, firstName: resume.firstName, lastName: resume.lastName, email: resume.email } : form.values;
  const channel = early ? resume.channel : store.channel;
  const phoneCountry = early ? (store.phoneCountries.find((item) => item.iso2 === resume.phoneCountry) ?? store.phoneCountry) : store.phoneCountry;
  const countryId = early ? (resume.countryId ?? store.countryId) : store.countryId;
  const sent = early ? { phone: resume.phone, channel: resume.channel, expiresInMinutes: 10 } : store.sent;
  const phoneProblem = form.error('phone');
  const wait = store.waitSeconds;
  const failed = early ? resume.failed : store.failedChannel;
  const signingUp = mode === 'sign-up';
  const after = returnPathAfterLogin(next);
  // What the code step's forms carry to the server: the number the code went to and a sign-up's details.
  const carried = {
    mode,
    next: after,
    language: lang,
    phone: sent?.phone ?? '',
    ...(signingUp ? { firstName: values.firstName.trim(), lastName: values.lastName.trim(), store: countryId ?? '', email: values.email.trim() } : {}),
  };
  return (
    <AuthCard title={t(signingUp ? 'phone.signUpTitle' : 'phone.signInTitle')}>
      {step === 'phone' ? (
        <>
          <p className="auth-card__intro">{t(signingUp ? 'phone.signUpIntro' : 'phone.signInIntro')}</p>
          <PageForm className="form" noValidate action={FORM_PATHS.phoneCode} fields={{ mode, next: after, language: lang }} onSubmit={(submitter) => void onPhoneStep(submitter)}>
            {signingUp && <NameFields form={form} values={values} />}
            {/* The country first: the phone's calling code follows it (a new-shopper tryout sent a Lebanese number to +963). */}
            {signingUp && (
              <CountryChoices
                id={`${channelId}-country`}
                legend={t('phone.country')}
                countries={countries.countries}
                name="store"
                value={countryId}
                onChange={store.countryChosen}
                error={store.countryMissing ? t('fieldErrors.required') : null}
                emptyText={t('phone.noCountries')}
              />
            )}
            <AccountPhoneField
              label={t('phone.phone')}
              value={values.phone}
              onChange={(value) => form.changed('phone', value)}
              choice={{ phoneCountry, phoneCountries: store.phoneCountries, phoneCountryChosen: store.phoneCountryChosen }}
              error={phoneProblem === null ? null : t(`fieldErrors.${phoneProblem}`, { country: countryName(phoneCountry.iso2, phoneCountry.iso2, lang) })}
              requiredLabel={t('hints.required')}
              name="phone"
              countryName="phoneCountry"
            />
            {signingUp && (
              <>
                <TextField
                  label={t('phone.emailOptional')}
                  type="email"
                  autoComplete="email"
                  ltr
                  name="email"
                  value={values.email}
                  error={form.error('email')}
                  onChange={(value) => form.changed('email', value)}
                />
              </>
            )}
            <fieldset className="channel-choices">
              <legend>{t('phone.channel')}</legend>
              {(['sms', 'whatsapp'] as const).map((choice) => (
                <label key={choice} className="channel-choice">
                  <input type="radio" name="channel" value={choice} checked={channel === choice} onChange={() => store.channelChosen(choice)} />
                  <span>{t(`phone.${choice}`)}</span>
                </label>
              ))}
            </fieldset>
            <FormProblemMessage problem={failed === null ? form.problem : null} />
            {failed !== null && (
              <div className="form__error" role="alert" data-testid="delivery-failed">
                <p>{t('phone.deliveryFailed', { channel: t(`phone.${failed}`), other: t(`phone.${OTHER[failed]}`) })}</p>
                <button type="submit" name="channel" value={OTHER[failed]} className="button button--ghost">
                  {t('phone.sendBy', { channel: t(`phone.${OTHER[failed]}`) })}
                </button>
              </div>
            )}
            <SubmitButton answeredWithoutApp className="button button--primary button--block" busy={store.sending}>
              {store.sending ? t('phone.sending') : wait > 0 ? t('phone.sendIn', { wait: formatWait(wait, lang) }) : t('phone.sendCode')}
            </SubmitButton>
          </PageForm>
        </>
      ) : (
        <>
          <p className="auth-card__intro" role="status" data-testid="code-sent">
            <Trans
              t={t}
              i18nKey="phone.sentTo"
              values={{ channel: t(`phone.${sent?.channel ?? 'sms'}`), phone: displayPhone(sent?.phone ?? ''), minutes: sent?.expiresInMinutes ?? 10 }}
              components={[<bdi key="phone" dir="ltr" className="ltr-text" />]}
            />
          </p>
          {!signingUp && (
            <p className="auth-card__intro">
              <Trans t={t} i18nKey="phone.noCodeNoAccount" components={[<Link key="signup" to={withNext('/signup/phone', next)} />]} />
            </p>
          )}
          <PageForm
            className="form"
            noValidate
            action={signingUp ? FORM_PATHS.phoneSignUp : FORM_PATHS.phoneSignIn}
            fields={{ ...carried, channel: sent?.channel ?? channel }}
            onSubmit={() => void onCodeStep()}
          >
            <CodeField
              label={t('phone.code')}
              name="code"
              value={values.code}
              error={codeMessage(form.error('code'))}
              hint={t('phone.codeHint')}
              testId="phone-code"
              onChange={(value) => form.changed('code', value)}
            />
            <FormProblemMessage problem={form.problem} />
            <SubmitButton answeredWithoutApp className="button button--primary button--block" busy={form.submitting}>
              {form.submitting ? t('phone.checking') : t(signingUp ? 'phone.submitSignUp' : 'phone.submitSignIn')}
            </SubmitButton>
          </PageForm>
          <PageForm className="resend" action={FORM_PATHS.phoneCode} fields={carried} onSubmit={(submitter) => void store.resendRequested(lang, channelOf(submitter) ?? store.channel)}>
            <button type="submit" name="channel" value={channel} className="button button--ghost button--block" disabled={wait > 0 || store.sending} data-testid="resend-code">
              {store.sending ? t('phone.sending') : wait > 0 ? t('phone.resendIn', { wait: formatWait(wait, lang) }) : t('phone.resend')}
            </button>
            {wait === 0 && (
              <button type="submit" name="channel" value={OTHER[channel]} className="button button--ghost button--block" disabled={store.sending}>
                {t('phone.sendBy', { channel: t(`phone.${OTHER[channel]}`) })}
              </button>
            )}
            {failed !== null && (
              <p className="form__error" role="alert">
                {t('phone.deliveryFailed', { channel: t(`phone.${failed}`), other: t(`phone.${OTHER[failed]}`) })}
              </p>
            )}
            <Link
              className="button button--ghost button--block"
              to={withNext(signingUp ? '/signup/phone' : '/login/phone', next)}
              onClick={(event) => {
                event.preventDefault();
                store.phoneEditRequested();
              }}
            >
              {t('phone.changeNumber')}
            </Link>
          </PageForm>
        </>
      )}
      <AuthSwitch question={t(signingUp ? 'signup.haveAccount' : 'login.noAccount')} to={withNext(signingUp ? '/login/phone' : '/signup/phone', next)}>
        {t(signingUp ? 'phone.loginLink' : 'phone.signupLink')}
      </AuthSwitch>
      <AuthSwitch to={withNext(signingUp ? '/signup' : '/login', next)}>{t(signingUp ? 'phone.useEmailSignup' : 'phone.useEmail')}</AuthSwitch>
    </AuthCard>
  );
});
