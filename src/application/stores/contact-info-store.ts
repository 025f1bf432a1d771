import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CONTACT_INFO_KEY, contactInfoIn, parseContactInfo, serialiseContactInfo, type ContactInfo } from '../../domain/contact-info';
import type { Language } from '../../domain/language';
import type { AppConfig } from '../app-config';
import { CACHE_KEYS, CONTACT_INFO_POLICY } from '../cache-policies';
import type { ContactInfoGateway } from '../ports/contact-info-gateway';
import type { DataCache } from '../ports/data-cache';
import type { ErrorReporter } from '../ports/error-reporter';
import type { KeyValueStorage } from '../ports/key-value-storage';
import { TOKENS } from '../tokens';
import type { LoadStatus } from './category-store';

/**
 * The store's contact details for the footer, /contact and the emergency screen (spec sections 2
 * and 7): cached 5 minutes, 2 retries. They matter most when the API is down, so the last answer is
 * kept in local storage and shown until a new one comes, and without one the details the build was
 * made with are shown.
 */
@injectable()
export class ContactInfoStore {
  status: LoadStatus = 'idle';
  /** What the API answered, or what it answered on an earlier visit. */
  private known: ContactInfo | null;

  constructor(
    @inject(TOKENS.ContactInfoGateway) private readonly gateway: ContactInfoGateway,
    @inject(TOKENS.DataCache) private readonly cache: DataCache,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
    @inject(TOKENS.LocalStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.AppConfig) private readonly config: AppConfig,
  ) {
    this.known = parseContactInfo(storage.get(CONTACT_INFO_KEY));
    makeAutoObservable<this, 'gateway' | 'cache' | 'reporter' | 'storage' | 'config' | 'known'>(
      this,
      { gateway: false, cache: false, reporter: false, storage: false, config: false, known: true },
      { autoBind: true },
    );
  }

  /** The details to show in a page of this language: the API's, the kept copy, or the build's; null when none is known. */
  infoIn(lang: Language): ContactInfo | null {
    return this.known ?? contactInfoIn(this.config.storeContact, lang);
  }

  async load(): Promise<void> {
    if (this.status === 'loading') return;
    this.status = 'loading';
    try {
      this.loaded(await this.cache.fetch(CACHE_KEYS.contactInfo, () => this.gateway.get(), CONTACT_INFO_POLICY));
    } catch (error) {
      this.reporter.captureException(error, { action: 'load-contact-info' });
      this.failed();
    }
  }

  private loaded(info: ContactInfo): void {
    this.known = info;
    this.status = 'ready';
    this.storage.set(CONTACT_INFO_KEY, serialiseContactInfo(info));
  }

  private failed(): void {
    this.status = 'error';
  }
}
