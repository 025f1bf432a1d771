// The list's sort, chosen in the server's page before the app has taken it over (issue 27: a tap is
// never lost): the choice is handed to the list once it has, and a sort left alone changes nothing.
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_SHOP_QUERY, type ShopQuery } from '@/domain/catalogue';
import { SortSelect } from '@/ui/catalogue/shop-filters';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const ON_PAGE_TWO: ShopQuery = { ...EMPTY_SHOP_QUERY, pageNo: 2 };

async function takenOver(chosenBefore: string | null): Promise<ShopQuery[]> {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<SortSelect query={ON_PAGE_TWO} onChange={() => undefined} />);
  document.body.append(host);
  const select = host.querySelector('select');
  if (select === null) throw new Error('no select');
  if (chosenBefore !== null) select.value = chosenBefore;
  const asked: ShopQuery[] = [];
  await act(async () => {
    root = hydrateRoot(host, <SortSelect query={ON_PAGE_TWO} onChange={(next) => asked.push(next)} />);
  });
  await act(async () => {
    await new Promise((done) => setTimeout(done, 10));
  });
  return asked;
}

describe('the sort chosen before the app takes the page over', () => {
  it('is handed to the list: its query with that sort, from the first page', async () => {
    expect(await takenOver('price_asc')).toEqual([{ ...ON_PAGE_TWO, sort: 'price_asc', pageNo: 1 }]);
  });

  it('asks for nothing when the sort was left as drawn (the page stays where it is)', async () => {
    expect(await takenOver(null)).toEqual([]);
  });
});
