import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { NormalisedCategory } from '../../domain/catalogue';
import type { Result } from '../../domain/result';
import { LoadCategories, type CategoriesError } from '../use-cases/load-categories';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Categories for the strip, the dropdown and the side menu: visible ones, sorted (spec section 7). */
@injectable()
export class CategoryStore {
  status: LoadStatus = 'idle';
  /** Visible, sorted. */
  categories: NormalisedCategory[] = [];
  /** 'No categories found (404).' on a 404, the failure's message otherwise. */
  errorMessage: string | null = null;

  constructor(@inject(LoadCategories) private readonly loadCategories: LoadCategories) {
    makeAutoObservable<this, 'loadCategories'>(
      this,
      { loadCategories: false, childrenOf: false },
      { autoBind: true },
    );
  }

  get parents(): NormalisedCategory[] {
    return this.categories.filter((category) => category.isParent);
  }

  childrenOf(id: number): NormalisedCategory[] {
    return this.categories.filter((category) => category.parentCategory === id);
  }

  async load(): Promise<void> {
    if (this.status === 'loading') return;
    this.status = 'loading';
    this.settled(await this.loadCategories.execute());
  }

  async retried(): Promise<void> {
    this.status = 'loading';
    this.settled(await this.loadCategories.execute({ fresh: true }));
  }

  private settled(result: Result<NormalisedCategory[], CategoriesError>): void {
    if (result.ok) {
      this.categories = result.value;
      this.errorMessage = null;
      this.status = 'ready';
    } else {
      this.errorMessage = result.error.message;
      this.status = 'error';
    }
  }
}
