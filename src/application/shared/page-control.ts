export interface PageControl {
  reload(): void;
  /** A full page load of a path of this site (no client-side routing: after a crash, start clean). */
  assign(path: string): void;
  /** The current address in a new tab. */
  openInNewTab(): void;
}
