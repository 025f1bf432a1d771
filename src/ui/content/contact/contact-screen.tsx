import { observer } from 'mobx-react-lite';
import { displayPhone } from '@/domain/country';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactFormStore } from '@/application/content/contact-form-store';
import { ContactInfoStore } from '@/application/content/contact-info-store';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, type ContactMessageField } from '@/domain/content';
import { useStore } from '@/ui/app/container-context';
import { SupportField } from '@/ui/content/support-field';
import { SupportFormProblem } from '@/ui/content/support-form-problem';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { MailIcon, PhoneIcon, PinIcon } from '@/ui/shared/icons/icon';
import { SubmitButton } from '@/ui/shared/forms/submit-button';
import { keepTogether } from '@/ui/shared/format/keep-together';
import { PageHeading } from '@/ui/shared/page-heading';

// The store's phone, e-mail and address (from GET /contactInfo, cached): numbers and addresses
// are isolated left to right inside Arabic text.
const ContactDetails = observer(function ContactDetails() {
  const contact = useStore(ContactInfoStore);
  const { t } = useTranslation('content');
  useEffect(() => {
    void contact.load();
  }, [contact]);
  const info = contact.infoIn(useLanguage());
  return (
    <section className="contact-card" aria-labelledby="reach-title">
      <h2 id="reach-title">{t('contact.reachTitle')}</h2>
      {info === null && contact.status === 'error' && <p>{t('contact.infoFailed')}</p>}
      {info === null && contact.status !== 'error' && <p className="contact-card__muted">{t('contact.infoLoading')}</p>}
      {info !== null && (
        <dl className="contact-card__list">
          {info.phoneCall !== '' && (
            <div>
              <dt>
                <PhoneIcon size={18} /> {t('contact.phone')}
              </dt>
              <dd>
                <a href={`tel:${info.phoneCall.replace(/[^\d+]/g, '')}`} data-testid="contact-phone">
                  <bdi dir="ltr">{keepTogether(displayPhone(info.phoneCall))}</bdi>
                </a>
              </dd>
            </div>
          )}
          {info.email !== '' && (
            <div>
              <dt>
                <MailIcon size={18} /> {t('contact.email')}
              </dt>
              <dd>
                <a href={`mailto:${info.email}`} data-testid="contact-email">
                  <bdi dir="ltr">{info.email}</bdi>
                </a>
              </dd>
            </div>
          )}
          {info.address !== null && info.address !== '' && (
            <div>
              <dt>
                <PinIcon size={18} /> {t('contact.address')}
              </dt>
              <dd>
                <bdi>{info.address}</bdi>
              </dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
});

const ContactForm = observer(function ContactForm() {
  const store = useStore(ContactFormStore);
  const { form } = store;
  const { t } = useTranslation('content');
  const message = (field: ContactMessageField): string | null => {
    const problem = form.error(field);
    return problem === null ? null : t(`contact.fieldErrors.${field}.${problem}`);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submitted();
  };

  if (form.sent) {
    return (
      <section className="form-card form-card--success" aria-labelledby="sent-title" data-testid="contact-sent">
        <h2 id="sent-title" role="status">
          {t('contact.sentTitle')}
        </h2>
        <p>{t('contact.sentBody')}</p>
        <button type="button" className="button button--ghost" onClick={store.anotherMessage}>
          {t('contact.another')}
        </button>
      </section>
    );
  }

  return (
    <section className="form-card" aria-labelledby="form-title">
      <h2 id="form-title">{t('contact.formTitle')}</h2>
      <p className="form-card__intro">{t('contact.formIntro')}</p>
      <form noValidate onSubmit={onSubmit} data-testid="contact-form">
        <SupportField
          name="name"
          label={t('contact.name')}
          requiredLabel={t('contact.required')}
          value={form.values.name}
          onChange={(value) => form.changed('name', value)}
          error={message('name')}
          autoComplete="name"
          maxLength={CONTACT_NAME_MAX}
          focus={form.focusField === 'name'}
          onFocused={form.focusMoved}
        />
        <fieldset className="form-card__group">
          <legend>{t('contact.reachHint')}</legend>
          <SupportField
            name="email"
            type="email"
            label={t('contact.emailField')}
            value={form.values.email}
            onChange={(value) => form.changed('email', value)}
            error={message('email')}
            autoComplete="email"
            ltr
            focus={form.focusField === 'email'}
            onFocused={form.focusMoved}
          />
          <SupportField
            name="phone"
            type="tel"
            label={t('contact.phoneField')}
            hint={t('contact.phoneHint')}
            value={form.values.phone}
            onChange={(value) => form.changed('phone', value)}
            error={message('phone')}
            autoComplete="tel"
            ltr
            focus={form.focusField === 'phone'}
            onFocused={form.focusMoved}
          />
        </fieldset>
        <SupportField
          name="message"
          multiline
          label={t('contact.message')}
          requiredLabel={t('contact.required')}
          hint={t('contact.messageHint')}
          value={form.values.message}
          onChange={(value) => form.changed('message', value)}
          error={message('message')}
          maxLength={CONTACT_MESSAGE_MAX}
          focus={form.focusField === 'message'}
          onFocused={form.focusMoved}
        />
        <SupportFormProblem problem={form.problem} form="contact" testId="contact-problem" />
        <SubmitButton className="button button--primary button--block" busy={form.submitting}>
          {form.submitting ? t('contact.sending') : t('contact.send')}
        </SubmitButton>
      </form>
    </section>
  );
});

// Contact: the store's details and a form the server stores (POST /contact-messages).
export function ContactScreen() {
  usePageMeta('content:contact.title', 'content:contact.description');
  const { t } = useTranslation('content');
  return (
    <section className="page prose contact" aria-labelledby="page-title">
      <PageHeading look="prose" title={t('contact.heading')} intro={t('contact.lead')} />
      <div className="contact__layout">
        <ContactDetails />
        <ContactForm />
      </div>
    </section>
  );
}
