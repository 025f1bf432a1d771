import type { ReactNode } from 'react';

// A page that says what happened instead of the screen asked for (a crash, a failed load, the
// emergency page): its h1, the sentence under it, then what can be done. The root is <main> when the
// page stands alone (the frame itself failed).
export function StatusPage({ root: Root = 'section', title, body, children }: { root?: 'main' | 'section'; title: ReactNode; body: ReactNode; children: ReactNode }) {
  return (
    <Root className="page status-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      <p className="status-page__body">{body}</p>
      {children}
    </Root>
  );
}
