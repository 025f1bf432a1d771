// What every AdminCatalogueGateway shows (issue 29, ADR 0055): the InMemory fake and the Http adapter on the
// real server alike.
import { describe, expect, it } from 'vitest';
import { ProductChangedError, SerialTakenError, StockChangedError, type AdminCatalogueGateway, type NewProduct } from '../../../src/application/admin/admin-catalogue-gateway';
import { ValidationError } from '../../../src/application/shared/errors';

export interface AdminCatalogueWorld {
  catalogue: AdminCatalogueGateway;
  /** A category and a brand that exist. */
  categoryId: number;
  brandId: number;
  /** Another operator changes the product's first variant's price first. */
  someoneElseChangesPrice(id: number, version: number): Promise<void>;
  /** A checkout (or another way that does not move the version) sets the first variant's stock. */
  stockMoves(id: number, stock: number): Promise<void>;
}

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
let serial = 0;

const input = (world: AdminCatalogueWorld): NewProduct => ({
  title: { en: 'Laurel soap', ar: 'صابون الغار' },
  description: { en: 'From Aleppo.', ar: 'من حلب.' },
  categoryId: world.categoryId,
  brandId: world.brandId,
  serialNo: `CT-${process.pid}-${Date.now()}-${(serial += 1)}`,
  variants: [{ color: 'green', variantValue: '200 g', price: 450, discountPrice: null, stock: 12 }],
});

export function describeAdminCatalogueGatewayContract(name: string, make: () => Promise<AdminCatalogueWorld>): void {
  describe(`AdminCatalogueGateway contract: ${name}`, () => {
    it('creates a product in both languages, finds it by name and number, and reads it back with its history', async () => {
      const world = await make();
      const product = await world.catalogue.create(input(world));
      expect(product).toMatchObject({ title: { en: 'Laurel soap', ar: 'صابون الغار' }, hidden: false, version: 0 });
      expect(product.variants.map((v) => [v.price, v.discountPrice, v.stock])).toEqual([[450, null, 12]]);
      expect(product.history.map((event) => [event.action, event.actorEmail])).toEqual([['create', 'operator@dukkan.test']]);
      expect((await world.catalogue.list({ q: product.serialNo })).products.map((row) => row.id)).toEqual([product.id]);
      expect((await world.catalogue.list({ q: 'الغار' })).products.map((row) => row.id)).toContain(product.id);
      expect(await world.catalogue.get(product.id)).toEqual(product);
      const choices = await world.catalogue.choices();
      expect(choices.categories.length).toBeGreaterThan(0);
      expect(choices.brands.map((brand) => brand.id)).toContain(world.brandId);
    });

    it("changes a variant's price and stock with the version seen; a stale version or a moved stock is refused with the product as it is now", async () => {
      const world = await make();
      const product = await world.catalogue.create(input(world));
      const variantId = product.variants[0]?.id ?? 0;
      const changed = await world.catalogue.editVariant(product.id, variantId, 0, { price: 625, discountPrice: 25, stock: { to: 30, was: 12 } });
      expect(changed.version).toBe(1);
      expect(changed.variants[0]).toMatchObject({ price: 625, discountPrice: 25, stock: 30 });
      expect(changed.history.at(-1)).toMatchObject({ action: 'variant', before: { price: '4.50', stock: 12 }, after: { price: '6.25', discountPrice: '0.25', stock: 30 } });

      await world.someoneElseChangesPrice(product.id, 1);
      const stale = await world.catalogue.editVariant(product.id, variantId, 1, { price: 100 }).catch((error: unknown) => error);
      expect(stale).toBeInstanceOf(ProductChangedError);
      expect((stale as ProductChangedError).current.version).toBe(2);

      await world.stockMoves(product.id, 29);
      const moved = await world.catalogue.editVariant(product.id, variantId, 2, { stock: { to: 40, was: 30 } }).catch((error: unknown) => error);
      expect(moved).toBeInstanceOf(StockChangedError);
      expect((moved as StockChangedError).current.variants[0]?.stock).toBe(29);
    });

    it('hides and shows a product, adds a variant and a picture, each recorded', async () => {
      const world = await make();
      const product = await world.catalogue.create(input(world));
      const hidden = await world.catalogue.edit(product.id, 0, { hidden: true });
      expect(hidden.hidden).toBe(true);
      expect((await world.catalogue.list({ q: product.serialNo, hidden: true })).products.map((row) => [row.id, row.hidden])).toEqual([[product.id, true]]);
      const shown = await world.catalogue.edit(product.id, 1, { hidden: false, title: { en: 'Aleppo laurel soap', ar: 'صابون غار حلبي' } });
      expect(shown).toMatchObject({ hidden: false, title: { en: 'Aleppo laurel soap', ar: 'صابون غار حلبي' } });
      const added = await world.catalogue.addVariant(product.id, 2, { color: null, variantValue: '1 kg', price: 1500, discountPrice: null, stock: 3 });
      expect(added.variants.map((v) => v.variantValue)).toEqual(['200 g', '1 kg']);
      const pictured = await world.catalogue.addPicture(product.id, product.variants[0]?.id ?? 0, 3, { dataUrl: PNG });
      expect(pictured.variants[0]?.images[0]).toMatch(/^\/images\/uploads\/\d+-[0-9a-f]{16}\.png$/);
      expect(pictured.history.map((event) => event.action)).toEqual(['create', 'hide', 'edit', 'add-variant', 'picture']);
    });

    it('refuses a serial number in use, a blank Arabic name, a discount not below the price and a file that is not a picture', async () => {
      const world = await make();
      const product = await world.catalogue.create(input(world));
      await expect(world.catalogue.create({ ...input(world), serialNo: product.serialNo })).rejects.toBeInstanceOf(SerialTakenError);
      const blank = await world.catalogue.create({ ...input(world), title: { en: 'Soap', ar: '  ' } }).catch((error: unknown) => error);
      expect(blank).toBeInstanceOf(ValidationError);
      expect((blank as ValidationError).field).toBe('titleAr');
      const discount = await world.catalogue.create({ ...input(world), variants: [{ color: null, variantValue: null, price: 500, discountPrice: 500, stock: 1 }] }).catch((error: unknown) => error);
      expect((discount as ValidationError).field).toBe('variants.0.discountPrice');
      const picture = await world.catalogue.addPicture(product.id, product.variants[0]?.id ?? 0, 0, { dataUrl: `data:image/png;base64,${btoa('<svg/>')}` }).catch((error: unknown) => error);
      expect(picture).toBeInstanceOf(ValidationError);
      expect(picture).toMatchObject({ field: 'dataUrl', code: 'BAD_PICTURE' });
    });
  });
}
