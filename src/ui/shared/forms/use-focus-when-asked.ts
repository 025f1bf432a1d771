import { useEffect, type RefObject } from 'react';

/** Moves the focus to the field once when its form asks (after a refused submit), then says so. */
export function useFocusWhenAsked(ref: RefObject<HTMLElement | null>, focus: boolean, onFocused: (() => void) | undefined): void {
  useEffect(() => {
    if (focus && ref.current !== null) {
      ref.current.focus();
      onFocused?.();
    }
  }, [ref, focus, onFocused]);
}
