import { makeAutoObservable } from 'mobx';
import {
  activeBottomNavItem,
  bottomNavItems,
  isBottomNavHidden,
  type BottomNavId,
  type BottomNavItem,
} from './bottom-nav';
import { showEmergencyOption } from './emergency';
import {
  isHeaderSolid,
  showCategoryStrip,
  showScrollToTop,
} from './frame';
import { directionOf, toggleFlag, toggleLanguage, type Direction, type Language } from '../../domain/shared/language';
import { HOME_PATH, isHomePath } from './route-path';
import { Ports } from '../ports';
import { attempt, EVERY_ERROR_IS_A_FAULT } from '../shared/failure';
import type { DepsOf } from '../shared/wiring';
import { AuthStore } from '../account';
import { CountryStore } from '../country';
import { countryFlagOf } from '../../domain/country';

const inject = { languages: Ports.languageSwitcher, reporter: Ports.errorReporter, auth: AuthStore, country: CountryStore } as const;

/**
 * The page frame's state (spec section 2): language, route, scroll, side menu, focus. Not the width:
 * one page fits every width, its phone and desktop shapes told apart by CSS (docs/adr/0037).
 */
export class FrameStore {
  static readonly inject = inject;
  language: Language;
  pathname: string = HOME_PATH;
  scrollY = 0;
  sideMenuOpen = false;
  inputFocused = false;
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    this.language = deps.languages.current();
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  get direction(): Direction {
    return directionOf(this.language);
  }

  /** The flag of the language the toggle switches to. */
  get toggleFlag(): string {
    return toggleFlag(this.language, countryFlagOf(this.#deps.country.selectedCountryId, this.#deps.country.countries));
  }

  get isHome(): boolean {
    return isHomePath(this.pathname);
  }

  get headerSolid(): boolean {
    return isHeaderSolid(this.scrollY, this.isHome);
  }

  get showScrollTop(): boolean {
    return showScrollToTop(this.scrollY);
  }

  get showCategoryStrip(): boolean {
    return showCategoryStrip(this.pathname);
  }

  get bottomNavHidden(): boolean {
    return isBottomNavHidden(this.pathname);
  }

  get activeNavItem(): BottomNavId | null {
    return activeBottomNavItem(this.pathname);
  }

  get bottomNavItems(): BottomNavItem[] {
    return bottomNavItems(this.#deps.auth.profileTarget());
  }

  get showEmergencyOption(): boolean {
    return showEmergencyOption(this.pathname);
  }

  async languageToggled(): Promise<void> {
    const next = toggleLanguage(this.language);
    const changed = await attempt(() => this.#deps.languages.change(next), EVERY_ERROR_IS_A_FAULT, this.#deps.reporter, { action: 'toggle-language', language: next });
    // The translations could not be loaded: stay in the current language rather than show keys.
    if (changed.ok) this.languageChanged(next);
  }

  /** The language changed (the toggle, or detection at start). */
  languageChanged(language: Language): void {
    this.language = language;
  }

  routeChanged(pathname: string): void {
    this.pathname = pathname;
    this.sideMenuOpen = false;
  }

  scrolled(y: number): void {
    this.scrollY = y;
  }

  menuOpened(): void {
    this.sideMenuOpen = true;
  }

  menuClosed(): void {
    this.sideMenuOpen = false;
  }

  inputFocusChanged(focused: boolean): void {
    this.inputFocused = focused;
  }
}
