import { lazy, useEffect, useState, type ComponentType } from 'react';
import { afterFirstPaint } from '@/infrastructure/app/container';
import { announceLoadFailure } from './chunk-recovery';

/** A component kept out of the first load: its chunk is fetched on first use, or earlier by preload(). */
export interface Deferred<P extends object> {
  Component: ComponentType<P>;
  preload: () => void;
}

const Nothing = () => null;

/** When the frame has not drawn by then, what waits for the first paint starts anyway. */
const CONTENT_PAINT_FALLBACK_MS = 6_000;

let markPainted: () => void = () => undefined;
/**
 * Resolves once the frame and the first screen are on screen (the frame mounts only when the router
 * has the first route's chunk), a frame later: the first paint of the page's own content. What waits
 * for it (the toaster, the overlays, the service worker, Sentry) never competes with that paint.
 */
export const contentPainted: Promise<void> = new Promise((resolve) => {
  markPainted = resolve;
  // A page that never draws the frame (a crash before it, 'App Update Required') still gets its
  // error reporting and service worker, a little later.
  globalThis.setTimeout(resolve, CONTENT_PAINT_FALLBACK_MS);
});

/** The frame calls this: its first commit means the first screen's content is about to be drawn. */
export function useMarkContentPainted(): void {
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(markPainted, 0));
  }, []);
}

/**
 * Parts of the page nobody sees at first (the toaster, the side menu, the search overlay, the country
 * dialog) load after the first paint instead of before it (issue 10). Render `Component` inside a
 * Suspense boundary; call `preload()` once the page has painted so a first open does not wait for the
 * network. A chunk that fails when the part is drawn goes to the chunk-load recovery, like a screen's
 * (spec section 4), and the part draws nothing while the recovery reloads the page; with `quiet`, it
 * just draws nothing.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, options: { quiet?: boolean } = {}): Deferred<P> {
  // A preload that worked is reused; one that failed is forgotten, so drawing tries again.
  let preloaded: Promise<ComponentType<P>> | undefined;
  const draw = () =>
    (preloaded ?? load()).then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        // A part the shopper did not ask for (the toaster) fails quietly: no reload for it.
        if (options.quiet === true || announceLoadFailure(error)) return { default: Nothing as ComponentType<P> };
        throw error;
      },
    );
  return {
    Component: lazy(draw),
    // Fetches ahead; a failure here (a dropped line in the first seconds) is nobody's concern until
    // the part is really drawn, when it is tried again.
    preload: () => {
      if (preloaded !== undefined) return;
      const attempt = load();
      preloaded = attempt;
      attempt.catch(() => {
        if (preloaded === attempt) preloaded = undefined;
      });
    },
  };
}

/** False until the first screen has painted and the page has loaded (then the browser is idle, or 2 s have passed). */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    afterFirstPaint(() => live && setPainted(true), contentPainted);
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
