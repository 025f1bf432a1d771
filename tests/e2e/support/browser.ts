// playwright-core over Debian's Chromium: one browser per test file, a fresh context (its own
// storage, viewport and language) per page a test opens. Never downloads a browser.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
// The browser's session: the HttpOnly cookie with the token, and the readable hint the page reads (docs/adr/0035).
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '../../../src/infrastructure/account/account-contract';

export interface Viewport {
  readonly name: string;
  readonly width: number;
  readonly height: number;
}

export const PHONE: Viewport = { name: 'phone', width: 390, height: 844 };
export const DESKTOP: Viewport = { name: 'desktop', width: 1366, height: 768 };
export const VIEWPORTS = [PHONE, DESKTOP] as const;

export type Lng = 'en' | 'ar';
export const LANGUAGES: readonly Lng[] = ['en', 'ar'];


const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `e2e: no Chromium at ${path}. Install Debian's package (apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to another Chromium binary. The suite never downloads a browser.',
    );
  }
  return path;
}

/** Headless Chromium; playwright gives each launch its own temporary user-data directory. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
}

export interface OpenOptions {
  /** Path and query, e.g. '/shop'. `lng` is appended as ?lng=… (the detector reads the query string first). */
  path?: string;
  lng?: Lng;
  viewport?: Viewport;
  /**
   * Signed in with this access token before the app starts, as a sign-in leaves a browser: the
   * HttpOnly session cookie and the readable dukkan-signed-in=1 hint.
   */
  token?: string;
  /** Further local-storage entries written before the app starts (once per tab, not on reloads). */
  storage?: Record<string, string>;
  /** Wait for this before answering (default: the <header> landmark, or the 404 heading). */
  waitFor?: (page: Page) => Promise<void>;
  /**
   * The storefront's service worker: blocked unless asked for (or E2E_SERVICE_WORKERS=allow), so a
   * test sees the network as it is and no context spends its first seconds precaching the shell.
   */
  serviceWorkers?: 'allow' | 'block';
  /** Another server than the suite's (a test that starts its own instance). */
  baseUrl?: string;
  /** The browser's own language (Accept-Language), when it differs from the page's: ar-SY or en-GB by default. */
  browserLocale?: string;
  /** The browser's user agent (a phone's, as Lighthouse's mobile preset sends, tells the server to draw the phone's frame). */
  userAgent?: string;
}

export function withLng(path: string, lng: Lng): string {
  const url = new URL(path, 'http://x');
  url.searchParams.set('lng', lng);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Registers the hooks of one test file and answers `open`, which makes a fresh context and page
 * (closed after each test) and loads a route of the running storefront.
 */
export function useBrowser(): { open: (options?: OpenOptions) => Promise<Page>; baseUrl: string } {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const open = async (options: OpenOptions = {}): Promise<Page> => {
    if (!browser) throw new Error('e2e: the browser is not running (open() outside a test?)');
    const { path = '/', lng = 'en', viewport = PHONE, token } = options;
    const serviceWorkers = options.serviceWorkers ?? (process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block');
    const context = await browser.newContext({
      baseURL: options.baseUrl ?? baseUrl,
      serviceWorkers,
      viewport: { width: viewport.width, height: viewport.height },
      locale: options.browserLocale ?? (lng === 'ar' ? 'ar-SY' : 'en-GB'),
      // The stylesheet shortens transitions to nothing for reduced motion, so no check races a fade.
      reducedMotion: 'reduce',
      isMobile: false,
      hasTouch: false,
      ...(options.userAgent === undefined ? {} : { userAgent: options.userAgent }),
    });
    contexts.push(context);
    const { storage: seeded = {} } = options;
    if (token !== undefined) await signInContext(context, options.baseUrl ?? baseUrl, token);
    if (Object.keys(seeded).length > 0) {
      await context.addInitScript((entries) => {
        // Once per tab: a reload keeps what the app did since (e.g. removed the token on logout).
        if (window.sessionStorage.getItem('e2e-storage-seeded')) return;
        window.sessionStorage.setItem('e2e-storage-seeded', '1');
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, seeded);
    }
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    uncaught.set(page, errors);
    page.setDefaultTimeout(15_000);
    // E2E_CPU_THROTTLE=6 slows the page's CPU as Lighthouse's phone does: races with hydration show.
    const throttle = Number(process.env.E2E_CPU_THROTTLE ?? '1');
    if (throttle > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(withLng(path, lng), { waitUntil: 'load' });
    await (options.waitFor ?? appReady)(page);
    return page;
  };

  return { open, baseUrl };
}

/** What a sign-in leaves in a browser (the server's Set-Cookie): the session cookie and its hint. */
export async function signInContext(context: BrowserContext, url: string, token: string): Promise<void> {
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url, httpOnly: true, sameSite: 'Lax' },
    { name: SIGNED_IN_COOKIE, value: '1', url, sameSite: 'Lax' },
  ]);
}

/** The browser's session cookie (HttpOnly: out of the page's reach), or null. */
export async function sessionCookie(page: Page): Promise<{ value: string; httpOnly: boolean; sameSite: string } | null> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === SESSION_COOKIE);
  return cookie === undefined ? null : { value: cookie.value, httpOnly: cookie.httpOnly, sameSite: cookie.sameSite };
}

const uncaught = new WeakMap<Page, string[]>();

/** Uncaught errors the page threw since `open` created it. */
export function pageErrors(page: Page): string[] {
  return uncaught.get(page) ?? [];
}

/**
 * The app answers taps: React drew #root or hydrated the server's page (App marks <html
 * data-interactive>). A server-drawn page has content before that, and a tap on it would be lost.
 */
export async function appReady(page: Page): Promise<void> {
  // Generous: the first paint of a fresh context is the slowest step on a loaded two-core machine.
  await page.waitForFunction(
    () => document.documentElement.dataset.interactive === 'true' && (document.getElementById('root')?.childElementCount ?? 0) > 0,
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * The page has settled for a measurement (axe, a screenshot): no request in flight, web fonts
 * loaded and every finite CSS animation (an overlay fading in) finished. Playwright answers
 * 'networkidle' at once when the page reached it before, so the animations are waited for apart.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
