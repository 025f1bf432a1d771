// Writes .oxlintrc.json: the base rules, and the import rules that keep the structure honest, generated
// because oxlint gives a file one no-restricted-imports setting (the last override that matches wins),
// so each folder's setting must carry all its rules at once:
// - a layer never imports upward (domain < application < infrastructure, ui);
// - one feature imports another only through its index.ts (`@/domain/cart`, never `@/domain/cart/money`);
//   `shared`, `frame` and `app` are not features: anyone imports them, and `app` (the composition roots
//   and the router) imports everything;
// - a screen (src/ui/<feature>/<screen>/) never imports another screen: shared pieces go to the feature's
//   folder (src/ui/<feature>/x.tsx) or src/ui/shared;
// - the server imports from src only the domain and the contracts (src/infrastructure/**/*-contract.ts);
// - src/ui takes Link, NavLink, Navigate and useNavigate from '@/ui/shared/navigation/links' (ADR 0044:
//   they keep the page's language), never from react-router-dom; only that file wraps the router's.
// `npm run lint:config` rewrites the file; tests/lint/lint-config.test.ts fails when it is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FEATURES = ['account', 'admin', 'cart', 'catalogue', 'content', 'country', 'favourites', 'notifications', 'orders', 'refunds'] as const;
const LAYERS = ['domain', 'application', 'infrastructure', 'ui'] as const;
type Layer = (typeof LAYERS)[number];

// Files that broke the feature or screen rule when it was written, in features whose owners are
// changing them now; they keep only their layer's rule. The list only shrinks.
export const KNOWN_VIOLATIONS: readonly string[] = [];

interface Pattern {
  group?: string[];
  regex?: string;
  message: string;
}

const DOMAIN_PURE: Pattern[] = [
  { regex: '^[^.@]', message: 'src/domain is pure TypeScript: it imports no package.' },
  { regex: '^@[^/]', message: 'src/domain is pure TypeScript: it imports no package.' },
  { regex: '^@/(application|infrastructure|ui)', message: 'src/domain imports only from src/domain.' },
  { regex: '(^|/)(application|infrastructure|ui|server)(/|$)', message: 'src/domain imports only from src/domain.' },
];

// oxlint merges the `group` lists of one setting, so a negation ('!../**') there would let through
// whatever another pattern forbids; the rules are regular expressions (no look-around: oxlint's engine
// has none), with `group` negations only where they match nothing another pattern forbids.

/** A bare package name other than `allowed` ones (exactly): the complement, spelled out letter by letter. */
export function packageOtherThan(allowed: readonly string[]): string {
  const prefixes = [...new Set(allowed.flatMap((word) => [...word].map((_, end) => word.slice(0, end))))].filter((prefix) => prefix !== '');
  const next = (prefix: string) => [...new Set(allowed.filter((word) => word.startsWith(prefix) && word.length > prefix.length).map((word) => word[prefix.length]))].join('');
  const branches = [
    `[^.@/${next('')}]`,
    ...prefixes.map((prefix) => `${prefix}(?:[^${next(prefix)}]|$)`),
    ...allowed.map((word) => `${word}.`),
  ];
  return `^(?:${branches.join('|')})`;
}

const LAYER_PATTERNS: Record<Layer, Pattern[]> = {
  domain: DOMAIN_PURE,
  application: [
    { regex: packageOtherThan(['inversify', 'mobx']), message: 'src/application imports no package but mobx and inversify.' },
    { regex: '^@[^/]', message: 'src/application imports no package but mobx and inversify.' },
    {
      regex: '(^|/)(infrastructure|ui)(/|$)',
      message: 'src/application imports only src/domain and src/application (never infrastructure or ui: depend on a port).',
    },
  ],
  infrastructure: [{ regex: '(^|/)ui(/|$)', message: 'src/infrastructure never imports src/ui: the views depend on it, not the reverse.' }],
  ui: [
    {
      group: ['**/infrastructure', '**/infrastructure/**', '!**/infrastructure/app/container'],
      message: 'src/ui reaches infrastructure only through the composition root (src/infrastructure/app/container).',
    },
  ],
};

const ups = (levels: number): string => `(\\.\\./){${levels}}`;

const FEATURE_MESSAGE = "One feature imports another only through its index.ts ('@/domain/cart', not '@/domain/cart/money').";

/** For a file `depth` folders below src/<layer>/<feature>/ (0: in the feature's folder): no other feature's internals. */
function featurePatterns(feature: string, depth: number): Pattern[] {
  const others = `(${FEATURES.filter((other) => other !== feature).join('|')})`;
  return [
    { regex: `^@/[a-z]+/${others}/`, message: FEATURE_MESSAGE },
    { regex: `^${ups(depth + 1)}${others}/`, message: FEATURE_MESSAGE },
    { regex: `^${ups(depth + 2)}[a-z]+/${others}/`, message: FEATURE_MESSAGE },
  ];
}

const SCREEN_MESSAGE = 'A screen does not import another screen: move the shared piece to the feature folder (src/ui/<feature>/) or src/ui/shared.';

/** For a file in a screen folder (src/ui/<feature>/<screen>/): no other screen folder. */
const screenPatterns = (feature: string): Pattern[] => [
  { regex: '^\\.\\./[^/]+/', message: SCREEN_MESSAGE },
  { regex: `^@/ui/${feature}/[^/]+/`, message: SCREEN_MESSAGE },
];

