import 'reflect-metadata';
import './styles/main.scss';
import { RecoveryStore } from '@/application/frame/recovery-store';
import { createAppContainer, initI18n, readConfig, startErrorReporting } from '@/infrastructure/app/container';
import { contentPainted } from './app/deferred';
import { listenForChunkFailures } from './app/chunk-recovery';
import { nextTask } from './app/next-task';
import { readServerRendered } from './app/server-rendered';

// The page the server drew (issue 18, docs/adr/0031), with the data and the translations it was drawn with.
const served = readServerRendered(document);
// Translations first: initI18n detects the language and sets <html lang dir> before anything is
// drawn, so the first paint is already in the right direction. A drawn page's own come with it.
const i18n = await initI18n(served === null ? {} : { preloaded: { language: served.language, namespaces: served.translations } });
// Start-up is cut into tasks of its own (nextTask): on a slow phone the libraries' evaluation, the
// translations, the container and the router were one task of ~340 ms (4x CPU, a Chromium trace), which
// the browser could not interrupt for a tap or a frame.
await nextTask();
const container = createAppContainer(readConfig());
// Before the router: a chunk failing during the first navigation goes to the recovery too.
listenForChunkFailures(container.get(RecoveryStore));
// Errors are queued from here on; the Sentry SDK itself arrives after the first paint.
startErrorReporting(container, contentPainted);

// React, its DOM renderer, the router and the frame are a module of their own (issue 27): a module's
// whole graph is evaluated in one task, and this one's and theirs were ~45 ms of it unthrottled (about
// 190 ms on Lighthouse's 4x phone). The server names its chunk beside the app's, so it is fetched
// with it, not after. Not awaited at the top: the screens' and the route data's chunks import this
// module's chunk, and would wait for its evaluation to end while it waited for them.
void import('./app/draw-page').then(({ drawPage }) => drawPage({ container, i18n, served }));
