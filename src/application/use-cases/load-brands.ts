import { inject, injectable } from 'inversify';
import type { Brand } from '../../domain/product';
import { err, ok, type Result } from '../../domain/result';
import { SHARED_DATA_POLICY } from '../cache-policies';
import type { CatalogueGateway } from '../ports/catalogue-gateway';
import type { DataCache } from '../ports/data-cache';
import type { ErrorReporter } from '../ports/error-reporter';
import { TOKENS } from '../tokens';
import { catalogueFailure, type CatalogueFailure } from './catalogue-failure';

/** Every brand with its product count, those without listed products left out (nothing to show behind them). */
@injectable()
export class LoadBrands {
  constructor(
    @inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway,
    @inject(TOKENS.DataCache) private readonly cache: DataCache,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(options: { fresh?: boolean } = {}): Promise<Result<Brand[], CatalogueFailure>> {
    const key = ['brands'];
    if (options.fresh === true) this.cache.invalidate(key);
    try {
      const brands = await this.cache.fetch(key, () => this.catalogue.brands(), SHARED_DATA_POLICY);
      return ok(brands.filter((brand) => brand.productsCount > 0));
    } catch (error) {
      return err(catalogueFailure(error, this.reporter, 'load-brands'));
    }
  }
}
