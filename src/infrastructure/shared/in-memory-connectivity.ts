
import type { Connectivity } from '../../application/shared/connectivity';

/** A network a test switches off and on with `set`. */
export class InMemoryConnectivity implements Connectivity {
  private readonly listeners = new Set<(online: boolean) => void>();

  constructor(private online = true) {}

  isOnline(): boolean {
    return this.online;
  }

  subscribe(listener: (online: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    for (const listener of this.listeners) listener(online);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}
