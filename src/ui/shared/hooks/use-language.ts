import { useCallback, useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import { parseLanguage, type Language } from '@/domain/shared';

/**
 * The active interface language, re-rendering on change. Read from the i18next instance directly, not
 * through useTranslation: every Link and product card asks for it, and useTranslation copies the whole
 * i18next instance into a fresh wrapper on each first render, which on the server (every component is
 * rendered once, so always the first time) was a third of a page's render (issue 27, measured with
 * --cpu-prof).
 */
export function useLanguage(): Language {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const read = () => parseLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useSyncExternalStore(subscribe, read, read);
}
