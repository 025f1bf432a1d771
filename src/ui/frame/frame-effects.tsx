import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { FrameStore } from '@/application/frame/frame-store';
import { useStore } from '@/ui/app/container-context';

const isTextEntry = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && target.matches('input, textarea, select, [contenteditable="true"]');

// Feeds the browser's state to FrameStore: the route, the scroll position, the viewport width and
// whether an input has focus (mirrored as the 'input-focused' class on <body>).
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
      frame.resized(window.innerWidth);
    };
    const schedule = (): void => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(measure);
    };
    // Both read once the page has painted: reading them here, with the frame's new DOM not laid out
    // yet, forced a layout of the whole page in the middle of the first render (over 100 ms on a
    // throttled phone). The width the first render needs was given to FrameStore before it
    // (main.tsx), when there was nothing to lay out.
    const initial = window.setTimeout(measure, 0);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.clearTimeout(initial);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
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
