import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every visible string lives in locales/en and locales/ar with the same keys.
const root = resolve(import.meta.dirname, '../../locales');
type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keys(value, `${prefix}${key}.`),
  );
}
const read = (lang: string, file: string): Tree => JSON.parse(readFileSync(join(root, lang, file), 'utf8')) as Tree;
const valueAt = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
const namespaces = [...new Set([...readdirSync(join(root, 'en')), ...readdirSync(join(root, 'ar'))])].filter((f) =>
  f.endsWith('.json'),
);

describe('locales', () => {
  it('has at least one namespace', () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  it.each(namespaces)('%s has the same keys in English and Arabic', (file) => {
    expect(keys(read('ar', file)).toSorted()).toEqual(keys(read('en', file)).toSorted());
  });

  it.each(namespaces)('%s has no empty string and Arabic that is written in Arabic', (file) => {
    const ar = read('ar', file);
    const en = read('en', file);
    for (const key of keys(en)) {
      expect(String(valueAt(en, key)).trim(), `en ${file} ${key}`).not.toBe('');
      const arabic = String(valueAt(ar, key));
      expect(arabic.trim(), `ar ${file} ${key}`).not.toBe('');
      // A value with letters must contain Arabic letters; brand names and pure symbols are exempt by being letter-free.
      if (/[A-Za-z]{3,}/.test(arabic) && !/[\u0600-\u06FF]/.test(arabic)) {
        throw new Error(`ar ${file} ${key} is not written in Arabic: ${arabic}`);
      }
    }
  });
});
