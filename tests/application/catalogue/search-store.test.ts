import { describe, expect, it } from 'vitest';
import { PERSISTED_STATE_KEY, parsePersistedState } from '../../../src/domain/shared/persisted-state';
import { SearchStore } from '../../../src/application/catalogue/search-store';
import { WRITE_DEBOUNCE_MS } from '../../../src/application/shared/persisted-state';
import { createTestContainer } from '../../../src/infrastructure/app/test-container';
import { setup } from '../support/app';

const search = (store: SearchStore, term: string): string => {
  store.termChanged(term);
  return store.submitted();
};

describe('SearchStore', () => {
  it('opens and closes the overlay; submitting closes it', () => {
    const store = setup().container.get(SearchStore);
    store.overlayOpened();
    expect(store.overlayOpen).toBe(true);

    search(store, 'shoes');
    expect(store.overlayOpen).toBe(false);

    store.overlayOpened();
    store.overlayClosed();
    expect(store.overlayOpen).toBe(false);
  });

  it('searches by product name, or by serial number when toggled', () => {
    const store = setup().container.get(SearchStore);
    expect(search(store, ' red shoes ')).toBe('/shop?productName=red+shoes');

    store.serialToggled();
    expect(store.bySerialNo).toBe(true);
    expect(search(store, 'SN-123')).toBe('/shop?serialNo=SN-123');
  });

  it('an empty term goes to /shop without a filter and is not saved', () => {
    const store = setup().container.get(SearchStore);
    expect(search(store, '   ')).toBe('/shop');
    expect(store.history).toEqual([]);
  });

  it('keeps at most 10 terms, newest first, without duplicates', () => {
    const store = setup().container.get(SearchStore);
    for (let k = 1; k <= 12; k += 1) search(store, `term ${k}`);
    search(store, 'term 5');

    expect(store.history).toHaveLength(10);
    expect(store.history.slice(0, 3)).toEqual(['term 5', 'term 12', 'term 11']);
    expect(store.history).not.toContain('term 1');
  });

  it('re-runs a previous search, moving it to the front', () => {
    const store = setup().container.get(SearchStore);
    search(store, 'bag');
    search(store, 'حذاء');

    expect(store.historyTermChosen('bag')).toBe('/shop?productName=bag');
    expect(store.history).toEqual(['bag', 'حذاء']);
    expect(store.term).toBe('bag');
  });

  it('removes a previous search', () => {
    const store = setup().container.get(SearchStore);
    search(store, 'bag');
    search(store, 'shoes');

    store.historyTermRemoved('bag');

    expect(store.history).toEqual(['shoes']);
  });

  it('keeps the history for the next visit', async () => {
    const first = setup();
    const store = first.container.get(SearchStore);
    await store.restored;
    search(store, 'bag');
    search(store, 'shoes');
    first.fakes.scheduler.advance(WRITE_DEBOUNCE_MS);

    expect(parsePersistedState(first.fakes.localStorage.get(PERSISTED_STATE_KEY))?.searchTerms).toEqual(['shoes', 'bag']);

    const next = createTestContainer({ localStorage: first.fakes.localStorage });
    const restored = next.container.get(SearchStore);
    await restored.restored;
    expect(restored.history).toEqual(['shoes', 'bag']);
  });
});
