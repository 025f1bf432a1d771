// Issue 29 (ADR 0055): the console's catalogue store over the InMemory fake (held to the same contract
// suite as the Http adapter): search, create, change price and stock with the version seen, hide, pictures.
import { describe, expect, it } from 'vitest';
import { AdminCatalogueStore } from '../../../src/application/admin/admin-catalogue-store';
import { resolve } from '../../../src/infrastructure/app/wiring';
import { InMemoryAdminCatalogueGateway } from '../../../src/infrastructure/admin/in-memory-admin-catalogue-gateway';
import { setup } from '../support/app';

const world = () => {
  const catalogue = new InMemoryAdminCatalogueGateway();
  const { container } = setup({ signedIn: true, overrides: { adminCatalogueGateway: catalogue } });
  return { catalogue, store: resolve(container, AdminCatalogueStore) };
};

const variantId = (product: { variants: { id: number }[] }): number => product.variants[0]?.id ?? 0;

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('AdminCatalogueStore', () => {
  it('lists newest first, searches in either language, and marks hidden products', async () => {
    const { catalogue, store } = world();
    const older = catalogue.stocked({ title: { en: 'Laurel soap', ar: 'صابون الغار' } });
    const newer = catalogue.stocked({ title: { en: 'Rose water', ar: 'ماء الورد' }, hidden: true });
    await store.list.load({});
    expect(store.list.rows.map((row) => [row.id, row.hidden])).toEqual([
      [newer.id, true],
      [older.id, false],
    ]);
    await store.list.load({ q: 'الغار' });
    expect(store.list.rows.map((row) => row.id)).toEqual([older.id]);
    expect(store.list.pageCount).toBe(1);
  });

  it("changes a variant's price and stock with the version it saw, and the history says who and what", async () => {
    const { catalogue, store } = world();
    const product = catalogue.stocked();
    await store.detail.open(product.id);
    const variant = { id: variantId(product) };
    expect(await store.changeVariant(variant.id, { price: 625, stock: { to: 30, was: 12 } })).toBe(true);
    expect(store.detail.notice).toEqual({ kind: 'done', change: 'variant' });
    expect(store.detail.value?.variants[0]).toMatchObject({ price: 625, stock: 30 });
    expect(store.detail.value?.version).toBe(1);
    expect(store.detail.value?.history.at(-1)).toMatchObject({ action: 'variant', actorEmail: 'operator@dukkan.test', before: { price: '4.50', stock: 12 }, after: { price: '6.25', stock: 30 } });
  });

  it('shows the product as it is now when another operator changed it first, or a checkout moved the stock', async () => {
    const { catalogue, store } = world();
    const product = catalogue.stocked();
    await store.detail.open(product.id);
    catalogue.someoneElse(product.id, { price: 999 });
    expect(await store.changeVariant(variantId(product), { price: 500 })).toBe(false);
    expect(store.detail.notice).toEqual({ kind: 'changed' });
    expect(store.detail.value?.variants[0]?.price).toBe(999);

    catalogue.someoneElse(product.id, { stock: 7 });
    expect(await store.changeVariant(variantId(product), { stock: { to: 20, was: 12 } })).toBe(false);
    expect(store.detail.notice).toEqual({ kind: 'stock-changed' });
    expect(store.detail.value?.variants[0]?.stock).toBe(7);
    expect(await store.changeVariant(variantId(product), { stock: { to: 20, was: 7 } })).toBe(true);
    expect(store.detail.value?.variants[0]?.stock).toBe(20);
  });

  it('creates a product and answers its id; a serial number in use and a bad field are said, not thrown', async () => {
    const { catalogue, store } = world();
    const taken = catalogue.stocked();
    const input = {
      title: { en: 'Zaatar', ar: 'زعتر' },
      description: { en: '', ar: '' },
      categoryId: 2,
      brandId: 1,
      serialNo: 'ZA-1',
      variants: [{ color: null, variantValue: '250 g', price: 300, discountPrice: null, stock: 5 }],
    };
    const id = await store.create(input);
    expect(id).not.toBeNull();
    expect(store.detail.value).toMatchObject({ id, title: { en: 'Zaatar', ar: 'زعتر' } });
    expect(await store.create({ ...input, serialNo: taken.serialNo })).toBeNull();
    expect(store.detail.notice).toEqual({ kind: 'serial-taken' });
    expect(await store.create({ ...input, serialNo: 'ZA-2', title: { en: 'Zaatar', ar: ' ' } })).toBeNull();
    expect(store.detail.notice).toEqual({ kind: 'invalid', field: 'titleAr' });
  });

  it('hides and shows a product, each in the history', async () => {
    const { catalogue, store } = world();
    const product = catalogue.stocked();
    await store.detail.open(product.id);
    expect(await store.setHidden(true)).toBe(true);
    expect(store.detail.value?.hidden).toBe(true);
    expect(await store.setHidden(false)).toBe(true);
    expect(store.detail.value?.history.map((event) => event.action)).toEqual(['hide', 'show']);
  });

  it('adds a picture read by its bytes, and refuses a file that is not one', async () => {
    const { catalogue, store } = world();
    const product = catalogue.stocked();
    await store.detail.open(product.id);
    expect(await store.addPicture(variantId(product), PNG)).toBe(true);
    expect(store.detail.value?.variants[0]?.images[0]).toMatch(/\.png$/);
    expect(await store.addPicture(variantId(product), `data:image/png;base64,${btoa('not a picture')}`)).toBe(false);
    expect(store.detail.notice).toEqual({ kind: 'bad-picture' });
    expect(store.detail.value?.variants[0]?.images).toHaveLength(1);
  });

  it('says an unknown product is not found', async () => {
    const { store } = world();
    await store.detail.open(424242);
    expect(store.detail.failure).toBe('not-found');
  });
});
