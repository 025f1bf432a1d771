import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Connectivity } from '../ports/connectivity';
import { TOKENS } from '../tokens';

/** Whether the shopper is online, for the offline banner and for forms that need the server. */
@injectable()
export class ConnectivityStore {
  online: boolean;
  private unsubscribe: (() => void) | null = null;

  constructor(@inject(TOKENS.Connectivity) private readonly connectivity: Connectivity) {
    this.online = connectivity.isOnline();
    makeAutoObservable<this, 'connectivity' | 'unsubscribe'>(this, { connectivity: false, unsubscribe: false }, { autoBind: true });
  }

  started(): void {
    if (this.unsubscribe !== null) return;
    this.changed(this.connectivity.isOnline());
    this.unsubscribe = this.connectivity.subscribe(this.changed);
  }

  stopped(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  changed(online: boolean): void {
    this.online = online;
  }
}
