import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import i18next, { type Resource } from 'i18next';
import type { Language } from '../../../src/domain/shared/language';
import { initI18n } from '../../../src/infrastructure/shared/i18n';

// The real translations, read from the top-level locales/ folder (what the HTTP backend would fetch).
const root = resolve(import.meta.dirname, '../../../locales');

export function readLocales(): Resource {
  const resources: Resource = {};
  for (const lang of ['en', 'ar']) {
    resources[lang] = Object.fromEntries(
      readdirSync(join(root, lang))
        .filter((file) => file.endsWith('.json'))
        .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(root, lang, file), 'utf8')) as object]),
    );
  }
  return resources;
}

let ready: Promise<unknown> | null = null;

// i18next is one instance for the whole page, as in the app: initialised once, then switched.
export async function switchLanguage(lang: Language): Promise<void> {
  ready ??= initI18n({ resources: readLocales(), lng: lang });
  await ready;
  await i18next.changeLanguage(lang);
}
