import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { FrameStore } from '@/application/frame/frame-store';
import { useStore } from '@/ui/app/container-context';

const isTextEntry = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && target.matches('input, textarea, select, [contenteditable="true"]');

// The desktop's frame from this width on ($breakpoint-desktop): the phone's side menu has no button there.
const DESKTOP_QUERY = '(min-width: 768px)';

// Feeds the browser's state to FrameStore: the route, the scroll position and whether an input has
// focus (mirrored as the 'input-focused' class on <body>). Not the width: CSS lays the frame out by
// width (docs/adr/0037); only the phone's side menu closes when the window grows to the desktop's frame.
export const FrameEffects = observer(function FrameEffects() {
  const frame = useStore(FrameStore);
  const { pathname } = useLocation();

  useLayoutEffect(() => {
    frame.routeChanged(pathname);
  }, [frame, pathname]);

  useLayoutEffect(() => {
    let queued = false;
    const measure = (): void => {
      queued = false;
      frame.scrolled(window.scrollY);
    };
    const schedule = (): void => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(measure);
    };
    // Read once the page has painted: reading it here, with the frame's new DOM not laid out yet,
    // forced a layout of the whole page in the middle of the first render (over 100 ms on a throttled phone).
    const initial = window.setTimeout(measure, 0);
    window.addEventListener('scroll', schedule, { passive: true });
    const desktop = typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
    const widened = (event: MediaQueryListEvent): void => {
      if (event.matches) frame.menuClosed();
    };
    desktop?.addEventListener('change', widened);
    return () => {
      window.clearTimeout(initial);
      window.removeEventListener('scroll', schedule);
      desktop?.removeEventListener('change', widened);
    };
  }, [frame]);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent): void => frame.inputFocusChanged(isTextEntry(event.target));
    const onFocusOut = (event: FocusEvent): void => frame.inputFocusChanged(isTextEntry(event.relatedTarget));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [frame]);

  const { inputFocused } = frame;
  useEffect(() => {
    document.body.classList.toggle('input-focused', inputFocused);
  }, [inputFocused]);

  return null;
});
