import { makeAutoObservable } from 'mobx';
import { Ports } from '../ports';
import type { DepsOf } from '../shared/wiring';

const inject = { connectivity: Ports.connectivity } as const;

/** Whether the shopper is online, for the offline banner and for forms that need the server. */
export class ConnectivityStore {
  static readonly inject = inject;
  online: boolean;
  readonly #deps: DepsOf<typeof inject>;
  #unsubscribe: (() => void) | null = null;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    this.online = deps.connectivity.isOnline();
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  started(): void {
    if (this.#unsubscribe !== null) return;
    this.changed(this.#deps.connectivity.isOnline());
    this.#unsubscribe = this.#deps.connectivity.subscribe(this.changed);
  }

  stopped(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  changed(online: boolean): void {
    this.online = online;
  }
}
