import { useTranslation } from 'react-i18next';
import { Ports } from '@/application/ports';
import { useStore } from '@/ui/app/container-context';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { PageHeading } from '@/ui/shared/page-heading';

function Steps({ platform }: { platform: 'android' | 'iphone' }) {
  const { t } = useTranslation('content');
  const steps: unknown = t(`download.${platform}.steps`, { returnObjects: true });
  return (
    <section className="install-card" aria-labelledby={`install-${platform}`}>
      <h3 id={`install-${platform}`}>{t(`download.${platform}.heading`)}</h3>
      <ol className="prose__steps">
        {(Array.isArray(steps) ? steps : []).filter((step): step is string => typeof step === 'string').map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

// The mobile apps: store badges when their links are configured (VITE_APP_STORE_URL,
// VITE_PLAY_STORE_URL), otherwise "coming", and how to add the web app to the home screen.
export function DownloadScreen() {
  usePageMeta('content:download.title', 'content:download.description');
  const { t } = useTranslation('content');
  const config = useStore(Ports.config);
  const stores = [
    { url: config.appStoreUrl, label: t('download.appStore'), className: 'store-badge store-badge--apple' },
    { url: config.playStoreUrl, label: t('download.playStore'), className: 'store-badge store-badge--google' },
  ].filter((store) => store.url !== '');
  return (
    <section className="page prose" aria-labelledby="page-title">
      <PageHeading look="prose" title={t('download.heading')} intro={t('download.lead')} />
      {stores.length > 0 ? (
        <section className="prose__section" aria-labelledby="stores-title">
          <h2 id="stores-title">{t('download.storesTitle')}</h2>
          <ul className="store-badges">
            {stores.map((store) => (
              <li key={store.url}>
                <a className={store.className} href={store.url} rel="noopener noreferrer" target="_blank">
                  {store.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <aside className="callout" aria-labelledby="apps-coming" data-testid="apps-coming">
          <h2 id="apps-coming">{t('download.comingTitle')}</h2>
          <p>{t('download.comingBody')}</p>
        </aside>
      )}
      <section className="prose__section" aria-labelledby="home-screen">
        <h2 id="home-screen">{t('download.homeTitle')}</h2>
        <p>{t('download.homeIntro')}</p>
        <div className="install-cards">
          <Steps platform="android" />
          <Steps platform="iphone" />
        </div>
      </section>
    </section>
  );
}
