import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Brand } from '../../domain/product';
import type { Result } from '../../domain/result';
import type { CatalogueFailure } from '../use-cases/catalogue-failure';
import { LoadBrands } from '../use-cases/load-brands';

export type SectionStatus = 'loading' | 'ready' | 'empty' | 'error';

/** The brands: the /brands page, the home page's brand row and the shop's brand filter. */
@injectable()
export class BrandStore {
  status: SectionStatus = 'loading';
  brands: Brand[] = [];
  private requested = false;

  constructor(@inject(LoadBrands) private readonly loadBrands: LoadBrands) {
    makeAutoObservable<this, 'loadBrands'>(this, { loadBrands: false }, { autoBind: true });
  }

  brandById(id: number): Brand | undefined {
    return this.brands.find((brand) => brand.id === id);
  }

  /** Loads once; later calls answer what is there. */
  async load(): Promise<void> {
    if (this.requested) return;
    this.requested = true;
    this.settled(await this.loadBrands.execute());
  }

  async retried(): Promise<void> {
    this.status = 'loading';
    this.settled(await this.loadBrands.execute({ fresh: true }));
  }

  private settled(result: Result<Brand[], CatalogueFailure>): void {
    if (result.ok) {
      this.brands = result.value;
      this.status = result.value.length === 0 ? 'empty' : 'ready';
    } else {
      this.status = 'error';
      this.requested = false;
    }
  }
}
