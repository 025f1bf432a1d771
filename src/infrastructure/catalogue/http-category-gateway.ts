import type { CategoryGateway } from '../../application/catalogue/category-gateway';
import { CATEGORY_PAGE_SIZE, type Category } from '../../domain/catalogue/catalogue';
import { parse } from '../shared/contract';
import type { HttpClient } from '../shared/http-client';
import { CategoriesResponse, categoryOf } from './catalogue-contract';

export class HttpCategoryGateway implements CategoryGateway {
  constructor(private readonly http: HttpClient) {}

  async list(): Promise<Category[]> {
    const body = await this.http.get<unknown>('/categories', { query: { pageNo: 1, pageSize: CATEGORY_PAGE_SIZE } });
    return parse(CategoriesResponse, body).categoriesReturned.categories.map(categoryOf);
  }
}
