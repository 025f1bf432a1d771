import type { PageControl } from '../../application/shared/page-control';

type PageWindow = { location: Pick<Location, 'reload' | 'assign' | 'href'>; open: Window['open'] };

export class BrowserPageControl implements PageControl {
  constructor(private readonly page: PageWindow = globalThis.window) {}

  reload(): void {
    this.page.location.reload();
  }

  assign(path: string): void {
    this.page.location.assign(path);
  }

  openInNewTab(): void {
    this.page.open(this.page.location.href, '_blank', 'noopener');
  }
}
