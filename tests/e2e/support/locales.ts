// Texts the tests look for come from the locale files, never typed into a test.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lng } from './browser';

const LOCALES = fileURLToPath(new URL('../../../locales/', import.meta.url));
const cache = new Map<string, unknown>();

function namespace(lng: Lng, ns: string): unknown {
  const key = `${lng}/${ns}`;
  if (!cache.has(key)) {
    const file = join(LOCALES, lng, `${ns}.json`);
    cache.set(key, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
  }
  return cache.get(key);
}

function lookup(root: unknown, path: string): unknown {
  let node = root;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The text at `ns:dotted.key` (default namespace 'common'), or undefined when it does not exist. */
export function maybeText(lng: Lng, key: string): string | undefined {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  const value = lookup(namespace(lng, ns), path);
  return typeof value === 'string' ? value : undefined;
}

/** The text at `ns:dotted.key`; throws naming the key and file when it is missing. */
export function text(lng: Lng, key: string): string {
  const value = maybeText(lng, key);
  if (value === undefined) throw new Error(`locale key ${key} is missing in locales/${lng}/`);
  return value;
}

/** Every string of every namespace of a language whose value equals `value` (to find a key by its English text). */
export function keysWithText(lng: Lng, value: string): string[] {
  const dir = join(LOCALES, lng);
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') {
      if (node === value) found.push(prefix);
    } else if (typeof node === 'object' && node !== null) {
      for (const [k, v] of Object.entries(node)) walk(v, prefix.endsWith(':') ? `${prefix}${k}` : `${prefix}.${k}`);
    }
  };
  const namespaces = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));
  for (const ns of namespaces) walk(namespace(lng, ns), `${ns}:`);
  return found;
}
