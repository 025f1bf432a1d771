import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@/ui/shared/navigation/links';
import { toast } from 'sonner';
import { AuthStore } from '@/application/account/auth-store';
import { ChangePasswordStore } from '@/application/account/change-password-store';
import { CountryStore } from '@/application/country';
import { FrameStore } from '@/application/frame/frame-store';
import { ProfileFormStore } from '@/application/account/profile-form-store';
import type { FormProblem } from '@/application/account';
import type { Language } from '@/domain/shared';
import { useStore } from '@/ui/app/container-context';
import { countryName } from '@/ui/shared/format/country-name';
import { CountryChoices } from '@/ui/shared/forms/country-choices';
import { FormProblemMessage } from '@/ui/shared/forms/form-problem';
import { PasswordField } from '@/ui/shared/forms/password-field';
import { AccountPhoneField } from '@/ui/account/account-phone-field';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { Flag } from '@/ui/shared/icons/flag';
import { UserIcon } from '@/ui/shared/icons/icon';
import { OrdersSection } from './orders-section';
import { SignInPhoneSection } from './sign-in-phone-section';
import { AccountCard } from './account-card';
import { href } from '@/application/frame/route-table';
import { SubmitButton } from '@/ui/shared/forms/submit-button';
import { useOpened } from '@/ui/shared/hooks/use-opened';
import { PageForm } from '@/ui/shared/forms/page-form';
import { FORM_PATHS } from '@/domain/shared';
import { PageTitle } from '@/ui/shared/page-heading';

