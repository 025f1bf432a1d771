// axe-core injected into the page and run with the WCAG 2.2 AA rule set.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';
import { settled } from './browser';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;
const SERIOUS: readonly ImpactValue[] = ['serious', 'critical'];

export interface A11yViolation {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  targets: string[];
}

/** Runs axe on the page (or on `include`, a CSS selector) and answers the serious and critical violations. */
export async function seriousA11yViolations(page: Page, include?: string): Promise<A11yViolation[]> {
  // Measure a page at rest: a header still fading from transparent to solid reads as low contrast.
  await settled(page);
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy (script-src 'self')
  // stays as it is and still applies to the app.
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    async ({ tags, scope }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe;
      return axe.run(scope ? { include: [scope] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    },
    { tags: [...WCAG_22_AA_TAGS], scope: include ?? null },
  );
  const { violations } = results as AxeResults;
  return violations
    .filter((violation) => violation.impact !== undefined && violation.impact !== null && SERIOUS.includes(violation.impact))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? undefined,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
}

export function formatViolations(violations: readonly A11yViolation[]): string {
  return violations
    .map((v) => `- [${v.impact ?? '?'}] ${v.id}: ${v.help}\n    ${v.targets.slice(0, 8).join('\n    ')}${v.targets.length > 8 ? `\n    … ${v.targets.length - 8} more` : ''}`)
    .join('\n');
}

/** Fails listing each serious or critical violation: rule id, help text and the offending elements. */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url(), include?: string): Promise<void> {
  const violations = await seriousA11yViolations(page, include);
  if (violations.length > 0) {
    throw new Error(`axe (WCAG 2.2 AA) found ${violations.length} serious/critical violation(s) on ${label}:\n${formatViolations(violations)}`);
  }
}
