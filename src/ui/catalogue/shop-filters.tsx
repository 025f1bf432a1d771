import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandStore } from '@/application/catalogue/brand-store';
import { CategoryStore } from '@/application/catalogue/category-store';
import { CountryStore } from '@/application/country';
import { EMPTY_SHOP_QUERY, SORTS, activeFilterCount, localBound, usdBound, withFilters, type ShopQuery, type Sort } from '@/domain/catalogue';
import { useStore } from '@/ui/app/container-context';
import { currencyName, formatNumber } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { useModalDialog } from '@/ui/shared/hooks/use-modal-dialog';
import { CloseIcon } from '@/ui/shared/icons/icon';
import { inLanguage } from '@/domain/shared';
import { SubmitButton } from '@/ui/shared/forms/submit-button';
import { useTypedBeforeHydration } from '@/ui/shared/forms/use-typed-before-hydration';
import { useCommitEffect } from '@/ui/shared/hooks/use-commit-effect';
import { useHydrated } from '@/ui/shared/hooks/use-hydrated';

export type FilterField = 'category' | 'brand';

/**
 * How a list hands over what was chosen in the server's page before the app ran: one change for all of
 * it (useHandOver), or, alone, the list's new query at once.
 */
export type HandOver = (changes: Partial<ShopQuery>) => void;

/**
 * Choices handed over by several parts of a list (its sort, its filters), each in its own task after the
 * hydrating commit, gathered into one navigation in the task after them: each part's own navigation would
 * start from the drawn query and undo the other's (issue 27, no tap lost).
 */
export function useHandOver(query: ShopQuery, onChange: (next: ShopQuery) => void): HandOver {
  const latest = useRef({ query, onChange });
  useCommitEffect(() => {
    latest.current = { query, onChange };
  }, [query, onChange]);
  const pending = useRef<Partial<ShopQuery> | null>(null);
  return useCallback((changes: Partial<ShopQuery>) => {
    if (pending.current !== null) {
      pending.current = { ...pending.current, ...changes };
      return;
    }
    pending.current = { ...changes };
    setTimeout(() => {
      const gathered = pending.current ?? {};
      pending.current = null;
      latest.current.onChange(withFilters(latest.current.query, gathered));
    }, 0);
  }, []);
}

export function SortSelect({ query, onChange, handOver }: { query: ShopQuery; onChange: (next: ShopQuery) => void; handOver?: HandOver }) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const ref = useRef<HTMLSelectElement>(null);
  // A sort chosen in the server's page before the app took it over is the list's once it has (issue 27:
  // no tap is lost); the field holds the drawn sort otherwise, which asks for nothing.
  const chosen = useCallback((value: string) => {
    if (value === query.sort) return;
    if (handOver === undefined) onChange(withFilters(query, { sort: toSort(value) }));
    else handOver({ sort: toSort(value) });
  }, [query, onChange, handOver]);
  useTypedBeforeHydration(ref, query.sort, chosen);
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t('sort.label')}</label>
      <select ref={ref} id={id} value={query.sort} onChange={(event) => onChange(withFilters(query, { sort: toSort(event.target.value) }))}>
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Whether the browser shows `element` as an open popover (false where it knows no popovers). */
function isPopoverOpen(element: Element | null): boolean {
  try {
    return element?.matches(':popover-open') ?? false;
  } catch {
    return false;
  }
}

