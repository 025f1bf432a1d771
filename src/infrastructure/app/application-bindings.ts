import type { Container } from 'inversify';
import { PersistedState } from '../../application/shared/persisted-state';
import { AuthStore } from '../../application/account';
import { CartStore } from '../../application/cart';
import { CategoryStore } from '../../application/catalogue';
import { ContactInfoStore } from '../../application/content';
import { CountryStore } from '../../application/country';
import { FavouritesStore } from '../../application/favourites';
import { FrameStore } from '../../application/frame/frame-store';
import { NotificationStore } from '../../application/notifications';
import { SearchStore } from '../../application/catalogue';
import { AddToCart } from '../../application/cart';
import { RecoverFromChunkError } from '../../application/frame/recover-from-chunk-error';
import { RecoveryStore } from '../../application/frame/recovery-store';
import { provide } from './wiring';
import { ConnectivityStore } from '../../application/frame/connectivity-store';

/**
 * The application's classes the frame needs from the first paint, the same in every composition.
 * Every other store and use case (a page's) is bound by `resolve` (./wiring.ts), as a singleton, when
 * its screen first asks for it: so it travels in that screen's chunk, not in the first load
 * (docs/adr/0013-page-stores-resolved-on-demand.md, docs/adr/0028-typed-wiring-one-dependency-object.md).
 * Both compositions create their container with CONTAINER_OPTIONS.
 */
export const CONTAINER_OPTIONS = { autobind: true, defaultScope: 'Singleton' } as const;

export function bindApplication(container: Container): void {
  provide(container, PersistedState);
  provide(container, FrameStore);
  provide(container, RecoverFromChunkError);
  provide(container, RecoveryStore);
  provide(container, ConnectivityStore);
  provide(container, NotificationStore);
  provide(container, AddToCart);
  provide(container, CartStore);
  provide(container, FavouritesStore);
  provide(container, AuthStore);
  provide(container, CategoryStore);
  provide(container, ContactInfoStore);
  provide(container, CountryStore);
  provide(container, SearchStore);
}
