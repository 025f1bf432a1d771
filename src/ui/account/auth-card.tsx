import type { ReactNode } from 'react';
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
