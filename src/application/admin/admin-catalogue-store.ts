// The operator console's catalogue (issue 29, docs/adr/0055): the products list with its search, one
// product with its changes, and the new-product form's submission. Each change sends the product version
// the operator saw; when another operator (or, for stock, a checkout) changed it first, the store shows the
// product as it is now and says so: never a silent overwrite.
import { makeAutoObservable } from 'mobx';
import { Ports } from '../ports';
import { ValidationError } from '../shared/errors';
import { failureOf } from '../shared/failure';
import type { DepsOf } from '../shared/wiring';
import { ADMIN_FAILURES } from './admin-failure';
import { AdminList, AdminRecord, type AdminNotice, type AdminPaging, type ChangeWords } from './admin-views';
import {
  ProductChangedError,
  SerialTakenError,
  StockChangedError,
  type AdminProduct,
  type AdminProductRow,
  type AdminProductsQuery,
  type CatalogueChoices,
  type NewProduct,
  type NewVariant,
  type ProductEdit,
  type VariantEdit,
} from './admin-catalogue-gateway';

/** What the operator did last, and how it went. */
export type CatalogueChange = 'details' | 'hide' | 'show' | 'variant' | 'add-variant' | 'picture' | 'create';
export type CatalogueNotice = AdminNotice<{ change: CatalogueChange }, 'changed' | 'stock-changed' | 'serial-taken' | 'bad-picture'>;

const inject = { catalogue: Ports.adminCatalogueGateway, reporter: Ports.errorReporter } as const;

export class AdminCatalogueStore {
  static readonly inject = inject;
  readonly list: AdminList<AdminProductsQuery, AdminProductRow>;
  /** The product opened, the change under way (one at a time) and what became of the last one. */
  readonly detail: AdminRecord<AdminProduct, CatalogueChange, CatalogueNotice>;
  choices: CatalogueChoices | null = null;
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    const fetch = (query: AdminProductsQuery, paging: AdminPaging) => deps.catalogue.list({ ...query, ...paging });
    this.list = new AdminList({ initial: {}, fetch, rowsOf: (page) => page.products, reporter: deps.reporter, action: 'admin-list-products' });
    this.detail = new AdminRecord({ get: (id) => deps.catalogue.get(id), idOf: (product) => product.id, reporter: deps.reporter, action: 'admin-get-product' });
    makeAutoObservable(this, { list: false, detail: false }, { autoBind: true });
  }

  /** The categories and brands for the product forms, once. */
  async loadChoices(): Promise<void> {
    if (this.choices !== null) return;
    try {
      this.choicesLoaded(await this.#deps.catalogue.choices());
    } catch (error) {
      failureOf(error, ADMIN_FAILURES, this.#deps.reporter, { action: 'admin-catalogue-choices' });
    }
  }

  /** Creates the product; answers its id, or null (the notice says why). */
  async create(product: NewProduct): Promise<number | null> {
    if (this.detail.busy !== null) return null;
    const created = await this.detail.change('create', () => this.#deps.catalogue.create(product), this.#words('create'));
    return created?.id ?? null;
  }

  saveDetails(change: Omit<ProductEdit, 'hidden'>): Promise<boolean> {
    return this.#onProduct('details', (product) => this.#deps.catalogue.edit(product.id, product.version, change));
  }

  setHidden(hidden: boolean): Promise<boolean> {
    return this.#onProduct(hidden ? 'hide' : 'show', (product) => this.#deps.catalogue.edit(product.id, product.version, { hidden }));
  }

  changeVariant(variantId: number, change: VariantEdit): Promise<boolean> {
    return this.#onProduct('variant', (product) => this.#deps.catalogue.editVariant(product.id, variantId, product.version, change));
  }

  addVariant(variant: NewVariant): Promise<boolean> {
    return this.#onProduct('add-variant', (product) => this.#deps.catalogue.addVariant(product.id, product.version, variant));
  }

  addPicture(variantId: number, dataUrl: string): Promise<boolean> {
    return this.#onProduct('picture', (product) => this.#deps.catalogue.addPicture(product.id, variantId, product.version, { dataUrl }));
  }

  /** Says why a picture was refused before it was sent (too big, not a picture), in the notice. */
  pictureRefused(): void {
    this.detail.noticed({ kind: 'bad-picture' });
  }

  /** Says which field of a form the operator must correct before anything is sent. */
  invalidInput(field: string): void {
    this.detail.noticed({ kind: 'invalid', field });
  }

  #onProduct(change: CatalogueChange, call: (product: AdminProduct) => Promise<AdminProduct>): Promise<boolean> {
    return this.detail.changeShown(change, call, this.#words(change));
  }

  #words(change: CatalogueChange): ChangeWords<AdminProduct, CatalogueNotice> {
    return {
      done: { kind: 'done', change },
      failed: { kind: 'failed' },
      action: `admin-product-${change}`,
      refusalOf: (error) => {
        if (error instanceof ProductChangedError) return { notice: { kind: 'changed' }, current: error.current };
        if (error instanceof StockChangedError) return { notice: { kind: 'stock-changed' }, current: error.current };
        if (error instanceof SerialTakenError) return { notice: { kind: 'serial-taken' } };
        if (error instanceof ValidationError) return { notice: error.code === 'BAD_PICTURE' ? { kind: 'bad-picture' } : { kind: 'invalid', field: error.field } };
        return undefined;
      },
    };
  }

  private choicesLoaded(choices: CatalogueChoices): void {
    this.choices = choices;
  }
}
