// The repositories of one database handle (the pool, or a transaction).
import type { Db, DbOrTx } from '../db/client.js';
import { DrizzleAccountSecretsRepository, type AccountSecretsRepository } from './account-secrets-repository.js';
import { DrizzleCartRepository, type CartRepository } from './cart-repository.js';
import { DrizzleCategoriesRepository, type CategoriesRepository } from './categories-repository.js';
import { DrizzleContactInfoRepository, type ContactInfoRepository } from './contact-info-repository.js';
import { DrizzleContactMessagesRepository, type ContactMessagesRepository } from './contact-messages-repository.js';
import { DrizzleCountriesRepository, type CountriesRepository } from './countries-repository.js';
import { DrizzleCurrenciesRepository, type CurrenciesRepository } from './currencies-repository.js';
import {
  DrizzleDataDeletionRequestsRepository,
  type DataDeletionRequestsRepository,
} from './data-deletion-requests-repository.js';
import { DrizzleFavouritesRepository, type FavouritesRepository } from './favourites-repository.js';
import { DrizzleMailOutboxRepository, type MailOutboxRepository } from './mail-outbox-repository.js';
import { DrizzleNotificationsRepository, type NotificationsRepository } from './notifications-repository.js';
import { DrizzleOrdersRepository, type OrdersRepository } from './orders-repository.js';
import { DrizzleRefundsRepository, type RefundsRepository } from './refunds-repository.js';
import { DrizzleUsersRepository, type UsersRepository } from './users-repository.js';

export interface Repositories {
  users: UsersRepository;
  accountSecrets: AccountSecretsRepository;
  countries: CountriesRepository;
  currencies: CurrenciesRepository;
  contactInfo: ContactInfoRepository;
  categories: CategoriesRepository;
  notifications: NotificationsRepository;
  mailOutbox: MailOutboxRepository;
  contactMessages: ContactMessagesRepository;
  dataDeletionRequests: DataDeletionRequestsRepository;
  cart: CartRepository;
  favourites: FavouritesRepository;
  orders: OrdersRepository;
  refunds: RefundsRepository;
}

export function createRepositories(db: DbOrTx): Repositories {
  return {
    users: new DrizzleUsersRepository(db),
    accountSecrets: new DrizzleAccountSecretsRepository(db),
    countries: new DrizzleCountriesRepository(db),
    currencies: new DrizzleCurrenciesRepository(db),
    contactInfo: new DrizzleContactInfoRepository(db),
    categories: new DrizzleCategoriesRepository(db),
    notifications: new DrizzleNotificationsRepository(db),
    mailOutbox: new DrizzleMailOutboxRepository(db),
    contactMessages: new DrizzleContactMessagesRepository(db),
    dataDeletionRequests: new DrizzleDataDeletionRequestsRepository(db),
    cart: new DrizzleCartRepository(db),
    favourites: new DrizzleFavouritesRepository(db),
    orders: new DrizzleOrdersRepository(db),
    refunds: new DrizzleRefundsRepository(db),
  };
}

/** Runs `work` in one transaction with repositories bound to it; a throw rolls everything back. */
export type UnitOfWork = <T>(work: (repos: Repositories) => Promise<T>) => Promise<T>;

export const unitOfWorkFor =
  (db: Db): UnitOfWork =>
  (work) =>
    db.transaction((tx) => work(createRepositories(tx)));
