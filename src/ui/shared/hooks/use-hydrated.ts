import { useSyncExternalStore } from 'react';

const never = (): (() => void) => () => undefined;

/**
 * False while the page is the server's HTML (on the server and in the hydrating render), true once
 * React answers taps. A page drawn only in the browser is true from its first render. React renders
 * the hydrated tree again with true, without a mismatch warning.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
