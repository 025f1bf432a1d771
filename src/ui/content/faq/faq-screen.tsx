import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { ContentBlocks } from '@/ui/content/content-blocks';
import { readFaqGroups, type FaqItem } from '@/ui/content/content-document';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { ChevronDownIcon } from '@/ui/shared/icons/icon';
import { href } from '@/application/frame/route-table';
import { PageHeading } from '@/ui/shared/page-heading';

// One question: <details>/<summary> is a disclosure the browser and screen readers already know
// (expanded or collapsed state, Enter and Space open it), with no script.
function FaqEntry({ item }: { item: FaqItem }) {
  return (
    <details className="faq__item">
      <summary className="faq__question">
        <span>{item.question}</span>
        <ChevronDownIcon className="faq__chevron" size={20} aria-hidden="true" />
      </summary>
      <div className="faq__answer">
        <ContentBlocks blocks={item.answer} />
      </div>
    </details>
  );
}

// Questions shoppers in Syria and Lebanon ask, grouped by topic, from locales/{en,ar}/content.json.
export function FaqScreen() {
  usePageMeta('content:faq.title', 'content:faq.description');
  const { t } = useTranslation('content');
  const groups = readFaqGroups(t('faq.groups', { returnObjects: true }));
  const idPrefix = useId();
  return (
    <section className="page prose faq" aria-labelledby="page-title">
      <PageHeading look="prose" title={t('faq.heading')} intro={t('faq.lead')} />
      {groups.map((group, index) => (
        <section key={group.heading} className="faq__group" aria-labelledby={`${idPrefix}-${index}`}>
          <h2 id={`${idPrefix}-${index}`}>{group.heading}</h2>
          {group.items.map((item) => (
            <FaqEntry key={item.question} item={item} />
          ))}
        </section>
      ))}
      <aside className="callout" aria-labelledby="faq-more">
        <h2 id="faq-more">{t('faq.moreTitle')}</h2>
        <p>{t('faq.moreBody')}</p>
        <Link className="button button--primary" to={href('contact')}>
          {t('shared.contactLink')}
        </Link>
      </aside>
    </section>
  );
}
