// The page's markup through React's streaming server renderer (issue 18, docs/adr/0031).
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * The whole markup of `element`, once every part of it is ready: a lazy part (a Suspense boundary)
 * is waited for and drawn here, where renderToString would leave its fallback for the browser to
 * fill. The markup is collected, not piped to the shopper: the page's head (title, description,
 * share tags) comes from the render, and a finished page is kept and compressed whole
 * (server/src/http/server-render.ts). Rejects when any part throws, a boundary's too (the server then
 * sends the page for the browser to draw, and reports it), and when `signal` aborts (a render past
 * its budget stops instead of running on).
 */
export function renderToHtml(element: ReactNode, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, next) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        next();
      },
      final(done) {
        if (failure === null) resolve(Buffer.concat(chunks).toString('utf8'));
        else reject(failure);
        done();
      },
    });
    const fail = (error: unknown) => {
      failure ??= error;
      reject(failure);
    };
    const stream = renderToPipeableStream(element, {
      // Every part inside the page, however large: past 12.8 kB React leaves a finished part outside
      // its place for an inline script to move in, which the page's CSP refuses (and the browser then
      // draws that part again, React error 419).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => void stream.pipe(sink),
      onShellError: fail,
      // A part that throws: React would draw its boundary's fallback and leave it to the browser; a
      // page with a hole is not sent.
      onError: (error) => {
        failure ??= error;
      },
    });
    if (signal !== undefined) {
      if (signal.aborted) stream.abort(signal.reason);
      signal.addEventListener('abort', () => {
        stream.abort(signal.reason);
        fail(signal.reason ?? new Error('render aborted'));
      }, { once: true });
    }
  });
}
