// AdminCatalogueGateway over the reference API's /api/admin/catalogue (issue 29, ADR 0055): the wire (USD
// decimal strings, checked against the contract) to the console's catalogue (minor units), and back.
import * as Type from 'typebox';
import {
  ProductChangedError,
  SerialTakenError,
  StockChangedError,
  type AdminCatalogueGateway,
  type AdminProduct,
  type AdminProductsPage,
  type AdminProductsQuery,
  type CatalogueChoices,
  type NewProduct,
  type NewVariant,
  type PictureUpload,
  type ProductEdit,
  type VariantEdit,
} from '../../application/admin/admin-catalogue-gateway';
import { RefusedError } from '../../application/shared/errors';
import { toMinor, type Money } from '../../domain/shared/money';
import { parse } from '../shared/contract';
import type { HttpClient } from '../shared/http-client';
import { searchPart } from './http-admin-query';
import {
  AdminCatalogueErrorCode,
  AdminProduct as AdminProductSchema,
  AdminProductResponse,
  AdminProductsResponse,
  CatalogueChoicesResponse,
  type AdminProductWire,
} from './admin-catalogue-contract';

const money = (decimal: string): Money => toMinor(Number(decimal));
/** Minor units to the wire's exact decimal string. */
export const decimalOf = (minor: Money): string => `${Math.trunc(minor / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

export const toAdminProduct = (product: AdminProductWire): AdminProduct => ({
  id: product.id,
  title: { en: product.titleEn, ar: product.titleAr },
  description: { en: product.descriptionEn, ar: product.descriptionAr },
  categoryId: product.categoryId,
  brandId: product.brandId,
  serialNo: product.serialNo,
  hidden: product.hidden,
  version: product.version,
  variants: product.variants.map((variant) => ({
    id: variant.id,
    color: variant.color,
    variantValue: variant.variantValue,
    price: money(variant.price),
    discountPrice: variant.discountPrice === null ? null : money(variant.discountPrice),
    stock: variant.stock,
    images: [...variant.images],
  })),
  history: product.history.map((event) => ({ ...event })),
});

const variantWire = (variant: NewVariant) => ({
  color: variant.color,
  variantValue: variant.variantValue,
  price: decimalOf(variant.price),
  discountPrice: variant.discountPrice === null ? null : decimalOf(variant.discountPrice),
  stock: variant.stock,
});

const ConflictBody = Type.Object({ product: AdminProductSchema });

export class HttpAdminCatalogueGateway implements AdminCatalogueGateway {
  constructor(private readonly http: HttpClient) {}

  async list(query: AdminProductsQuery): Promise<AdminProductsPage> {
    const answer = parse(AdminProductsResponse, await this.http.get<unknown>(`/admin/catalogue/products${searchPart(query)}`, { auth: true }));
    return {
      products: answer.products.map((row) => ({
        id: row.id,
        title: { en: row.titleEn, ar: row.titleAr },
        serialNo: row.serialNo,
        brandName: { en: row.brandNameEn, ar: row.brandNameAr },
        hidden: row.hidden,
        variantCount: row.variantCount,
        stock: row.stock,
        image: row.image,
        version: row.version,
      })),
      page: answer.page,
      pageSize: answer.pageSize,
      total: answer.total,
    };
  }

  async get(id: number): Promise<AdminProduct> {
    return toAdminProduct(parse(AdminProductResponse, await this.http.get<unknown>(`/admin/catalogue/products/${id}`, { auth: true })).product);
  }

  async choices(): Promise<CatalogueChoices> {
    const answer = parse(CatalogueChoicesResponse, await this.http.get<unknown>('/admin/catalogue/choices', { auth: true }));
    return {
      categories: answer.categories.map((category) => ({ id: category.id, title: { en: category.titleEn, ar: category.titleAr }, parentCategoryId: category.parentCategoryId })),
      brands: answer.brands.map((brand) => ({ id: brand.id, name: { en: brand.nameEn, ar: brand.nameAr } })),
    };
  }

  create(product: NewProduct): Promise<AdminProduct> {
    return this.send(() =>
      this.http.post<unknown>(
        '/admin/catalogue/products',
        {
          titleEn: product.title.en,
          titleAr: product.title.ar,
          descriptionEn: product.description.en,
          descriptionAr: product.description.ar,
          categoryId: product.categoryId,
          brandId: product.brandId,
          serialNo: product.serialNo,
          variants: product.variants.map(variantWire),
        },
        { auth: true },
      ),
    );
  }

  edit(id: number, version: number, change: ProductEdit): Promise<AdminProduct> {
    const body: Record<string, unknown> = { version };
    if (change.title) Object.assign(body, { titleEn: change.title.en, titleAr: change.title.ar });
    if (change.description) Object.assign(body, { descriptionEn: change.description.en, descriptionAr: change.description.ar });
    if (change.categoryId !== undefined) body.categoryId = change.categoryId;
    if (change.brandId !== undefined) body.brandId = change.brandId;
    if (change.hidden !== undefined) body.hidden = change.hidden;
    return this.send(() => this.http.patch<unknown>(`/admin/catalogue/products/${id}`, body, { auth: true }));
  }

  addVariant(id: number, version: number, variant: NewVariant): Promise<AdminProduct> {
    return this.send(() => this.http.post<unknown>(`/admin/catalogue/products/${id}/variants`, { version, ...variantWire(variant) }, { auth: true }));
  }

  editVariant(id: number, variantId: number, version: number, change: VariantEdit): Promise<AdminProduct> {
    const body: Record<string, unknown> = { version };
    if (change.price !== undefined) body.price = decimalOf(change.price);
    if (change.discountPrice !== undefined) body.discountPrice = change.discountPrice === null ? null : decimalOf(change.discountPrice);
    if (change.stock !== undefined) Object.assign(body, { stock: change.stock.to, stockWas: change.stock.was });
    return this.send(() => this.http.patch<unknown>(`/admin/catalogue/products/${id}/variants/${variantId}`, body, { auth: true }));
  }

  addPicture(id: number, variantId: number, version: number, picture: PictureUpload): Promise<AdminProduct> {
    return this.send(() => this.http.post<unknown>(`/admin/catalogue/products/${id}/variants/${variantId}/pictures`, { version, dataUrl: picture.dataUrl }, { auth: true }));
  }

  private async send(request: () => Promise<unknown>): Promise<AdminProduct> {
    try {
      return toAdminProduct(parse(AdminProductResponse, await request()).product);
    } catch (error) {
      if (error instanceof RefusedError && error.status === 409) {
        if (error.code === AdminCatalogueErrorCode.serialTaken) throw new SerialTakenError(error.message);
        const current = () => toAdminProduct(parse(ConflictBody, error.body, 'product conflict').product);
        if (error.code === AdminCatalogueErrorCode.productChanged) throw new ProductChangedError(current(), error.message);
        if (error.code === AdminCatalogueErrorCode.stockChanged) throw new StockChangedError(current(), error.message);
      }
      throw error;
    }
  }
}
