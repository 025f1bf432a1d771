import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { ContactInfo } from '../../domain/contact-info';
import { CACHE_KEYS, CONTACT_INFO_POLICY } from '../cache-policies';
import type { ContactInfoGateway } from '../ports/contact-info-gateway';
import type { DataCache } from '../ports/data-cache';
import type { ErrorReporter } from '../ports/error-reporter';
import { TOKENS } from '../tokens';
import type { LoadStatus } from './category-store';

/** The footer's contact block (spec sections 2 and 7): cached 5 minutes, 2 retries. */
@injectable()
export class ContactInfoStore {
  status: LoadStatus = 'idle';
  info: ContactInfo | null = null;

  constructor(
    @inject(TOKENS.ContactInfoGateway) private readonly gateway: ContactInfoGateway,
    @inject(TOKENS.DataCache) private readonly cache: DataCache,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {
    makeAutoObservable<this, 'gateway' | 'cache' | 'reporter'>(
      this,
      { gateway: false, cache: false, reporter: false },
      { autoBind: true },
    );
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
    this.info = info;
    this.status = 'ready';
  }

  private failed(): void {
    this.status = 'error';
  }
}
