import type { CatalogueGateway, CategoryDetails, ProductListRequest } from '../../application/ports/catalogue-gateway';
import type { Category } from '../../domain/catalogue';
import { toMinor } from '../../domain/money';
import type { Brand, BrandRef, ProductDetails, ProductPage, ProductSummary, Variant } from '../../domain/product';
import { apiProductQuery } from '../../domain/shop-query';
import type { HttpClient } from './http-client';
import {
  arrayAt,
  booleanAt,
  isWireObject,
  numberAt,
  objectAt,
  objects,
  optionalBooleanAt,
  optionalNumberAt,
  optionalStringAt,
  stringAt,
  type WireObject,
} from './wire';

// The catalogue reads of docs/api.md: dollars on the wire become integer cents here, once.

const optionalMoney = (item: WireObject, key: string): number | null => {
  const value = optionalNumberAt(item, key);
  return value === null ? null : toMinor(value);
};

const strings = (list: unknown[]): string[] => list.filter((value): value is string => typeof value === 'string');

function brandRef(item: WireObject): BrandRef | null {
  const brand = item.brand;
  if (!isWireObject(brand)) return null;
  return { id: numberAt(brand, 'id'), nameEN: stringAt(brand, 'nameEN'), nameAR: stringAt(brand, 'nameAR') };
}

const priced = (item: WireObject) => ({
  price: toMinor(numberAt(item, 'price')),
  priceWithDiscount: optionalMoney(item, 'priceWithDiscount'),
  discount: optionalNumberAt(item, 'discount') ?? 0,
});

/** A product card as every catalogue list answers it (also the favourites list). */
export function summary(item: WireObject): ProductSummary {
  return {
    id: numberAt(item, 'id'),
    titleEN: stringAt(item, 'titleEN'),
    titleAR: stringAt(item, 'titleAR'),
    image: optionalStringAt(item, 'image') ?? '',
    brand: brandRef(item),
    categoryId: optionalNumberAt(item, 'categoryId') ?? optionalNumberAt(objectOrEmpty(item, 'category'), 'id') ?? 0,
    serialNo: optionalStringAt(item, 'serialNo') ?? '',
    productDetailId: numberAt(item, 'productDetailId'),
    ...priced(item),
    inStock: optionalBooleanAt(item, 'inStock') ?? true,
    arrivalDate: optionalStringAt(item, 'arrivalDate') ?? '',
  };
}

function objectOrEmpty(item: WireObject, key: string): WireObject {
  const value = item[key];
  return isWireObject(value) ? value : {};
}

function variant(item: WireObject): Variant {
  const images = item.images;
  return {
    productDetailId: numberAt(item, 'productDetailId'),
    color: optionalStringAt(item, 'color'),
    variantValue: optionalStringAt(item, 'variantValue'),
    ...priced(item),
    stock: optionalNumberAt(item, 'stock') ?? 0,
    images: Array.isArray(images) ? strings(images) : [],
  };
}

function toBrand(item: WireObject): Brand {
  return {
    id: numberAt(item, 'id'),
    nameEN: stringAt(item, 'nameEN'),
    nameAR: stringAt(item, 'nameAR'),
    logo: optionalStringAt(item, 'logo') ?? '',
    productsCount: optionalNumberAt(item, 'productsCount') ?? 0,
  };
}

function category(item: WireObject): Category {
  return {
    id: numberAt(item, 'id'),
    titleEN: stringAt(item, 'titleEN'),
    titleAR: stringAt(item, 'titleAR'),
    image: optionalStringAt(item, 'image') ?? '',
    isParent: booleanAt(item, 'isParent'),
    parentCategory: optionalNumberAt(item, 'parentCategory'),
    productsCount: optionalNumberAt(item, 'productsCount') ?? 0,
    sortOrder: optionalNumberAt(item, 'sortOrder'),
    visible: optionalBooleanAt(item, 'visible'),
  };
}

function categoryDetails(item: WireObject): CategoryDetails {
  const children = item.children;
  return { ...category(item), children: Array.isArray(children) ? objects(children, 'children').map(category) : [] };
}

function page(body: unknown): ProductPage {
  const returned = objectAt(body, 'productsReturned');
  return {
    products: objects(arrayAt(returned, 'products'), 'products').map(summary),
    pageNo: numberAt(returned, 'pageNo'),
    pageSize: numberAt(returned, 'pageSize'),
    totalCount: numberAt(returned, 'totalCount'),
  };
}

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
    return page(await this.http.get<unknown>('/products', { query: query(request, false) }));
  }

  async product(id: number): Promise<ProductDetails> {
    const item = objectAt(await this.http.get<unknown>(`/products/${id}`), 'productReturned');
    const categoryRef = objectAt(item, 'category');
    return {
      ...summary({ ...item, categoryId: numberAt(categoryRef, 'id') }),
      descriptionEN: optionalStringAt(item, 'descriptionEN') ?? '',
      descriptionAR: optionalStringAt(item, 'descriptionAR') ?? '',
      images: strings(arrayAt(item, 'images')),
      category: {
        id: numberAt(categoryRef, 'id'),
        titleEN: stringAt(categoryRef, 'titleEN'),
        titleAR: stringAt(categoryRef, 'titleAR'),
        parentCategory: optionalNumberAt(categoryRef, 'parentCategory'),
      },
      variants: objects(arrayAt(item, 'variants'), 'variants').map(variant),
      relatedProducts: objects(arrayAt(item, 'relatedProducts'), 'relatedProducts').map(summary),
    };
  }

  async brands(): Promise<Brand[]> {
    const body = await this.http.get<unknown>('/brands');
    return objects(arrayAt(objectAt(body, 'brandsReturned'), 'brands'), 'brands').map(toBrand);
  }

  async brand(id: number): Promise<Brand> {
    return toBrand(objectAt(await this.http.get<unknown>(`/brands/${id}`), 'brandReturned'));
  }

  async category(id: number): Promise<CategoryDetails> {
    return categoryDetails(objectAt(await this.http.get<unknown>(`/categories/${id}`), 'categoryReturned'));
  }

  async brandProducts(id: number, request: ProductListRequest): Promise<{ brand: Brand; page: ProductPage }> {
    const body = await this.http.get<unknown>(`/brands/products/${id}`, { query: query(request, true) });
    return { brand: toBrand(objectAt(body, 'brandReturned')), page: page(body) };
  }

  async categoryProducts(id: number, request: ProductListRequest): Promise<{ category: CategoryDetails; page: ProductPage }> {
    const body = await this.http.get<unknown>(`/categories/products/${id}`, { query: query(request, true) });
    return { category: categoryDetails(objectAt(body, 'categoryReturned')), page: page(body) };
  }
}
