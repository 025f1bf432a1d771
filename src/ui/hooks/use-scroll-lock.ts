import { useEffect } from 'react';

let locks = 0;

// Locks page scrolling while `locked` (side menu, search overlay, country dialog); counted, so
// two overlays open at once unlock only when both have closed.
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return undefined;
    locks += 1;
    document.body.classList.add('scroll-locked');
    return () => {
      locks -= 1;
      if (locks === 0) document.body.classList.remove('scroll-locked');
    };
  }, [locked]);
}
