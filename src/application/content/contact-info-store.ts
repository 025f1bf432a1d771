import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { CountryStore } from '../country';
import { FrameStore } from '../frame/frame-store';
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
  frame: FrameStore,
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
  /** The language `known` is in; null for the copy kept from an earlier visit (not recorded then). */
  private knownIn: Language | null = null;
  readonly #deps: DepsOf<typeof inject>;
  #following: IReactionDisposer | null = null;
  #loadingFor: string | null = null;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    this.known = parseContactInfo(deps.storage.get(CONTACT_INFO_KEY));
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** The details to show in a page of this language: the API's, the kept copy, or the build's; null when none is known. */
  infoIn(lang: Language): ContactInfo | null {
    // An answer in the other language (a moment, while the page's new language is asked): the build's in this one, if any.
    if (this.known !== null && this.knownIn !== null && this.knownIn !== lang) return contactInfoIn(this.#deps.config.storeContact, lang) ?? this.known;
    return this.known ?? contactInfoIn(this.#deps.config.storeContact, lang);
  }

  /**
   * The details of the shopper's country (issue 26: a Lebanese shopper is offered Beirut), loaded again
   * whenever her country changes (her choice, sign-in, the account page), and in the page's language,
   * again when it changes.
   */
  async load(): Promise<void> {
    if (this.#following === null) {
      this.#following = reaction(
        () => [this.#deps.country.selectedCountryId, this.#deps.frame.language] as const,
        ([countryId, language]) => void this.loadFor(countryId, language),
        { equals: (a, b) => a[0] === b[0] && a[1] === b[1] },
      );
    }
    await this.loadFor(this.#deps.country.selectedCountryId, this.#deps.frame.language);
  }

  private async loadFor(countryId: number, language: Language): Promise<void> {
    const asking = `${countryId}:${language}`;
    if (this.status === 'loading' && this.#loadingFor === asking) return;
    this.status = 'loading';
    this.#loadingFor = asking;
    const info = await attempt(
      () => this.#deps.cache.fetch(CACHE_KEYS.contactInfo(countryId, language), () => this.#deps.gateway.get(countryId, language), CONTACT_INFO_POLICY),
      EVERY_ERROR_IS_A_FAULT,
      this.#deps.reporter,
      { action: 'load-contact-info' },
    );
    if (!info.ok) this.failed();
    // A slower answer for a country she has since left, or a language the page has left, is dropped.
    else if (countryId === this.#deps.country.selectedCountryId && language === this.#deps.frame.language) this.loaded(info.value, language);
  }

  private loaded(info: ContactInfo, language: Language): void {
    this.known = info;
    this.knownIn = language;
    this.status = 'ready';
    this.#deps.storage.set(CONTACT_INFO_KEY, serialiseContactInfo(info));
  }

  private failed(): void {
    this.status = 'error';
  }
}
