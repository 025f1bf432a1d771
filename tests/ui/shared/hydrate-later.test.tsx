// Hydration that does not block (issue 18): a part below the first screen keeps the server's HTML while
// the rest hydrates, and is hydrated in a task of its own when the browser is idle (or it comes into view).
import { act, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater, setHydratingServerPage } from '@/ui/shared/hydrate-later';

const hydrated: string[] = [];

function Part({ name }: { name: string }) {
  useEffect(() => void hydrated.push(name), [name]);
  return <p>{name}</p>;
}

function Page() {
  return (
    <main>
      <Part name="first screen" />
      <HydrateLater when="idle">
        <Part name="footer" />
      </HydrateLater>
    </main>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  hydrated.length = 0;
  vi.unstubAllGlobals();
});

describe('a part hydrated later', () => {
  it('keeps its server HTML while the first screen hydrates, and hydrates when the browser is idle, without a mismatch', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Page />);
    document.body.append(host);
    const server = host.innerHTML;
    const problems: unknown[] = [];
    setHydratingServerPage(true);
    await act(async () => {
      root = hydrateRoot(host, <Page />, { onRecoverableError: (error) => problems.push(error) });
    });
    setHydratingServerPage(false);
    expect(hydrated).toEqual(['first screen']);
    expect(host.textContent).toContain('footer');

    await act(async () => {
      for (const callback of idle.splice(0)) callback();
      await Promise.resolve();
    });
    expect(hydrated).toEqual(['first screen', 'footer']);
    expect(host.innerHTML.replace(/<!--.*?-->/g, '')).toBe(server.replace(/<!--.*?-->/g, ''));
    expect(problems).toEqual([]);
  });

  it('is drawn at once when the browser draws the page itself', async () => {
    const { createRoot } = await import('react-dom/client');
    const host = document.createElement('div');
    document.body.append(host);
    await act(async () => {
      root = createRoot(host);
      root.render(<Page />);
    });
    expect(hydrated).toEqual(['first screen', 'footer']);
  });
});