const toSort = (value: string): Sort => SORTS.find((sort) => sort === value) ?? 'newest';
const toId = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * The filters changed in the server's page before the app took it over (issue 27: no tap is lost). The
 * browser keeps a chosen category, brand or box on screen while React hydrates, but the query does not
 * have it, and the next render would put the drawn value back. Read once, as the hydrated panel is
 * committed, and handed over in a task after the commit's effects (as the sort's, useTypedBeforeHydration).
 * Only what the shopper changed counts: each control against what the server drew in it (a brand the
 * server did not list is drawn as "any" and is not the shopper's choice). Prices typed but not applied go
 * back into their fields. A panel drawn in the browser alone hands nothing over.
 */
function useFiltersChosenBefore(panel: RefObject<HTMLElement | null>, handOver: (changes: Partial<ShopQuery>, prices: { min?: string; max?: string }) => void): void {
  const hydrating = !useHydrated();
  const fromServer = useRef(hydrating);
  const found = useRef<{ changes: Partial<ShopQuery>; prices: { min?: string; max?: string } } | null>(null);
  useCommitEffect(() => {
    if (!fromServer.current || panel.current === null) return;
    fromServer.current = false;
    const field = <T extends Element>(name: string) => panel.current?.querySelector<T>(`[name="${name}"]`) ?? null;
    const changes: Partial<ShopQuery> = {};
    for (const name of ['categoryId', 'brandId'] as const) {
      const select = field<HTMLSelectElement>(name);
      // What the server drew: its selected option, else the first (a select with none marked shows it).
      const drawn = [...(select?.options ?? [])].find((option) => option.defaultSelected) ?? select?.options[0];
      if (select !== null && drawn !== undefined && select.value !== drawn.value) changes[name] = toId(select.value);
    }
    for (const name of ['inStock', 'onSale'] as const) {
      const box = field<HTMLInputElement>(name);
      if (box !== null && box.checked !== box.defaultChecked) changes[name] = box.checked;
    }
    const prices: { min?: string; max?: string } = {};
    const [min, max] = [field<HTMLInputElement>('minPrice'), field<HTMLInputElement>('maxPrice')];
    if (min !== null && min.value !== min.defaultValue) prices.min = min.value;
    if (max !== null && max.value !== max.defaultValue) prices.max = max.value;
    if (Object.keys(changes).length > 0 || Object.keys(prices).length > 0) found.current = { changes, prices };
  }, [panel]);
  useEffect(() => {
    const kept = found.current;
    if (kept === null) return undefined;
    const timer = setTimeout(() => {
      found.current = null;
      handOver(kept.changes, kept.prices);
    }, 0);
    return () => clearTimeout(timer);
  }, [handOver]);
}

// The phone's filter sheet: a modal <dialog> (the browser keeps focus inside and the page inert;
// Escape and a click on the backdrop close it).
function FilterSheet({ id, titleId, onClose, children }: { id: string; titleId: string; onClose: () => void; children: ReactNode }) {
  const dialog = useModalDialog({ onDismiss: onClose });
  return (
    <dialog {...dialog} id={id} className="filters filters--open" aria-labelledby={titleId}>
      {children}
    </dialog>
  );
}

// Category, brand, price range, in stock and on sale. Phones get them in a sheet opened by a
// button (FilterSheet); from 768 px they are a sidebar. Every change is a new URL, so the back
// button undoes it. Before the app runs (issue 27), the phone's button opens the same panel as a
// popover, which the browser shows and closes by itself, and what is chosen in it is handed over.
// Its controls carry the query's names (categoryId, inStock…).
export const ShopFilters = observer(function ShopFilters({
  query,
  onChange,
  hide = [],
  handOver,
}: {
  query: ShopQuery;
  onChange: (next: ShopQuery) => void;
  hide?: readonly FilterField[];
  /** The list's gathering of what was chosen before the app ran (useHandOver); alone, its own navigation. */
  handOver?: HandOver;
}) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const categories = useStore(CategoryStore);
  const brands = useStore(BrandStore);
  const { currency } = useStore(CountryStore);
  const [open, setOpen] = useState(false);
  const ids = useId();
  const showBrands = !hide.includes('brand');
  useEffect(() => {
    if (showBrands) void brands.load();
  }, [brands, showBrands]);

  const [minPrice, setMinPrice] = useState(localBound(query.minPrice, currency));
  const [maxPrice, setMaxPrice] = useState(localBound(query.maxPrice, currency));
  useEffect(() => {
    setMinPrice(localBound(query.minPrice, currency));
    setMaxPrice(localBound(query.maxPrice, currency));
  }, [query.minPrice, query.maxPrice, currency]);

  const count = activeFilterCount(query);
  const change = (changes: Partial<ShopQuery>) => onChange(withFilters(query, changes));
  const panel = useRef<HTMLElement>(null);
  const chosenBefore = useCallback(
    (changes: Partial<ShopQuery>, prices: { min?: string; max?: string }) => {
      if (prices.min !== undefined) setMinPrice(prices.min);
      if (prices.max !== undefined) setMaxPrice(prices.max);
      if (Object.keys(changes).length === 0) return;
      if (handOver === undefined) onChange(withFilters(query, changes));
      else handOver(changes);
    },
    [onChange, query, handOver],
  );
  useFiltersChosenBefore(panel, chosenBefore);
  const hydrated = useHydrated();
  // The browser's popover, opened before the app ran, may still be open once it runs: its toggle came
  // before React listened, so it is read as the drawn panel is taken over.
  const [popoverOpen, setPopoverOpen] = useState(false);
  useCommitEffect(() => {
    if (isPopoverOpen(panel.current)) setPopoverOpen(true);
  }, []);
  const panelId = `${ids}-panel`;
  // Closes the popover the browser opened before the app ran (nothing when the app's sheet is open).
  const hides = { popoverTarget: panelId, popoverTargetAction: 'hide' } as const;
  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    let min = usdBound(minPrice, currency);
    let max = usdBound(maxPrice, currency);
    if (min !== null && max !== null && min > max) [min, max] = [max, min];
    change({ minPrice: min, maxPrice: max });
  };
  // Named as the prices on the page name it (ل.ل. on an Arabic page), not by its ISO code (issue 26).
  const currencyLabel = currencyName(currency?.code ?? 'USD', lang);

  const fields = (
    <>
      <div className="filters__head">
        <h2 id={`${ids}-title`} className="filters__title">
          {t('filters.title')}
        </h2>
        <button type="button" className="icon-button filters__close" aria-label={t('filters.close')} {...hides} onClick={() => setOpen(false)}>
          <CloseIcon />
        </button>
      </div>
      {!hide.includes('category') && (
        <div className="filters__field">
          <label htmlFor={`${ids}-category`}>{t('filters.category')}</label>
          <select id={`${ids}-category`} name="categoryId" value={query.categoryId ?? ''} onChange={(event) => change({ categoryId: toId(event.target.value) })}>
            <option value="">{t('filters.any')}</option>
            {categories.parents.map((parent) => [
              <option key={parent.id} value={parent.id}>
                {inLanguage(parent.title, lang)}
              </option>,
              ...categories.childrenOf(parent.id).map((child) => (
                <option key={child.id} value={child.id}>
                  {`— ${inLanguage(child.title, lang)}`}
                </option>
              )),
            ])}
          </select>
        </div>
      )}
      {!hide.includes('brand') && (
        <div className="filters__field">
          <label htmlFor={`${ids}-brand`}>{t('filters.brand')}</label>
          <select id={`${ids}-brand`} name="brandId" value={query.brandId ?? ''} onChange={(event) => change({ brandId: toId(event.target.value) })}>
            <option value="">{t('filters.any')}</option>
            {brands.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {inLanguage(brand.name, lang)}
              </option>
            ))}
          </select>
        </div>
      )}
      <form className="filters__field filters__price" onSubmit={applyPrice}>
        <fieldset>
          <legend>{t('filters.price', { currency: currencyLabel })}</legend>
          <div className="filters__range">
            <label>
              <span>{t('filters.minPrice')}</span>
              <input type="text" name="minPrice" inputMode="decimal" autoComplete="off" value={minPrice} onChange={(event) => setMinPrice(event.target.value)} dir="ltr" />
            </label>
            <label>
              <span>{t('filters.maxPrice')}</span>
              <input type="text" name="maxPrice" inputMode="decimal" autoComplete="off" value={maxPrice} onChange={(event) => setMaxPrice(event.target.value)} dir="ltr" />
            </label>
          </div>
          <SubmitButton className="button button--ghost" busy={false}>
            {t('filters.applyPrice')}
          </SubmitButton>
        </fieldset>
      </form>
      <label className="filters__check">
        <input type="checkbox" name="inStock" checked={query.inStock} onChange={(event) => change({ inStock: event.target.checked })} />
        <span>{t('filters.inStock')}</span>
      </label>
      <label className="filters__check">
        <input type="checkbox" name="onSale" checked={query.onSale} onChange={(event) => change({ onSale: event.target.checked })} />
        <span>{t('filters.onSale')}</span>
      </label>
      <div className="filters__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={count === 0}
          onClick={() => onChange({ ...EMPTY_SHOP_QUERY, productName: query.productName, serialNo: query.serialNo, sort: query.sort })}
        >
          {t('filters.clear')}
        </button>
        <button type="button" className="button button--primary filters__done" {...hides} onClick={() => setOpen(false)}>
          {t('filters.showResults')}
        </button>
      </div>
    </>
  );

  return (
    <>
      <button
        type="button"
        className="button button--ghost filters-toggle"
        // Before the app runs the browser tells whether the popover it opens is open; the server cannot.
        aria-expanded={hydrated ? open || popoverOpen : undefined}
        aria-controls={panelId}
        popoverTarget={panelId}
        onClick={(event) => {
          // The app's modal sheet, not the browser's popover.
          event.preventDefault();
          setOpen(true);
        }}
      >
        {count > 0 ? t('filters.openCount', { count: formatNumber(count, lang) }) : t('filters.open')}
      </button>
      {open ? (
        <FilterSheet id={panelId} titleId={`${ids}-title`} onClose={() => setOpen(false)}>
          {fields}
        </FilterSheet>
      ) : (
        <section ref={panel} id={panelId} className="filters" popover="auto" aria-labelledby={`${ids}-title`} onToggle={(event) => setPopoverOpen(event.newState === 'open')}>
          {fields}
        </section>
      )}
    </>
  );
});
