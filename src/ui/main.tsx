import 'reflect-metadata';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import arCommon from '../../locales/ar/common.json';
import enCommon from '../../locales/en/common.json';

// Foundation entry: proves the toolchain (React 19, i18next, legacy decorators) builds.
// The storefront shell replaces this with the composition root, routes and the frame.
function Landing() {
  const { t } = useTranslation('common');
  return (
    <main>
      <h1>{t('app.name')}</h1>
      <p>{t('app.tagline')}</p>
    </main>
  );
}

const language = new URLSearchParams(window.location.search).get('lng') === 'ar' ? 'ar' : 'en';
document.documentElement.lang = language;
document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';

await i18next.use(initReactI18next).init({
  lng: language,
  fallbackLng: 'en',
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: enCommon }, ar: { common: arCommon } },
  interpolation: { escapeValue: false },
});

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18next}>
        <Landing />
      </I18nextProvider>
    </StrictMode>,
  );
}
