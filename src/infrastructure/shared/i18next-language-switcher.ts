import i18next from 'i18next';

import type { LanguageSwitcher } from '@/application/shared/language-switcher';
import { parseLanguage, type Language } from '@/domain/shared';

// The LanguageSwitcher port over the one i18next instance that initI18n set up; i18next's
// languageChanged listener (see i18n.ts) moves <html lang dir> along with it.
export class I18nextLanguageSwitcher implements LanguageSwitcher {
  current(): Language {
    return parseLanguage(i18next.resolvedLanguage ?? i18next.language);
  }

  async change(lang: Language): Promise<void> {
    await i18next.changeLanguage(lang);
  }
}