const ProfileSection = observer(function ProfileSection() {
  const auth = useStore(AuthStore);
  const country = useStore(CountryStore);
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const user = auth.user;
  if (user === null) return null;
  const userCountry = country.countries.find((item) => item.id === user.countryId);
  return (
    <section className="account-card" aria-labelledby="profile-title">
      <div className="account-card__head">
        <span className="avatar avatar--default avatar--large">
          <UserIcon size={28} />
        </span>
        <div>
          <h2 id="profile-title" className="account-card__title">
            {t('account.greeting', { name: auth.displayName ?? user.email })}
          </h2>
          {auth.isSeller ? (
            <span className="pill pill--seller" data-testid="seller-badge">
              {t('account.seller')}
            </span>
          ) : (
            <span className="pill pill--shopper">{t('account.shopper')}</span>
          )}
        </div>
      </div>
      <dl className="profile-list">
        <div>
          <dt>{t('account.name')}</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>{t('account.email')}</dt>
          <dd>
            {user.email === '' ? (
              t('phone.noEmail')
            ) : (
              <bdi dir="ltr" className="ltr-text" data-testid="account-email">
                {user.email}
              </bdi>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('account.role')}</dt>
          <dd>{auth.isSeller ? t('account.seller') : t('account.shopper')}</dd>
        </div>
        <div>
          <dt>{t('account.country')}</dt>
          <dd className="profile-list__country">
            {userCountry === undefined ? (
              t('account.noCountry')
            ) : (
              <>
                <Flag code={userCountry.flag} />
                {countryName(userCountry.flag, userCountry.name, lang)}
              </>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
});

// The end of an /account form: what went wrong, what it did (said as it happens), and its button.
function AccountFormEnd({ problem, done, submitting, children }: { problem: FormProblem | null; done: string; submitting: boolean; children: ReactNode }) {
  return (
    <>
      <FormProblemMessage problem={problem} />
      <p className="form__success" role="status">
        {done}
      </p>
      <SubmitButton className="button button--primary" busy={submitting}>
        {children}
      </SubmitButton>
    </>
  );
}

const UpdateProfileSection = observer(function UpdateProfileSection() {
  const store = useStore(ProfileFormStore);
  const country = useStore(CountryStore);
  const { t } = useTranslation('account');
  const countryId = useId();
  const { form } = store;
  const phoneProblem = form.error('phone');
  const phoneError = phoneProblem === null ? null : t(`fieldErrors.${phoneProblem}`);
  const hasCountries = country.countries.length > 0;

  useOpened(() => store.opened(), [store, hasCountries]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (await store.submitted()) toast.success(t('toasts.profileSaved'));
  };
  const countryError = form.error('country');
  return (
    <AccountCard titleId="update-title" title={t('account.updateTitle')}>
      <p className="account-card__intro">{t('account.updateIntro')}</p>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <CountryChoices
          id={countryId}
          legend={t('fields.country')}
          countries={country.countries}
          value={/^\d+$/.test(form.values.country) ? Number(form.values.country) : null}
          onChange={(id) => store.fieldChanged('country', String(id))}
          error={countryError === null ? null : t(`fieldErrors.${countryError}`)}
          emptyText={t('account.noCountry')}
        />
        <AccountPhoneField
          label={t('fields.phone')}
          value={form.values.phone}
          onChange={(value) => store.fieldChanged('phone', value)}
          choice={store}
          error={phoneError}
        />
        <AccountFormEnd problem={form.problem} done={store.saved ? t('account.saved') : ''} submitting={form.submitting}>
          {form.submitting ? t('account.saving') : t('account.save')}
        </AccountFormEnd>
      </form>
    </AccountCard>
  );
});

const ChangePasswordSection = observer(function ChangePasswordSection() {
  const store = useStore(ChangePasswordStore);
  const { t } = useTranslation('account');
  const { form } = store;

  useOpened(() => store.opened(), [store]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (await store.submitted()) toast.success(t('toasts.passwordChanged'));
  };
  return (
    <AccountCard titleId="password-title" title={t('account.passwordTitle')}>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <PasswordField
          label={t('fields.currentPassword')}
          value={form.values.currentPassword}
          error={form.error('currentPassword')}
          onChange={(value) => store.fieldChanged('currentPassword', value)}
        />
        <PasswordField
          label={t('fields.newPassword')}
          value={form.values.newPassword}
          error={form.error('newPassword')}
          rules={store.rules}
          onChange={(value) => store.fieldChanged('newPassword', value)}
        />
        <AccountFormEnd problem={form.problem} done={store.changed ? t('account.passwordChanged') : ''} submitting={form.submitting}>
          {form.submitting ? t('account.changingPassword') : t('account.changePassword')}
        </AccountFormEnd>
      </form>
    </AccountCard>
  );
});

const LANGUAGE_KEYS: Readonly<Record<Language, string>> = { en: 'account.english', ar: 'account.arabic' };

const LanguageSection = observer(function LanguageSection() {
  const frame = useStore(FrameStore);
  const { t } = useTranslation('account');
  return (
    <AccountCard titleId="language-title" title={t('account.languageTitle')}>
      <p className="account-card__intro">{t('account.languageIntro')}</p>
      <div className="segmented" role="group" aria-labelledby="language-title">
        {(['en', 'ar'] as const).map((language) => (
          <button
            key={language}
            type="button"
            className="segmented__option"
            aria-pressed={frame.language === language}
            lang={language}
            onClick={() => {
              if (frame.language !== language) void frame.languageToggled();
            }}
          >
            {t(LANGUAGE_KEYS[language])}
          </button>
        ))}
      </div>
    </AccountCard>
  );
});

export const AccountScreen = observer(function AccountScreen() {
  usePageMeta('account:meta.account.title', 'account:meta.account.description');
  const auth = useStore(AuthStore);
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const language = useLanguage();

  // Leave the page first and sign out once it is gone: signed out on a members-only page, the
  // login guard would send the user to /login instead of home.
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (!leaving.current) return;
      auth.loggedOut();
      toast.success(t('toasts.loggedOut'));
    },
    [auth, t],
  );
  const onLogout = (): void => {
    leaving.current = true;
    void navigate(href('home'), { replace: true });
  };

  return (
    <section className="page account-page" aria-labelledby="page-title">
      <PageTitle>{t('account.title')}</PageTitle>
      <div className="account-grid">
        <ProfileSection />
        <UpdateProfileSection />
        <SignInPhoneSection />
        {/* A phone-only account (issue 30) has no current password to give. */}
        {auth.user?.hasPassword === true && <ChangePasswordSection />}
        <LanguageSection />
        <OrdersSection />
        <AccountCard titleId="privacy-title" title={t('account.privacyTitle')}>
          <Link to={href('dataDeletion')}>{t('account.dataDeletion')}</Link>
        </AccountCard>
      </div>
      {/* A form the server answers (issue 27): a tap before the app takes the page over signs out too. */}
      <PageForm action={FORM_PATHS.signOut} fields={{ lng: language }} onSubmit={onLogout}>
        <button type="submit" className="button button--ghost button--block logout-button">
          {t('account.logout')}
        </button>
      </PageForm>
    </section>
  );
});
