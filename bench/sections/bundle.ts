// Initial JavaScript of the home page, gzip, as the browser loads it, against the floor: a minimal app
// built from the mandated libraries alone (bench/floor/), measured the same way in the same run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { ROOT, serveFolder, startStorefront, stop } from '../support/processes';
import type { Figure } from '../support/report';

/** Issue 10: within 15 kB of the floor. */
export const INITIAL_JS_MARGIN_KB = 15;
/**
 * Not met yet (see bench/results.md and the issue's note): until it is, CI gates this ceiling instead,
 * the first load as it is now plus a little, so the first load cannot grow unnoticed. Issue 17 moved
 * it from 205 to 206 kB: checking every answer against the contract's schemas at the edge brought
 * TypeBox's schema builders and the checker into the first load (203.9 → 209.5 kB); binding the
 * adapters that only some pages or only signed-in shoppers use lazily brought it back to 205.0 kB
 * (docs/adr/0027-one-contract.md). Issue 27 moved it to 207 kB: the session in an HttpOnly cookie
 * (docs/adr/0035) brought the browser's CookieSession, its cookie jar and the one-time trade of a stored
 * token into the first load (205.0 → 206.6 kB in CI's run on a fresh clone); no other growth. Its key
 * actions as HTML forms (docs/adr/0040) moved it to 208 kB: the header's search form, the form
 * component and the message of a form's answer are in the frame (+0.8 kB: the app chunk 203.5 → 204.3 kB
 * gzip -9, the home page 207.4 kB measured on a loaded machine). Dropping the after-paint loader and
 * useTypedBeforeHydration, which the forms make unnecessary, is what should bring it back down. Issue 26
 * moved it to 209 kB: the shown-amount and cash-rounding rules (src/domain/cart/shown-totals.ts, the
 * display step in src/domain/catalogue/price.ts, their formatters) are shared by the cart, checkout and
 * account chunks, so the bundler keeps them in the app chunk: +0.6 kB gzip measured on the app chunk
 * (203,895 → 204,491 bytes, after dropping the new contract fields' descriptions from the first load).
 * With every page drawn for the signed-in shopper (docs/adr/0038: her page state put back into the
 * stores before hydrating, the header's parts drawn from them), Arabic pages linking to Arabic (docs/adr/0044:
 * the language-keeping links, the defensive cookie reader) and the phone sign-in's lazy adapter, the merged
 * home page measured 209.9 kB (app chunk 202.2 kB), so the ceiling is 210 kB. The after-paint loader
 * stays (ADR 0038's last section: without it an early Add to cart tap was lost). The operator console
 * (issue 29) adds its two route-table entries, their lazy imports and its port's lazily bound adapter to the
 * shell (+0.3 kB: 210.2 kB measured; no admin module is in the first load). Issue 29 asks for no growth at
 * all: one lazily loaded /admin/* route whose chunk binds its own port is what takes it back out. A guest's
 * country control in the footer, the country she chose winning over the location lookup (docs/adr/0050),
 * the phone numbers' grouping table (src/domain/country/phone-display.ts) and the discount badge's percent
 * formatter brought the home page to 211.0 kB (+0.8 kB), so the ceiling is 212 kB. The budget above is
 * now 44 kB away: the first load needs its own issue. The console's refunds and shoppers (issue 29, docs/adr/0054)
 * made the console one '/admin/*' entry whose screen draws its pages (their routes and lazy imports left the shell)
 * and its three adapters one lazy import; what stays is that entry, three port tokens and three adapter lines:
 * 211.0 kB (app chunk 203.3 kB) before, 211.1 kB (203.4 kB) after, with two ports more. Descendant <Routes> would
 * have cost +0.5 kB (React Router's createRoutesFromChildren joins the app chunk): the section uses useRoutes.
 * Issue 31's duplicates work (175 → 88 pairs) moved the ceiling to 213 kB: what the first load's screens and
 * stores now share instead of each writing it (PageTitle, StatusPage for the crash page, NavEntryList, one
 * error-class builder, the session follower of the cart and favourites), with issue 27's keepalive for small
 * changes and its once-per-process module loads, measured 212.3 kB (the app chunk +0.6 kB gzip -9 against the
 * session's start; minified, +466 characters).
 * Issue 27's start-up in tasks moved it to 215 kB: React's DOM renderer, the router and the frame left the app
 * chunk for a chunk of their own (src/ui/app/draw-page.tsx, the 'page' group), evaluated in a task of its own,
 * which took Lighthouse's TBT on /cart from a median of 206 to 112 ms (7 runs each, the same machine, old and
 * new builds interleaved). Two files compress a little worse than one: 212.6 → 214.5 kB, the same modules.
 */
export const INITIAL_JS_CEILING_KB = 215;

export interface ScriptLoad {
  url: string;
  gzipBytes: number;
}

/**
 * The scripts the page asked for until its heading was on screen (the first paint of its content),
 * each gzipped at level 9. What is fetched after that on purpose (Sentry, the toaster, the overlays,
 * the service worker's window helper) is listed apart: it does not delay the first paint. Both times
 * are the page's own clock: the heading's paint is the first animation frame after it entered the
 * DOM, and each script's request is its resource-timing start.
 */
