import 'reflect-metadata';
import './styles/main.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { FrameStore } from '@/application/stores/frame-store';
import { RecoveryStore } from '@/application/stores/recovery-store';
import { TOKENS } from '@/application/tokens';
import type { ErrorReporter } from '@/application/ports/error-reporter';
import { createAppContainer, initI18n, readConfig, startErrorReporting, startServiceWorker } from '@/infrastructure/container';
import { App } from './app/app';
import { contentPainted } from './app/deferred';
import { listenForChunkFailures } from './app/chunk-recovery';
import { routes } from './app/routes';
import { documentOpenedOn } from './app/scroll-keys';

// Translations first: initI18n detects the language and sets <html lang dir> before anything is
// drawn, so the first paint is already in the right direction.
await initI18n();
const container = createAppContainer(readConfig());
// Before the router: a chunk failing during the first navigation goes to the recovery too.
listenForChunkFailures(container.get(RecoveryStore));
// Errors are queued from here on; the Sentry SDK itself arrives after the first paint.
startErrorReporting(container, contentPainted);
const router = createBrowserRouter(routes);
// A page opened by its address or reloaded opens at the top; back and forward restore (scroll-keys.ts).
documentOpenedOn(router.state.location.key);
// The viewport's width picks the phone or the desktop frame for the first render; read now, while
// the page is empty, it costs no layout (FrameEffects follows it from then on).
container.get(FrameStore).resized(window.innerWidth);
// The route too: FrameEffects reports it in a layout effect, which the frame's observers see only
// after the first paint, so /shop was first drawn with the home page's overlay header and no
// category strip, then moved <main> down 175 px (a layout shift of 0.21).
container.get(FrameStore).routeChanged(router.state.location.pathname);

const root = document.getElementById('root');
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <App container={container} router={router} />
    </StrictMode>,
  );
}
startServiceWorker(container.get<ErrorReporter>(TOKENS.ErrorReporter), contentPainted);
