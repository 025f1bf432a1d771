// Which saved scroll position a page returns to (React Router's <ScrollRestoration getKey>).
//
// React Router keeps one position per history entry, under the entry's location.key, in session
// storage. Two cases went wrong with that key alone:
// - every entry opened by its address (typed, a bookmark, a link from outside) has the key 'default',
//   so /notifications opened by its address came back to where / had been left, 1,400 px down;
// - a reload keeps the entry's key, so the page came back where it was left.
// A page opened by its address or reloaded opens at the top; back and forward still restore. So
// the entry this document was loaded on gets a key of its own for this load (unless the browser
// came back to it with back or forward), and any other 'default' entry too.

/** The Navigation Timing type of this document's load: 'navigate', 'reload', 'back_forward' or 'prerender'. */
type LoadType = string;

interface KeyedLocation {
  readonly key: string;
}

export const DEFAULT_LOCATION_KEY = 'default';

/**
 * The key function for <ScrollRestoration getKey>: `entryKey` is the location key of the entry the
 * document was loaded on, `loadType` how it was loaded, `loadId` unique to this load.
 */
export function scrollKeys(entryKey: string, loadType: LoadType, loadId: string): (location: KeyedLocation) => string {
  const returnedTo = loadType === 'back_forward';
  return (location) => {
    const fresh = location.key === DEFAULT_LOCATION_KEY || (location.key === entryKey && !returnedTo);
    return fresh ? `${location.key}@${loadId}` : location.key;
  };
}

/** How the browser loaded this document (Navigation Timing), 'navigate' when it cannot tell. */
function documentLoadType(): LoadType {
  const [entry] = typeof performance === 'undefined' ? [] : performance.getEntriesByType('navigation');
  return entry instanceof PerformanceNavigationTiming ? entry.type : 'navigate';
}

let keyOf = scrollKeys(DEFAULT_LOCATION_KEY, 'navigate', 'start');

/** draw-page.tsx: the document was loaded on the entry with this location key. */
export function documentOpenedOn(entryKey: string, loadType: LoadType = documentLoadType()): void {
  keyOf = scrollKeys(entryKey, loadType, `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`);
}

/** The frame's <ScrollRestoration getKey>: one stable function, following documentOpenedOn. */
export const pageScrollKey = (location: KeyedLocation): string => keyOf(location);
