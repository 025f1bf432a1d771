import type { CartGateway } from '../../application/ports/cart-gateway';
import type { Cart, CartLine, DeliveryRule } from '../../domain/cart';
import { DEFAULT_SELLER_DISCOUNT } from '../../domain/cart';
import { toMinor } from '../../domain/money';
import type { HttpClient } from './http-client';
import { arrayAt, isWireObject, numberAt, objects, optionalNumberAt, optionalStringAt, stringAt, type WireObject } from './wire';
import { ServerError } from '../../application/errors';

// docs/api.md, "Cart": dollars on the wire become integer cents here, once. The per-line totalAmount
// and the cart's itemCount and sellerDiscountAmount are derived in the domain, so they are not read.

const optionalMoney = (item: WireObject, key: string): number | null => {
  const value = optionalNumberAt(item, key);
  return value === null ? null : toMinor(value);
};

function lineFrom(item: WireObject): CartLine {
  return {
    cartItemId: numberAt(item, 'cartItemId'),
    productDetailId: numberAt(item, 'productDetailId'),
    titleEN: stringAt(item, 'titleEN'),
    titleAR: stringAt(item, 'titleAR'),
    imageURL: optionalStringAt(item, 'imageURL') ?? '',
    color: optionalStringAt(item, 'color'),
    variantValue: optionalStringAt(item, 'variantValue'),
    price: toMinor(numberAt(item, 'price')),
    discountPrice: optionalMoney(item, 'discountPrice'),
    priceWithDiscount: optionalMoney(item, 'priceWithDiscount'),
    quantity: numberAt(item, 'quantity'),
    stock: optionalNumberAt(item, 'stock') ?? 0,
  };
}

function sellerDiscountFrom(body: WireObject): string {
  const value = body.sellerDiscount;
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : DEFAULT_SELLER_DISCOUNT;
}

/** The country's delivery rule (docs/api.md "Totals"), so a quantity changed here recomputes the fee. */
function deliveryFrom(body: WireObject): DeliveryRule {
  const rule = body.delivery;
  if (!isWireObject(rule)) throw new ServerError('Unexpected answer: the cart has no delivery rule.');
  return { fee: toMinor(numberAt(rule, 'fee')), freeFrom: toMinor(numberAt(rule, 'freeFrom')) };
}

export function cartFrom(body: unknown): Cart {
  if (!isWireObject(body)) throw new ServerError('Unexpected answer: the cart is not an object.');
  const lines = objects(arrayAt(body, 'cartItems'), 'cartItems').map(lineFrom);
  return {
    lines,
    totalAmount: toMinor(numberAt(body, 'totalAmount')),
    taxAmount: toMinor(numberAt(body, 'taxAmount')),
    delivery: deliveryFrom(body),
    deliveryFee: toMinor(numberAt(body, 'deliveryFee')),
    totalAfterTaxation: toMinor(numberAt(body, 'totalAfterTaxation')),
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
    sellerDiscount: sellerDiscountFrom(body),
    fromServer: true,
  };
}

const id = (value: number): string => encodeURIComponent(String(value));

export class HttpCartGateway implements CartGateway {
  constructor(private readonly http: HttpClient) {}

  async fetch(): Promise<Cart> {
    return cartFrom(await this.http.get<unknown>('/cart', { auth: true }));
  }

  async add(productDetailId: number, quantity: number): Promise<Cart> {
    return cartFrom(await this.http.post<unknown>('/cart/add', { productDetailId, quantity }, { auth: true }));
  }

  async updateQuantity(cartItemId: number, productDetailId: number, quantity: number): Promise<Cart> {
    return cartFrom(await this.http.put<unknown>(`/cart/update/${id(cartItemId)}`, { auth: true, query: { productDetailId } }, { quantity }));
  }

  async remove(cartItemId: number): Promise<Cart> {
    return cartFrom(await this.http.delete<unknown>(`/cart/delete/${id(cartItemId)}`, { auth: true }));
  }

  async empty(): Promise<Cart> {
    return cartFrom(await this.http.delete<unknown>('/cart/empty', { auth: true }));
  }
}
