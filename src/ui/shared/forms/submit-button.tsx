import type { ReactNode } from 'react';
import { useHydrated } from '@/ui/shared/hooks/use-hydrated';

interface SubmitButtonProps {
  className: string;
  /** The form is being sent: the button is off and says so in its label. */
  busy: boolean;
  /** Off for a reason of the form's own (nothing chosen yet). */
  disabled?: boolean;
  /**
   * The form is one the server answers without the app (a PageForm, docs/adr/0040): it is on before
   * the page is interactive, and a tap then posts it.
   */
  answeredWithoutApp?: boolean;
  children: ReactNode;
}

// A form's submit button. It stays off until the page is interactive: a tap or an Enter on the
// server's HTML would submit the form natively, reloading the page without its query (a reset link's
// token) and losing what was typed (docs/adr/0031) — unless the server answers the form itself.
export function SubmitButton({ className, busy, disabled = false, answeredWithoutApp = false, children }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={className} disabled={busy || disabled || (!hydrated && !answeredWithoutApp)}>
      {children}
    </button>
  );
}
