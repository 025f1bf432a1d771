import { observer } from 'mobx-react-lite';
import { displayPhone } from '@/domain/country';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { ContactInfoStore } from '@/application/content';
import { PAYMENT_METHODS, type PaymentMethod } from '@/domain/orders';
import { useStore } from '@/ui/app/container-context';
import { formatYear } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { BrandMark } from '@/ui/shared/icons/brand-mark';
import { MailIcon, PhoneIcon, PinIcon, ShieldIcon } from '@/ui/shared/icons/icon';
import { CashOnDeliveryIcon } from '@/ui/shared/icons/payment-icons';
import { GuestCountryChoice } from './guest-country-choice';
import { NAV_ENTRIES } from './navigation';
import { href } from '@/application/frame/route-table';
import { keepTogether } from '@/ui/shared/format/keep-together';

// Exactly the methods checkout takes (the domain's list): a method added there needs its badge here,
// or this does not compile, and a method the store does not take is never shown.
const PAYMENT_BADGES: Readonly<Record<PaymentMethod, () => ReactElement>> = {
  cash_on_delivery: CashOnDeliveryIcon,
};

const SHOP_LINKS = [
  // Home first, as in the header's and the side menu's navigation (issue 26).
  ...NAV_ENTRIES.filter((entry) => ['/', '/shop', '/sales', '/notifications'].includes(entry.to)),
  { to: href('newArrivals'), labelKey: 'footer.newArrivals' },
  { to: href('categories'), labelKey: 'footer.categories' },
  { to: href('brands'), labelKey: 'footer.brands' },
];
const SERVICE_LINKS = [
  { to: href('about'), labelKey: 'footer.about' },
  { to: href('faq'), labelKey: 'footer.faq' },
  { to: href('contact'), labelKey: 'footer.support' },
];
const POLICY_LINKS = [
  { to: href('termsConditions'), labelKey: 'footer.terms' },
  { to: href('returnPolicy'), labelKey: 'footer.returnPolicy' },
  { to: href('privacyPolicy'), labelKey: 'footer.privacy' },
];

function LinkColumn({ titleKey, links }: { titleKey: string; links: readonly { to: string; labelKey: string }[] }) {
  const { t } = useTranslation('frame');
  return (
    <nav className="site-footer__column" aria-label={t(titleKey)}>
      <h2 className="site-footer__title">{t(titleKey)}</h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.labelKey)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// Phone numbers and e-mail addresses read left to right inside Arabic text.
const ContactBlock = observer(function ContactBlock() {
  const contact = useStore(ContactInfoStore);
  const { t } = useTranslation('frame');
  const info = contact.infoIn(useLanguage());
  return (
    // A column of the footer (its contentinfo landmark), not a region of its own: on /contact a region
    // named "Contact us" would be the page's twin (issue 28, html-validate's unique-landmark).
    <div className="site-footer__column site-footer__column--contact">
      <h2 id="footer-contact" className="site-footer__title">
        {t('footer.contact')}
      </h2>
      {info !== null && (
        <ul className="site-footer__contact">
          {info.phoneCall !== '' && (
            <li>
              <PhoneIcon size={18} />
              <span className="visually-hidden">{t('footer.phone')}</span>
              <a href={`tel:${info.phoneCall.replace(/[^\d+]/g, '')}`}>
                <bdi dir="ltr">{keepTogether(displayPhone(info.phoneCall))}</bdi>
              </a>
            </li>
          )}
          {info.email !== '' && (
            <li>
              <MailIcon size={18} />
              <span className="visually-hidden">{t('footer.email')}</span>
              <a href={`mailto:${info.email}`}>
                <bdi dir="ltr">{info.email}</bdi>
              </a>
            </li>
          )}
          {info.address !== null && info.address !== '' && (
            <li>
              <PinIcon size={18} />
              <span className="visually-hidden">{t('footer.address')}</span>
              <span>{info.address}</span>
            </li>
          )}
        </ul>
      )}
    </div>
  );
});

export function SiteFooter() {
  const { t } = useTranslation(['frame', 'common']);
  // Read once per page load: the copyright shows the current year.
  const [today] = useState(() => new Date());
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__brand">
            <BrandMark size={32} />
            <span>{t('common:app.name')}</span>
          </p>
          <p className="site-footer__description">{t('footer.description')}</p>
        </div>
        <LinkColumn titleKey="footer.shop" links={SHOP_LINKS} />
        <LinkColumn titleKey="footer.customerService" links={SERVICE_LINKS} />
        <LinkColumn titleKey="footer.policies" links={POLICY_LINKS} />
        <ContactBlock />
      </div>
      <div className="site-footer__trust">
        <h2 className="visually-hidden">{t('footer.paymentMethods')}</h2>
        <ul className="payment-methods">
          {PAYMENT_METHODS.map((method) => {
            const Badge = PAYMENT_BADGES[method];
            return (
              <li key={method}>
                <Badge />
                <span>{t(`footer.payment.${method}`)}</span>
              </li>
            );
          })}
        </ul>
        <p className="site-footer__secure">
          <ShieldIcon size={20} />
          <span>{t('footer.secure')}</span>
        </p>
      </div>
      <GuestCountryChoice place="footer" />
      <p className="site-footer__copyright">{t('footer.copyright', { year: formatYear(today) })}</p>
    </footer>
  );
}
