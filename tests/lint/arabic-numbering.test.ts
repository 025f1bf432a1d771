import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/adr/0006: Arabic pages write every number in Latin digits (0-9) — prices, counts and dates
// through Intl, and the prose of the locale files and the seeded Arabic content too — and call
// categories الأقسام (never الفئات). The browser test tests/e2e/arabic-numbering.test.ts checks the
// rendered pages; this one names the file and line to fix.
const root = resolve(import.meta.dirname, '../..');
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;
// فئة, الفئة, فئات, الفئات, فئاتها… (the other word for category).
const OTHER_CATEGORY_WORD = /فئ[ةا]/;

const localeFiles = readdirSync(join(root, 'locales', 'ar')).filter((file) => file.endsWith('.json')).map((file) => join('locales', 'ar', file));
// The Arabic a fresh database is seeded with (contact address, notifications, product descriptions).
const seedFiles = readdirSync(join(root, 'server', 'src', 'seed')).filter((file) => file.endsWith('.ts')).map((file) => join('server', 'src', 'seed', file));

function offendingLines(file: string, pattern: RegExp): string[] {
  return readFileSync(join(root, file), 'utf8')
    .split('\n')
    .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim().slice(0, 120)}`] : []));
}

describe('one numbering system and one word for categories in Arabic (ADR 0006)', () => {
  it.each([...localeFiles, ...seedFiles])('%s writes no Arabic-Indic digit', (file) => {
    expect(offendingLines(file, ARABIC_INDIC_DIGIT)).toEqual([]);
  });

  it.each([...localeFiles, ...seedFiles])('%s calls categories الأقسام', (file) => {
    expect(offendingLines(file, OTHER_CATEGORY_WORD)).toEqual([]);
  });
});
