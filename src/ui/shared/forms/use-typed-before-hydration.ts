import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

// useLayoutEffect warns when rendered on the server, where there is nothing to read anyway.
const useBeforeEffects = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * What the shopper (or the browser's autofill) typed into the server's HTML before the page was
 * interactive: React keeps it on screen while hydrating, but the store still holds the empty value
 * and its next render writes that back. So it is read as the hydrated tree is committed (before any
 * effect can render the field again) and handed to onChange in a task after the commit's effects:
 * a screen's own effect (a store's opened(), which resets its form) runs after its fields' effects
 * and would otherwise clear it again.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>, value: string, onChange: (value: string) => void): void {
  const typed = useRef<string | null>(null);
  const looked = useRef(false);
  useBeforeEffects(() => {
    if (looked.current) return;
    looked.current = true;
    const current = ref.current?.value;
    if (current !== undefined && current !== value) typed.current = current;
  }, [ref, value]);
  useEffect(() => {
    const kept = typed.current;
    if (kept === null) return undefined;
    const handOver = setTimeout(() => {
      typed.current = null;
      onChange(kept);
    }, 0);
    return () => clearTimeout(handOver);
  }, [onChange]);
}
