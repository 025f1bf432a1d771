import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLOUR_KEYWORDS } from '../../server/src/seed/catalogue-content';

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

// Issue 26: a colour the catalogue has but the locales do not name showed as its English keyword ("olive") on Arabic pages.
describe('colour names', () => {
  it.each(['en', 'ar'])('names every colour of the seed catalogue in %s', (lang) => {
    const colours = read(lang, 'catalogue.json').colours as Tree;
    expect(COLOUR_KEYWORDS.filter((colour) => typeof colours[colour] !== 'string')).toEqual([]);
  });
});

// Issue 26: "English" is written one way in Arabic (الإنجليزية), not also الإنكليزية.
describe('one spelling', () => {
  it('writes English one way in Arabic', () => {
    const arabic = namespaces.map((file) => readFileSync(join(root, 'ar', file), 'utf8')).join('\n');
    expect(arabic).not.toMatch(/[إا]نكليز/);
  });

  // Issue 26 tryout: the console called her الزبون in one place and المتسوّقة in the next, the pages عملاء.
  it('calls a customer one word in Arabic: زبون (الزبونة، الزبائن)', () => {
    const arabic = namespaces.map((file) => readFileSync(join(root, 'ar', file), 'utf8')).join('\n');
    expect(arabic.match(/متسو|عميل|عملاء/g) ?? []).toEqual([]);
    expect(arabic).toMatch(/زبون/);
  });
});
