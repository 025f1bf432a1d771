import { makeAutoObservable } from 'mobx';
import { addSearchTerm, removeSearchTerm, searchParams } from '../../domain/catalogue/search-history';
import { PersistedState } from '../shared/persisted-state';
import type { DepsOf } from '../shared/wiring';

const SHOP_PATH = '/shop';

const inject = { persisted: PersistedState } as const;

/** The search overlay and its history (spec sections 2, 4 and 5); the history is persisted. */
export class SearchStore {
  static readonly inject = inject;
  overlayOpen = false;
  term = '';
  bySerialNo = false;
  /** Most recent first, at most 10. */
  history: string[] = [];
  readonly restored: Promise<void>;

  constructor({ persisted }: DepsOf<typeof inject>) {
    makeAutoObservable(this, { restored: false }, { autoBind: true });
    this.restored = persisted.attach('searchTerms', this.hydrated, () => this.history);
  }

  overlayOpened(): void {
    this.overlayOpen = true;
  }

  overlayClosed(): void {
    this.overlayOpen = false;
  }

  termChanged(value: string): void {
    this.term = value;
  }

  serialToggled(): void {
    this.bySerialNo = !this.bySerialNo;
  }

  /** Saves a non-empty term, closes the overlay and answers where to go: /shop with productName or serialNo. */
  submitted(): string {
    return this.search(this.term);
  }

  historyTermChosen(term: string): string {
    this.term = term;
    return this.search(term);
  }

  historyTermRemoved(term: string): void {
    this.history = removeSearchTerm(this.history, term);
  }

  /** Terms searched before the snapshot came back stay in front of the restored ones. */
  hydrated(terms: string[]): void {
    this.history = this.history.toReversed().reduce(addSearchTerm, terms);
  }

  private search(term: string): string {
    this.history = addSearchTerm(this.history, term);
    this.overlayOpen = false;
    const query = new URLSearchParams(searchParams(term, this.bySerialNo)).toString();
    return query === '' ? SHOP_PATH : `${SHOP_PATH}?${query}`;
  }
}
