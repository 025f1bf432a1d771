/** Timers; each call answers a function that cancels it. */
export interface Scheduler {
  setTimeout(callback: () => void, delayMs: number): () => void;
  setInterval(callback: () => void, intervalMs: number): () => void;
}
