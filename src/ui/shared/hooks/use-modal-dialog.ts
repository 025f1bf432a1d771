import { useLayoutEffect, useRef, type MouseEvent, type RefObject, type SyntheticEvent } from 'react';

export interface ModalDialogProps {
  ref: RefObject<HTMLDialogElement | null>;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClick: (event: MouseEvent<HTMLDialogElement>) => void;
}

// A native <dialog> shown with showModal() for as long as its component is mounted; spread the answer
// on the <dialog>. The browser does the rest: the page behind becomes inert (Tab and clicks never reach
// it), focus moves to the first focusable control (or to `initialFocus`), ::backdrop dims the page,
// Escape (or Android's back gesture) sends `cancel`, and close() gives focus back to the element that
// had it, the opener. The page does not scroll behind it (`body:has(dialog:modal)` in _base.scss).
// close() runs in the layout clean-up, before React removes the element, so the browser can restore
// focus.
//
// `onDismiss` is what Escape and a click on the backdrop do; null when the dialog cannot be dismissed
// (then `cancel` is refused; give that dialog closedby="none" too, or Chromium lets a second Escape
// through). A click on the ::backdrop reaches the dialog element itself, outside its box: handled here
// rather than with closedby="any", which Safari does not support (docs/adr/0025).
export function useModalDialog({
  onDismiss,
  initialFocus,
}: {
  onDismiss: (() => void) | null;
  initialFocus?: RefObject<HTMLElement | null>;
}): ModalDialogProps {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    if (!element.open) element.showModal();
    initialFocus?.current?.focus();
    return () => element.close();
  }, [initialFocus]);
  return {
    ref,
    onCancel: (event) => {
      event.preventDefault();
      onDismiss?.();
    },
    onClick: (event) => {
      if (onDismiss === null || event.target !== event.currentTarget) return;
      const box = event.currentTarget.getBoundingClientRect();
      const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
      if (outside) onDismiss();
    },
  };
}
