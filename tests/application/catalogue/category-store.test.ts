import { describe, expect, it } from 'vitest';
import { ServerError } from '../../../src/application/shared/errors';
import { CategoryStore } from '../../../src/application/catalogue/category-store';
import { InMemoryCategoryGateway } from '../../../src/infrastructure/catalogue/in-memory-category-gateway';
import { categoryFactory } from '../../factories/category-factory';
import { HOUR_MS, setup } from '../support/app';

const catalogue = () => [
  categoryFactory.build({ id: 1, title: { en: 'Phones' }, sortOrder: 2 }),
  categoryFactory.build({ id: 2, title: { en: 'Hidden' }, sortOrder: 1, visible: false }),
  categoryFactory.build({ id: 3, title: { en: 'Fashion' }, sortOrder: null }),
  categoryFactory.build({ id: 4, title: { en: 'Home' }, sortOrder: 1, visible: null }),
  categoryFactory.build({ id: 5, title: { en: 'Cases' }, isParent: false, parentCategory: 1, sortOrder: 3 }),
  categoryFactory.build({ id: 6, title: { en: 'Chargers' }, isParent: false, parentCategory: 1, sortOrder: 1 }),
];

describe('CategoryStore', () => {
  it('keeps the categories whose visible is not false, sorted, missing sort order last', async () => {
    const { container } = setup({ overrides: { categoryGateway: new InMemoryCategoryGateway(catalogue()) } });
    const store = container.get(CategoryStore);

    await store.load();

    expect(store.status).toBe('ready');
    expect(store.categories.map((category) => category.title.en)).toEqual(['Home', 'Chargers', 'Phones', 'Cases', 'Fashion']);
    expect(store.parents.map((category) => category.title.en)).toEqual(['Home', 'Phones', 'Fashion']);
    expect(store.childrenOf(1).map((category) => category.title.en)).toEqual(['Chargers', 'Cases']);
    expect(store.categories.find((category) => category.id === 3)?.sortOrder).toBe(999);
  });

  it("a 404 raises 'No categories found (404).'", async () => {
    const { container, fakes } = setup({ overrides: { categoryGateway: new InMemoryCategoryGateway([]) } });
    const store = container.get(CategoryStore);

    await store.load();

    expect(store.status).toBe('error');
    expect(store.errorMessage).toBe('No categories found (404).');
    expect(store.categories).toEqual([]);
    expect(fakes.errorReporter.reported).toEqual([]);
  });

  it('a retry skips the cache', async () => {
    const { container, fakes } = setup({ overrides: { categoryGateway: new InMemoryCategoryGateway([categoryFactory.build({ id: 1 })]) } });
    const store = container.get(CategoryStore);
    await store.load();
    fakes.categoryGateway.categories = [categoryFactory.build({ id: 2 })];

    await store.retried();

    expect(store.categories.map((category) => category.id)).toEqual([2]);
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

    fakes.categoryGateway.categories = [categoryFactory.build({ id: 9, title: { en: 'New' } })];
    fakes.clock.advance(HOUR_MS - 1);
    await store.load();
    expect(store.categories.map((category) => category.title.en)).not.toContain('New');

    fakes.clock.advance(1);
    await store.load();
    expect(store.categories.map((category) => category.title.en)).toEqual(['New']);
  });

  it('retries once after a failure before giving up', async () => {
    const { container, fakes } = setup({ overrides: { categoryGateway: new InMemoryCategoryGateway(catalogue()) } });
    fakes.categoryGateway.failures.fail(new ServerError('flaky', 502), 1);
    const store = container.get(CategoryStore);

    await store.load();

    expect(store.status).toBe('ready');
  });
});
