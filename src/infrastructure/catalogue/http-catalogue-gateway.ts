import type { Static } from 'typebox';
import type { CatalogueGateway, CategoryDetails, ProductListRequest } from '../../application/catalogue/catalogue-gateway';
import type { Category } from '../../domain/catalogue/catalogue';
import { toMinor } from '../../domain/shared/money';
import type { Brand, BrandRef, ProductDetails, ProductPage, ProductSummary, Variant } from '../../domain/catalogue/product';
import { apiProductQuery } from '../../domain/catalogue/shop-query';
import { parse } from '../shared/contract';
import type { HttpClient } from '../shared/http-client';
import {
  BrandProductsResponse,
  BrandResponse,
  BrandsResponse,
  CategoryProductsResponse,
  CategoryResponse,
  ProductListItem,
  ProductResponse,
  ProductsResponse,
  type BrandWire,
  type CategoryWire,
  type VariantWire,
} from './catalogue-contract';

// The catalogue reads of docs/api.md, parsed with the contract the server answers by; dollars on
// the wire become integer cents here, once, and the spec's names become the domain's.

type PricedWire = Pick<ProductListItem, 'price' | 'priceWithDiscount' | 'discount'>;
type CategoryNodeWire = Omit<CategoryWire, 'children'>;
type PageWire = Static<typeof ProductsResponse>['productsReturned'];

const priced = (item: PricedWire) => ({
  price: toMinor(item.price),
  priceWithDiscount: item.priceWithDiscount === null ? null : toMinor(item.priceWithDiscount),
  discount: item.discount,
});

const brandRef = (brand: Pick<BrandWire, 'id' | 'nameEN' | 'nameAR'>): BrandRef => ({
  id: brand.id,
  name: { en: brand.nameEN, ar: brand.nameAR },
});

const toSummary = (item: ProductListItem): ProductSummary => ({
  id: item.id,
  title: { en: item.titleEN, ar: item.titleAR },
  image: item.image,
  brand: brandRef(item.brand),
  categoryId: item.categoryId,
  serialNo: item.serialNo,
  variantId: item.productDetailId,
  ...priced(item),
  inStock: item.inStock,
  arrivalDate: item.arrivalDate,
});

/** A product card as every catalogue list answers it (also the favourites list). */
export const summary = (item: unknown): ProductSummary => toSummary(parse(ProductListItem, item, 'product'));

const variant = (item: VariantWire): Variant => ({
  variantId: item.productDetailId,
  color: item.color,
  variantValue: item.variantValue,
  ...priced(item),
  stock: item.stock,
  images: item.images,
});

const toBrand = (item: BrandWire): Brand => ({
  ...brandRef(item),
  logo: item.logo,
  productsCount: item.productsCount,
});

export const toCategory = (item: CategoryNodeWire): Category => ({
  id: item.id,
  title: { en: item.titleEN, ar: item.titleAR },
  image: item.image,
  isParent: item.isParent,
  parentCategory: item.parentCategory,
  productsCount: item.productsCount,
  sortOrder: item.sortOrder,
  visible: item.visible,
});

const categoryDetails = (item: CategoryWire): CategoryDetails => ({ ...toCategory(item), children: item.children.map(toCategory) });

const page = (returned: PageWire): ProductPage => ({
  products: returned.products.map(toSummary),
  pageNo: returned.pageNo,
  pageSize: returned.pageSize,
  totalCount: returned.totalCount,
});

function query(request: ProductListRequest, scoped: boolean): Record<string, string | number> {
  const params = apiProductQuery(request.query, request.pageSize);
  if (scoped) {
    delete params.brandId;
    delete params.categoryId;
  }
  return request.newOnly === true ? { ...params, new: 'true' } : params;
}

export class HttpCatalogueGateway implements CatalogueGateway {
  constructor(private readonly http: HttpClient) {}

  async products(request: ProductListRequest): Promise<ProductPage> {
    return page(parse(ProductsResponse, await this.http.get<unknown>('/products', { query: query(request, false) })).productsReturned);
  }

  async product(id: number): Promise<ProductDetails> {
    const item = parse(ProductResponse, await this.http.get<unknown>(`/products/${id}`)).productReturned;
    return {
      ...toSummary({ ...item, categoryId: item.category.id }),
      description: { en: item.descriptionEN, ar: item.descriptionAR },
      images: item.images,
      category: {
        id: item.category.id,
        title: { en: item.category.titleEN, ar: item.category.titleAR },
        parentCategory: item.category.parentCategory,
      },
      variants: item.variants.map(variant),
      relatedProducts: item.relatedProducts.map(toSummary),
    };
  }

  async brands(): Promise<Brand[]> {
    return parse(BrandsResponse, await this.http.get<unknown>('/brands')).brandsReturned.brands.map(toBrand);
  }

  async brand(id: number): Promise<Brand> {
    return toBrand(parse(BrandResponse, await this.http.get<unknown>(`/brands/${id}`)).brandReturned);
  }

  async category(id: number): Promise<CategoryDetails> {
    return categoryDetails(parse(CategoryResponse, await this.http.get<unknown>(`/categories/${id}`)).categoryReturned);
  }

  async brandProducts(id: number, request: ProductListRequest): Promise<{ brand: Brand; page: ProductPage }> {
    const body = parse(BrandProductsResponse, await this.http.get<unknown>(`/brands/products/${id}`, { query: query(request, true) }));
    return { brand: toBrand(body.brandReturned), page: page(body.productsReturned) };
  }

  async categoryProducts(id: number, request: ProductListRequest): Promise<{ category: CategoryDetails; page: ProductPage }> {
    const body = parse(CategoryProductsResponse, await this.http.get<unknown>(`/categories/products/${id}`, { query: query(request, true) }));
    return { category: categoryDetails(body.categoryReturned), page: page(body.productsReturned) };
  }
}
