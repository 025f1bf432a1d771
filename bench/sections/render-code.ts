// Issue 27 asks for the server-rendering code "counted in lines before and after". Before is the commit
// the issue's work started from (the first parent of its first merge, b4eecf3), read from git; after is
// the working tree. Two groups: the machinery the issue named and ADR 0037 listed (the render, the
// static site, the index page and head, the browser's start, the hints, the state, the deferred and
// hydrate-later parts, the typed-before-hydration hook, the frame's store and rules, after-paint), and
// what drawing the shopper's own page and answering the forms before the app added (ADR 0038, 0040).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/processes';
import type { Figure } from '../support/report';

/** The last commit before issue 27's work: b4eecf3^1. */
export const BEFORE_ISSUE_27 = '6adc07ca3dc9b3eca875aa8322e3989afd1e47ce';

export const RENDER_MACHINERY = [
  'server/src/http/server-render.ts',
  'server/src/plugins/static-site.ts',
  'server/src/http/index-page.ts',
  'server/src/http/page-head.ts',
  'src/ui/server/entry-server.tsx',
  'src/ui/server/render-to-html.ts',
  'src/ui/server/page-subject.ts',
  'src/ui/main.tsx',
  // The browser's start cut in two modules (issue 27: the page's own chunk, evaluated in a task of its own).
  'src/ui/app/draw-page.tsx',
  'src/ui/app/next-task.ts',
  'src/ui/app/app.tsx',
  'src/ui/app/server-hints.ts',
  'src/ui/app/server-rendered.ts',
  'src/ui/app/deferred.tsx',
  'src/ui/shared/hydrate-later.tsx',
  'src/ui/shared/forms/use-typed-before-hydration.ts',
  'src/ui/shared/hooks/use-hydrated.ts',
  'src/application/frame/frame-store.ts',
  'src/application/frame/frame.ts',
  'public/after-paint.js',
] as const;

export const SHOPPER_PAGES_AND_FORMS = [
  'src/application/shopper/shopper-page-state.ts',
  'src/application/shopper/shopper-route-data.ts',
  'src/ui/shared/hooks/use-shopper-shown.ts',
  'server/src/http/page-actions.ts',
  'src/domain/shared/page-forms.ts',
  'src/domain/shared/read-cookie.ts',
  'src/infrastructure/account/cookie-jar.ts',
  'src/infrastructure/account/cookie-session.ts',
  'src/ui/app/form-notice.tsx',
  'src/ui/shared/forms/page-form.tsx',
  'src/ui/frame/page-scroll.tsx',
] as const;

/** Lines of a text as `wc -l` counts them (newlines); a last line without one counts too. */
export function lineCount(text: string): number {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

export interface Counted {
  file: string;
  /** null: the commit is not in this clone (a shallow one); 0: the file did not exist then. */
  before: number | null;
  /** 0: the file is gone. */
  now: number;
}

/** Each file's lines at `commit` (git, in `root`) and in the working tree. */
export function countLines(files: readonly string[], commit: string, root = ROOT): Counted[] {
  let known = true;
  try {
    execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: root, stdio: 'ignore' });
  } catch {
    known = false;
  }
  return files.map((file) => {
    let before: number | null = null;
    if (known) {
      try {
        before = lineCount(execFileSync('git', ['show', `${commit}:${file}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
      } catch {
        before = 0;
      }
    }
    const path = join(root, file);
    return { file, before, now: existsSync(path) ? lineCount(readFileSync(path, 'utf8')) : 0 };
  });
}

const sum = (counted: readonly Counted[], pick: (row: Counted) => number | null): number | null =>
  counted.reduce<number | null>((total, row) => {
    const lines = pick(row);
    return total === null || lines === null ? null : total + lines;
  }, 0);

const thousands = (lines: number | null) => (lines === null ? 'not in this clone' : lines.toLocaleString('en'));

export async function renderCodeFigures(log: (line: string) => void): Promise<{ figures: Figure[]; details: string[] }> {
  const groups = [
    { id: 'render-code-machinery', name: 'the machinery the issue named (ADR 0037: render, static site, index page, head, browser start, hints, state, deferred and hydrate-later parts, typed-before-hydration, frame store, after-paint)', files: RENDER_MACHINERY },
    { id: 'render-code-shopper-and-forms', name: "what her own page and the forms before the app added (ADR 0038, 0040: page state, route data, the session cookie's client, the form endpoints and notice)", files: SHOPPER_PAGES_AND_FORMS },
  ];
  const figures: Figure[] = [];
  const details: string[] = [`before: ${BEFORE_ISSUE_27.slice(0, 7)} (the commit issue 27's work started from), after: this working tree`];
  const all: Counted[] = [];
  for (const group of groups) {
    log(`render code: ${group.id}`);
    const counted = countLines(group.files, BEFORE_ISSUE_27);
    all.push(...counted);
    const before = sum(counted, (row) => row.before);
    const now = sum(counted, (row) => row.now) ?? 0;
    figures.push({
      id: group.id,
      figure: `Server-rendering code, lines before and after issue 27: ${group.name}`,
      budget: 'reported',
      measured: `${thousands(before)} → ${thousands(now)} lines (${group.files.length} files)`,
      ratio: before === null || before === 0 ? '—' : (now / before).toFixed(2),
      pass: null,
      gated: false,
      value: now,
    });
    details.push(...counted.map((row) => `${row.file}: ${thousands(row.before)} → ${row.now}`));
  }
  const before = sum(all, (row) => row.before);
  const now = sum(all, (row) => row.now) ?? 0;
  figures.push({
    id: 'render-code-total',
    figure: 'Server-rendering code, lines before and after issue 27: both groups',
    budget: 'reported',
    measured: `${thousands(before)} → ${thousands(now)} lines`,
    ratio: before === null || before === 0 ? '—' : (now / before).toFixed(2),
    pass: null,
    gated: false,
    value: now,
  });
  return { figures, details };
}
