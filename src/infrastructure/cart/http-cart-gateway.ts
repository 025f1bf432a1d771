import { LineGone, OutOfStock, QuantityLimit } from '../../application/cart/cart-errors';
import type { CartGateway, CartLineRef } from '../../application/cart/cart-gateway';
import { NotFoundError, RefusedError } from '../../application/shared/errors';
import { MAX_LINE_QUANTITY, type Cart } from '../../domain/cart/cart';
import { parse } from '../shared/contract';
import type { HttpClient } from '../shared/http-client';
import { CartAnswer, CartErrorCode, CartRefusal, cartOf } from './cart-contract';

// docs/api.md "Cart": every answer is parsed against the contract, then mapped to the domain (cartOf);
// the API's refusals become the application's errors here.

const id = (value: number): string => encodeURIComponent(String(value));

/** The API's refusal in the application's words; anything else goes on as it was. */
function translated(error: unknown): unknown {
  if (error instanceof NotFoundError) return new LineGone(error.message);
  if (!(error instanceof RefusedError)) return error;
  if (error.code === CartErrorCode.insufficientStock) return new OutOfStock(parse(CartRefusal, error.body, 'refusal').available ?? 0);
  if (error.code === CartErrorCode.quantityLimit) return new QuantityLimit(parse(CartRefusal, error.body, 'refusal').available ?? MAX_LINE_QUANTITY);
  return error;
}

export class HttpCartGateway implements CartGateway {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  fetch(): Promise<Cart> {
    return this.#cart(this.#http.get<unknown>('/cart', { auth: true }));
  }

  add(variantId: number, quantity: number): Promise<Cart> {
    return this.#cart(this.#http.post<unknown>('/cart/add', { productDetailId: variantId, quantity }, { auth: true }));
  }

  setQuantity(line: CartLineRef, quantity: number): Promise<Cart> {
    const query = { productDetailId: line.variantId };
    return this.#cart(this.#http.put<unknown>(`/cart/update/${id(line.cartItemId)}`, { auth: true, query }, { quantity }));
  }

  remove(cartItemId: number): Promise<Cart> {
    return this.#cart(this.#http.delete<unknown>(`/cart/delete/${id(cartItemId)}`, { auth: true }));
  }

  empty(): Promise<Cart> {
    return this.#cart(this.#http.delete<unknown>('/cart/empty', { auth: true }));
  }

  async #cart(answer: Promise<unknown>): Promise<Cart> {
    let body: unknown;
    try {
      body = await answer;
    } catch (error) {
      throw translated(error);
    }
    return cartOf(parse(CartAnswer, body));
  }
}
