import { cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Container } from 'inversify';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach } from 'vitest';
import { FrameStore } from '../../../src/application/stores/frame-store';
import { TOKENS } from '../../../src/application/tokens';
import type { Language } from '../../../src/domain/language';
import { I18nextLanguageSwitcher } from '../../../src/infrastructure/i18n/i18next-language-switcher';
import { createTestContainer, type Fakes } from '../../../src/infrastructure/test-container';
import { App, type AppRouter } from '../../../src/ui/app/app';
import { routes } from '../../../src/ui/app/routes';
import { switchLanguage } from './i18n';

export interface RenderedApp extends Omit<RenderResult, 'container'> {
  // The Inversify container (Testing Library's DOM container is not needed by these tests).
  container: Container;
  fakes: Fakes;
  router: AppRouter;
  user: UserEvent;
}

export interface RenderAppOptions {
  lang?: Language;
  width?: number;
  fakes?: Partial<Fakes>;
  // Arrange store state before the first render (restored cart, favourites…).
  arrange?: (container: Container) => void;
}

// Testing Library cleans up by itself only with test globals, which this project does not use.
afterEach(() => {
  cleanup();
  document.body.className = '';
  window.scrollTo(0, 0);
});

export function setViewport(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

// The whole app (router, frame, screens) over the InMemory composition, with the real i18next
// and the real translations, so language switching moves <html lang dir> as in the browser.
export async function renderApp(path: string, options: RenderAppOptions = {}): Promise<RenderedApp> {
  await switchLanguage(options.lang ?? 'en');
  setViewport(options.width ?? 390);
  const { container, fakes } = createTestContainer(options.fakes);
  container.rebind(TOKENS.LanguageSwitcher).toConstantValue(new I18nextLanguageSwitcher());
  // As main.tsx does before the first render.
  container.get(FrameStore).resized(options.width ?? 390);
  container.get(FrameStore).routeChanged(path.split('?', 1)[0] ?? '/');
  options.arrange?.(container);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(<App container={container} router={router} />);
  return { ...result, container, fakes, router, user };
}
