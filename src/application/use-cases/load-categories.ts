import { inject, injectable } from 'inversify';
import { normaliseCategory, sortCategories, visibleCategories, type NormalisedCategory } from '../../domain/catalogue';
import { err, ok, type Result } from '../../domain/result';
import { CACHE_KEYS, CATEGORIES_POLICY } from '../cache-policies';
import { NotFoundError } from '../errors';
import type { CategoryGateway } from '../ports/category-gateway';
import type { DataCache } from '../ports/data-cache';
import type { ErrorReporter } from '../ports/error-reporter';
import { TOKENS } from '../tokens';

export interface CategoriesError {
  kind: 'not-found' | 'failed';
  message: string;
}

export const NO_CATEGORIES_MESSAGE = 'No categories found (404).';

/** Spec sections 7 and 8: visible ones only, sorted, cached for an hour; a 404 is "no categories". */
@injectable()
export class LoadCategories {
  constructor(
    @inject(TOKENS.CategoryGateway) private readonly categories: CategoryGateway,
    @inject(TOKENS.DataCache) private readonly cache: DataCache,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(input: { fresh?: boolean } = {}): Promise<Result<NormalisedCategory[], CategoriesError>> {
    if (input.fresh === true) this.cache.invalidate(CACHE_KEYS.categories);
    try {
      const list = await this.cache.fetch(CACHE_KEYS.categories, () => this.categories.list(), CATEGORIES_POLICY);
      return ok(sortCategories(visibleCategories(list).map(normaliseCategory)));
    } catch (error) {
      if (error instanceof NotFoundError) return err({ kind: 'not-found', message: NO_CATEGORIES_MESSAGE });
      this.reporter.captureException(error, { action: 'load-categories' });
      return err({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }
}
