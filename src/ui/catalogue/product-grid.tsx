import type { ProductListEntry } from '@/application/catalogue/product-list-store';
import type { ProductSummary } from '@/domain/catalogue';
import { EmptyState, ErrorState, LoadingNote } from './list-states';
import { HydrateLater } from '@/ui/shared/hydrate-later';
import { ProductCard, ProductCardSkeleton } from './product-card';

const MAX_SKELETONS = 20;
// Cards in view on a phone before scrolling: two columns of two rows. Rails (the home page's, a
// product's related ones) are below the first screen: none of theirs is fetched before the paint.
const FIRST_IN_VIEW_GRID = 4;
const FIRST_IN_VIEW_RAIL = 0;

export function ProductList({ items, rail = false }: { items: readonly ProductSummary[]; rail?: boolean }) {
  const inView = rail ? FIRST_IN_VIEW_RAIL : FIRST_IN_VIEW_GRID;
  return (
    <ul className={rail ? 'product-rail' : 'product-grid'}>
      {items.map((product, index) => (
        <li key={product.id}>
          {/* A grid's cards below the first screen take over the server's HTML as they come into view. */}
          {rail || index < inView ? (
            <ProductCard product={product} priority={index < inView} />
          ) : (
            <HydrateLater>
              <ProductCard product={product} priority={false} />
            </HydrateLater>
          )}
        </li>
      ))}
    </ul>
  );
}

export function ProductSkeletons({ count, rail = false }: { count: number; rail?: boolean }) {
  return (
    <>
      <LoadingNote />
      <ul className={rail ? 'product-rail' : 'product-grid'} aria-hidden="true">
        {Array.from({ length: Math.min(MAX_SKELETONS, Math.max(1, count)) }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </>
  );
}

// A list in each of its states: skeletons of the page's size while loading (so the page keeps its
// height and the back button can restore the scroll), the error with a retry, the empty state.
export function ProductGrid({
  entry,
  onRetry,
  empty,
  rail = false,
}: {
  entry: ProductListEntry;
  onRetry: () => void;
  empty: { title: string; body?: string; action?: React.ReactNode };
  rail?: boolean;
}) {
  if (entry.status === 'loading') return <ProductSkeletons count={entry.pageSize} rail={rail} />;
  if (entry.status === 'error' || entry.status === 'not-found') return <ErrorState onRetry={onRetry} />;
  if (entry.status === 'empty')
    return (
      <EmptyState title={empty.title} {...(empty.body === undefined ? {} : { body: empty.body })}>
        {empty.action}
      </EmptyState>
    );
  return <ProductList items={entry.items} rail={rail} />;
}
