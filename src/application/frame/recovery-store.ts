import { makeAutoObservable } from 'mobx';
import { isChunkLoadError } from './chunk-error';
import { emergencyAction } from './emergency';
import { HOME_PATH } from './route-path';
import { Ports } from '../ports';
import type { DepsOf } from '../shared/wiring';
import { RecoverFromChunkError } from './recover-from-chunk-error';

const inject = {
  recoverFromChunkError: RecoverFromChunkError,
  caches: Ports.cacheCleaner,
  page: Ports.pageControl,
  local: Ports.localStorage,
  session: Ports.sessionStorage,
  reporter: Ports.errorReporter,
} as const;

/** idle: nothing failed; reloading: a chunk failed and the page is about to reload; update-required: retries exhausted. */
export type RecoveryStatus = 'idle' | 'reloading' | 'update-required';

/**
 * What the error screens offer (spec section 2): chunk-load recovery and 'App Update Required',
 * and the actions of 'Something went wrong' and of the emergency page.
 */
export class RecoveryStore {
  static readonly inject = inject;
  status: RecoveryStatus = 'idle';
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** A load failed somewhere (a lazy screen, Vite's preload, a CSS chunk): true when it was a chunk failure, now handled. */
  chunkFailed(error: unknown): boolean {
    if (!isChunkLoadError(error)) return false;
    this.status = this.#deps.recoverFromChunkError.execute() === 'reloading' ? 'reloading' : 'update-required';
    return true;
  }

  /** A screen threw: the error goes to the reporter with the page it happened on. */
  crashed(error: unknown, pathname: string): void {
    this.#deps.reporter.captureException(error, { route: pathname });
  }

  /** 'Refresh App' and 'Clear Cache & Reload'. */
  async cacheClearRequested(): Promise<void> {
    await this.#deps.caches.clear();
    this.#deps.page.reload();
  }

  tryAgainRequested(): void {
    this.#deps.page.reload();
  }

  homeRequested(): void {
    this.#deps.page.assign(HOME_PATH);
  }

  newTabRequested(): void {
    this.#deps.page.openInNewTab();
  }

  emergencyRequested(pathname: string): void {
    const action = emergencyAction(pathname);
    if (action.kind === 'navigate') {
      this.#deps.page.assign(action.to);
      return;
    }
    this.#wipeStorage();
    this.#deps.page.reload();
  }

  /** The emergency page's 'Try Home Page Again'. */
  homeRetriedFromEmergency(): void {
    this.#wipeStorage();
    this.#deps.page.assign(HOME_PATH);
  }

  #wipeStorage(): void {
    this.#deps.session.clear();
    this.#deps.local.clear();
  }
}
