import { useTranslation } from 'react-i18next';
import { parseLanguage, type Language } from '@/domain/shared';

// The active interface language, re-rendering on change.
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return parseLanguage(i18n.resolvedLanguage ?? i18n.language);
}
