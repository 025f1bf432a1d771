import type { PageControl } from '../../application/ports/page-control';

export class BrowserPageControl implements PageControl {
  constructor(private readonly location: Pick<Location, 'reload'> = globalThis.location) {}

  reload(): void {
    this.location.reload();
  }
}