export async function initialScripts(browser: Browser, url: string, ready: string): Promise<{ initial: ScriptLoad[]; later: ScriptLoad[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  // Checked at every animation frame: the first frame that draws the heading. Plain text, not a
  // function: tsx would wrap a named function in a helper the page does not have.
  await page.addInitScript({
    content: `(() => {
      const check = (time) => {
        if (document.querySelector(${JSON.stringify(ready)}) === null) requestAnimationFrame(check);
        else window.dukkanHeadingPaintedAt = time;
      };
      requestAnimationFrame(check);
    })();`,
  });
  const pending: Promise<(ScriptLoad & { path: string }) | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), path: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => 'dukkanHeadingPaintedAt' in window, undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const { paintedAt, starts } = await page.evaluate(() => ({
    paintedAt: (window as unknown as { dukkanHeadingPaintedAt: number }).dukkanHeadingPaintedAt,
    starts: performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  const loads = (await Promise.all(pending)).filter((load): load is ScriptLoad & { path: string } => load !== null);
  await context.close();
  const startOf = (path: string) => Math.min(...starts.filter((entry) => entry.path === path).map((entry) => entry.start));
  const strip = ({ url: address, gzipBytes }: ScriptLoad) => ({ url: address, gzipBytes });
  return {
    initial: loads.filter((load) => startOf(load.path) <= paintedAt).map(strip),
    later: loads.filter((load) => !(startOf(load.path) <= paintedAt)).map(strip),
  };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const sum = (loads: readonly ScriptLoad[]) => loads.reduce((total, load) => total + load.gzipBytes, 0);

/**
 * A production build in a folder of its own (served with DIST_DIR), so the benchmark never rewrites
 * dist/ under a browser test that is using it.
 */
let built: Promise<string> | undefined;
/** The storefront's heading once the page answers taps (hydrated or drawn in the browser). */
const INTERACTIVE_HEADING = 'html[data-interactive="true"] main h1';

export function buildStorefront(): Promise<string> {
  built ??= (async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'dukkan-bench-dist-'));
    await build({ root: ROOT, logLevel: 'warn', configFile: join(ROOT, 'vite.config.ts'), build: { outDir, emptyOutDir: true } });
    // The server's render beside it (<dist>-ssr, where server/src/main.ts looks for a DIST_DIR's).
    await build({
      root: ROOT,
      logLevel: 'warn',
      configFile: join(ROOT, 'vite.config.ts'),
      build: { ssr: 'src/ui/server/entry-server.tsx', outDir: `${outDir}-ssr`, emptyOutDir: true },
    });
    return outDir;
  })();
  return built;
}

let floorBuilt: Promise<string> | undefined;
/** The floor app (bench/floor/), built once per run with the storefront's Vite settings. */
export function buildFloor(): Promise<string> {
  floorBuilt ??= buildFloorOnce();
  return floorBuilt;
}

async function buildFloorOnce(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'dukkan-floor-'));
  await build({
    root: join(ROOT, 'bench', 'floor'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}

export async function bundleFigures(log: (line: string) => void): Promise<{ figures: Figure[]; details: string[] }> {
  log('bundle: building the storefront and the floor app');
  const distDir = await buildStorefront();
  const floorDir = await buildFloor();
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumArgs() });
  const storefront = await startStorefront({ env: { DIST_DIR: distDir } });
  const floor = await serveFolder(floorDir);
  try {
    const floorScripts = (await initialScripts(browser, `${floor.baseUrl}/`, 'main h1')).initial;
    // The server draws the heading before any script runs (issue 18): what counts is every script the
    // page needs until it answers taps (App marks <html data-interactive>).
    const en = await initialScripts(browser, `${storefront.baseUrl}/?lng=en`, INTERACTIVE_HEADING);
    const homeEn = en.initial;
    const homeAr = (await initialScripts(browser, `${storefront.baseUrl}/?lng=ar`, INTERACTIVE_HEADING)).initial;
    const floorBytes = sum(floorScripts);
    const worst = Math.max(sum(homeEn), sum(homeAr));
    const budget = floorBytes + INITIAL_JS_MARGIN_KB * 1024;
    const figures: Figure[] = [
      {
        id: 'floor-js',
        figure: 'Floor: minimal app of the mandated libraries, initial JS (gzip)',
        budget: '—',
        measured: `${kb(floorBytes)} kB`,
        ratio: '1.00',
        pass: null,
        gated: false,
        value: floorBytes,
      },
      {
        id: 'home-initial-js',
        figure: 'Home page initial JS (gzip, requested before its heading is on screen), English / Arabic, worst',
        budget: `≤ floor + ${INITIAL_JS_MARGIN_KB} kB (${kb(budget)} kB)`,
        measured: `${kb(sum(homeEn))} / ${kb(sum(homeAr))} kB`,
        ratio: (worst / floorBytes).toFixed(2),
        pass: worst <= budget,
        gated: false,
        value: worst,
      },
      {
        id: 'home-initial-js-ceiling',
        figure: 'Home page initial JS (gzip), against the regression ceiling CI holds until the budget above is met',
        budget: `≤ ${INITIAL_JS_CEILING_KB} kB`,
        measured: `${kb(worst)} kB`,
        ratio: (worst / floorBytes).toFixed(2),
        pass: worst <= INITIAL_JS_CEILING_KB * 1024,
        gated: true,
        value: worst,
      },
    ];
    const describe = (name: string, loads: ScriptLoad[]) =>
      `${name}: ${loads.length} scripts, ${kb(sum(loads))} kB — ` +
      loads
        .toSorted((a, b) => b.gzipBytes - a.gzipBytes)
        .map((load) => `${new URL(load.url).pathname.replace(/^\/assets\//, '')} ${kb(load.gzipBytes)}`)
        .join(', ');
    return {
      figures,
      details: [describe('Floor', floorScripts), describe('Home (en), until it answers taps (hydrated)', homeEn), describe('Home (en), fetched after that', en.later)],
    };
  } finally {
    await browser.close();
    floor.server.close();
    await stop(storefront.child);
  }
}
