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

/** The application's own classes, the same in every composition: stores (one each) and use cases. */
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
}
