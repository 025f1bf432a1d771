
import { NotFoundError } from '../../application/shared/errors';
import type { CatalogueGateway, CategoryDetails, ProductListRequest } from '../../application/catalogue/catalogue-gateway';
import type { Category } from '../../domain/catalogue/catalogue';
import { payablePrice, type Brand, type ProductDetails, type ProductPage } from '../../domain/catalogue/product';
import { ScriptedFailures } from '../shared/scripted-failures';
import {
  brandOf,
  brandWire,
  categoryDetailsOf,
  categoryWire,
  pageOf,
  productDetailsWire,
  productListItem,
  productOf,
} from './catalogue-contract';
import { brandRecord, categoryRecord, detailsRecord, summaryRecord } from './in-memory-catalogue-records';

// The seeds (items, brandList, categories) are in the domain's words, as tests build them; every answer
// is the seed as the server's repository would read it (in-memory-catalogue-records.ts), answered by the
// contract's mappings out (productListItem, productDetailsWire, brandWire, categoryWire) and read by its
// mappings in (pageOf, productOf, brandOf, categoryDetailsOf), as the server and HttpCatalogueGateway do.

// Folds the few spellings the server's search folds too (alef forms, taa marbuta, case), enough for tests.
const fold = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي');

/**
 * A working catalogue in memory: products (with details), brands and categories; filters, sorts and
 * pages as docs/api.md says, close enough for stores and views. `calls` counts the reads.
 */
export class InMemoryCatalogueGateway implements CatalogueGateway {
  readonly failures = new ScriptedFailures();
  items: ProductDetails[];
  brandList: Brand[];
  categories: Category[];
  /** Today, YYYY-MM-DD, for `new` (arrived within 30 days). */
  today = '2026-08-01';
  calls = 0;

  constructor(seed: { products?: ProductDetails[]; brands?: Brand[]; categories?: Category[] } = {}) {
    this.items = seed.products ?? [];
    this.brandList = seed.brands ?? [];
    this.categories = seed.categories ?? [];
  }

  async products(request: ProductListRequest): Promise<ProductPage> {
    this.read();
    return this.page(this.items, request);
  }

  async product(id: number): Promise<ProductDetails> {
    this.read();
    const product = this.items.find((item) => item.id === id);
    const answer = product === undefined ? null : productDetailsWire(detailsRecord(product), product.relatedProducts.map(summaryRecord));
    if (answer === null) throw new NotFoundError('Product not found.');
    return productOf(answer);
  }

  async brands(): Promise<Brand[]> {
    this.read();
    return this.brandList.map((brand) => this.answeredBrand(brand));
  }

  async brand(id: number): Promise<Brand> {
    this.read();
    return this.findBrand(id);
  }

  async category(id: number): Promise<CategoryDetails> {
    this.read();
    return this.findCategory(id);
  }

  async brandProducts(id: number, request: ProductListRequest): Promise<{ brand: Brand; page: ProductPage }> {
    this.read();
    const brand = this.findBrand(id);
    const page = this.page(
      this.items.filter((product) => product.brand?.id === id),
      { ...request, query: { ...request.query, brandId: null, categoryId: null } },
    );
    return { brand, page };
  }

  async categoryProducts(id: number, request: ProductListRequest): Promise<{ category: CategoryDetails; page: ProductPage }> {
    this.read();
    const category = this.findCategory(id);
    const ids = new Set([id, ...category.children.map((child) => child.id)]);
    const page = this.page(
      this.items.filter((product) => ids.has(product.categoryId)),
      { ...request, query: { ...request.query, brandId: null, categoryId: null } },
    );
    return { category, page };
  }

  private read(): void {
    this.calls += 1;
    this.failures.check();
  }

  private findBrand(id: number): Brand {
    const brand = this.brandList.find((item) => item.id === id);
    if (brand === undefined) throw new NotFoundError('Brand not found.');
    return this.answeredBrand(brand);
  }

  private answeredBrand(brand: Brand): Brand {
    return brandOf(brandWire({ ...brandRecord(brand), logo: brand.logo, productsCount: brand.productsCount }));
  }

  private findCategory(id: number): CategoryDetails {
    const category = this.categories.find((item) => item.id === id && item.visible !== false);
    if (category === undefined) throw new NotFoundError('Category not found.');
    const children = this.categories.filter((item) => item.parentCategory === id && item.visible !== false);
    return categoryDetailsOf(categoryWire({ ...categoryRecord(category), children: children.map(categoryRecord) }));
  }

  private page(all: readonly ProductDetails[], { query, pageSize, newOnly }: ProductListRequest): ProductPage {
    const words = fold(query.productName).split(/\s+/).filter(Boolean);
    const serial = fold(query.serialNo.trim());
    const categoryIds =
      query.categoryId === null ? null : new Set([query.categoryId, ...this.categories.filter((c) => c.parentCategory === query.categoryId).map((c) => c.id)]);
    const since = new Date(Date.parse(this.today) - 29 * 86_400_000).toISOString().slice(0, 10);
    const matching = all.filter((product) => {
      const haystack = fold([product.title.en, product.title.ar, product.brand?.name.en ?? '', product.brand?.name.ar ?? '', product.serialNo].join(' '));
      const price = payablePrice(product) / 100;
      return (
        words.every((word) => haystack.includes(word)) &&
        (serial === '' || fold(product.serialNo).includes(serial)) &&
        (categoryIds === null || categoryIds.has(product.categoryId)) &&
        (query.brandId === null || product.brand?.id === query.brandId) &&
        (query.minPrice === null || price >= query.minPrice) &&
        (query.maxPrice === null || price <= query.maxPrice) &&
        (!query.inStock || product.inStock) &&
        (!query.onSale || product.discount > 0) &&
        (newOnly !== true || product.arrivalDate >= since)
      );
    });
    const sorted = matching.toSorted((a, b) => {
      if (query.sort === 'price_asc') return payablePrice(a) - payablePrice(b) || a.id - b.id;
      if (query.sort === 'price_desc') return payablePrice(b) - payablePrice(a) || b.id - a.id;
      return b.arrivalDate.localeCompare(a.arrivalDate) || b.id - a.id;
    });
    const start = (query.pageNo - 1) * pageSize;
    const products = sorted.slice(start, start + pageSize).map((product) => productListItem(summaryRecord(product)));
    return pageOf({ products, pageNo: query.pageNo, pageSize, totalCount: matching.length });
  }
}
