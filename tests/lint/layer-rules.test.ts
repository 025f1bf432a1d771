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
    ['infrastructure through the alias', "import { x } from '@/infrastructure/app/container';\nexport const y = x;\n"],
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
      "import { b } from '@/domain/country/phone';",
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
    ['the composition root', "import { x } from '@/infrastructure/app/container';\nexport const y = x;\n"],
    ['a view', "import { x } from '../../ui/screens/cart-screen';\nexport const y = x;\n"],
  ])('rejects %s', (_name, source) => {
    expect(lint('src/application/stores/bad.ts', source)).toContain('no-restricted-imports');
  });
});

describe('ui layer', () => {
  it('reaches infrastructure only through the composition root', () => {
    expect(lint('src/ui/ok.tsx', "import { container } from '@/infrastructure/app/container';\nexport const x = container;\n")).toBe('');
    expect(lint('src/ui/bad.tsx', "import { x } from '@/infrastructure/cart/http-cart-gateway';\nexport const y = x;\n")).toContain(
      'no-restricted-imports',
    );
  });

  // ADR 0044: the links that keep the page's language; only links.tsx wraps the router's own.
  it.each([
    ['a screen', 'src/ui/cart/cart/bad.tsx'],
    ['an admin screen', 'src/ui/admin/orders/bad.tsx'],
    ['the frame', 'src/ui/frame/bad.tsx'],
    ['a shared piece', 'src/ui/shared/forms/bad.tsx'],
    ['the app', 'src/ui/app/routes/bad.tsx'],
  ])("rejects Link, NavLink, Navigate and useNavigate from react-router-dom in %s", (_name, path) => {
    for (const name of ['Link', 'NavLink', 'Navigate', 'useNavigate']) {
      expect(lint(path, `import { ${name} } from 'react-router-dom';\nexport const x = ${name};\n`)).toContain('no-restricted-imports');
    }
  });
  it('accepts them from the language-keeping links, and the rest of react-router-dom anywhere', () => {
    expect(lint('src/ui/cart/cart/ok.tsx', "import { Link, useNavigate } from '@/ui/shared/navigation/links';\nimport { useParams } from 'react-router-dom';\nexport const x = [Link, useNavigate, useParams];\n")).toBe('');
    expect(lint('src/ui/shared/navigation/links.tsx', "import { Link, NavLink, Navigate, useNavigate } from 'react-router-dom';\nexport const x = [Link, NavLink, Navigate, useNavigate];\n")).toBe('');
  });
});

describe('features', () => {
  it.each([
    ['an index through the alias', 'src/ui/frame/ok.tsx', "import { AuthStore } from '@/application/account';\nexport const x = AuthStore;\n"],
    ['an index, relatively', 'src/application/orders/ok.ts', "import { CartStore } from '../cart';\nexport const x = CartStore;\n"],
    ['its own internals', 'src/application/cart/ok.ts', "import { x } from './cart-failure';\nexport const y = x;\n"],
    ['shared', 'src/domain/cart/ok.ts', "import { x } from '../shared/language';\nexport const y = x;\n"],
    ['another layer of its own feature', 'src/ui/cart/cart/ok.tsx', "import { CartStore } from '@/application/cart/cart-store';\nexport const x = CartStore;\n"],
  ])('accepts %s', (_name, path, source) => {
    expect(lint(path, source)).toBe('');
  });
  it.each([
    ['through the alias', 'src/ui/frame/bad.tsx', "import { AuthStore } from '@/application/account/auth-store';\nexport const x = AuthStore;\n"],
    ['in the same layer', 'src/application/orders/bad.ts', "import { CartStore } from '../cart/cart-store';\nexport const x = CartStore;\n"],
    ['in another layer', 'src/infrastructure/orders/bad.ts', "import { x } from '../../domain/cart/cart';\nexport const y = x;\n"],
    ['from a screen folder', 'src/ui/refunds/refund/bad.tsx', "import { x } from '../../orders/status-badge';\nexport const y = x;\n"],
    ['from the domain', 'src/domain/orders/bad.ts', "import { x } from '../country/currency';\nexport const y = x;\n"],
  ])("rejects another feature's internals %s", (_name, path, source) => {
    expect(lint(path, source)).toContain('through its index.ts');
  });
});

describe('screens', () => {
  it('accepts the feature folder and the screen folder itself', () => {
    const source = "import { a } from '../product-card';\nimport { b } from './brand-row';\nimport { c } from '@/ui/catalogue/list-states';\nexport const x = [a, b, c];\n";
    expect(lint('src/ui/catalogue/home/ok.tsx', source)).toBe('');
  });
  it.each([
    ['relatively', 'src/ui/catalogue/home/bad.tsx', "import { BrandsScreen } from '../brands/brands-screen';\nexport const x = BrandsScreen;\n"],
    ['through the alias', 'src/ui/account/signup/bad.tsx', "import { x } from '@/ui/account/login/login-screen';\nexport const y = x;\n"],
    ['in the app shell', 'src/ui/app/crash/bad.tsx', "import { x } from '@/ui/app/emergency/emergency-screen';\nexport const y = x;\n"],
  ])('rejects another screen %s', (_name, path, source) => {
    expect(lint(path, source)).toContain('does not import another screen');
  });
});

describe('server', () => {
  it('accepts the domain and the contracts', () => {
    const source = [
      "import { a } from '@/domain/country/phone';",
      "import { b } from '@/infrastructure/shared/shared-contract';",
      "import { c } from '@/infrastructure/cart/cart-contract';",
      "import { d } from '../shop/money';",
      'export const x = [a, b, c, d];',
      '',
    ].join('\n');
    expect(lint('server/src/routes/ok.ts', source)).toBe('');
  });
  it.each([
    ['a store', "import { x } from '@/application/cart/cart-store';\nexport const y = x;\n"],
    ['an adapter', "import { x } from '@/infrastructure/cart/http-cart-gateway';\nexport const y = x;\n"],
    ['a view', "import { x } from '@/ui/app/routes';\nexport const y = x;\n"],
    ['the client by a relative path', "import { x } from '../../../src/domain/cart/cart';\nexport const y = x;\n"],
  ])('rejects %s', (_name, source) => {
    expect(lint('server/src/routes/bad.ts', source)).toContain('no-restricted-imports');
  });
});
