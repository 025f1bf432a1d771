import type { Connectivity } from '../../application/shared/connectivity';

/** navigator.onLine and the window's online/offline events. */
export class BrowserConnectivity implements Connectivity {
  constructor(private readonly host: Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: Pick<Navigator, 'onLine'> } = globalThis.window) {}

  isOnline(): boolean {
    return this.host.navigator.onLine;
  }

  subscribe(listener: (online: boolean) => void): () => void {
    const online = () => listener(true);
    const offline = () => listener(false);
    this.host.addEventListener('online', online);
    this.host.addEventListener('offline', offline);
    return () => {
      this.host.removeEventListener('online', online);
      this.host.removeEventListener('offline', offline);
    };
  }
}
