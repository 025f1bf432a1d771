import { makeAutoObservable } from 'mobx';
import { CONTACT_INFO_KEY, contactInfoIn, parseContactInfo, serialiseContactInfo, type ContactInfo } from '../../domain/content/contact-info';
import type { Language } from '../../domain/shared/language';
import { CACHE_KEYS, CONTACT_INFO_POLICY } from '../shared/cache-policies';
import { Ports } from '../ports';
import type { DepsOf } from '../shared/wiring';
import type { LoadStatus } from '../catalogue';

const inject = {
  gateway: Ports.contactInfoGateway,
  cache: Ports.dataCache,
  reporter: Ports.errorReporter,
  storage: Ports.localStorage,
  config: Ports.config,
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

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    this.known = parseContactInfo(deps.storage.get(CONTACT_INFO_KEY));
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** The details to show in a page of this language: the API's, the kept copy, or the build's; null when none is known. */
  infoIn(lang: Language): ContactInfo | null {
    return this.known ?? contactInfoIn(this.#deps.config.storeContact, lang);
  }

  async load(): Promise<void> {
    if (this.status === 'loading') return;
    this.status = 'loading';
    try {
      this.loaded(await this.#deps.cache.fetch(CACHE_KEYS.contactInfo, () => this.#deps.gateway.get(), CONTACT_INFO_POLICY));
    } catch (error) {
      this.#deps.reporter.captureException(error, { action: 'load-contact-info' });
      this.failed();
    }
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
