import { inject, injectable } from 'inversify';
import {
  CHUNK_RETRY_STORAGE_KEY,
  decideChunkRecovery,
  parseRetryState,
  serializeRetryState,
  sessionKeysToRemove,
} from '../../domain/chunk-retry';
import type { CacheCleaner } from '../ports/cache-cleaner';
import type { Clock } from '../ports/clock';
import type { ErrorReporter } from '../ports/error-reporter';
import type { KeyValueStorage } from '../ports/key-value-storage';
import type { PageControl } from '../ports/page-control';
import type { Scheduler } from '../ports/scheduler';
import { TOKENS } from '../tokens';
import { withTimeout } from '../with-timeout';

/** A browser that never finishes clearing its caches must not keep the shopper from the reload. */
export const CACHE_CLEAR_LIMIT_MS = 3_000;

export type ChunkRecoveryOutcome = 'reloading' | 'exhausted';

/**
 * A script or style chunk failed to load (spec sections 4 and 9): count it in session storage and,
 * while the policy allows, drop the session's leftovers and the caches and reload after 0.5 s, so
 * the page fetches the current index and chunks. 'exhausted' means: show 'App Update Required'.
 */
@injectable()
export class RecoverFromChunkError {
  // Several chunks of one page can fail together; the page reloads once and counts once.
  private pending = false;

  constructor(
    @inject(TOKENS.SessionStorage) private readonly session: KeyValueStorage,
    @inject(TOKENS.CacheCleaner) private readonly caches: CacheCleaner,
    @inject(TOKENS.PageControl) private readonly page: PageControl,
    @inject(TOKENS.Scheduler) private readonly scheduler: Scheduler,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  execute(): ChunkRecoveryOutcome {
    if (this.pending) return 'reloading';
    const decision = decideChunkRecovery(parseRetryState(this.session.get(CHUNK_RETRY_STORAGE_KEY)), this.clock.now());
    if (decision.action === 'exhausted') return 'exhausted';
    this.pending = true;
    this.session.set(CHUNK_RETRY_STORAGE_KEY, serializeRetryState(decision.next));
    for (const key of sessionKeysToRemove(this.session.keys())) this.session.remove(key);
    void this.reloadAfter(decision.delayMs);
    return 'reloading';
  }

  private async reloadAfter(delayMs: number): Promise<void> {
    const delay = new Promise<void>((resolve) => this.scheduler.setTimeout(resolve, delayMs));
    const cleared = withTimeout(this.caches.clear(), CACHE_CLEAR_LIMIT_MS, undefined, this.scheduler).catch((error: unknown) => {
      this.reporter.captureException(error, { action: 'clear-caches' });
    });
    await Promise.all([delay, cleared]);
    this.page.reload();
  }
}
