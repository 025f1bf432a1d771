import type { Language } from '../../domain/language';

export interface LanguageSwitcher {
  current(): Language;
  change(language: Language): Promise<void>;
}
