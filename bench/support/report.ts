// One row of bench/results.md: a figure, its budget, what was measured, the ratio to the floor or the
// bare route, and whether it passed. `gated` rows are deterministic enough for `--check` in CI.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './processes';

export interface Figure {
  id: string;
  figure: string;
  budget: string;
  measured: string;
  ratio: string;
  /** null: reported only, no budget. */
  pass: boolean | null;
  /** Deterministic (sizes, Lighthouse scores other than performance): checked in CI. */
  gated: boolean;
  value: number;
}

export interface Section {
  name: string;
  figures: Figure[];
  details: string[];
  error?: string;
  seconds: number;
}

const mark = (pass: boolean | null) => (pass === null ? '—' : pass ? 'yes' : '**no**');

export function writeReport(sections: readonly Section[], options: { mode: string; startedAt: Date; load: [number, number] }): string {
  const lines = [
    '# Benchmarks',
    '',
    `Run: ${options.startedAt.toISOString()} · mode: ${options.mode} · Node ${process.version} · ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'} · ${Math.round(totalmem() / 2 ** 30)} GiB`,
    `Load average (1 min) before: ${options.load[0].toFixed(1)}, after: ${options.load[1].toFixed(1)} (timings on a shared 2-core machine are noisy; sizes and Lighthouse's non-performance scores are not).`,
    '',
    '| Figure | Budget | Measured | Ratio | Met |',
    '|---|---|---|---:|---|',
  ];
  for (const section of sections) {
    for (const figure of section.figures) {
      lines.push(`| ${figure.figure} | ${figure.budget} | ${figure.measured} | ${figure.ratio} | ${mark(figure.pass)} |`);
    }
    if (section.error) lines.push(`| ${section.name}: did not run | — | ${section.error.split('\n')[0]?.replaceAll('|', '/') ?? ''} | — | **no** |`);
  }
  lines.push('', 'Ratio: to the floor for sizes, to the bare Fastify route of the same run for throughput, to the budget otherwise.', '');
  for (const section of sections) {
    lines.push(`## ${section.name} (${section.seconds.toFixed(0)} s)`, '');
    for (const detail of section.details) lines.push(`- ${detail}`);
    if (section.error) lines.push(`- error: ${section.error}`);
    lines.push('');
  }
  lines.push('Reproduce: `npm run bench` (everything), `npm run bench -- --deterministic --check` (what CI gates).', '');
  const markdown = lines.join('\n');
  writeFileSync(join(ROOT, 'bench', 'results.md'), markdown);
  writeFileSync(
    join(ROOT, 'bench', 'results.json'),
    `${JSON.stringify({ startedAt: options.startedAt, mode: options.mode, load: options.load, sections }, null, 2)}\n`,
  );
  return markdown;
}

export const loadAverage = (): number => loadavg()[0] ?? 0;