const SERVER_PATTERNS: Pattern[] = [
  {
    group: ['@/*', '@/**', '!@/domain', '!@/domain/**', '!@/infrastructure/**/*-contract'],
    message: 'The server imports from src only the domain and the contracts (src/infrastructure/**/*-contract.ts).',
  },
  { regex: '^(\\.\\./)+src/(domain|application|infrastructure|ui)(/|$)', message: "The server reaches src through '@/', not a relative path." },
];

interface ImportPath {
  name: string;
  importNames: string[];
  message: string;
}

/** The file that wraps the router's links in the page's language (ADR 0044); every other view imports them from it. */
export const LANGUAGE_LINKS_FILE = 'src/ui/shared/navigation/links.tsx';

const UI_PATHS: ImportPath[] = [
  {
    name: 'react-router-dom',
    importNames: ['Link', 'NavLink', 'Navigate', 'useNavigate'],
    message: "Take Link, NavLink, Navigate and useNavigate from '@/ui/shared/navigation/links': they keep the page's language (ADR 0044).",
  },
];

const restrict = (patterns: Pattern[], paths: ImportPath[] = []) => ({
  'no-restricted-imports': ['error', paths.length === 0 ? { patterns } : { paths, patterns }],
});

const pathsOf = (layer: Layer): ImportPath[] => (layer === 'ui' ? UI_PATHS : []);

const DOMAIN_GLOBALS = {
  'no-restricted-globals': [
    'error',
    { name: 'window', message: 'No browser globals in the domain: pass values in.' },
    { name: 'document', message: 'No browser globals in the domain.' },
    { name: 'localStorage', message: 'No storage in the domain: use a port.' },
    { name: 'sessionStorage', message: 'No storage in the domain: use a port.' },
    { name: 'fetch', message: 'No I/O in the domain: use a port.' },
    { name: 'navigator', message: 'No browser globals in the domain.' },
    { name: 'location', message: 'No browser globals in the domain.' },
    { name: 'setTimeout', message: 'No timers in the domain: time is a parameter.' },
    { name: 'setInterval', message: 'No timers in the domain: time is a parameter.' },
    { name: 'XMLHttpRequest', message: 'No I/O in the domain.' },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'Date', property: 'now', message: 'Time is a parameter in the domain.' },
    { object: 'Math', property: 'random', message: 'Randomness is a parameter in the domain.' },
    { object: 'globalThis', message: 'No globals in the domain.' },
  ],
};

/** The import overrides, most general first: a later override's setting wins for the files it matches. */
function importOverrides(): { files: string[]; rules: Record<string, unknown> }[] {
  const overrides: { files: string[]; rules: Record<string, unknown> }[] = [];
  for (const layer of LAYERS) {
    const paths = pathsOf(layer);
    overrides.push({ files: [`src/${layer}/**`], rules: restrict(LAYER_PATTERNS[layer], paths) });
    for (const feature of [...FEATURES, 'frame', 'shared']) {
      const base = `src/${layer}/${feature}`;
      overrides.push({ files: [`${base}/*`], rules: restrict([...LAYER_PATTERNS[layer], ...featurePatterns(feature, 0)], paths) });
      const nested = layer === 'ui' && feature !== 'shared' ? screenPatterns(feature) : [];
      overrides.push({ files: [`${base}/*/**`], rules: restrict([...LAYER_PATTERNS[layer], ...featurePatterns(feature, 1), ...nested], paths) });
    }
  }
  overrides.push({ files: ['src/ui/app/*/**'], rules: restrict([...LAYER_PATTERNS.ui, ...screenPatterns('app')], UI_PATHS) });
  for (const file of KNOWN_VIOLATIONS) {
    const layer = LAYERS.find((candidate) => file.startsWith(`src/${candidate}/`));
    if (layer !== undefined) overrides.push({ files: [file], rules: restrict(LAYER_PATTERNS[layer], pathsOf(layer)) });
  }
  // The one file that wraps the router's links: its folder's rules, without the links rule.
  overrides.push({ files: [LANGUAGE_LINKS_FILE], rules: restrict([...LAYER_PATTERNS.ui, ...featurePatterns('shared', 1)]) });
  overrides.push({ files: ['server/**'], rules: restrict(SERVER_PATTERNS) });
  return overrides;
}

export function lintConfig(): Record<string, unknown> {
  const [domain, ...rest] = importOverrides();
  return {
    $schema: './node_modules/oxlint/configuration_schema.json',
    plugins: ['typescript', 'react', 'import', 'vitest', 'unicorn', 'oxc'],
    categories: { correctness: 'error', suspicious: 'warn' },
    env: { browser: true, es2024: true },
    ignorePatterns: ['dist/**', 'node_modules/**', 'coverage/**', 'server/.data/**'],
    rules: {
      'typescript/no-explicit-any': 'error',
      'typescript/ban-ts-comment': 'error',
      'typescript/no-non-null-assertion': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: 'error',
      'import/no-cycle': 'error',
      'import/no-unassigned-import': 'off',
      'react/react-in-jsx-scope': 'off',
      'import/no-named-as-default-member': 'off',
    },
    overrides: [{ files: ['src/domain/**'], rules: { ...domain?.rules, ...DOMAIN_GLOBALS } }, ...rest],
  };
}

export const lintConfigText = (): string => `${JSON.stringify(lintConfig(), null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL('../.oxlintrc.json', import.meta.url), lintConfigText());
}
