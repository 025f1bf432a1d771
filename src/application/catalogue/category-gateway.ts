import type { Category } from '../../domain/catalogue/catalogue';

export interface CategoryGateway {
  /** GET /categories?pageNo=1&pageSize=500, hidden ones included; NotFoundError on 404. */
  list(): Promise<Category[]>;
}
