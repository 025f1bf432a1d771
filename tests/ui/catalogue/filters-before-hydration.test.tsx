// The list's filters, used in the server's page before the app has taken it over (issue 27: a tap is
// never lost): the phone's "Filters" opens the panel without the app (the browser's popover), and a
// category, brand or box chosen there is handed to the list once the app runs, as one change; prices
// typed but not applied stay in their fields. Filters left alone ask for nothing.
import type { Container } from 'inversify';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CategoryStore } from '@/application/catalogue/category-store';
import { EMPTY_SHOP_QUERY, type ShopQuery } from '@/domain/catalogue';
import { createTestContainer } from '@/infrastructure/app/test-container';
import { InMemoryCategoryGateway } from '@/infrastructure/catalogue/in-memory-category-gateway';
import { ContainerProvider } from '@/ui/app/container-context';
import { ShopFilters, SortSelect, useHandOver } from '@/ui/catalogue/shop-filters';
import { categoryFactory } from '../../factories/category-factory';
import { switchLanguage } from '../support/i18n';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});
beforeAll(async () => {
  await switchLanguage('en');
});

const ON_PAGE_TWO: ShopQuery = { ...EMPTY_SHOP_QUERY, sort: 'price_asc', pageNo: 2 };

async function container(): Promise<Container> {
  const made = createTestContainer({
    categoryGateway: new InMemoryCategoryGateway([categoryFactory.build({ id: 1, title: { en: 'Fashion', ar: 'أزياء' } }), categoryFactory.build({ id: 2, title: { en: 'Home', ar: 'المنزل' } })]),
  }).container;
  await made.get(CategoryStore).load();
  return made;
}

/** The list's filters and sort, as ProductListView gathers what they hand over. */
function Filters({ on, onChange, query = ON_PAGE_TWO }: { on: Container; onChange: (next: ShopQuery) => void; query?: ShopQuery }) {
  const handOver = useHandOver(query, onChange);
  return (
    <ContainerProvider container={on}>
      <ShopFilters query={query} onChange={onChange} handOver={handOver} />
      <SortSelect query={query} onChange={onChange} handOver={handOver} />
    </ContainerProvider>
  );
}

/** The panel as the server drew it, changed by `before` as a shopper would before the app runs, then taken over. */
async function takenOver(before: (host: HTMLElement) => void, query = ON_PAGE_TWO): Promise<{ asked: ShopQuery[]; host: HTMLElement }> {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Filters on={await container()} onChange={() => undefined} query={query} />);
  document.body.append(host);
  before(host);
  const asked: ShopQuery[] = [];
  const browser = await container();
  await act(async () => {
    root = hydrateRoot(host, <Filters on={browser} onChange={(next) => asked.push(next)} query={query} />);
  });
  await act(async () => {
    await new Promise((done) => setTimeout(done, 10));
  });
  return { asked, host };
}

const field = <T extends Element>(host: HTMLElement, name: string): T => {
  const found = host.querySelector<T>(`[name="${name}"]`);
  if (found === null) throw new Error(`no ${name}`);
  return found;
};

describe('the filters before the app takes the page over', () => {
  it("are a panel the phone's button opens by itself (the browser's popover), and closes", () => {
    const html = renderToString(<Filters on={createTestContainer().container} onChange={() => undefined} />);
    const panel = /<section id="([^"]+)" class="filters" popover="auto"/.exec(html);
    expect(panel).not.toBeNull();
    const id = panel?.[1] ?? '';
    // React writes the attributes as popoverTarget: HTML reads attribute names in any case.
    expect(html).toMatch(new RegExp(`class="button button--ghost filters-toggle"[^>]*popovertarget="${id}"`, 'i'));
    expect(html).toMatch(new RegExp(`class="button button--primary filters__done" popovertarget="${id}" popovertargetaction="hide"`, 'i'));
  });

  it('hand what was chosen to the list as one change, from the first page, its sort kept', async () => {
    const { asked } = await takenOver((host) => {
      field<HTMLSelectElement>(host, 'categoryId').value = '2';
      field<HTMLInputElement>(host, 'inStock').checked = true;
    });
    expect(asked).toEqual([{ ...ON_PAGE_TWO, categoryId: 2, inStock: true, pageNo: 1 }]);
  });

  it('keep prices typed but not applied in their fields, and ask for nothing for them', async () => {
    const { asked, host } = await takenOver((drawn) => {
      field<HTMLInputElement>(drawn, 'minPrice').value = '15';
    });
    expect(asked).toEqual([]);
    expect(field<HTMLInputElement>(host, 'minPrice').value).toBe('15');
  });

  it('ask for nothing when left as drawn (the page stays where it is)', async () => {
    expect((await takenOver(() => undefined)).asked).toEqual([]);
  });

  it("ask for nothing for a brand or category the server's page did not list (drawn as any): only the shopper's changes count", async () => {
    // The brands load in the browser; the server's select lists "any" alone, and category 9 is not listed.
    const filtered: ShopQuery = { ...ON_PAGE_TWO, brandId: 3, categoryId: 9, onSale: true };
    expect((await takenOver(() => undefined, filtered)).asked).toEqual([]);
  });

  it('hand a sort and filters chosen together over as one change (neither undoes the other)', async () => {
    const { asked } = await takenOver((host) => {
      const sort = host.querySelector<HTMLSelectElement>('.sort-select select');
      if (sort === null) throw new Error('no sort');
      sort.value = 'price_desc';
      field<HTMLInputElement>(host, 'onSale').checked = true;
    });
    expect(asked).toEqual([{ ...ON_PAGE_TWO, sort: 'price_desc', onSale: true, pageNo: 1 }]);
  });
});
