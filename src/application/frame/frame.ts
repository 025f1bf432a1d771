import type { Language } from '../../domain/shared/language';
import { isHomePath } from './route-path';

// Scroll, viewport and layout rules of the shared page frame (spec sections 2 and 9).

export const HEADER_SOLID_AFTER_PX = 50;
export const SCROLL_TOP_AFTER_PX = 300;
export const MOBILE_BREAKPOINT_PX = 768;

export type Side = 'left' | 'right';

// Only the home header starts transparent over the hero; every other header is solid.
export const isHeaderSolid = (scrollY: number, isHome: boolean): boolean =>
  !isHome || scrollY > HEADER_SOLID_AFTER_PX;

export const showScrollToTop = (scrollY: number): boolean => scrollY > SCROLL_TOP_AFTER_PX;

export const scrollToTopSide = (lang: Language): Side => (lang === 'ar' ? 'right' : 'left');

export const isMobile = (viewportWidth: number): boolean => viewportWidth < MOBILE_BREAKPOINT_PX;

export const showCategoryStrip = (pathname: string): boolean => !isHomePath(pathname);
