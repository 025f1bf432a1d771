// Issue 27, "The key actions work before the app does", measured as a shopper on a cheap phone: Chromium
// with its CPU slowed 4× and a 1.6 Mbit/s line (150 ms round trip, 750 kbit/s up: Lighthouse's mobile
// network), the server's page on screen and the app not yet running.
// - Add to cart tapped at the first contentful paint, 20 times: how many put the item in the cart.
// - The login form's e-mail and the header's search box typed into from the first paint, 20 times each:
//   how many kept every letter once the page was interactive.
// - The login form filled and "Log in" tapped, 20 times, the taps spread from the first paint across the
//   app's takeover (0 to 2.85 s after it, 150 ms apart): how many signed in and reached the page asked for.
// - The header's search box tapped, a term typed and Enter pressed, 20 times spread the same way: how many
//   reached the shop's results for the whole term.
// - Per page, the time from the first contentful paint until the page answers a tap (a tap every
//   100 ms from the first paint until one is answered), median of 3; and until the app hydrated.
// `BENCH_STOREFRONT_ROOT=/path/to/another/checkout` measures that tree's build (its dist/), for a before/after.
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { median, ROOT, startStorefront, stop } from '../support/processes';
import type { Figure } from '../support/report';

export const TRIES = Number(process.env.EARLY_TAPS_TRIES ?? '20');
const TIMING_RUNS = 3;
const CPU_SLOWDOWN = 4;
const LINE = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const SHOPPER = { email: 'shopper@dukkan.test', password: 'Shopper123' };
const TERM = 'lamp';
/** The login's and the search's taps, moments after the first paint: 0, 150, … ms, so that some land while the app takes the page over. */
const TAP_SPACING_MS = 150;

