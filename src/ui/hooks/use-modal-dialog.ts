import { useLayoutEffect, useRef, type RefObject } from 'react';

// A native <dialog> shown with showModal() for as long as its component is mounted. The browser
// does the rest: the page behind becomes inert (Tab stays inside, clicks do not reach it), focus
// moves to the first focusable control (or to `initialFocus`), ::backdrop dims the page, Escape
// sends a `cancel` event (the component's onCancel decides), and close() gives focus back to the
// element that had it, the opener. The page does not scroll behind (`body:has(dialog:modal)` in
// _base.scss). close() runs in the layout clean-up, before React removes the element, so the
// browser can restore focus.
export function useModalDialog(initialFocus?: RefObject<HTMLElement | null>): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element === null) return undefined;
    if (!element.open) element.showModal();
    initialFocus?.current?.focus();
    return () => element.close();
  }, [initialFocus]);
  return dialog;
}
