import type { Scheduler } from './scheduler';

/** The promise's value, or `fallback` when it has not settled within `ms`; the timer is cancelled either way. */
export function withTimeout<T, F>(promise: Promise<T>, ms: number, fallback: F, scheduler: Scheduler): Promise<T | F> {
  return new Promise<T | F>((resolve, reject) => {
    const cancel = scheduler.setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        cancel();
        resolve(value);
      },
      (error: unknown) => {
        cancel();
        reject(error);
      },
    );
  });
}
