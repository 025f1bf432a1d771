import { inject, injectable } from 'inversify';
import type { ProductDetails } from '../../domain/product';
import { err, ok, type Result } from '../../domain/result';
import { SHARED_DATA_POLICY } from '../cache-policies';
import type { CatalogueGateway } from '../ports/catalogue-gateway';
import type { DataCache } from '../ports/data-cache';
import type { ErrorReporter } from '../ports/error-reporter';
import { TOKENS } from '../tokens';
import { catalogueFailure, type CatalogueFailure } from './catalogue-failure';

/** One product with its variants and related products, through the shared cache. */
@injectable()
export class LoadProduct {
  constructor(
    @inject(TOKENS.CatalogueGateway) private readonly catalogue: CatalogueGateway,
    @inject(TOKENS.DataCache) private readonly cache: DataCache,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(id: number, options: { fresh?: boolean } = {}): Promise<Result<ProductDetails, CatalogueFailure>> {
    const key = ['product', id];
    if (options.fresh === true) this.cache.invalidate(key);
    try {
      return ok(await this.cache.fetch(key, () => this.catalogue.product(id), SHARED_DATA_POLICY));
    } catch (error) {
      return err(catalogueFailure(error, this.reporter, 'load-product'));
    }
  }
}
