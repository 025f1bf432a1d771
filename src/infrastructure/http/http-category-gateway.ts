import type { CategoryGateway } from '../../application/ports/category-gateway';
import { CATEGORY_PAGE_SIZE, type Category } from '../../domain/catalogue';
import type { HttpClient } from './http-client';
import { arrayAt, booleanAt, numberAt, objectAt, objects, optionalBooleanAt, optionalNumberAt, stringAt } from './wire';

export class HttpCategoryGateway implements CategoryGateway {
  constructor(private readonly http: HttpClient) {}

  async list(): Promise<Category[]> {
    const body = await this.http.get<unknown>('/categories', { query: { pageNo: 1, pageSize: CATEGORY_PAGE_SIZE } });
    const page = objectAt(body, 'categoriesReturned');
    return objects(arrayAt(page, 'categories'), 'categories').map((item) => ({
      id: numberAt(item, 'id'),
      titleEN: stringAt(item, 'titleEN'),
      titleAR: stringAt(item, 'titleAR'),
      image: stringAt(item, 'image'),
      isParent: booleanAt(item, 'isParent'),
      parentCategory: optionalNumberAt(item, 'parentCategory'),
      productsCount: optionalNumberAt(item, 'productsCount') ?? 0,
      sortOrder: optionalNumberAt(item, 'sortOrder'),
      visible: optionalBooleanAt(item, 'visible'),
    }));
  }
}
