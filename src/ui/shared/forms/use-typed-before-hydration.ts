import { useEffect, useRef, type RefObject } from 'react';
import { useCommitEffect } from '../hooks/use-commit-effect';
import { useHydrated } from '../hooks/use-hydrated';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a field holds: its text or choice; for a box to tick (whose value is fixed) 'true', or '' when unticked. */
const held = (field: Field): string =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? (field.checked ? 'true' : '') : field.value;

/**
 * The same for a box ticked before the app ran (the sign-up's terms): React's takeover put the box back as the
 * store had it, unticked, and the sign-up answered "Please accept the terms" (issue 27, a probe).
 */
export function useTickedBeforeHydration(ref: RefObject<HTMLInputElement | null>, checked: boolean, onChange: (checked: boolean) => void): void {
  useTypedBeforeHydration(ref, checked ? 'true' : '', (value) => onChange(value === 'true'));
}

/**
 * What the shopper (or the browser's autofill) typed, or chose in a select, in the server's HTML before the page was
 * interactive: React keeps it on screen while hydrating, but the store still holds the empty value
 * and its next render writes that back. So it is read as the hydrated tree is committed (before any
 * effect can render the field again) and handed to onChange in a task after the commit's effects:
 * a screen's own effect (a store's opened(), which resets its form) runs after its fields' effects
 * and would otherwise clear it again.
 *
 * A keystroke during a hydration cut into tasks (a slow phone) reaches onChange before the commit,
 * so the field and the state agree there and that reset would clear both. So whatever the field
 * holds when the hydrated tree is committed is handed over, not only what differs from the state.
 * A field drawn in the browser alone (a client-side navigation) hands nothing over: there the
 * screen's reset is meant to replace what an earlier visit left.
 */
export function useTypedBeforeHydration(ref: RefObject<Field | null>, value: string, onChange: (value: string) => void): void {
  const hydrating = !useHydrated();
  const firstRenderHydrated = useRef(hydrating);
  const typed = useRef<string | null>(null);
  const looked = useRef(false);
  // Letters typed after the commit come on top of what the field held then: handing the commit's
  // value over after them would drop them (a CI run signed in with "Shop" for "Shopper123"). Once
  // the shopper has typed since, the field itself is what is handed over.
  const typedSince = useRef(false);
  const latestOnChange = useRef(onChange);
  useCommitEffect(() => {
    latestOnChange.current = onChange;
  });
  /** The hand-over, once: from the task after the commit's effects, or from a submit that comes first. */
  const handOver = useRef((): void => {
    const kept = typed.current;
    if (kept === null) return;
    typed.current = null;
    const field = ref.current;
    latestOnChange.current(typedSince.current && field !== null ? held(field) : kept);
  });
  useCommitEffect(() => {
    if (looked.current) return undefined;
    looked.current = true;
    const field = ref.current;
    if (field === null) return undefined;
    const current = held(field);
    if (current !== value || (firstRenderHydrated.current && current !== '')) typed.current = current;
    if (typed.current === null || field.form === null) return undefined;
    // A tap on the form's button in the task between the commit and the hand-over (a slow phone) reached
    // the app's submit with the store still empty: the form was refused as unfilled, its messages cleared
    // a moment later by the hand-over, and the tap was lost (a login, 7 of 16 tries at 6x CPU). The form's
    // own submit listener runs before React's (on the root), so the store holds what is typed when it is sent.
    const { form } = field;
    const sent = handOver.current;
    form.addEventListener('submit', sent, { capture: true });
    return () => form.removeEventListener('submit', sent, { capture: true });
  }, [ref, value]);
  useCommitEffect(() => {
    const field = ref.current;
    if (field === null) return undefined;
    const typing = (): void => {
      typedSince.current = true;
    };
    field.addEventListener('input', typing, { once: true });
    return () => field.removeEventListener('input', typing);
  }, [ref]);
  useEffect(() => {
    if (typed.current === null) return undefined;
    const later = setTimeout(handOver.current, 0);
    return () => clearTimeout(later);
  }, []);
}
