// The floor of issue 10's JavaScript budget: the smallest app that uses every library the design card
// mandates for the first paint, each the way the storefront uses it (a router with a lazy route, a MobX
// store resolved from an Inversify container, an ofetch call, i18next with a fetch backend through
// react-i18next (the storefront's own, without i18next-http-backend), the language read from the browser as the storefront does without a detector library). Sentry is left out: the storefront loads it after first paint.
// `npm run bench` builds this with the storefront's Vite settings and reports the storefront's initial
// JavaScript against it.
import 'reflect-metadata';
import i18next from 'i18next';
import { Container, inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { ofetch } from 'ofetch';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchTranslations } from '../../src/infrastructure/shared/fetch-translations';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';

const API = Symbol.for('floor.Api');

@injectable()
class CountStore {
  count = 0;
  constructor(@inject(API) private readonly api: typeof ofetch) {
    makeAutoObservable(this, {}, { autoBind: true });
  }
  async load(): Promise<void> {
    const answer = await this.api<{ countriesReturned: unknown[] }>('/api/countries').catch(() => ({ countriesReturned: [] }));
    this.loaded(answer.countriesReturned.length);
  }
  loaded(count: number): void {
    this.count = count;
  }
}

const container = new Container();
container.bind(API).toConstantValue(ofetch.create({ baseURL: '/' }));
container.bind(CountStore).toSelf().inSingletonScope();

const Home = observer(function Home() {
  const { t } = useTranslation('common');
  const store = container.get(CountStore);
  return (
    <main>
      <h1>{t('title', { defaultValue: 'Home' })}</h1>
      <p>{store.count}</p>
      <Link to="/about">about</Link>
    </main>
  );
});

function Layout() {
  return <Outlet />;
}

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { index: true, element: <Home /> },
      { path: 'about', lazy: async () => ({ Component: (await import('./about')).About }) },
    ],
  },
]);

await i18next
  .use(fetchTranslations('/locales/{{lng}}/{{ns}}.json'))
  .use(initReactI18next)
  .init({ lng: navigator.language.startsWith('ar') ? 'ar' : 'en', fallbackLng: 'en', ns: ['common'], defaultNS: 'common' });
void container.get(CountStore).load();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
