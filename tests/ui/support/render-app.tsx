import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Container } from 'inversify';
import { createMemoryRouter } from 'react-router-dom';
import { FrameStore } from '../../../src/application/frame/frame-store';
import { Ports } from '../../../src/application/ports';
import type { Language } from '../../../src/domain/shared/language';
import { I18nextLanguageSwitcher } from '../../../src/infrastructure/shared/i18next-language-switcher';
import { createTestContainer, type Fakes } from '../../../src/infrastructure/app/test-container';
import { App, type AppRouter } from '../../../src/ui/app/app';
import { createRoutes } from '../../../src/ui/app/routes';
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
  fakes?: Partial<Fakes>;
  // Arrange store state before the first render (restored cart, favourites…).
  // May be async (awaited), e.g. a route's data loaded as the browser does before it hydrates a server-drawn page.
  arrange?: (container: Container) => void | Promise<void>;
}

// The whole app (router, frame, screens) over the InMemory composition, with the real i18next
// and the real translations, so language switching moves <html lang dir> as in the browser. Both
// shapes of the frame are there (jsdom has no CSS): which one shows at a width is the browser tests' to see.
export async function renderApp(path: string, options: RenderAppOptions = {}): Promise<RenderedApp> {
  await switchLanguage(options.lang ?? 'en');
  const { container, fakes } = createTestContainer(options.fakes);
  container.rebind(Ports.languageSwitcher).toConstantValue(new I18nextLanguageSwitcher());
  // As draw-page.tsx does before the first render.
  container.get(FrameStore).routeChanged(path.split('?', 1)[0] ?? '/');
  await options.arrange?.(container);
  const router = createMemoryRouter(createRoutes(container), { initialEntries: [path] });
  // No timer between a user's keystrokes and clicks (the default waits one task each): the suite's typing
  // was a fifth of its time; React still renders between events (user-event acts on each).
  const user = userEvent.setup({ delay: null });
  const result = render(<App container={container} router={router} />);
  return { ...result, container, fakes, router, user };
}
