import { injectable } from 'inversify';
import type { PageControl } from '../../application/ports/page-control';

@injectable()
export class InMemoryPageControl implements PageControl {
  reloads = 0;

  reload(): void {
    this.reloads += 1;
  }
}
