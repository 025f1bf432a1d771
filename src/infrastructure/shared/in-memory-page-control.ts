
import type { PageControl } from '../../application/shared/page-control';

export class InMemoryPageControl implements PageControl {
  reloads = 0;
  /** Paths loaded with assign, in order. */
  assigned: string[] = [];
  newTabs = 0;

  reload(): void {
    this.reloads += 1;
  }

  assign(path: string): void {
    this.assigned.push(path);
  }

  openInNewTab(): void {
    this.newTabs += 1;
  }
}
