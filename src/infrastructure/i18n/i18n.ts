import i18next, { type i18n, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { directionOf, FALLBACK_LANGUAGE, LANGUAGES, parseLanguage, type Language } from '@/domain';

// One JSON file per area of the interface, under the top-level locales/ folder.
export const NAMESPACES = ['common', 'frame', 'pages', 'errors', 'account', 'content', 'catalogue', 'cart', 'orders'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const LOCALES_PATH = '/locales/{{lng}}/{{ns}}.json';

// postcss-rtlcss selects on [dir], and screen readers pick a voice by lang: both follow the
// language before the first render and on every change.
export function applyDocumentLanguage(lang: Language, root: HTMLElement = document.documentElement): void {
  root.lang = lang;
  root.dir = directionOf(lang);
}

export interface I18nOptions {
  // Translations given directly (tests read the real files from disk); no HTTP backend then.
  resources?: Resource;
  // A fixed language instead of detection (tests).
  lng?: Language;
}

export async function initI18n(options: I18nOptions = {}): Promise<i18n> {
  const instance = i18next.use(initReactI18next);
  if (options.resources === undefined) instance.use(HttpBackend);
  if (options.lng === undefined) instance.use(LanguageDetector);
  instance.on('languageChanged', (lng) => applyDocumentLanguage(parseLanguage(lng)));
  await instance.init({
    ...(options.resources === undefined
      ? { backend: { loadPath: LOCALES_PATH } }
      : { resources: options.resources }),
    ...(options.lng === undefined ? {} : { lng: options.lng }),
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      caches: ['localStorage'],
    },
    react: { useSuspense: false },
  });
  applyDocumentLanguage(parseLanguage(instance.resolvedLanguage ?? instance.language));
  return instance;
}
