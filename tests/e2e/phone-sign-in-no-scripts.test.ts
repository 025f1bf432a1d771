// Phone sign-in and sign-up with scripts off (issue 30; docs/adr/0040, 0046), in English and Arabic at
// 360 px: each step is a real HTML form the server answers with the next step. The phone and WhatsApp
// -> "a code went by WhatsApp to +963…" -> the code from the development outbox -> signed in with the
// session cookie; and a sign-up by phone (name, country) the same way. axe on each step.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { displayPhone } from '../../src/domain/country';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { LANGUAGES, launchChromium, sessionCookie, withLng, type Lng } from './support/browser';
import { exactly } from './support/frame';
import { text } from './support/locales';

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser.close();
});

const t = (lng: Lng, key: string): string => text(lng, key.includes(':') ? key : `account:${key}`);
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const toArabicIndic = (digits: string): string => digits.replace(/\d/g, (d) => ARABIC_INDIC[Number(d)] ?? d);

async function tab(lng: Lng, javaScript = false): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    javaScriptEnabled: javaScript,
    serviceWorkers: 'block',
    viewport: { width: 360, height: 740 },
    locale: lng === 'ar' ? 'ar-SY' : 'en-GB',
    reducedMotion: 'reduce',
  });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

async function codeFor(phone: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const body = (await response.json()) as { messages: { text: string }[] };
  const code = /#(\d{6})$/.exec(body.messages[0]?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

const phoneInput = (page: Page, lng: Lng) => page.getByRole('textbox', { name: new RegExp(`^${t(lng, 'phone.phone')}`) });
const notice = (page: Page, lng: Lng, key: string) => page.getByTestId('form-notice').filter({ hasText: text(lng, `frame:formNotices.${key}`) });

/** axe runs in the page (its timers need scripts): the same address is checked in a tab with them. */
async function axeAt(url: string, lng: Lng, label: string): Promise<void> {
  const page = await tab(lng, true);
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectNoSeriousA11yViolations(page, label);
}

async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/**
 * "Send code" pressed; when the phone's cooldown from another test's send still runs (the server says
 * "too many"), pressed again once it is over (the first wait is 30 s).
 */
async function sendCode(page: Page, lng: Lng): Promise<void> {
  await page.getByRole('button', { name: exactly(t(lng, 'phone.sendCode')) }).click();
  await page.waitForLoadState('load');
  if (new URL(page.url()).searchParams.get('notice') === 'too-many') {
    await new Promise((resolve) => setTimeout(resolve, 31_000));
    await page.getByRole('button', { name: exactly(t(lng, 'phone.sendCode')) }).click();
  }
  await page.getByTestId('code-sent').waitFor();
}

describe.each(LANGUAGES)('phone sign-in with scripts off, in %s at 360 px', (lng) => {
  it('a demo account signs in by phone by WhatsApp with the code from the outbox', async () => {
    // The shopper in English, the seller in Arabic (one send per phone here: the codes' cooldown).
    const demo = lng === 'en' ? { phone: '944 123 456', iso: 'SY', e164: '+963944123456' } : { phone: '71 123 456', iso: 'LB', e164: '+96171123456' };
    const page = await tab(lng);
    await page.goto(withLng('/login/phone', lng));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lng === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('heading', { level: 1, name: exactly(t(lng, 'phone.signInTitle')) }).waitFor();
    await page.getByRole('combobox', { name: t(lng, 'fields.phoneCountry') }).selectOption(demo.iso);
    await phoneInput(page, lng).fill(demo.phone);
    await page.getByRole('radio', { name: exactly(t(lng, 'phone.whatsapp')) }).check();
    await sendCode(page, lng);

    // The code step, drawn by the server: where the code went; the address names the phone, never a code.
    const said = (await page.getByTestId('code-sent').textContent()) ?? '';
    expect(said).toContain(t(lng, 'phone.whatsapp'));
    expect(said).toContain(displayPhone(demo.e164));
    const at = new URL(page.url());
    expect(at.pathname).toBe('/login/phone');
    expect(at.searchParams.get('step')).toBe('code');
    expect(at.searchParams.get('channel')).toBe('whatsapp');
    expect(at.searchParams.has('code')).toBe(false);
    await axeAt(page.url(), lng, `phone code step (${lng})`);
    await expectNoSideScroll(page);

    const code = await codeFor(demo.e164);
    // A wrong code first: the code step again, with the message in this language.
    await page.getByTestId('phone-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: exactly(t(lng, 'phone.submitSignIn')) }).click();
    await notice(page, lng, 'phone-code-invalid').waitFor();
    expect(await sessionCookie(page)).toBeNull();
    await page.getByTestId('phone-code').fill(lng === 'ar' ? toArabicIndic(code) : code);
    await page.getByRole('button', { name: exactly(t(lng, 'phone.submitSignIn')) }).click();

    await notice(page, lng, 'signed-in').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await sessionCookie(page))?.httpOnly).toBe(true);
  }, 120_000);

  it('signs up by phone: name, country and the code, then signed in', async () => {
    const national = `93${String((Date.now() + (lng === 'ar' ? 1 : 0)) % 10_000_000).padStart(7, '0')}`;
    const page = await tab(lng);
    await page.goto(withLng('/signup/phone', lng));
    await page.getByRole('heading', { level: 1, name: exactly(t(lng, 'phone.signUpTitle')) }).waitFor();
    await page.getByLabel(t(lng, 'fields.firstName'), { exact: true }).fill(lng === 'ar' ? 'رنا' : 'Rana');
    await page.getByLabel(t(lng, 'fields.lastName'), { exact: true }).fill(lng === 'ar' ? 'صعب' : 'Saab');
    await phoneInput(page, lng).fill(`0${national}`);
    await page.getByRole('radio').first().check();
    await expectNoSideScroll(page);
    await sendCode(page, lng);
    expect(await page.getByTestId('code-sent').textContent()).toContain(displayPhone(`+963${national}`));
    expect(new URL(page.url()).pathname).toBe('/signup/phone');

    await page.getByTestId('phone-code').fill(await codeFor(`+963${national}`));
    await page.getByRole('button', { name: exactly(t(lng, 'phone.submitSignUp')) }).click();
    await notice(page, lng, 'phone-signed-up').waitFor();
    expect((await sessionCookie(page))?.httpOnly).toBe(true);
  }, 120_000);
});
