import type { ReactNode } from 'react';
import { PageTitle } from '@/ui/shared/page-heading';

// A page that says what happened instead of the screen asked for (a crash, a failed load, the
// emergency page): its h1, the sentence under it, then what can be done. The root is <main> when the
// page stands alone (the frame itself failed).
export function StatusPage({ root: Root = 'section', title, body, children }: { root?: 'main' | 'section'; title: ReactNode; body: ReactNode; children: ReactNode }) {
  return (
    <Root className="page status-page" aria-labelledby="page-title">
      <PageTitle>{title}</PageTitle>
      <p className="status-page__body">{body}</p>
      {children}
    </Root>
  );
}

/** One of a status page's ways on; the main one stands out. */
export function StatusAction({ main = false, onClick, children }: { main?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={main ? 'button button--primary' : 'button button--ghost'} onClick={onClick}>
      {children}
    </button>
  );
}
