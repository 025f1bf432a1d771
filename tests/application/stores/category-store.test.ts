import { describe, expect, it } from 'vitest';
import { ServerError } from '../../../src/application/errors';
import { CategoryStore } from '../../../src/application/stores/category-store';
import { InMemoryCategoryGateway } from '../../../src/infrastructure/in-memory/in-memory-category-gateway';
import { categoryFactory } from '../../factories/category-factory';
import { HOUR_MS, setup } from '../support/app';

const catalogue = () => [
  categoryFactory.build({ id: 1, titleEN: 'Phones', sortOrder: 2 }),
  categoryFactory.build({ id: 2, titleEN: 'Hidden', sortOrder: 1, visible: false }),
  categoryFactory.build({ id: 3, titleEN: 'Fashion', sortOrder: null }),
  categoryFactory.build({ id: 4, titleEN: 'Home', sortOrder: 1, visible: null }),
  categoryFactory.build({ id: 5, titleEN: 'Cases', isParent: false, parentCategory: 1, sortOrder: 3 }),
  categoryFactory.build({ id: 6, titleEN: 'Chargers', isParent: false, parentCategory: 1, sortOrder: 1 }),
];

describe('CategoryStore', () => {
  it('keeps the categories whose visible is not false, sorted, missing sort order last', async () => {
    const { container } = setup({ overrides: { categoryGateway: new InMemoryCategoryGateway(catalogue()) } });
    const store = container.get(CategoryStore);

    await store.load();

    expect(store.status).toBe('ready');
    expect(store.categories.map((category) => category.titleEN)).toEqual(['Home', 'Chargers', 'Phones', 'Cases', 'Fashion']);
    expect(store.parents.map((category) => category.titleEN)).toEqual(['Home', 'Phones', 'Fashion']);
    expect(store.childrenOf(1).map((category) => category.titleEN)).toEqual(['Chargers', 'Cases']);
    expect(store.categories.find((category) => category.id === 3)?.sortOrder).toBe(999);
  });

  it("a 404 raises 'No categories found (404).'", async () => {
    const { container } = setup({ overrides: { categoryGateway: new InMemoryCategoryGateway([]) } });
    const store = container.get(CategoryStore);

    await store.load();

    expect(store.status).toBe('error');
    expect(store.errorMessage).toBe('No categories found (404).');
    expect(store.categories).toEqual([]);
  });

  it('another failure is an error with its message, and a retry loads again', async () => {
    const { container, fakes } = setup({ overrides: { categoryGateway: new InMemoryCategoryGateway(catalogue()) } });
    fakes.categoryGateway.failures.fail(new ServerError('Service unavailable', 503));
    const store = container.get(CategoryStore);

    await store.load();
    expect(store.status).toBe('error');
    expect(store.errorMessage).toBe('Service unavailable');

    fakes.categoryGateway.failures.clear();
    await store.retried();
    expect(store.status).toBe('ready');
    expect(store.errorMessage).toBeNull();
  });

  it('answers from the cache for an hour', async () => {
    const { container, fakes } = setup({ overrides: { categoryGateway: new InMemoryCategoryGateway(catalogue()) } });
    const store = container.get(CategoryStore);
    await store.load();

    fakes.categoryGateway.categories = [categoryFactory.build({ id: 9, titleEN: 'New' })];
    fakes.clock.advance(HOUR_MS - 1);
    await store.load();
    expect(store.categories.map((category) => category.titleEN)).not.toContain('New');

    fakes.clock.advance(1);
    await store.load();
    expect(store.categories.map((category) => category.titleEN)).toEqual(['New']);
  });

  it('retries once after a failure before giving up', async () => {
    const { container, fakes } = setup({ overrides: { categoryGateway: new InMemoryCategoryGateway(catalogue()) } });
    fakes.categoryGateway.failures.fail(new ServerError('flaky', 502), 1);
    const store = container.get(CategoryStore);

    await store.load();

    expect(store.status).toBe('ready');
  });
});
