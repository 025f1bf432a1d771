
import type { LanguageSwitcher } from '../../application/shared/language-switcher';
import { FALLBACK_LANGUAGE, type Language } from '../../domain/shared/language';
import { ScriptedFailures } from './scripted-failures';

export class InMemoryLanguageSwitcher implements LanguageSwitcher {
  readonly failures = new ScriptedFailures();

  constructor(public language: Language = FALLBACK_LANGUAGE) {}

  current(): Language {
    return this.language;
  }

  async change(language: Language): Promise<void> {
    this.failures.check();
    this.language = language;
  }
}
