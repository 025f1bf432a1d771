// Link previews off the request path (issue 28): the PNG of a preview is drawn in a small pool of worker
// threads (piscina, images/preview-worker.mjs), so a burst of previews never holds the event loop that
// answers pages and the API. At most `threads` draw at once; up to `maxQueue` more wait; past that a
// preview answers 503 PREVIEWS_BUSY with Retry-After and is drawn when asked again.
import { Piscina } from 'piscina';
import { AppError } from '../http/errors.js';

export interface PreviewPoolOptions {
  /** Worker threads drawing previews at once (OG_PREVIEW_THREADS). */
  threads: number;
  /** Previews waiting for a thread; one more is refused with 503 (OG_PREVIEW_QUEUE). */
  maxQueue: number;
}

/** Seconds a client is asked to wait after a 503 PREVIEWS_BUSY: a burst's queue drains in about this. */
export const PREVIEWS_RETRY_AFTER_SECONDS = 5;

export const previewsBusy = (): AppError =>
  new AppError(503, 'PREVIEWS_BUSY', 'Too many link previews are being drawn right now: try again in a few seconds.', undefined, {
    'retry-after': String(PREVIEWS_RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
  });

export class PreviewPool {
  private readonly pool: Piscina<string, Uint8Array>;

  constructor(private readonly options: PreviewPoolOptions) {
    this.pool = new Piscina({
      // A plain .mjs worker: resolved beside this file under tsx, vitest and a compiled build alike.
      filename: new URL('./preview-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: Math.max(1, options.threads),
      // Threads are started on the first preview and let go after a quiet minute: no cost at rest.
      idleTimeout: 60_000,
    });
  }

  /** The PNG of a preview's SVG, drawn on a worker thread; throws 503 PREVIEWS_BUSY past the queue. */
  async draw(svg: string): Promise<Buffer> {
    if (this.pool.queueSize >= this.options.maxQueue) throw previewsBusy();
    const png = await this.pool.run(svg);
    return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  }

  /** Previews waiting for a thread (for tests and the operator). */
  get queued(): number {
    return this.pool.queueSize;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
