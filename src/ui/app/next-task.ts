/** A new task: what the browser has waiting (a tap, a frame) runs before the rest of the start-up. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((next) => {
    setTimeout(next, 0);
  });
}
