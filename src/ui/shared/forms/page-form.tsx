import type { FormEvent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { NOTICE_PARAM } from '@/domain/shared';

/** The parameters a form's answer adds to the page's address, dropped from the next form's way back. */
const ANSWER_PARAMS = [NOTICE_PARAM, 'available', 'field'];

/** This page's address without the last answer's message: where a form's answer sends the shopper back. */
export function useBackPath(): string {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  for (const name of ANSWER_PARAMS) params.delete(name);
  const query = params.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}

export interface PageFormProps {
  /** One of FORM_PATHS: the server's endpoint that answers the form without the app. */
  action: string;
  /** Hidden fields (ids the shopper does not type). */
  fields?: Record<string, string | number>;
  /**
   * The app's own handling once it runs: the native post is cancelled and this is called with the
   * button that sent it (null for Enter in a field). Without it the form posts natively (a GET search).
   */
  onSubmit?: (submitter: HTMLElement | null, form: HTMLFormElement) => void;
  method?: 'post' | 'get';
  className?: string;
  id?: string;
  role?: 'search';
  noValidate?: boolean;
  children: ReactNode;
  'aria-labelledby'?: string;
  'data-testid'?: string;
}

// A real HTML form for one of the key actions (issue 27; docs/adr/0040). Drawn by the server, it works
// before the app has loaded and with scripts off: the browser posts it and the server answers with the
// page and a message. Once the app runs, React's onSubmit takes it over and nothing is posted.
export function PageForm({ action, fields = {}, onSubmit, method = 'post', children, ...rest }: PageFormProps) {
  const back = useBackPath();
  const submitted = (event: FormEvent<HTMLFormElement>): void => {
    if (onSubmit === undefined) return;
    event.preventDefault();
    const { submitter } = event.nativeEvent as SubmitEvent;
    onSubmit(submitter, event.currentTarget);
  };
  return (
    <form method={method} action={action} onSubmit={submitted} {...rest}>
      {method === 'post' && <input type="hidden" name="back" value={back} />}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
      {children}
    </form>
  );
}
