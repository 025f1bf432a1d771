import {
  CHUNK_RETRY_STORAGE_KEY,
  decideChunkRecovery,
  parseRetryState,
  serializeRetryState,
  sessionKeysToRemove,
} from './chunk-retry';
import { Ports } from '../ports';
import { UseCase } from '../shared/use-case';
import { withTimeout } from '../shared/with-timeout';

/** A browser that never finishes clearing its caches must not keep the shopper from the reload. */
export const CACHE_CLEAR_LIMIT_MS = 3_000;

export type ChunkRecoveryOutcome = 'reloading' | 'exhausted';

const inject = {
  session: Ports.sessionStorage,
  caches: Ports.cacheCleaner,
  page: Ports.pageControl,
  scheduler: Ports.scheduler,
  clock: Ports.clock,
  reporter: Ports.errorReporter,
} as const;

/**
 * A script or style chunk failed to load (spec sections 4 and 9): count it in session storage and,
 * while the policy allows, drop the session's leftovers and the caches and reload after 0.5 s, so
 * the page fetches the current index and chunks. 'exhausted' means: show 'App Update Required'.
 */
export class RecoverFromChunkError extends UseCase<typeof inject> {
  static readonly inject = inject;
  // Several chunks of one page can fail together; the page reloads once and counts once.
  #pending = false;

  execute(): ChunkRecoveryOutcome {
    if (this.#pending) return 'reloading';
    const decision = decideChunkRecovery(parseRetryState(this.deps.session.get(CHUNK_RETRY_STORAGE_KEY)), this.deps.clock.now());
    if (decision.action === 'exhausted') return 'exhausted';
    this.#pending = true;
    this.deps.session.set(CHUNK_RETRY_STORAGE_KEY, serializeRetryState(decision.next));
    for (const key of sessionKeysToRemove(this.deps.session.keys())) this.deps.session.remove(key);
    void this.#reloadAfter(decision.delayMs);
    return 'reloading';
  }

  async #reloadAfter(delayMs: number): Promise<void> {
    const delay = new Promise<void>((resolve) => this.deps.scheduler.setTimeout(resolve, delayMs));
    const cleared = withTimeout(this.deps.caches.clear(), CACHE_CLEAR_LIMIT_MS, undefined, this.deps.scheduler).catch((error: unknown) => {
      this.deps.reporter.captureException(error, { action: 'clear-caches' });
    });
    await Promise.all([delay, cleared]);
    this.deps.page.reload();
  }
}
