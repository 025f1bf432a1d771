import { Suspense, use, useId, type ReactNode } from 'react';

// Hydration that does not block (issue 18, docs/adr/0031): the server draws every part of a page, but
// the browser takes over only what the first screen needs at once. A part wrapped in HydrateLater keeps
// the server's HTML (visible, its links working) and is hydrated when it scrolls near the viewport, or
// when the browser is idle, in a task of its own. React's selective hydration does the rest: a tap on
// such a part hydrates it first and replays the tap.

let hydrating = false;

/** Set by draw-page.tsx around hydrateRoot: parts wait only while React takes the server's page over. */
export function setHydratingServerPage(on: boolean): void {
  hydrating = on;
}

export type HydrateWhen = 'visible' | 'idle';

const waits = new Map<string, Promise<void>>();

function afterIdle(done: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => done(), { timeout: 5_000 });
  else setTimeout(done, 1_500);
}

/** Settles when the part (its server HTML, found by its id) is near the viewport, or when idle. */
function waitFor(id: string, when: HydrateWhen): Promise<void> {
  let wait = waits.get(id);
  if (wait === undefined) {
    wait = new Promise<void>((done) => {
      const part = document.querySelector(`[data-hydrate-later="${CSS.escape(id)}"]`)?.firstElementChild;
      if (when === 'idle' || part === undefined || part === null || typeof IntersectionObserver !== 'function') {
        afterIdle(done);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          done();
        },
        { rootMargin: '300px 0px' },
      );
      observer.observe(part);
    });
    waits.set(id, wait);
  }
  return wait;
}

function Gate({ id, when, children }: { id: string; when: HydrateWhen; children: ReactNode }) {
  // While hydrating the server's page: suspend, so React keeps this part's HTML and comes back for it.
  if (hydrating) use(waitFor(id, when));
  return children;
}

/**
 * A part below the fold (a rail, the brands, the footer, related products). Drawn at once everywhere;
 * only its hydration waits. Its wrapper has `display: contents`, so layouts see its children.
 */
export function HydrateLater({ when = 'visible', children }: { when?: HydrateWhen; children: ReactNode }) {
  const id = useId();
  return (
    <div className="hydrate-later" data-hydrate-later={id}>
      <Suspense fallback={null}>
        <Gate id={id} when={when}>
          {children}
        </Gate>
      </Suspense>
    </div>
  );
}
