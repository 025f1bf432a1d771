import { makeAutoObservable } from 'mobx';
import { normaliseCategory, sortCategories, visibleCategories, type Category, type NormalisedCategory } from '../../domain/catalogue/catalogue';
import { Ports } from '../ports';
import { CACHE_KEYS, CATEGORIES_POLICY } from '../shared/cache-policies';
import { attempt } from '../shared/failure';
import type { DepsOf } from '../shared/wiring';
import { CATALOGUE_FAILURES } from './catalogue-failure';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export const NO_CATEGORIES_MESSAGE = 'No categories found (404).';

const inject = { categories: Ports.categoryGateway, cache: Ports.dataCache, reporter: Ports.errorReporter } as const;

/**
 * Categories for the strip, the dropdown and the side menu (spec sections 7 and 8): visible ones,
 * sorted, cached for an hour; a 404 is "no categories", not a fault.
 */
export class CategoryStore {
  static readonly inject = inject;
  status: LoadStatus = 'idle';
  /** Visible, sorted. */
  categories: NormalisedCategory[] = [];
  /** 'No categories found (404).' on a 404, the failure's message otherwise. */
  errorMessage: string | null = null;
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  get parents(): NormalisedCategory[] {
    return this.categories.filter((category) => category.isParent);
  }

  childrenOf(id: number): NormalisedCategory[] {
    return this.categories.filter((category) => category.parentCategory === id);
  }

  async load(): Promise<void> {
    if (this.status === 'loading') return;
    await this.fetch(false);
  }

  async retried(): Promise<void> {
    await this.fetch(true);
  }

  private async fetch(fresh: boolean): Promise<void> {
    this.status = 'loading';
    const { categories, cache, reporter } = this.#deps;
    if (fresh) cache.invalidate(CACHE_KEYS.categories);
    const answer = await attempt(() => cache.fetch(CACHE_KEYS.categories, () => categories.list(), CATEGORIES_POLICY), CATALOGUE_FAILURES, reporter, {
      action: 'load-categories',
    });
    if (answer.ok) this.loaded(answer.value);
    else this.failed(answer.error.kind === 'not-found' ? NO_CATEGORIES_MESSAGE : answer.error.message);
  }

  private loaded(list: Category[]): void {
    this.categories = sortCategories(visibleCategories(list).map(normaliseCategory));
    this.errorMessage = null;
    this.status = 'ready';
  }

  private failed(message: string): void {
    this.errorMessage = message;
    this.status = 'error';
  }
}
