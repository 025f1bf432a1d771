import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fetchTranslations } from './fetch-translations';
import { fullStopProcessor } from './full-stop-processor';
import { readCookie } from '@/domain/shared/read-cookie';
import { chooseLanguage, directionOf, FALLBACK_LANGUAGE, FULL_STOP, LANGUAGES, parseLanguage, type Language } from '@/domain/shared';

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
  /**
   * The namespaces a page the server drew was drawn with, in its language (issue 18): used as they are
   * when the detected language is theirs, so the page hydrates without waiting for a translation; the
   * others load after (loadRemainingNamespaces).
   */
  preloaded?: { language: Language; namespaces: Record<string, Record<string, unknown>> };
}

/**
 * Every language falls back to English for a missing key, except Arabic, whose files have the same keys
 * (tests/lint/locale-parity.test.ts): an Arabic page loads no English translation.
 */
export const FALLBACK_LANGUAGES = { ar: [], default: [FALLBACK_LANGUAGE] };

/** The namespaces a page did not come with, loaded in the background so the next screen has them. */
export function loadRemainingNamespaces(instance: i18n): Promise<void> {
  return instance.loadNamespaces([...NAMESPACES]);
}

/** Where the shopper's choice is kept: local storage for the browser, a cookie for the server (issue 18). */
const STORED_LANGUAGE_KEY = 'i18nextLng';
const LANGUAGE_COOKIE = 'i18next';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function readStored(storage: () => Storage): string | null {
  try {
    return storage().getItem(STORED_LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language the page starts in (chooseLanguage): the address's ?lng=, the cookie, local then
 * session storage, the browser's languages, <html lang> — the order i18next-browser-languagedetector
 * used. Written here instead of with it (2 kB gzipped): with the server drawing the page, the first load
 * counts every script until the page answers taps, under the same ceiling (docs/adr/0031).
 */
export function detectLanguage(): Language {
  return chooseLanguage([
    new URLSearchParams(window.location.search).get('lng'),
    // A value that does not decode is ignored, never an exception that leaves the page unusable (issue 28).
    readCookie(document.cookie, LANGUAGE_COOKIE) ?? null,
    readStored(() => window.localStorage),
    readStored(() => window.sessionStorage),
    ...navigator.languages,
    document.documentElement.lang,
  ]);
}

/** Keeps the choice for the next visit: in local storage, and in the cookie the server reads. */
function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORED_LANGUAGE_KEY, language);
  } catch {
    // Storage refused (private mode, full): the cookie still carries it.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

export async function initI18n(options: I18nOptions = {}): Promise<i18n> {
  const instance = i18next.use(initReactI18next).use(fullStopProcessor);
  if (options.resources === undefined) instance.use(fetchTranslations(LOCALES_PATH));
  const detected = options.lng === undefined;
  instance.on('languageChanged', (lng) => {
    const language = parseLanguage(lng);
    applyDocumentLanguage(language);
    if (detected) rememberLanguage(language);
  });
  const lng = options.lng ?? detectLanguage();
  const preloaded = options.resources === undefined && options.preloaded?.language === lng ? options.preloaded.namespaces : null;
  await instance.init({
    ...(options.resources === undefined
      ? {}
      : { resources: options.resources }),
    // The drawn page's namespaces are there already: only the missing ones would be fetched.
    ...(preloaded === null ? {} : { resources: { [lng]: preloaded }, partialBundledLanguages: true }),
    lng,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGES,
    ns: preloaded === null ? [...NAMESPACES] : Object.keys(preloaded),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    postProcess: [FULL_STOP],
    react: { useSuspense: false },
  });
  applyDocumentLanguage(parseLanguage(instance.resolvedLanguage ?? instance.language));
  return instance;
}
