import { makeAutoObservable } from 'mobx';
import type { Brand } from '../../domain/catalogue/product';
import { Ports } from '../ports';
import { SHARED_DATA_POLICY } from '../shared/cache-policies';
import type { DepsOf } from '../shared/wiring';
import { attempt } from '../shared/failure';
import { CATALOGUE_FAILURES } from './catalogue-failure';

export type SectionStatus = 'loading' | 'ready' | 'empty' | 'error';

const BRANDS_KEY = ['brands'];

const inject = { catalogue: Ports.catalogueGateway, cache: Ports.dataCache, reporter: Ports.errorReporter } as const;

/**
 * The brands: the /brands page, the home page's brand row and the shop's brand filter. Brands
 * without listed products are left out (nothing to show behind them).
 */
export class BrandStore {
  static readonly inject = inject;
  status: SectionStatus = 'loading';
  brands: Brand[] = [];
  readonly #deps: DepsOf<typeof inject>;
  #requested = false;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  brandById(id: number): Brand | undefined {
    return this.brands.find((brand) => brand.id === id);
  }

  /** Loads once; later calls answer what is there. */
  async load(): Promise<void> {
    if (this.#requested) return;
    this.#requested = true;
    await this.fetch();
  }

  async retried(): Promise<void> {
    this.status = 'loading';
    this.#deps.cache.invalidate(BRANDS_KEY);
    await this.fetch();
  }

  private async fetch(): Promise<void> {
    const { catalogue, cache, reporter } = this.#deps;
    const answer = await attempt(() => cache.fetch(BRANDS_KEY, () => catalogue.brands(), SHARED_DATA_POLICY), CATALOGUE_FAILURES, reporter, { action: 'load-brands' });
    if (answer.ok) this.loaded(answer.value);
    else this.failed();
  }

  private loaded(brands: Brand[]): void {
    this.brands = brands.filter((brand) => brand.productsCount > 0);
    this.status = this.brands.length === 0 ? 'empty' : 'ready';
  }

  private failed(): void {
    this.status = 'error';
    this.#requested = false;
  }
}
