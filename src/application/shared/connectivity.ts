/** Whether the browser believes it has a network, and news when that changes. */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls back with the new state on every change; answers a function that stops listening. */
  subscribe(listener: (online: boolean) => void): () => void;
}
