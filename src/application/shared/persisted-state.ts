import { reaction, type IReactionDisposer } from 'mobx';
import {
  PERSISTED_STATE_KEY,
  emptySnapshot,
  parsePersistedState,
  serialisePersistedState,
  type PersistedSlice,
  type PersistedSnapshot,
} from '../../domain/shared/persisted-state';
import { Ports } from '../ports';
import type { DepsOf } from './wiring';
import { withTimeout } from './with-timeout';

/** Spec section 9: restoring gives up after 5 s and the app starts clean. */
export const RESTORE_TIMEOUT_MS = 5_000;
/** Typing in the search box or changing a quantity writes once, not on every keystroke. */
export const WRITE_DEBOUNCE_MS = 300;

type SliceReader = () => PersistedSnapshot[PersistedSlice];

/**
 * The snapshot under local-storage key 'root'. Each store attaches the slice it owns: it is
 * hydrated from the restored snapshot, then a MobX reaction writes the whole snapshot back,
 * debounced. Slices no store has attached keep their restored value, so a store that was never
 * created cannot wipe its part.
 */
const inject = { storage: Ports.localStorage, scheduler: Ports.scheduler, reporter: Ports.errorReporter } as const;

export class PersistedState {
  static readonly inject = inject;
  private restoring: Promise<PersistedSnapshot | null> | null = null;
  private base: PersistedSnapshot = emptySnapshot();
  private readonly readers = new Map<PersistedSlice, SliceReader>();
  private disposeReaction: IReactionDisposer | null = null;
  private cancelWrite: (() => void) | null = null;

  private readonly storage: DepsOf<typeof inject>['storage'];
  private readonly scheduler: DepsOf<typeof inject>['scheduler'];
  private readonly reporter: DepsOf<typeof inject>['reporter'];

  constructor(deps: DepsOf<typeof inject>) {
    this.storage = deps.storage;
    this.scheduler = deps.scheduler;
    this.reporter = deps.reporter;
  }

  /** The stored snapshot once per page, or null when there is none, it cannot be trusted, or reading took over 5 s. */
  restore(): Promise<PersistedSnapshot | null> {
    this.restoring ??= withTimeout(this.read(), RESTORE_TIMEOUT_MS, null, this.scheduler).then((snapshot) => {
      if (snapshot !== null) this.base = snapshot;
      return snapshot;
    });
    return this.restoring;
  }

  /** Hydrates the slice from the restored snapshot (when there is one), then keeps it written back. */
  async attach<K extends PersistedSlice>(
    slice: K,
    hydrate: (value: PersistedSnapshot[K]) => void,
    read: () => PersistedSnapshot[K],
  ): Promise<void> {
    const snapshot = await this.restore();
    if (snapshot !== null) hydrate(snapshot[slice]);
    this.readers.set(slice, read);
    this.watch();
  }

  /** What would be written now. */
  current(): PersistedSnapshot {
    const snapshot: PersistedSnapshot = { ...this.base };
    for (const [slice, read] of this.readers) Object.assign(snapshot, { [slice]: read() });
    return snapshot;
  }

  /** Stops writing (tests, and a page being torn down). */
  dispose(): void {
    this.disposeReaction?.();
    this.disposeReaction = null;
    this.cancelWrite?.();
    this.cancelWrite = null;
  }

  private async read(): Promise<PersistedSnapshot | null> {
    const raw = this.storage.get(PERSISTED_STATE_KEY);
    const snapshot = parsePersistedState(raw);
    // A value we cannot trust is removed, so the next visit does not meet it again.
    if (raw !== null && snapshot === null) this.storage.remove(PERSISTED_STATE_KEY);
    return snapshot;
  }

  // One reaction over every attached slice, rebuilt when a slice joins.
  private watch(): void {
    this.disposeReaction?.();
    this.disposeReaction = reaction(
      () => this.current(),
      (snapshot) => this.scheduleWrite(snapshot),
    );
  }

  private scheduleWrite(snapshot: PersistedSnapshot): void {
    this.cancelWrite?.();
    this.cancelWrite = this.scheduler.setTimeout(() => {
      this.cancelWrite = null;
      this.write(snapshot);
    }, WRITE_DEBOUNCE_MS);
  }

  private write(snapshot: PersistedSnapshot): void {
    try {
      this.storage.set(PERSISTED_STATE_KEY, serialisePersistedState(snapshot));
    } catch (error) {
      // The storage adapters do not throw; a serialisation failure is a bug worth knowing about.
      this.reporter.captureException(error, { action: 'persist-state' });
    }
  }
}
