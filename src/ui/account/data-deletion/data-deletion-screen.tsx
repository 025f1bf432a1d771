import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { AuthStore } from '@/application/account/auth-store';
import { DataDeletionStore } from '@/application/account/data-deletion-store';
import { DELETION_REASON_MAX } from '@/domain/account';
import { guestRedirect } from '@/application/frame/route-access';
import { useStore } from '@/ui/app/container-context';
import { ContentPage } from '@/ui/content';
import { SupportField, SupportFormProblem } from '@/ui/content';
import { formatDate } from '@/ui/shared/format/format';
import { useShopperShown } from '@/ui/shared/hooks/use-shopper-shown';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { href } from '@/application/frame/route-table';
import { SubmitButton } from '@/ui/shared/forms/submit-button';

const DATA_DELETION_PATH = '/data-deletion';

function GuestInvitation() {
  const { t } = useTranslation('content');
  return (
    <section className="form-card" aria-labelledby="deletion-guest" data-testid="deletion-guest">
      <h2 id="deletion-guest">{t('dataDeletion.guestTitle')}</h2>
      <p>{t('dataDeletion.guestBody')}</p>
      <Link className="button button--primary" to={guestRedirect(DATA_DELETION_PATH)}>
        {t('dataDeletion.guestLogin')}
      </Link>
      <p className="form-card__intro">
        <Link to={href('contact')}>{t('dataDeletion.guestNoAccess')}</Link>
      </p>
    </section>
  );
}

const DeletionRequest = observer(function DeletionRequest() {
  const store = useStore(DataDeletionStore);
  const { t } = useTranslation('content');
  const lang = useLanguage();
  useEffect(() => {
    void store.opened();
  }, [store]);

  if (store.status === 'signed-out') return <GuestInvitation />;
  if (store.status === 'idle' || store.status === 'checking') {
    return (
      <p className="form-card form-card--muted" role="status">
        {t('dataDeletion.checking')}
      </p>
    );
  }
  if (store.status === 'requested' && store.request !== null) {
    const date = formatDate(store.request.createdAt, lang);
    return (
      <section className="form-card form-card--success" aria-labelledby="deletion-requested" data-testid="deletion-requested">
        <h2 id="deletion-requested" role="status">
          {t('dataDeletion.requestedTitle')}
        </h2>
        <p>{t('dataDeletion.requestedBody', { id: store.request.id, date })}</p>
      </section>
    );
  }

  const { form } = store;
  const confirmError = form.error('confirmed') !== null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submitted();
  };
  return (
    <section className="form-card" aria-labelledby="deletion-form-title">
      <h2 id="deletion-form-title">{t('dataDeletion.formTitle')}</h2>
      <form noValidate onSubmit={onSubmit} data-testid="deletion-form">
        <SupportField
          name="reason"
          multiline
          label={t('dataDeletion.reason')}
          hint={t('dataDeletion.reasonHint')}
          value={form.values.reason}
          onChange={(value) => form.changed('reason', value)}
          error={form.error('reason') === null ? null : t('dataDeletion.reasonTooLong')}
          maxLength={DELETION_REASON_MAX + 100}
        />
        <div className={confirmError ? 'check-field check-field--invalid' : 'check-field'}>
          <input
            id="deletion-confirm"
            type="checkbox"
            checked={form.values.confirmed}
            aria-invalid={confirmError}
            aria-describedby={confirmError ? 'deletion-confirm-error' : undefined}
            onChange={(event) => form.changed('confirmed', event.target.checked)}
          />
          <label htmlFor="deletion-confirm">{t('dataDeletion.confirm')}</label>
          {confirmError && (
            <p id="deletion-confirm-error" className="support-field__error">
              {t('dataDeletion.confirmRequired')}
            </p>
          )}
        </div>
        <SupportFormProblem problem={form.problem} form="dataDeletion" testId="deletion-problem" />
        <SubmitButton className="button button--danger button--block" busy={form.submitting}>
          {form.submitting ? t('dataDeletion.submitting') : t('dataDeletion.submit')}
        </SubmitButton>
      </form>
    </section>
  );
});

// Data deletion: what is deleted and kept (locales/{en,ar}/content.json), and the request form for a
// signed-in user; a guest is invited to log in and brought back here after.
export const DataDeletionScreen = observer(function DataDeletionScreen() {
  const auth = useStore(AuthStore);
  const { t } = useTranslation('content');
  // The server draws the signed-in shopper's form (docs/adr/0038); a guest's page stays a guest's until taken over.
  const shown = useShopperShown();
  const waitingForProfile = shown && auth.loading && auth.isSignedIn();
  return (
    <ContentPage page="dataDeletion" dated related={['privacyPolicy']}>
      <section className="prose__section" aria-label={t('dataDeletion.formTitle')}>
        {shown && auth.isAuthenticated ? (
          <DeletionRequest />
        ) : waitingForProfile ? (
          <p className="form-card form-card--muted" role="status">
            {t('dataDeletion.checking')}
          </p>
        ) : (
          <GuestInvitation />
        )}
      </section>
    </ContentPage>
  );
});
