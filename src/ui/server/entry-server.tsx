// The server's render of a storefront page (issue 18, docs/adr/0031): the same routes, views and
// stores as the browser's, over a container made for this one request, with the route's data loaded
// first. Built by Vite beside the client (vite.config.ts, `build:server`) and called by the server
// (server/src/http/server-render.ts) for a guest's page or a signed-in shopper's own (docs/adr/0038).
import 'reflect-metadata';
import { createInstance, type i18n as i18nInstance, type Resource } from 'i18next';
import { enableStaticRendering } from 'mobx-react-lite';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AuthStore } from '@/application/account';
import { CategoryStore } from '@/application/catalogue';
import { ContactInfoStore } from '@/application/content';
import { CountryStore } from '@/application/country';
import { FrameStore } from '@/application/frame/frame-store';
import type { Resolver } from '@/application/frame/route-data';
import { shopperFrameLoaded, shopperPageState } from '@/application/shopper/shopper-page-state';
import { FRAME_TRANSLATIONS } from '@/application/frame/route-table';
import { Ports } from '@/application/ports';
import { directionOf, FULL_STOP, LANGUAGES, type Language } from '@/domain/shared';
import { createServerContainer, FALLBACK_LANGUAGES, fullStopProcessor, readConfig, resolve } from '@/infrastructure/app/container';
import { App } from '@/ui/app/app';
import { createRoutes, type PageHandle } from '@/ui/app/routes';
import { serialiseState, STATE_ELEMENT_ID, type ServerRendered } from '@/ui/app/server-rendered';
import { EMPTY_PAGE_META, PageMetaSink, type PageMeta } from '@/ui/shared/hooks/use-page-meta';
import { structuredDataOf } from './page-subject';
import { renderToHtml } from './render-to-html';

// A page is drawn once and never updated here: observer components read the stores as plain values,
// with no reaction (and its tracking, and its clean-up timer for a component that never mounts) per
// component and render, as mobx-react-lite asks of a server render. Issue 27: with reactions, they were
// about a third of a signed-in page's render, which is paid on every request of hers (--cpu-prof).
enableStaticRendering(true);

// Every namespace of both languages, bundled into the server's build (the browser fetches them).
const FILES = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', { eager: true, import: 'default' });
const RESOURCES: Resource = {};
for (const [file, namespace] of Object.entries(FILES)) {
  const [, , lng, name] = file.split('/');
  if (lng !== undefined && name !== undefined) (RESOURCES[lng] ??= {})[name.replace(/\.json$/, '')] = namespace;
}

export interface RenderRequest {
  /** The page's absolute URL: 'http://localhost:3000/shop?productName=lamp'. */
  url: string;
  /** The store's public origin (PUBLIC_URL), for the absolute URLs of the page's schema.org data. */
  origin: string;
  language: Language;
  /** The guest's located country (1 Syria, 2 Lebanon) from its cookie; null: not known, Syria. */
  countryLocationId: number | null;
  /** How the render reaches the API: in-process on the server (server-render.ts). */
  fetch: typeof globalThis.fetch;
  /** Aborted when the render is past its budget: the route data and React stop. */
  signal?: AbortSignal;
  /** The signed-in shopper's token (the request's session cookie, checked by the server): her page, not a guest's (docs/adr/0038). */
  sessionToken?: string;
}

export interface RenderedPage {
  status: number;
  /** A redirect's target (none today: every public page renders). */
  location?: string;
  /** The markup of #root. */
  html: string;
  /** <title>, <meta name="description"> and the state element, for the head and the end of the body. */
  title: string;
  description: string;
  /** What the head says when the page is shared or found (issue 19): preview picture, kind, schema.org data. */
  share: Pick<PageMeta, 'image' | 'kind'> & { structuredData: readonly object[] };
  lang: Language;
  dir: 'ltr' | 'rtl';
  stateScript: string;
  /** Drawn for the signed-in shopper of `sessionToken` (false: her session was not accepted, a guest's page). */
  signedIn: boolean;
}

const COUNTRY_NAMES: Readonly<Record<number, string>> = { 1: 'Syria', 2: 'Lebanon' };

async function translations(language: Language) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).use(fullStopProcessor).init({
    resources: RESOURCES,
    lng: language,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    postProcess: [FULL_STOP],
    react: { useSuspense: false },
  });
  return i18n;
}

