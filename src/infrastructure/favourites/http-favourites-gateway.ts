import { FavouriteGone } from '../../application/favourites/favourites-errors';
import type { FavouritesGateway } from '../../application/favourites/favourites-gateway';
import { NotFoundError } from '../../application/shared/errors';
import type { ProductSummary } from '../../domain/catalogue';
import { summary } from '../catalogue';
import { parse } from '../shared/contract';
import type { HttpClient } from '../shared/http-client';
import { FavouritesAnswer } from './favourites-contract';

// docs/api.md "Favourites": every answer is parsed against the contract; each card is the catalogue's.

export class HttpFavouritesGateway implements FavouritesGateway {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  fetch(): Promise<ProductSummary[]> {
    return this.#list(this.#http.get<unknown>('/favourites', { auth: true }));
  }

  add(productId: number): Promise<ProductSummary[]> {
    return this.#list(this.#http.post<unknown>('/favourites/add', { productId }, { auth: true }));
  }

  remove(productId: number): Promise<ProductSummary[]> {
    return this.#list(this.#http.delete<unknown>(`/favourites/delete/${encodeURIComponent(String(productId))}`, { auth: true }));
  }

  async #list(answer: Promise<unknown>): Promise<ProductSummary[]> {
    let body: unknown;
    try {
      body = await answer;
    } catch (error) {
      throw error instanceof NotFoundError ? new FavouriteGone(error.message) : error;
    }
    return parse(FavouritesAnswer, body).itemsReturned.map(summary);
  }
}
