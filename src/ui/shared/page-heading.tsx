import type { ReactNode } from 'react';

/** The page's title: the h1 the page's section is labelled by (`aria-labelledby="page-title"`). */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <h1 id="page-title" className="page__title">
      {children}
    </h1>
  );
}

/**
 * A page's title, the h1 its section is labelled by (`aria-labelledby="page-title"`), and the line under
 * it: in the catalogue pages' style, or the prose pages' (contact, FAQ, policies, download).
 */
export function PageHeading({ title, intro, look }: { title: ReactNode; intro: ReactNode; look: 'catalogue' | 'prose' }) {
  const Head = look === 'prose' ? 'header' : 'div';
  return (
    <Head className={look === 'prose' ? 'prose__header' : 'catalogue-page__head'}>
      <PageTitle>{title}</PageTitle>
      <p className={look === 'prose' ? 'prose__lead' : 'catalogue-page__intro'}>{intro}</p>
    </Head>
  );
}
