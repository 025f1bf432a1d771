import type { ReactNode } from 'react';

// One card of /account: a section labelled by its h2, then what the card holds.
export function AccountCard({ titleId, title, testId, children }: { titleId: string; title: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <section className="account-card" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className="account-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
