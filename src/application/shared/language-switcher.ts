import type { Language } from '../../domain/shared/language';

export interface LanguageSwitcher {
  current(): Language;
  change(language: Language): Promise<void>;
}
