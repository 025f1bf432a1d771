import type { RecoveryStore } from '@/application/frame/recovery-store';

/** The event Vite dispatches when a dynamic import's preload fails (JS or CSS); `payload` is the error. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

type PreloadErrorEvent = Event & { payload?: unknown };

/**
 * A lazy screen failed to load (spec section 4): raise the preload-error event, as Vite does for a
 * failed preload, and answer true when a listener handled it (called preventDefault). The caller
 * rethrows otherwise.
 */
export function announceLoadFailure(error: unknown, target: EventTarget = window): boolean {
  const event: PreloadErrorEvent = new Event(PRELOAD_ERROR_EVENT, { cancelable: true });
  event.payload = error;
  return !target.dispatchEvent(event);
}

/**
 * Sends every chunk failure to the recovery: Vite's preload errors, the lazy screens' (above) and
 * chunk errors nobody caught. Once a recovery is under way, later failures of the same page (Vite's
 * preload helper answers `undefined` for a handled import, which then fails on its own) are handled
 * too, so no crash screen flashes before the reload.
 */
export function listenForChunkFailures(recovery: RecoveryStore, target: EventTarget = window): () => void {
  const handled = (error: unknown): boolean => recovery.status !== 'idle' || recovery.chunkFailed(error);
  const onPreloadError = (event: Event) => {
    if (handled((event as PreloadErrorEvent).payload)) event.preventDefault();
  };
  // An unhandled rejection is a chunk failure only when it says so (a CSS chunk outside a route).
  const onRejection = (event: Event) => {
    if (recovery.chunkFailed((event as PromiseRejectionEvent).reason)) event.preventDefault();
  };
  target.addEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
