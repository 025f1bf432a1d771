import type { Container } from 'inversify';
import { PersistedState } from '../application/persisted-state';
import { AuthStore } from '../application/stores/auth-store';
import { CartStore } from '../application/stores/cart-store';
import { CategoryStore } from '../application/stores/category-store';
import { ContactInfoStore } from '../application/stores/contact-info-store';
import { CountryStore } from '../application/stores/country-store';
import { FavouritesStore } from '../application/stores/favourites-store';
import { FrameStore } from '../application/stores/frame-store';
import { NotificationStore } from '../application/stores/notification-store';
import { SearchStore } from '../application/stores/search-store';
import { CountUnreadNotifications } from '../application/use-cases/count-unread-notifications';
import { LoadCategories } from '../application/use-cases/load-categories';
import { LoadSignedInUser } from '../application/use-cases/load-signed-in-user';
import { LocateCountry } from '../application/use-cases/locate-country';
import { SignOut } from '../application/use-cases/sign-out';
import { UpdateCountry } from '../application/use-cases/update-country';
import { AddToCart } from '../application/use-cases/add-to-cart';
import { EmptyCart } from '../application/use-cases/empty-cart';
import { UpdateCartQuantity } from '../application/use-cases/update-cart-quantity';
import { RecoverFromChunkError } from '../application/use-cases/recover-from-chunk-error';
import { RecoveryStore } from '../application/stores/recovery-store';
import { ConnectivityStore } from '../application/stores/connectivity-store';

/**
 * The application's classes the frame needs from the first paint, the same in every composition.
 * Every other store and use case (a page's) is resolved by the container's autobind, as a singleton,
 * when its screen first asks for it: so it travels in that screen's chunk, not in the first load
 * (docs/adr/0013-page-stores-resolved-on-demand.md). Both compositions create their container with
 * CONTAINER_OPTIONS.
 */
export const CONTAINER_OPTIONS = { autobind: true, defaultScope: 'Singleton' } as const;

export function bindApplication(container: Container): void {
  container.bind(PersistedState).toSelf().inSingletonScope();
  container.bind(AuthStore).toSelf().inSingletonScope();
  container.bind(CartStore).toSelf().inSingletonScope();
  container.bind(CategoryStore).toSelf().inSingletonScope();
  container.bind(ContactInfoStore).toSelf().inSingletonScope();
  container.bind(CountryStore).toSelf().inSingletonScope();
  container.bind(FavouritesStore).toSelf().inSingletonScope();
  container.bind(FrameStore).toSelf().inSingletonScope();
  container.bind(NotificationStore).toSelf().inSingletonScope();
  container.bind(SearchStore).toSelf().inSingletonScope();

  container.bind(CountUnreadNotifications).toSelf();
  container.bind(LoadCategories).toSelf();
  container.bind(LoadSignedInUser).toSelf();
  container.bind(LocateCountry).toSelf();
  container.bind(SignOut).toSelf();
  container.bind(UpdateCountry).toSelf();
  container.bind(AddToCart).toSelf();
  container.bind(UpdateCartQuantity).toSelf();
  container.bind(EmptyCart).toSelf();
  container.bind(RecoverFromChunkError).toSelf().inSingletonScope();
  container.bind(RecoveryStore).toSelf().inSingletonScope();
  container.bind(ConnectivityStore).toSelf().inSingletonScope();
}
