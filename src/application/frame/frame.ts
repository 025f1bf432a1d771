import { isHomePath } from './route-path';

// Scroll and layout rules of the shared page frame (spec sections 2 and 9). The phone's frame (under
// 768 px) and the desktop's are one page told apart by CSS ($breakpoint-desktop, docs/adr/0037).

export const HEADER_SOLID_AFTER_PX = 50;
export const SCROLL_TOP_AFTER_PX = 300;

// Only the home header starts transparent over the hero; every other header is solid.
export const isHeaderSolid = (scrollY: number, isHome: boolean): boolean =>
  !isHome || scrollY > HEADER_SOLID_AFTER_PX;

export const showScrollToTop = (scrollY: number): boolean => scrollY > SCROLL_TOP_AFTER_PX;

export const showCategoryStrip = (pathname: string): boolean => !isHomePath(pathname);
