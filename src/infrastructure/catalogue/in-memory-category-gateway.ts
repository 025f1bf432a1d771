
import { NotFoundError } from '../../application/shared/errors';
import type { CategoryGateway } from '../../application/catalogue/category-gateway';
import type { Category } from '../../domain/catalogue/catalogue';
import { ScriptedFailures } from '../shared/scripted-failures';

/** Like the server: every category, hidden ones included, and 404 when there are none. */
export class InMemoryCategoryGateway implements CategoryGateway {
  readonly failures = new ScriptedFailures();
  categories: Category[];

  constructor(categories: readonly Category[] = []) {
    this.categories = categories.map((category) => ({ ...category }));
  }

  async list(): Promise<Category[]> {
    this.failures.check();
    if (this.categories.length === 0) throw new NotFoundError('Categories not found.');
    return this.categories.map((category) => ({ ...category }));
  }
}
