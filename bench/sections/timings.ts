// Wall times: the domain, application and ui test suites, the server's start on an existing database,
// and a fresh clone to a serving store with the README's start line (install included).
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, median, ROOT, startStorefront, stop, timeCommand, waitForOk } from '../support/processes';
import type { Figure } from '../support/report';

export const DOMAIN_SUITE_MS = 2_000;
/** Issue 31: each of the application and ui projects under 30 s on a quiet machine. */
export const APPLICATION_SUITE_MS = 30_000;
export const UI_SUITE_MS = 30_000;
export const SERVER_START_MS = 3_000;
export const FRESH_CLONE_MS = 90_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** One vitest project's wall time, the median of three runs (the first warms the module cache on disk, ADR 0015). */
async function suiteFigure(
  log: (line: string) => void,
  project: 'domain' | 'application' | 'ui',
  budgetMs: number,
  command: string,
): Promise<{ figures: Figure[]; details: string[] }> {
  const runs: number[] = [];
  const vitest = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
  for (let index = 0; index < 3; index += 1) {
    log(`${project} suite: run ${index + 1}/3`);
    // NODE_ENV as `npm test` has it: Vite's build() earlier in this process (the bundle section) set it to
    // 'production', under which React has no act() and the ui suite failed.
    runs.push(await timeCommand(process.execPath, [vitest, 'run', '--project', project], { env: { NODE_ENV: 'test' }, timeoutMs: 300_000 }));
  }
  const wall = median(runs);
  return {
    figures: [
      {
        id: `${project}-suite`,
        figure: `${project[0]?.toUpperCase() ?? ''}${project.slice(1)} test suite, wall time (\`${command}\`, median of 3)`,
        budget: `< ${seconds(budgetMs)}`,
        measured: seconds(wall),
        ratio: (wall / budgetMs).toFixed(2),
        pass: wall < budgetMs,
        gated: false,
        value: wall,
      },
    ],
    details: [`${project} suite runs: ${runs.map(seconds).join(', ')}`],
  };
}

export const domainSuiteFigure = (log: (line: string) => void) => suiteFigure(log, 'domain', DOMAIN_SUITE_MS, 'npm run test:domain');
export const applicationSuiteFigure = (log: (line: string) => void) => suiteFigure(log, 'application', APPLICATION_SUITE_MS, 'vitest run --project application');
export const uiSuiteFigure = (log: (line: string) => void) => suiteFigure(log, 'ui', UI_SUITE_MS, 'vitest run --project ui');

export async function serverStartFigure(log: (line: string) => void): Promise<{ figures: Figure[]; details: string[] }> {
  log('server start: creating a database once');
  const first = await startStorefront();
  await stop(first.child);
  const runs: number[] = [];
  for (let index = 0; index < 3; index += 1) {
    log(`server start: run ${index + 1}/3 on the existing database`);
    const again = await startStorefront({ dataDir: first.dataDir });
    runs.push(again.startedInMs);
    await stop(again.child);
  }
  rmSync(first.dataDir, { recursive: true, force: true });
  const wall = median(runs);
  return {
    figures: [
      {
        id: 'server-start',
        figure: 'Server start on an existing database (PGlite) to the first answer, median of 3',
        budget: `< ${seconds(SERVER_START_MS)}`,
        measured: seconds(wall),
        ratio: (wall / SERVER_START_MS).toFixed(2),
        pass: wall < SERVER_START_MS,
        gated: false,
        value: wall,
      },
    ],
    details: [`first start (creating, migrating and seeding the database): ${seconds(first.startedInMs)}; again: ${runs.map(seconds).join(', ')}`],
  };
}

function newcomerEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  return env;
}

/** git clone of this repository's HEAD, then the README's start line, until / answers. */
export async function freshCloneFigure(log: (line: string) => void): Promise<{ figures: Figure[]; details: string[] }> {
  const folder = mkdtempSync(join(tmpdir(), 'dukkan-clone-'));
  const clone = join(folder, 'fresh');
  const started = Date.now();
  log('fresh clone: git clone, npm install && npm start');
  await timeCommand('git', ['clone', '--quiet', ROOT, clone], { timeoutMs: 60_000 });
  const port = await freePort();
  const logFile = join(folder, 'start.log');
  const output = openSync(logFile, 'w');
  const child = spawn('bash', ['-c', 'npm install --no-audit --no-fund --loglevel=error && npm start'], {
    cwd: clone,
    // A newcomer's shell: no NODE_ENV. Vite's build() earlier in this process set it to
    // 'production', which made `npm install` leave out the devDependencies (vite among them).
    env: { ...newcomerEnv(), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', output, output],
    detached: true,
  });
  try {
    const wall = await waitForOk(`http://127.0.0.1:${port}/`, started, 420_000, child).catch((error: unknown) => {
      const tail = readFileSync(logFile, 'utf8').split('\n').slice(-15).join(' / ');
      throw new Error(`${error instanceof Error ? error.message : String(error)}; last output: ${tail}`);
    });
    return {
      figures: [
        {
          id: 'fresh-clone',
          figure: 'Fresh clone to a serving store with the README start line (install, build, migrate, seed)',
          budget: `< ${seconds(FRESH_CLONE_MS)}`,
          measured: seconds(wall),
          ratio: (wall / FRESH_CLONE_MS).toFixed(2),
          pass: wall < FRESH_CLONE_MS,
          gated: false,
          value: wall,
        },
      ],
      details: ['npm install uses the machine\'s npm cache (~/.npm) as a newcomer\'s second install would; a first-ever install also downloads the packages.'],
    };
  } finally {
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    rmSync(folder, { recursive: true, force: true });
  }
}
