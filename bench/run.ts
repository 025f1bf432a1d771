// `npm run bench`: every figure of issue 10, each section bounded in time, written to bench/results.md
// and bench/results.json. `-- --check` exits 1 when a budget is missed; `-- --deterministic` runs only
// what does not depend on the machine's load (bundle sizes; Lighthouse accessibility, best practices
// and SEO), which is what .ci/run gates. `-- --only=bundle,api` picks sections.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminFigures } from './sections/admin';
import { apiFigures } from './sections/api';
import { bundleFigures } from './sections/bundle';
import { earlyTapsFigures } from './sections/early-taps';
import { instancesFigures } from './sections/instances';
import { lighthouseFigures } from './sections/lighthouse';
import { proxyFigures } from './sections/proxy';
import { renderCodeFigures } from './sections/render-code';
import { applicationSuiteFigure, domainSuiteFigure, freshCloneFigure, serverStartFigure, uiSuiteFigure } from './sections/timings';
import { ROOT } from './support/processes';
import { loadAverage, writeReport, type Figure, type Section } from './support/report';

type Runner = (log: (line: string) => void) => Promise<{ figures: Figure[]; details: string[] }>;

const args = process.argv.slice(2);
const check = args.includes('--check');
const deterministic = args.includes('--deterministic');
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');

const SECTIONS: { name: string; key: string; deterministic: boolean; timeoutMs: number; run: Runner }[] = [
  { name: 'Initial JavaScript', key: 'bundle', deterministic: true, timeoutMs: 240_000, run: bundleFigures },
  {
    name: 'Lighthouse',
    key: 'lighthouse',
    deterministic: true,
    // Six pages in two languages, three runs each, their HTML-only references and the floor app: ~70 audits.
    timeoutMs: 1_800_000,
    run: (log) => lighthouseFigures(log, deterministic ? { runs: 1, withPerformance: false } : { runs: 3, withPerformance: true }),
  },
  // Issue 27: taps and typing on a cheap phone before the app runs (~10 min; CPU 4×, 1.6 Mbit/s).
  { name: 'Early taps', key: 'early-taps', deterministic: false, timeoutMs: 1_500_000, run: earlyTapsFigures },
  // Cached reads, search and drawn pages with 20,000 products, guest and signed in (~4 min with the seed).
  { name: 'Reference API', key: 'api', deterministic: false, timeoutMs: 390_000, run: apiFigures },
  // Issue 29: the operator console's orders list and search with 100,000 orders, and the stock race (~2 min).
  { name: 'Operator console', key: 'admin', deterministic: false, timeoutMs: 300_000, run: adminFigures },
  { name: 'Several instances', key: 'instances', deterministic: false, timeoutMs: 420_000, run: instancesFigures },
  // Issue 28: nginx's cache in front of two instances, a guest crawl through it and straight to them.
  { name: 'A cache in front', key: 'proxy', deterministic: false, timeoutMs: 420_000, run: proxyFigures },
  // Issue 27: the server-rendering code, counted in lines before its work and now (git and the tree; instant).
  { name: 'Server-rendering code', key: 'render-code', deterministic: false, timeoutMs: 60_000, run: renderCodeFigures },
  { name: 'Domain test suite', key: 'domain', deterministic: false, timeoutMs: 180_000, run: domainSuiteFigure },
  // Issue 31: the fast loop's two larger projects, each under 30 s on a quiet machine.
  { name: 'Application test suite', key: 'application', deterministic: false, timeoutMs: 600_000, run: applicationSuiteFigure },
  { name: 'UI test suite', key: 'ui', deterministic: false, timeoutMs: 900_000, run: uiSuiteFigure },
  { name: 'Server start', key: 'start', deterministic: false, timeoutMs: 240_000, run: serverStartFigure },
  { name: 'Fresh clone', key: 'clone', deterministic: false, timeoutMs: 480_000, run: freshCloneFigure },
];

const log = (line: string) => console.info(`[bench] ${line}`);

function bounded<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} took more than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const startedAt = new Date();
const loadBefore = loadAverage();
const sections: Section[] = [];
for (const section of SECTIONS) {
  if (only ? !only.includes(section.key) : deterministic && !section.deterministic) continue;
  const started = Date.now();
  try {
    const { figures, details } = await bounded(section.run(log), section.timeoutMs, section.name);
    sections.push({ name: section.name, figures: deterministic ? figures.filter((figure) => figure.gated) : figures, details, seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`${section.name} failed: ${message}`);
    sections.push({ name: section.name, figures: [], details: [], error: message, seconds: (Date.now() - started) / 1000 });
  }
}

// With --only, the other sections of the last full report are kept (their own run's figures).
if (only) {
  const previous = join(ROOT, 'bench', 'results.json');
  const kept = existsSync(previous) ? ((JSON.parse(readFileSync(previous, 'utf8')) as { sections?: Section[] }).sections ?? []) : [];
  const rerun = new Set(sections.map((section) => section.name));
  sections.unshift(...kept.filter((section) => !rerun.has(section.name)));
  const order = SECTIONS.map((section) => section.name);
  sections.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
}

const markdown = writeReport(sections, {
  mode: only ? `only ${only.join(',')}` : deterministic ? 'deterministic' : 'full',
  startedAt,
  load: [loadBefore, loadAverage()],
});
console.info(markdown);

const missed = sections.flatMap((section) => section.figures).filter((figure) => figure.pass === false && (deterministic ? figure.gated : true));
const broken = sections.filter((section) => section.error !== undefined);
if (check && (missed.length > 0 || broken.length > 0)) {
  for (const figure of missed) console.error(`[bench] budget missed: ${figure.figure}: ${figure.measured} (budget ${figure.budget})`);
  for (const section of broken) console.error(`[bench] ${section.name} did not run: ${section.error ?? ''}`);
  process.exit(1);
}
process.exit(0);
