import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { CountryStore } from '@/application/country';
import { FrameStore } from '@/application/frame/frame-store';
import { SearchStore } from '@/application/catalogue';
import { useStore } from '@/ui/app/container-context';
import { deferred, useAfterFirstPaint } from '@/ui/app/deferred';
import { useHydrated } from '@/ui/shared/hooks/use-hydrated';

// The frame's overlays are closed on the first screen, so their code is not part of the first load
// (issue 10): each panel is its own chunk, fetched once the page has painted, before anyone can open it.
const SideMenuPanel = deferred(async () => (await import('./side-menu')).SideMenuPanel);
const SearchPanel = deferred(async () => (await import('./search-overlay')).SearchPanel);
const CountryDialogPanel = deferred(async () => (await import('./country-dialog')).CountryDialogPanel);

/**
 * The mobile side menu, the search overlay and the country dialog, each mounted only while open (so
 * closing one releases its scroll lock and focus trap). The side menu closes on an outside click,
 * Escape or a route change (FrameStore.routeChanged); the country dialog shows when a signed-in
 * shopper has no country (CountryStore.dialogOpen).
 */
export const Overlays = observer(function Overlays() {
  const frame = useStore(FrameStore);
  const search = useStore(SearchStore);
  const country = useStore(CountryStore);
  const painted = useAfterFirstPaint();
  // The server draws a guest's page, without the dialog: it opens once the page is taken over.
  const shown = useHydrated();
  useEffect(() => {
    if (!painted) return;
    SideMenuPanel.preload();
    SearchPanel.preload();
    CountryDialogPanel.preload();
  }, [painted]);
  // A boundary each: one panel's chunk arriving must not hide (and release the focus trap and scroll
  // lock of) another that is open.
  return (
    <>
      <Suspense fallback={null}>{frame.sideMenuOpen && <SideMenuPanel.Component />}</Suspense>
      <Suspense fallback={null}>{search.overlayOpen && <SearchPanel.Component />}</Suspense>
      <Suspense fallback={null}>{shown && country.dialogOpen && <CountryDialogPanel.Component />}</Suspense>
    </>
  );
});
