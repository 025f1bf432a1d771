import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { POLICY_PAGES, type PolicyPageKey } from '@/ui/content/policy-pages';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { PageHeading } from '@/ui/shared/page-heading';

const ORDER: readonly PolicyPageKey[] = ['terms', 'termsConditions', 'privacyPolicy', 'returnPolicy', 'dataDeletion'];

// Every policy page, each with one line saying what it covers.
export function PoliciesScreen() {
  usePageMeta('content:policies.title', 'content:policies.description');
  const { t } = useTranslation('content');
  return (
    <section className="page prose" aria-labelledby="page-title">
      <PageHeading look="prose" title={t('policies.heading')} intro={t('policies.lead')} />
      <ul className="link-cards">
        {ORDER.map((key) => (
          <li key={key}>
            <Link className="link-card" to={POLICY_PAGES[key]}>
              <span className="link-card__title">{t(`policies.links.${key}.label`)}</span>
              <span className="link-card__body">{t(`policies.links.${key}.summary`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
