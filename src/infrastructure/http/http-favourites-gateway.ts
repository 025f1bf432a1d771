import type { FavouritesGateway } from '../../application/ports/favourites-gateway';
import type { ProductSummary } from '../../domain/product';
import { summary } from './http-catalogue-gateway';
import type { HttpClient } from './http-client';
import { arrayAt, objects } from './wire';

// docs/api.md, "Favourites": every answer is { itemsReturned: product cards }, newest first.
const listFrom = (body: unknown): ProductSummary[] => objects(arrayAt(body, 'itemsReturned'), 'itemsReturned').map(summary);

export class HttpFavouritesGateway implements FavouritesGateway {
  constructor(private readonly http: HttpClient) {}

  async fetch(): Promise<ProductSummary[]> {
    return listFrom(await this.http.get<unknown>('/favourites', { auth: true }));
  }

  async add(productId: number): Promise<ProductSummary[]> {
    return listFrom(await this.http.post<unknown>('/favourites/add', { productId }, { auth: true }));
  }

  async remove(productId: number): Promise<ProductSummary[]> {
    return listFrom(await this.http.delete<unknown>(`/favourites/delete/${encodeURIComponent(String(productId))}`, { auth: true }));
  }
}
