import type { Language } from '../../../src/domain/shared/language';
import { readLocales } from './i18n';

// Texts of the 'orders' namespace, read from the locale files, never typed into a test.
const locales = readLocales();

export function ordersText(lang: Language, path: string, values: Record<string, string | number> = {}): string {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], locales[lang]?.orders);
  if (typeof value !== 'string') throw new Error(`no text at orders:${path} (${lang})`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
