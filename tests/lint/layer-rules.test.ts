import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Proves that `npm run lint` fails on a layer violation: the project's own oxlint
// configuration is run against probe files placed in a throw-away copy of the layout.
const root = resolve(import.meta.dirname, '../..');
const oxlint = join(root, 'node_modules/.bin/oxlint');
let sandbox = '';

function lint(path: string, source: string): string {
  const file = join(sandbox, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  try {
    execFileSync(oxlint, ['--deny-warnings', '-c', '.oxlintrc.json', path], { cwd: sandbox, encoding: 'utf8' });
    return '';
  } catch (error) {
    const out = error as { stdout?: string };
    return out.stdout ?? 'failed';
  } finally {
    rmSync(file);
  }
}

beforeAll(() => {
  sandbox = mkdtempSync(join(tmpdir(), 'dukkan-lint-'));
  cpSync(join(root, '.oxlintrc.json'), join(sandbox, '.oxlintrc.json'));
});
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

describe('domain layer', () => {
  it('accepts imports from inside the domain', () => {
    expect(lint('src/domain/ok.ts', "import { a } from './cart';\nexport const b = a;\n")).toBe('');
  });
  it.each([
    ['a package', "import { makeAutoObservable } from 'mobx';\nexport const x = makeAutoObservable;\n"],
    ['a scoped package', "import * as S from '@sentry/react';\nexport const x = S;\n"],
    ['the application layer', "import { x } from '../application/stores/cart-store';\nexport const y = x;\n"],
    ['infrastructure through the alias', "import { x } from '@/infrastructure/container';\nexport const y = x;\n"],
  ])('rejects %s', (_name, source) => {
    expect(lint('src/domain/bad.ts', source)).toContain('no-restricted-imports');
  });
  it.each([
    ['the clock', 'export const now = Date.now();\n', 'no-restricted-properties'],
    ['randomness', 'export const r = Math.random();\n', 'no-restricted-properties'],
    ['the window', 'export const w = window.innerWidth;\n', 'no-restricted-globals'],
    ['storage', "export const s = localStorage.getItem('root');\n", 'no-restricted-globals'],
    ['fetch', "export const f = fetch('/api');\n", 'no-restricted-globals'],
  ])('rejects reading %s', (_name, source, rule) => {
    expect(lint('src/domain/bad.ts', source)).toContain(rule);
  });
});

describe('application layer', () => {
  it('accepts domain, application, mobx and inversify', () => {
    const source = [
      "import { makeAutoObservable } from 'mobx';",
      "import { injectable } from 'inversify';",
      "import { a } from '../../domain/cart';",
      "import { b } from '@/domain/phone';",
      "import type { C } from '../ports/cart-gateway';",
      'export const x = [makeAutoObservable, injectable, a, b] as const;',
      'export type D = C;',
      '',
    ].join('\n');
    expect(lint('src/application/stores/ok.ts', source)).toBe('');
  });
  it.each([
    ['an HTTP client', "import { ofetch } from 'ofetch';\nexport const x = ofetch;\n"],
    ['react', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['an adapter', "import { x } from '../../infrastructure/http/http-cart-gateway';\nexport const y = x;\n"],
    ['the composition root', "import { x } from '@/infrastructure/container';\nexport const y = x;\n"],
    ['a view', "import { x } from '../../ui/screens/cart-screen';\nexport const y = x;\n"],
  ])('rejects %s', (_name, source) => {
    expect(lint('src/application/stores/bad.ts', source)).toContain('no-restricted-imports');
  });
});

describe('ui layer', () => {
  it('reaches infrastructure only through the composition root', () => {
    expect(lint('src/ui/ok.tsx', "import { container } from '@/infrastructure/container';\nexport const x = container;\n")).toBe('');
    expect(lint('src/ui/bad.tsx', "import { x } from '@/infrastructure/http/http-cart-gateway';\nexport const y = x;\n")).toContain(
      'no-restricted-imports',
    );
  });
});
