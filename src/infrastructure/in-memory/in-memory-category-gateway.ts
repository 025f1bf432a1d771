import { injectable } from 'inversify';
import { NotFoundError } from '../../application/errors';
import type { CategoryGateway } from '../../application/ports/category-gateway';
import type { Category } from '../../domain/catalogue';
import { ScriptedFailures } from './scripted-failures';

/** Like the server: every category, hidden ones included, and 404 when there are none. */
@injectable()
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