interface Setup {
  baseUrl: string;
  token: string;
  product: { id: number; productDetailId: number };
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`bench: ${init.method ?? 'GET'} ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A fresh context as the cheap phone: slowed CPU and line, signed in with the cookie when asked. */
async function phoneTab(browser: Browser, setup: Setup, signedIn: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: setup.baseUrl, viewport: { width: 360, height: 740 }, serviceWorkers: 'block', locale: 'en-GB' });
  if (signedIn) {
    await context.addCookies([
      { name: 'dukkan-session', value: setup.token, url: setup.baseUrl, httpOnly: true, sameSite: 'Lax' },
      { name: 'dukkan-signed-in', value: '1', url: setup.baseUrl, sameSite: 'Lax' },
    ]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINE);
  page.setDefaultTimeout(30_000);
  return page;
}

/** Opens the page and answers once it reports its first contentful paint (milliseconds since navigation). */
async function atFirstPaint(page: Page, path: string): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null, undefined, { polling: 20, timeout: 60_000 });
  return Number(await handle.jsonValue());
}

const sinceNavigation = (page: Page): Promise<number> => page.evaluate(() => performance.now());
const interactive = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, { polling: 50, timeout: 60_000 });

async function cartQuantity(setup: Setup): Promise<number> {
  const cart = await json<{ cartItems: { productDetailId: number; quantity: number }[] }>(`${setup.baseUrl}/api/cart`, { headers: { authorization: `Bearer ${setup.token}` } });
  return cart.cartItems.find((line) => line.productDetailId === setup.product.productDetailId)?.quantity ?? 0;
}

async function emptyCart(setup: Setup): Promise<void> {
  await fetch(`${setup.baseUrl}/api/cart/empty`, { method: 'DELETE', headers: { authorization: `Bearer ${setup.token}` } });
}

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return check();
}

/** One tap on Add to cart at the first paint: did the item reach the cart? */
async function addAtFirstPaint(browser: Browser, setup: Setup): Promise<boolean> {
  await emptyCart(setup);
  const page = await phoneTab(browser, setup, true);
  try {
    await atFirstPaint(page, `/product/${setup.product.id}?lng=en`);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click({ timeout: 10_000 });
    // The tap's answer is in by the time the page (or the one a form's answer loaded) is interactive, and a moment more.
    await interactive(page);
    return await waitFor(async () => (await cartQuantity(setup)) > 0, 3_000);
  } catch {
    return false;
  } finally {
    await page.context().close();
  }
}

/**
 * A guest's page opened on the phone, and `act` done on it `after` ms past the first paint: did the browser reach
 * the address `arrived` looks for (the page the action leads to)?
 */
async function actedAtFirstPaint(browser: Browser, setup: Setup, path: string, after: number, act: (page: Page) => Promise<void>, arrived: (url: URL) => boolean): Promise<boolean> {
  const page = await phoneTab(browser, setup, false);
  try {
    await atFirstPaint(page, path);
    await page.waitForTimeout(after);
    await act(page);
    await page.waitForURL(arrived, { timeout: 20_000, waitUntil: 'commit' });
    return true;
  } catch {
    return false;
  } finally {
    await page.context().close();
  }
}

/** The login form filled and tapped: did she reach the page she asked for, signed in? */
const logInAtFirstPaint = (browser: Browser, setup: Setup, after: number): Promise<boolean> =>
  actedAtFirstPaint(browser, setup, '/login?next=%2Fnotifications&lng=en', after, async (page) => {
    await emailField(page).fill(SHOPPER.email, { timeout: 10_000 });
    await page.getByLabel('Password', { exact: true }).fill(SHOPPER.password, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Log in', exact: true }).click({ timeout: 10_000, noWaitAfter: true });
  }, (url) => url.pathname === '/notifications');

/** The header's search box tapped, the term typed, Enter: the results for the whole term? */
const searchAtFirstPaint = (browser: Browser, setup: Setup, after: number): Promise<boolean> =>
  actedAtFirstPaint(browser, setup, '/?lng=en', after, async (page) => {
    await headerSearch(page).click({ timeout: 10_000 });
    await page.keyboard.type(TERM, { delay: 80 });
    await page.keyboard.press('Enter');
  }, (url) => url.pathname === '/shop' && url.searchParams.get('productName') === TERM);

/** Typing into a field from the first paint (a letter every 80 ms, across the hydration): what the page kept. */
async function typeAtFirstPaint(browser: Browser, setup: Setup, path: string, field: (page: Page) => ReturnType<Page['getByLabel']>, typed: string, kept: (page: Page) => Promise<string>): Promise<string> {
  const page = await phoneTab(browser, setup, false);
  try {
    await atFirstPaint(page, path);
    await field(page).click({ timeout: 10_000 });
    await page.keyboard.type(typed, { delay: 80 });
    await interactive(page);
    await page.waitForTimeout(500);
    return await kept(page);
  } catch (error) {
    return `(failed: ${error instanceof Error ? error.message.split('\n', 1)[0] ?? '' : String(error)})`;
  } finally {
    await page.context().close();
  }
}

/** Taps every 100 ms from the first paint until `answered` says the page did something with one: how long that took. */
async function answerTime(browser: Browser, setup: Setup, path: string, signedIn: boolean, tap: (page: Page) => Promise<void>, answered: (page: Page) => Promise<boolean>): Promise<number> {
  const page = await phoneTab(browser, setup, signedIn);
  let sent = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/(api\/cart\/add|form\/cart\/add|api\/auth\/login|form\/login)/.test(request.url())) sent = true;
  });
  (page as Page & { actionSent?: () => boolean }).actionSent = () => sent;
  try {
    const fcp = await atFirstPaint(page, path);
    let tapAt = Number.NaN;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const before = await sinceNavigation(page).catch(() => Number.NaN);
      await tap(page).catch(() => undefined);
      if (sent || (await answered(page).catch(() => false))) {
        tapAt = before;
        break;
      }
      await page.waitForTimeout(100);
    }
    return Math.max(0, tapAt - fcp);
  } finally {
    await page.context().close();
  }
}

/** From the first contentful paint until the app hydrated (no tap: a tap answered by a form loads another page). */
async function hydrationTime(browser: Browser, setup: Setup, path: string, signedIn: boolean): Promise<number> {
  const page = await phoneTab(browser, setup, signedIn);
  try {
    const fcp = await atFirstPaint(page, path);
    await interactive(page);
    return Math.max(0, (await sinceNavigation(page)) - fcp);
  } finally {
    await page.context().close();
  }
}

const emailField = (page: Page) => page.getByLabel('E-mail address', { exact: true });
// Before issue 27 the header's search was a button that opened the overlay; now it is the field itself.
const headerSearch = (page: Page) => page.locator('header').getByRole('searchbox').or(page.locator('header').getByRole('button', { name: 'Search for products' })).first();
/** What a search field of the page holds (the header's, or the overlay's once the app opened it). */
const searchTyped = (page: Page) => page.evaluate(() => [...document.querySelectorAll<HTMLInputElement>('input[type="search"]')].map((input) => input.value).find((value) => value !== '') ?? '');

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');

export async function earlyTapsFigures(log: (line: string) => void): Promise<{ figures: Figure[]; details: string[] }> {
  const root = process.env.BENCH_STOREFRONT_ROOT ?? ROOT;
  log(`early taps: the storefront of ${root}`);
  // Every try signs in from 127.0.0.1: the per-address limit of a carrier's NAT, not a single phone's (config.ts).
  const server = await startStorefront({ cwd: root, env: { RATE_LIMIT_PER_IP: '1000' } });
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: chromiumArgs() });
  const details: string[] = [`storefront: ${root}`, `phone: CPU ${CPU_SLOWDOWN}× slower, ${LINE.latency} ms round trip, 1.6 Mbit/s down, 750 kbit/s up; 360 px`];
  try {
    const { accessToken } = await json<{ accessToken: string }>(`${server.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SHOPPER) });
    const list = await json<{ productsReturned: { products: { id: number; productDetailId: number }[] } }>(`${server.baseUrl}/api/products?pageSize=1&inStock=true`);
    const product = list.productsReturned.products[0];
    if (product === undefined) throw new Error('bench: no product in stock');
    const setup: Setup = { baseUrl: server.baseUrl, token: accessToken, product };

    let added = 0;
    for (let index = 0; index < TRIES; index += 1) {
      if (await addAtFirstPaint(browser, setup)) added += 1;
      log(`early taps: add to cart ${index + 1}/${TRIES}, ${added} in the cart`);
    }
    let loginKept = 0;
    const loginLost = new Set<string>();
    for (let index = 0; index < TRIES; index += 1) {
      const kept = await typeAtFirstPaint(browser, setup, '/login?lng=en', emailField, SHOPPER.email, (page) => emailField(page).inputValue());
      if (kept === SHOPPER.email) loginKept += 1;
      else loginLost.add(JSON.stringify(kept));
      log(`early taps: login typing ${index + 1}/${TRIES}, ${loginKept} kept`);
    }
    /** `TRIES` tries of an action, the n-th `n × TAP_SPACING_MS` after the first paint: how many arrived, and when the others were made. */
    const spread = async (name: string, tryOnce: (after: number) => Promise<boolean>): Promise<{ arrived: number; missed: number[] }> => {
      let arrived = 0;
      const missed: number[] = [];
      for (let index = 0; index < TRIES; index += 1) {
        const after = index * TAP_SPACING_MS;
        if (await tryOnce(after)) arrived += 1;
        else missed.push(after);
        log(`early taps: ${name} ${after} ms after first paint ${index + 1}/${TRIES}, ${arrived} arrived`);
      }
      return { arrived, missed };
    };
    const { arrived: signedIn, missed } = await spread('log in tapped', (after) => logInAtFirstPaint(browser, setup, after));
    let searchKept = 0;
    const searchLost = new Set<string>();
    for (let index = 0; index < TRIES; index += 1) {
      const kept = await typeAtFirstPaint(browser, setup, '/?lng=en', headerSearch, TERM, searchTyped);
      if (kept === TERM) searchKept += 1;
      else searchLost.add(JSON.stringify(kept));
      log(`early taps: search typing ${index + 1}/${TRIES}, ${searchKept} kept`);
    }
    details.push(`login e-mail typed ${JSON.stringify(SHOPPER.email)}; what was left when not kept: ${[...loginLost].slice(0, 5).join(', ') || '—'}`);
    details.push(`log in tapped 0–${(TRIES - 1) * TAP_SPACING_MS} ms after first paint; not signed in when tapped at: ${missed.map((after) => `${after} ms`).join(', ') || '—'}`);
    const { arrived: searched, missed: searchMissed } = await spread('search sent', (after) => searchAtFirstPaint(browser, setup, after));
    details.push(`search tapped, typed and sent 0–${(TRIES - 1) * TAP_SPACING_MS} ms after first paint; not at the results for ${JSON.stringify(TERM)} when tapped at: ${searchMissed.map((after) => `${after} ms`).join(', ') || '—'}`);
    details.push(`search typed ${JSON.stringify(TERM)}; what was left when not kept: ${[...searchLost].slice(0, 5).join(', ') || '—'}`);

    const pages: { name: string; path: string; signedIn: boolean; tap: (page: Page) => Promise<void>; answered: (page: Page) => Promise<boolean> }[] = [
      {
        name: 'product (Add to cart)',
        path: `/product/${product.id}?lng=en`,
        signedIn: true,
        tap: (page) => page.getByRole('button', { name: 'Add to cart', exact: true }).click({ timeout: 2_000 }),
        answered: async (page) => ((page as Page & { actionSent?: () => boolean }).actionSent?.() ?? false) || (await cartQuantity(setup)) > 0,
      },
      {
        name: 'login (Log in)',
        path: '/login?lng=en',
        signedIn: false,
        tap: async (page) => {
          const email = page.getByLabel('E-mail address', { exact: true });
          if ((await email.inputValue()) === '') await email.fill(SHOPPER.email);
          const password = page.getByLabel('Password', { exact: true });
          if ((await password.inputValue()) === '') await password.fill(SHOPPER.password);
          await page.getByRole('button', { name: 'Log in', exact: true }).click({ timeout: 2_000 });
        },
        answered: async (page) => (page as Page & { actionSent?: () => boolean }).actionSent?.() ?? false,
      },
      {
        name: 'home (search box)',
        path: '/?lng=en',
        signedIn: false,
        tap: async (page) => {
          // Before issue 27 a tap on the header's button opened the overlay, whose field then has the focus.
          if ((await page.locator('dialog[open]').count()) === 0) await headerSearch(page).click({ timeout: 2_000 });
          await page.keyboard.type('x');
        },
        answered: (page) => page.evaluate(() => [...document.querySelectorAll<HTMLInputElement>('input[type="search"]')].some((input) => input.value.includes('x'))),
      },
    ];
    const figures: Figure[] = [
      { id: 'early-add-to-cart', figure: `Add to cart tapped at first paint (4× CPU, 1.6 Mbit/s): in the cart`, budget: `${TRIES} of ${TRIES}`, measured: `${added} of ${TRIES}`, ratio: (added / TRIES).toFixed(2), pass: added === TRIES, gated: false, value: added },
      { id: 'early-login-typing', figure: 'Login e-mail typed from first paint: every letter kept', budget: `${TRIES} of ${TRIES}`, measured: `${loginKept} of ${TRIES}`, ratio: (loginKept / TRIES).toFixed(2), pass: loginKept === TRIES, gated: false, value: loginKept },
      { id: 'early-login-tap', figure: `Log in filled and tapped from first paint, the taps spread across the app's takeover (0–${((TRIES - 1) * TAP_SPACING_MS / 1000).toFixed(2)} s after it): signed in`, budget: `${TRIES} of ${TRIES}`, measured: `${signedIn} of ${TRIES}`, ratio: (signedIn / TRIES).toFixed(2), pass: signedIn === TRIES, gated: false, value: signedIn },
      { id: 'early-search-sent', figure: `Header search tapped, typed and sent with Enter from first paint, spread the same way: the results for the whole term`, budget: `${TRIES} of ${TRIES}`, measured: `${searched} of ${TRIES}`, ratio: (searched / TRIES).toFixed(2), pass: searched === TRIES, gated: false, value: searched },
      { id: 'early-search-typing', figure: 'Header search typed from first paint: every letter kept', budget: `${TRIES} of ${TRIES}`, measured: `${searchKept} of ${TRIES}`, ratio: (searchKept / TRIES).toFixed(2), pass: searchKept === TRIES, gated: false, value: searchKept },
    ];
    for (const candidate of pages) {
      const taps: number[] = [];
      const hydrations: number[] = [];
      for (let index = 0; index < TIMING_RUNS; index += 1) {
        await emptyCart(setup);
        taps.push(await answerTime(browser, setup, candidate.path, candidate.signedIn, candidate.tap, candidate.answered));
        hydrations.push(await hydrationTime(browser, setup, candidate.path, candidate.signedIn));
        log(`early taps: ${candidate.name} run ${index + 1}/${TIMING_RUNS}: tap answered ${ms(taps.at(-1) ?? Number.NaN)}, hydrated ${ms(hydrations.at(-1) ?? Number.NaN)}`);
      }
      const tap = median(taps);
      const hydrated = median(hydrations);
      figures.push({ id: `early-answer-${candidate.name.split(' ')[0] ?? ''}`, figure: `${candidate.name}: first contentful paint → a tap answered (median of ${TIMING_RUNS})`, budget: '—', measured: ms(tap), ratio: '—', pass: null, gated: false, value: tap });
      details.push(`${candidate.name}: tap answered ${taps.map(ms).join(', ')}; app hydrated ${hydrations.map(ms).join(', ')} after first paint (median ${ms(hydrated)})`);
    }
    return { figures, details };
  } finally {
    await browser.close();
    await stop(server.child);
  }
}
