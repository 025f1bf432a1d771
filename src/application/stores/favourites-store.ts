import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { FavouriteItem } from '../../domain/favourites';
import type { PersistedSnapshot } from '../../domain/persisted-state';
import { PersistedState } from '../persisted-state';

/** The favourites badge for now; the favourites issue adds fetch and remove. */
@injectable()
export class FavouritesStore {
  items: FavouriteItem[] = [];
  readonly restored: Promise<void>;

  constructor(@inject(PersistedState) persisted: PersistedState) {
    makeAutoObservable(this, { restored: false }, { autoBind: true });
    this.restored = persisted.attach('favourites', this.hydrated, () => ({ items: this.items }));
  }

  get count(): number {
    return this.items.length;
  }

  has(productId: number): boolean {
    return this.items.some((item) => item.id === productId);
  }

  /** The product page's heart: kept on this device (and persisted) until the favourites issue syncs it with the server. */
  toggled(productId: number): void {
    this.items = this.has(productId) ? this.items.filter((item) => item.id !== productId) : [...this.items, { id: productId }];
  }

  hydrated(favourites: PersistedSnapshot['favourites']): void {
    this.items = favourites.items;
  }
}
