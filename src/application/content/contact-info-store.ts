import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { CountryStore } from '../country';
import { CONTACT_INFO_KEY, contactInfoIn, parseContactInfo, serialiseContactInfo, type ContactInfo } from '../../domain/content/contact-info';
import type { Language } from '../../domain/shared/language';
import { CACHE_KEYS, CONTACT_INFO_POLICY } from '../shared/cache-policies';
import { Ports } from '../ports';
import { attempt, EVERY_ERROR_IS_A_FAULT } from '../shared/failure';
import type { DepsOf } from '../shared/wiring';
import type { LoadStatus } from '../catalogue';

const inject = {
  gateway: Ports.contactInfoGateway,
  cache: Ports.dataCache,
  reporter: Ports.errorReporter,
  storage: Ports.localStorage,
  config: Ports.config,
  country: CountryStore,
} as const;

/**
 * The store's contact details for the footer, /contact and the emergency screen (spec sections 2
 * and 7): cached 5 minutes, 2 retries. They matter most when the API is down, so the last answer is
 * kept in local storage and shown until a new one comes, and without one the details the build was
 * made with are shown.
 */
export class ContactInfoStore {
  static readonly inject = inject;
  status: LoadStatus = 'idle';
  /** What the API answered, or what it answered on an earlier visit. */
  private known: ContactInfo | null;
  readonly #deps: DepsOf<typeof inject>;
  #followingCountry: IReactionDisposer | null = null;
  #loadingFor: number | null = null;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    this.known = parseContactInfo(deps.storage.get(CONTACT_INFO_KEY));
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** The details to show in a page of this language: the API's, the kept copy, or the build's; null when none is known. */
  infoIn(lang: Language): ContactInfo | null {
    return this.known ?? contactInfoIn(this.#deps.config.storeContact, lang);
  }

  /**
   * The details of the shopper's country (issue 26: a Lebanese shopper is offered Beirut), loaded again
   * whenever her country changes (her choice, sign-in, the account page).
   */
  async load(): Promise<void> {
    if (this.#followingCountry === null) {
      this.#followingCountry = reaction(
        () => this.#deps.country.selectedCountryId,
        (countryId) => void this.loadFor(countryId),
      );
    }
    await this.loadFor(this.#deps.country.selectedCountryId);
  }

  private async loadFor(countryId: number): Promise<void> {
    if (this.status === 'loading' && this.#loadingFor === countryId) return;
    this.status = 'loading';
    this.#loadingFor = countryId;
    const info = await attempt(
      () => this.#deps.cache.fetch(CACHE_KEYS.contactInfo(countryId), () => this.#deps.gateway.get(countryId), CONTACT_INFO_POLICY),
      EVERY_ERROR_IS_A_FAULT,
      this.#deps.reporter,
      { action: 'load-contact-info' },
    );
    if (!info.ok) this.failed();
    // A slower answer for a country she has since left is dropped.
    else if (countryId === this.#deps.country.selectedCountryId) this.loaded(info.value);
  }

  private loaded(info: ContactInfo): void {
    this.known = info;
    this.status = 'ready';
    this.#deps.storage.set(CONTACT_INFO_KEY, serialiseContactInfo(info));
  }

  private failed(): void {
    this.status = 'error';
  }
}
