import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { ContentBlocks } from './content-blocks';
import { readDocument } from './content-document';
import { POLICY_PAGES, type ContentPageKey, type PolicyPageKey } from './policy-pages';
import { href } from '@/application/frame/route-table';
import { PageTitle } from '@/ui/shared/page-heading';

interface ContentPageProps {
  /** The page's key in locales/{en,ar}/content.json: its title, description and document. */
  page: ContentPageKey;
  /** Show "last updated" under the heading (policies). */
  dated?: boolean;
  /** Policy pages to link at the end. */
  related?: readonly PolicyPageKey[];
  /** Extra content after the document (a form). */
  children?: ReactNode;
}

// A written page: heading, lead and sections from the locale file of the active language, the
// document title and meta description, and links to related pages.
export function ContentPage({ page, dated = false, related = [], children }: ContentPageProps) {
  usePageMeta(`content:${page}.title`, `content:${page}.description`);
  const { t } = useTranslation('content');
  const document = readDocument(t(`${page}.document`, { returnObjects: true }));
  const heading = document?.heading ?? t(`${page}.title`);
  return (
    <article className="page prose" aria-labelledby="page-title">
      <header className="prose__header">
        <PageTitle>{heading}</PageTitle>
        {document?.lead && <p className="prose__lead">{document.lead}</p>}
        {dated && <p className="prose__updated">{t('shared.updated')}</p>}
      </header>
      {document?.sections.map((section) => (
        <section key={section.heading} className="prose__section">
          <h2>{section.heading}</h2>
          <ContentBlocks blocks={section.blocks} />
        </section>
      ))}
      {children}
      {related.length > 0 && (
        <nav className="prose__related" aria-labelledby="related-title">
          <h2 id="related-title">{t('shared.related')}</h2>
          <ul>
            {related.map((key) => (
              <li key={key}>
                <Link to={POLICY_PAGES[key]}>{t(`policies.links.${key}.label`)}</Link>
              </li>
            ))}
            <li>
              <Link to={href('contact')}>{t('shared.contactLink')}</Link>
            </li>
          </ul>
        </nav>
      )}
    </article>
  );
}
