// The operator console's catalogue (issue 29, docs/adr/0055): the port the console's catalogue store uses,
// served by HttpAdminCatalogueGateway (/api/admin/catalogue) and, in tests, by InMemoryAdminCatalogueGateway;
// both are held to tests/contract/admin/admin-catalogue-gateway-contract.ts. Money in minor units of USD,
// as the catalogue keeps it. Every change carries the product's version as the operator saw it.
import type { Money } from '../../domain/shared/money';
import { refusalCarrying } from './admin-refusal';
import type { AdminEvent } from './admin-orders-gateway';

export interface AdminVariant {
  id: number;
  color: string | null;
  variantValue: string | null;
  price: Money;
  /** Taken off the price; null without a discount. */
  discountPrice: Money | null;
  stock: number;
  images: string[];
}

/** Its action: create | edit | variant | add-variant | picture | hide | show. */
export type AdminProductEvent = AdminEvent;

export interface AdminProduct {
  id: number;
  title: { en: string; ar: string };
  description: { en: string; ar: string };
  categoryId: number;
  brandId: number;
  serialNo: string;
  hidden: boolean;
  version: number;
  variants: AdminVariant[];
  history: AdminProductEvent[];
}

export interface AdminProductRow {
  id: number;
  title: { en: string; ar: string };
  serialNo: string;
  brandName: { en: string; ar: string };
  hidden: boolean;
  variantCount: number;
  stock: number;
  image: string;
  version: number;
}

export interface AdminProductsQuery {
  q?: string;
  hidden?: boolean;
  page?: number;
  pageSize?: number;
}

export interface AdminProductsPage {
  products: AdminProductRow[];
  page: number;
  pageSize: number;
  total: number;
}

export interface CatalogueChoices {
  categories: { id: number; title: { en: string; ar: string }; parentCategoryId: number | null }[];
  brands: { id: number; name: { en: string; ar: string } }[];
}

export interface NewVariant {
  color: string | null;
  variantValue: string | null;
  price: Money;
  discountPrice: Money | null;
  stock: number;
}

export interface NewProduct {
  title: { en: string; ar: string };
  description: { en: string; ar: string };
  categoryId: number;
  brandId: number;
  serialNo: string;
  variants: NewVariant[];
}

export interface ProductEdit {
  title?: { en: string; ar: string };
  description?: { en: string; ar: string };
  categoryId?: number;
  brandId?: number;
  hidden?: boolean;
}

export interface VariantEdit {
  price?: Money;
  discountPrice?: Money | null;
  /** With `stockWas`, the stock the operator saw. */
  stock?: { to: number; was: number };
}

/** A picture as the operator chose it: its bytes as a data URL (the server reads the type from the bytes). */
export interface PictureUpload {
  dataUrl: string;
}

/** Another operator changed the product first: `current` is how it is now. */
export class ProductChangedError extends refusalCarrying<AdminProduct>('ProductChangedError', 'The product changed since you saw it.') {}

/** The stock moved since the operator saw it (an order, another operator): `current` is how it is now. */
export class StockChangedError extends refusalCarrying<AdminProduct>('StockChangedError', 'The stock changed since you saw it.') {}

/** The serial number belongs to another product. */
export class SerialTakenError extends Error {
  override readonly name = 'SerialTakenError';
}

/**
 * Throws NotLoggedInError / UnauthorizedError without a session, RefusedError (403) for an account that is
 * not an operator, NotFoundError, ProductChangedError, StockChangedError, SerialTakenError, ValidationError
 * (field; code BAD_PICTURE for a picture that is not one), NetworkError, ServerError.
 */
export interface AdminCatalogueGateway {
  /** Newest first, hidden ones included. */
  list(query: AdminProductsQuery): Promise<AdminProductsPage>;
  get(id: number): Promise<AdminProduct>;
  choices(): Promise<CatalogueChoices>;
  create(product: NewProduct): Promise<AdminProduct>;
  edit(id: number, version: number, change: ProductEdit): Promise<AdminProduct>;
  addVariant(id: number, version: number, variant: NewVariant): Promise<AdminProduct>;
  editVariant(id: number, variantId: number, version: number, change: VariantEdit): Promise<AdminProduct>;
  addPicture(id: number, variantId: number, version: number, picture: PictureUpload): Promise<AdminProduct>;
}
