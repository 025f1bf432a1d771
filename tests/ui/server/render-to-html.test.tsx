// The server's page through React's streaming renderer (issue 18, docs/adr/0031): what a lazy part
// draws is waited for and drawn on the server, a part that throws fails the render (the server then
// sends the page for the browser to draw), and a render past its budget is stopped.
import { lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderToHtml } from '@/ui/server/render-to-html';

function Later({ text }: { text: string }) {
  return <p>{text}</p>;
}

const later = (ms: number) =>
  lazy(() => new Promise<{ default: typeof Later }>((done) => setTimeout(() => done({ default: Later }), ms)));

function Thrower(): never {
  throw new Error('a part blew up');
}

describe('renderToHtml', () => {
  it('waits for a lazy part and draws it, where renderToString leaves its fallback to the browser', async () => {
    const Part = later(20);
    const page = (
      <main>
        <h1>Shop</h1>
        <Suspense fallback={<p>Loading</p>}>
          <Part text="Lamp – 12,000 SYP" />
        </Suspense>
      </main>
    );
    const html = await renderToHtml(page);
    expect(html).toContain('<h1>Shop</h1>');
    expect(html).toContain('Lamp – 12,000 SYP');
    expect(html).not.toContain('Loading');
    // No script of React's streaming format: the page is one piece, hydrated as it is.
    expect(html).not.toContain('<script');
    const Unloaded = later(20);
    expect(
      renderToString(
        <Suspense fallback={<p>Loading</p>}>
          <Unloaded text="Lamp" />
        </Suspense>,
      ),
    ).toContain('Loading');
  });

  it('keeps a large part inside the page: no part left for a script to move in (the CSP allows none)', async () => {
    const Part = later(10);
    const html = await renderToHtml(
      <main>
        <Suspense fallback={<p>Loading</p>}>
          <Part text={'Lamp '.repeat(10_000)} />
        </Suspense>
      </main>,
    );
    expect(html).toContain('Lamp Lamp');
    expect(html).not.toMatch(/<template|<!--\$\?-->|<script|hidden id="S:/);
  });

  it('writes Arabic and characters split across chunks intact', async () => {
    const text = 'مصباح مكتب – 12,000 ل.س. '.repeat(2_000);
    expect(await renderToHtml(<p>{text}</p>)).toBe(`<p>${text}</p>`);
  });

  it('fails when any part throws, inside a Suspense boundary too', async () => {
    await expect(renderToHtml(<Thrower />)).rejects.toThrow('a part blew up');
    await expect(
      renderToHtml(
        <main>
          <Suspense fallback={<p>Loading</p>}>
            <Thrower />
          </Suspense>
        </main>,
      ),
    ).rejects.toThrow('a part blew up');
  });

  it('stops when its signal is aborted (a render past its budget)', async () => {
    const Part = later(5_000);
    const budget = new AbortController();
    const drawing = renderToHtml(
      <Suspense fallback={null}>
        <Part text="never" />
      </Suspense>,
      budget.signal,
    );
    setTimeout(() => budget.abort(new Error('over budget')), 20);
    const started = Date.now();
    await expect(drawing).rejects.toThrow('over budget');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
