import type { ReactNode } from 'react';
import { Link } from '@/ui/shared/navigation/links';
import { PageTitle } from '@/ui/shared/page-heading';

// The card of the account pages a guest goes through (log in, sign up, codes, passwords): the page's
// title, the h1 its section is labelled by, and what follows it.
export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="page auth-page" aria-labelledby="page-title">
      <div className="auth-card">
        <PageTitle>{title}</PageTitle>
        {children}
      </div>
    </section>
  );
}

// A way from the card to another account page (log in and sign up, by e-mail and by phone): the link,
// after its question when it has one.
export function AuthSwitch({ question, to, testId, children }: { question?: string; to: string; testId?: string; children: ReactNode }) {
  const link = (
    <Link to={to} data-testid={testId}>
      {children}
    </Link>
  );
  if (question === undefined) return <p className="auth-card__switch">{link}</p>;
  return (
    <p className="auth-card__switch">
      {question} {link}
    </p>
  );
}
