import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { ScrollRestoration } from 'react-router-dom';
import { pageScrollKey } from '@/ui/app/scroll-keys';

// React Router's <ScrollRestoration>, less its jump at takeover (issue 27). On the app's first commit the
// router has no position for a page opened by its address, so it scrolls to the top: a shopper who had
// scrolled the server's page was thrown back up, and a tap under way as the page was taken over (a
// finger down on "Log out" 3,000 px down) was lifted somewhere else and lost. Where the shopper is on the
// first commit of a page opened by its address or reloaded is kept; later navigations, back and forward
// are the router's as before. A reloaded page still opens at the top (issue 15): the router set its history
// entry's scrollRestoration to 'manual', so the browser puts nothing back; only the shopper moves it.
/** How this document was reached ('navigate', 'reload', 'back_forward'); 'navigate' where the browser does not say. */
function navigationType(): string {
  const [entry] = typeof performance === 'undefined' ? [] : performance.getEntriesByType('navigation');
  return entry !== undefined && 'type' in entry ? String(entry.type) : 'navigate';
}

/**
 * A reloaded page opens at the top (issue 15): the browser must not put the position back itself, since
 * the app keeps where the page is at takeover. React Router hands restoration back to the browser on
 * 'pagehide' (history.scrollRestoration = 'auto'), and Chromium restores a reload from that; a page being
 * left turns hidden after its 'pagehide', so this runs after the router's and has the last word.
 */
function ReloadOpensAtTop() {
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') window.history.scrollRestoration = 'manual';
    };
    document.addEventListener('visibilitychange', hidden);
    return () => document.removeEventListener('visibilitychange', hidden);
  }, []);
  return null;
}

/** Runs `run` in its layout effect: placed before or after a sibling, before or after that sibling's own. */
function OnCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

export function PageScroll() {
  const at = useRef<number | null>(null);
  const remember = useCallback(() => {
    // Not for a page come back to from another site: that is put where the shopper left it, by the router as before.
    if (at.current === null && navigationType() !== 'back_forward') at.current = window.scrollY;
  }, []);
  const putBack = useCallback(() => {
    const kept = at.current;
    if (kept !== null && window.scrollY !== kept) window.scrollTo(0, kept);
  }, []);
  return (
    <>
      <OnCommit run={remember} />
      <ScrollRestoration getKey={pageScrollKey} />
      <OnCommit run={putBack} />
      <ReloadOpensAtTop />
    </>
  );
}
