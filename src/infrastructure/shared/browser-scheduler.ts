import type { Scheduler } from '../../application/shared/scheduler';

export class BrowserScheduler implements Scheduler {
  setTimeout(callback: () => void, delayMs: number): () => void {
    const handle = globalThis.setTimeout(callback, delayMs);
    return () => globalThis.clearTimeout(handle);
  }

  setInterval(callback: () => void, intervalMs: number): () => void {
    const handle = globalThis.setInterval(callback, intervalMs);
    return () => globalThis.clearInterval(handle);
  }
}
