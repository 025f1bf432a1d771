import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

// Views hold no visible text of their own: every word comes from t(). This walks the JSX of
// src/ui and reports text nodes and user-facing attributes written as literals. Punctuation,
// digits and symbols alone are allowed.
const root = resolve(import.meta.dirname, '../../../src/ui');
const USER_FACING_ATTRIBUTES = new Set(['aria-label', 'alt', 'title', 'placeholder', 'aria-description', 'aria-roledescription']);
const HAS_LETTERS = /\p{L}/u;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  if (!isNode(node)) return;
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && typeof value === 'object') yield* walk(value);
  }
}

const attributeName = (node: Node): string => {
  const name = node.name;
  return isNode(name) && typeof name.name === 'string' ? name.name : '';
};

export function literalStrings(file: string, source: string): string[] {
  const { program, errors } = parseSync(file, source, { lang: 'tsx' });
  if (errors.length > 0) throw new Error(`${file} does not parse`);
  const found: string[] = [];
  for (const node of walk(program)) {
    if (node.type === 'JSXText' && typeof node.value === 'string' && HAS_LETTERS.test(node.value)) {
      found.push(node.value.trim());
    }
    if (node.type === 'JSXAttribute' && USER_FACING_ATTRIBUTES.has(attributeName(node))) {
      const value = node.value;
      const literal =
        isNode(value) && value.type === 'Literal'
          ? value.value
          : isNode(value) && value.type === 'JSXExpressionContainer' && isNode(value.expression) && value.expression.type === 'Literal'
            ? value.expression.value
            : null;
      if (typeof literal === 'string' && HAS_LETTERS.test(literal)) found.push(`${attributeName(node)}="${literal}"`);
    }
  }
  return found;
}

describe('views', () => {
  it('the checker catches literal text and attributes, and lets punctuation through', () => {
    const source = `const A = () => <p title="Hi" aria-label={'Open'}>Hello {t('x')} · 3 <b>:</b></p>;`;
    expect(literalStrings('a.tsx', source)).toEqual(['title="Hi"', 'aria-label="Open"', 'Hello']);
  });

  it.each(tsxFiles(root).map((path) => [relative(root, path), path]))('%s has no literal string', (_, path) => {
    expect(literalStrings(path, readFileSync(path, 'utf8'))).toEqual([]);
  });
});
