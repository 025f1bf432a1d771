import { render, screen, waitFor } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRELOAD_ERROR_EVENT } from '../../../src/ui/app/chunk-recovery';
import { deferred } from '../../../src/ui/app/deferred';

class Boundary extends Component<{ children: ReactNode }, { error?: string }> {
  override state: { error?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <p>crashed: {this.state.error}</p>;
  }
}

const show = (node: ReactNode) =>
  render(
    <Boundary>
      <Suspense fallback={<p>waiting</p>}>{node}</Suspense>
    </Boundary>,
  );

let handler: ((event: Event) => void) | undefined;
afterEach(() => {
  if (handler !== undefined) window.removeEventListener(PRELOAD_ERROR_EVENT, handler);
  handler = undefined;
});

/** A chunk-load recovery that handles every failure announced to it: the failures, in order. */
function recoveryListening(): unknown[] {
  const announced: unknown[] = [];
  handler = (event) => {
    announced.push((event as Event & { payload?: unknown }).payload);
    event.preventDefault();
  };
  window.addEventListener(PRELOAD_ERROR_EVENT, handler);
  return announced;
}

describe('deferred: a part of the page kept out of the first load', () => {
  it('fetches its chunk on first use, then draws it', async () => {
    let loads = 0;
    const Panel = deferred(async () => {
      loads += 1;
      return ({ title }: { title: string }) => <h2>{title}</h2>;
    });
    expect(loads).toBe(0);
    show(<Panel.Component title="Menu" />);
    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('preload() fetches it once, before anyone opens it', async () => {
    let loads = 0;
    const Panel = deferred(async () => {
      loads += 1;
      return () => <h2>Search</h2>;
    });
    Panel.preload();
    Panel.preload();
    show(<Panel.Component />);
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('hands a failed chunk to the chunk-load recovery and draws nothing while it reloads', async () => {
    const announced = recoveryListening();
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/side-menu-x.js');
    const Panel = deferred<object>(() => Promise.reject(failure));
    Panel.preload();
    const { container } = show(<Panel.Component />);
    await waitFor(() => expect(announced).toEqual([failure]));
    // Neither the fallback nor a crash: nothing, while the recovery takes over.
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('a failed preload troubles nobody: no recovery until the part is really drawn', async () => {
    const announced = recoveryListening();
    let attempts = 0;
    const Panel = deferred<object>(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/search-x.js');
      return () => <h2>Search</h2>;
    });
    Panel.preload();
    await waitFor(() => expect(attempts).toBe(1));
    expect(announced).toEqual([]);
    // The line is back when the shopper opens it: drawn, nothing reloaded.
    show(<Panel.Component />);
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
    expect(announced).toEqual([]);
  });

  it('a quiet part (the toaster) that fails draws nothing and asks for no reload', async () => {
    const announced = recoveryListening();
    const Toaster = deferred<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/toasts-x.js')), { quiet: true });
    const { container } = show(<Toaster.Component />);
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(announced).toEqual([]);
  });

  it('lets the error through when nothing handles it', async () => {
    const Panel = deferred<object>(() => Promise.reject(new Error('broken chunk')));
    show(<Panel.Component />);
    expect(await screen.findByText('crashed: broken chunk')).toBeTruthy();
  });
});
