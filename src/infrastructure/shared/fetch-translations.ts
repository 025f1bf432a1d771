import type { BackendModule, ReadCallback } from 'i18next';

/**
 * i18next's backend for the translation files (/locales/{{lng}}/{{ns}}.json), over fetch. Twenty lines
 * instead of i18next-http-backend (not a design-card package, about 1 kB gzipped of the first load
 * for an XMLHttpRequest fallback and options the storefront never used; docs/adr/0031). It keeps that
 * backend's contract with i18next: a server error or a lost connection asks i18next to try again
 * (the callback's second argument `true`, with i18next's own back-off), a missing or broken file does not.
 */
export function fetchTranslations(loadPath: string, fetchFile: typeof fetch = (input, init) => fetch(input, init)): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = loadPath.replace('{{lng}}', encodeURIComponent(language)).replace('{{ns}}', encodeURIComponent(namespace));
      fetchFile(url, { credentials: 'same-origin' })
        .then(async (response) => {
          if (!response.ok) {
            const retry = response.status >= 500 || response.status === 408 || response.status === 429;
            callback(new Error(`failed loading ${url}: ${response.status}`), retry);
            return;
          }
          const strings: unknown = await response.json().catch(() => null);
          if (strings === null || typeof strings !== 'object' || Array.isArray(strings)) callback(new Error(`failed parsing ${url} as a translation file`), false);
          else callback(null, strings as Record<string, unknown>);
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true));
    },
  };
}
