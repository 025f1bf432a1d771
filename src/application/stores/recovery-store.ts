import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { isChunkLoadError } from '../../domain/chunk-error';
import { emergencyAction } from '../../domain/emergency';
import { HOME_PATH } from '../../domain/route-path';
import type { CacheCleaner } from '../ports/cache-cleaner';
import type { ErrorReporter } from '../ports/error-reporter';
import type { KeyValueStorage } from '../ports/key-value-storage';
import type { PageControl } from '../ports/page-control';
import { TOKENS } from '../tokens';
import { RecoverFromChunkError } from '../use-cases/recover-from-chunk-error';

/** idle: nothing failed; reloading: a chunk failed and the page is about to reload; update-required: retries exhausted. */
export type RecoveryStatus = 'idle' | 'reloading' | 'update-required';

/**
 * What the error screens offer (spec section 2): chunk-load recovery and 'App Update Required',
 * and the actions of 'Something went wrong' and of the emergency page.
 */
@injectable()
export class RecoveryStore {
  status: RecoveryStatus = 'idle';

  constructor(
    @inject(RecoverFromChunkError) private readonly recoverFromChunkError: RecoverFromChunkError,
    @inject(TOKENS.CacheCleaner) private readonly caches: CacheCleaner,
    @inject(TOKENS.PageControl) private readonly page: PageControl,
    @inject(TOKENS.LocalStorage) private readonly local: KeyValueStorage,
    @inject(TOKENS.SessionStorage) private readonly session: KeyValueStorage,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {
    makeAutoObservable<this, 'recoverFromChunkError' | 'caches' | 'page' | 'local' | 'session' | 'reporter'>(
      this,
      { recoverFromChunkError: false, caches: false, page: false, local: false, session: false, reporter: false },
      { autoBind: true },
    );
  }

  /** A load failed somewhere (a lazy screen, Vite's preload, a CSS chunk): true when it was a chunk failure, now handled. */
  chunkFailed(error: unknown): boolean {
    if (!isChunkLoadError(error)) return false;
    this.status = this.recoverFromChunkError.execute() === 'reloading' ? 'reloading' : 'update-required';
    return true;
  }

  /** A screen threw: the error goes to the reporter with the page it happened on. */
  crashed(error: unknown, pathname: string): void {
    this.reporter.captureException(error, { route: pathname });
  }

  /** 'Refresh App' and 'Clear Cache & Reload'. */
  async cacheClearRequested(): Promise<void> {
    await this.caches.clear();
    this.page.reload();
  }

  tryAgainRequested(): void {
    this.page.reload();
  }

  homeRequested(): void {
    this.page.assign(HOME_PATH);
  }

  newTabRequested(): void {
    this.page.openInNewTab();
  }

  emergencyRequested(pathname: string): void {
    const action = emergencyAction(pathname);
    if (action.kind === 'navigate') {
      this.page.assign(action.to);
      return;
    }
    this.wipeStorage();
    this.page.reload();
  }

  /** The emergency page's 'Try Home Page Again'. */
  homeRetriedFromEmergency(): void {
    this.wipeStorage();
    this.page.assign(HOME_PATH);
  }

  private wipeStorage(): void {
    this.session.clear();
    this.local.clear();
  }
}
