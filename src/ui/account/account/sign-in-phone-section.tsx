import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AddPhoneStore } from '@/application/account/add-phone-store';
import type { PhoneChannel } from '@/application/account/phone-gateway';
import { displayPhone } from '@/domain/country';
import { useStore } from '@/ui/app/container-context';
import { FormProblemMessage } from '@/ui/shared/forms/form-problem';
import { AccountPhoneField } from '@/ui/account/account-phone-field';
import { SubmitButton } from '@/ui/shared/forms/submit-button';
import { CodeField } from '@/ui/shared/forms/code-field';
import { formatWait } from '@/ui/shared/format/format';
import { countryName } from '@/ui/shared/format/country-name';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { useOpened } from '@/ui/shared/hooks/use-opened';
import { AccountCard } from './account-card';

const OTHER: Record<PhoneChannel, PhoneChannel> = { sms: 'whatsapp', whatsapp: 'sms' };

/** /account: the phone the account logs in with, and adding (or replacing) it with a code (issue 30). */
export const SignInPhoneSection = observer(function SignInPhoneSection() {
  const store = useStore(AddPhoneStore);
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const channelId = useId();
  const { form } = store;

  useOpened(() => {
    void store.opened();
    return () => store.closed();
  }, [store]);

  const onPhoneStep = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    await store.codeRequested(lang);
  };
  const onCodeStep = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (await store.codeSubmitted()) toast.success(t('phone.added'));
  };
  const phoneProblem = form.error('phone');
  const codeProblem = form.error('code');
  const wait = store.waitSeconds;
  const failed = store.failedChannel;
  return (
    <AccountCard titleId="sign-in-phone-title" title={t('phone.addTitle')} testId="sign-in-phone">
      <p className="account-card__intro" role="status">
        {store.current === undefined ? '' : store.current === null ? t('phone.none') : (
          <Trans t={t} i18nKey="phone.current" values={{ phone: displayPhone(store.current) }} components={[<bdi key="phone" dir="ltr" className="ltr-text" />]} />
        )}
      </p>
      {store.step === 'phone' ? (
        <form className="form" noValidate onSubmit={(event) => void onPhoneStep(event)}>
          <p className="account-card__intro">{t('phone.addIntro')}</p>
          <AccountPhoneField
            label={t('phone.phone')}
            value={form.values.phone}
            onChange={(value) => form.changed('phone', value)}
            choice={store}
            error={phoneProblem === null ? null : t(`fieldErrors.${phoneProblem}`, { country: countryName(store.phoneCountry.iso2, store.phoneCountry.iso2, lang) })}
          />
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
            <div className="form__error" role="alert">
              <p>{t('phone.deliveryFailed', { channel: t(`phone.${failed}`), other: t(`phone.${OTHER[failed]}`) })}</p>
              <button type="button" className="button button--ghost" onClick={() => void store.codeRequested(lang, OTHER[failed])}>
                {t('phone.sendBy', { channel: t(`phone.${OTHER[failed]}`) })}
              </button>
            </div>
          )}
          <SubmitButton className="button button--primary" busy={store.sending}>
            {store.sending ? t('phone.sending') : wait > 0 ? t('phone.sendIn', { wait: formatWait(wait, lang) }) : t('phone.addSend')}
          </SubmitButton>
        </form>
      ) : (
        <form className="form" noValidate onSubmit={(event) => void onCodeStep(event)}>
          <p className="account-card__intro" role="status">
            <Trans
              t={t}
              i18nKey="phone.sentTo"
              values={{ channel: t(`phone.${store.sent?.channel ?? 'sms'}`), phone: displayPhone(store.sent?.phone ?? ''), minutes: store.sent?.expiresInMinutes ?? 10 }}
              components={[<bdi key="phone" dir="ltr" className="ltr-text" />]}
            />
          </p>
          <CodeField
            label={t('phone.code')}
            value={form.values.code}
            error={codeProblem === 'codeInvalid' ? 'phoneCodeInvalid' : codeProblem}
            hint={t('phone.codeHint')}
            onChange={(value) => form.changed('code', value)}
          />
          <FormProblemMessage problem={form.problem} />
          <SubmitButton className="button button--primary" busy={form.submitting}>
            {form.submitting ? t('phone.checking') : t('phone.addConfirm')}
          </SubmitButton>
          <button type="button" className="button button--ghost" disabled={wait > 0 || store.sending} onClick={() => void store.codeRequested(lang)}>
            {wait > 0 ? t('phone.resendIn', { wait: formatWait(wait, lang) }) : t('phone.resend')}
          </button>
          <button type="button" className="button button--ghost" onClick={store.phoneEditRequested}>
            {t('phone.changeNumber')}
          </button>
        </form>
      )}
    </AccountCard>
  );
});