/**
 * The namespaces the page's components asked for (react-i18next reports each useTranslation's), in the
 * page's language: the browser hydrates with them instead of fetching its translations first. The
 * frame's and the error screens' are always there (a failure after hydrating shows them).
 */
function usedTranslations(i18n: i18nInstance, language: Language, listed: readonly string[]): ServerRendered['translations'] {
  const used = new Set([...FRAME_TRANSLATIONS, ...listed, ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])]);
  return Object.fromEntries([...used].flatMap((ns) => {
    const bundle = i18n.getResourceBundle(language, ns) as Record<string, unknown> | undefined;
    return bundle === undefined ? [] : [[ns, bundle] as const];
  }));
}

/** The translations the matched routes list: a page behind sign-in is drawn as a skeleton, and its screen's words come with it. */
function listedTranslations(matches: readonly { route: { handle?: unknown } }[]): string[] {
  return matches.flatMap(({ route }) => (route.handle as Partial<PageHandle> | undefined)?.translations ?? []);
}

/** The page for one request, in its language and country, for a guest or the signed-in shopper. */
export async function render(request: RenderRequest): Promise<RenderedPage> {
  // The components see the instance through a view with no property of its own: react-i18next's
  // useTranslation copies the instance's own properties into a new object on a component's first
  // render, and on the server every render is a first one (issue 27: ~15% of a page's render, --cpu-prof).
  const i18n = Object.create(await translations(request.language)) as i18nInstance;
  const url = new URL(request.url);
  const container = createServerContainer(readConfig(), {
    apiBaseUrl: `${url.origin}/api`,
    language: request.language,
    countryName: request.countryLocationId === null ? null : (COUNTRY_NAMES[request.countryLocationId] ?? null),
    fetch: request.fetch,
    ...(request.sessionToken === undefined ? {} : { accessToken: request.sessionToken }),
  });
  const frame = container.get(FrameStore);
  frame.routeChanged(url.pathname);
  // What the frame draws on every page (App's startStores), loaded before the first render here.
  const country = container.get(CountryStore);
  // The contact details are the shopper's country's (issue 26): asked once her country is known.
  await Promise.all([
    container.get(AuthStore).started(),
    country.started().then(() => container.get(ContactInfoStore).load()),
    container.get(CategoryStore).load(),
  ]);
  const get: Resolver = (cls) => resolve(container, cls);
  // A signed-in shopper's header (her cart's and favourites' counts, the unread badge), loaded beside the page's own data.
  const shopperFrame = shopperFrameLoaded(get);

  const handler = createStaticHandler(createRoutes(container, { awaitData: () => true }));
  const [context] = await Promise.all([handler.query(new Request(url, request.signal === undefined ? {} : { signal: request.signal })), shopperFrame]);
  if (context instanceof Response) {
    const { title, description, image, kind } = EMPTY_PAGE_META;
    return { status: context.status, location: context.headers.get('location') ?? '/', html: '', title, description, share: { image, kind, structuredData: [] }, lang: request.language, dir: directionOf(request.language), stateScript: '', signedIn: false };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  let meta: PageMeta = EMPTY_PAGE_META;
  const sink = (next: PageMeta) => void (meta = next);
  const html = await renderToHtml(
    <PageMetaSink.Provider value={sink}>
      <I18nextProvider i18n={i18n}>
        <App container={container} router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />
      </I18nextProvider>
    </PageMetaSink.Provider>,
    request.signal,
  );
  const state: ServerRendered = {
    language: request.language,
    countryId: country.selectedCountryId,
    cache: resolve(container, Ports.dataCache).snapshot(),
    translations: usedTranslations(i18n, request.language, listedTranslations(context.matches)),
    shopper: shopperPageState(get),
  };
  return {
    status: context.statusCode,
    html,
    title: meta.title,
    description: meta.description,
    share: { image: meta.image, kind: meta.kind, structuredData: structuredDataOf(meta, { origin: request.origin, pathname: url.pathname, language: request.language }) },
    lang: request.language,
    dir: directionOf(request.language),
    stateScript: `<script type="application/json" id="${STATE_ELEMENT_ID}">${serialiseState(state)}</script>`,
    signedIn: state.shopper !== null,
  };
}
