// Phone sign-in end to end (issue 30), in English and Arabic at 360 px against the real server: from
// the login screen's link, sign up with a phone (name, country, no e-mail) and the code read from the
// development outbox, typed in Arabic-Indic digits in Arabic; the account page shows the new shopper;
// the account page names the phone that logs in; then a demo account (the shopper in English, the seller in Arabic) signs in by phone. axe on each step.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { displayPhone } from '../../src/domain/country';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { LANGUAGES, sessionCookie, useBrowser, type Lng, type Viewport } from './support/browser';
import { exactly, pathOf } from './support/frame';
import { text } from './support/locales';

const { open, baseUrl } = useBrowser();
const NARROW: Viewport = { name: 'phone-360', width: 360, height: 780 };

const t = (lng: Lng, key: string, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text(lng, `account:${key}`));

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const toArabicIndic = (digits: string): string => digits.replace(/\d/g, (d) => ARABIC_INDIC[Number(d)] ?? d);

/** The code of the newest message to the phone in the development outbox (the WebOTP line ends it). */
async function codeFor(phone: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const body = (await response.json()) as { messages: { text: string }[] };
  const code = /#(\d{6})$/.exec(body.messages[0]?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The phone field's label also says it is required: its accessible name starts with the label. */
const phoneInput = (page: Page, lng: Lng) => page.getByRole('textbox', { name: new RegExp(`^${t(lng, 'phone.phone')}`) });

async function heading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: exactly(name) }).waitFor();
}

/** No element wider than the 360 px screen. */
async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

async function enterCode(page: Page, lng: Lng, phone: string, submit: string): Promise<void> {
  await page.getByTestId('code-sent').waitFor();
  const code = await codeFor(phone);
  const input = page.getByTestId('phone-code');
  expect(await input.getAttribute('autocomplete')).toBe('one-time-code');
  expect(await input.getAttribute('inputmode')).toBe('numeric');
  await input.fill(lng === 'ar' ? toArabicIndic(code) : code);
  await page.getByRole('button', { name: exactly(t(lng, submit)) }).click();
}

describe.each(LANGUAGES)('phone sign-in in %s at 360 px', (lng) => {
  it('signs up with a phone and the code from the outbox, then a demo account signs in by phone', async () => {
    const national = `93${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const page = await open({ path: '/login', lng, viewport: NARROW });

    // The login screen links to phone sign-in, which links to phone sign-up.
    await page.getByTestId('phone-link').click();
    await heading(page, t(lng, 'phone.signInTitle'));
    await page.getByRole('link', { name: exactly(t(lng, 'phone.signupLink')) }).click();
    await heading(page, t(lng, 'phone.signUpTitle'));
    expect(pathOf(page)).toBe('/signup/phone');

    // Nothing filled: the messages in this language, on the fields.
    await page.getByRole('button', { name: exactly(t(lng, 'phone.sendCode')) }).click();
    await page.getByText(t(lng, 'fieldErrors.required')).first().waitFor();
    expect(await field(page, t(lng, 'fields.firstName')).getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page, `phone sign-up (${lng})`);
    await expectNoSideScroll(page);

    await field(page, t(lng, 'fields.firstName')).fill(lng === 'ar' ? 'رنا' : 'Rana');
    await field(page, t(lng, 'fields.lastName')).fill(lng === 'ar' ? 'صعب' : 'Saab');
    await phoneInput(page, lng).fill(lng === 'ar' ? toArabicIndic(`0${national}`) : `0${national}`);
    await page.getByRole('radio').first().check();
    await page.getByRole('radio', { name: exactly(t(lng, 'phone.whatsapp')) }).check();
    await page.getByRole('button', { name: exactly(t(lng, 'phone.sendCode')) }).click();

    // The screen says where the code went: by WhatsApp, to the normalised number.
    await page.getByTestId('code-sent').waitFor();
    const said = await page.getByTestId('code-sent').textContent();
    expect(said).toContain(t(lng, 'phone.whatsapp'));
    expect(said).toContain(displayPhone(`+963${national}`));
    // The resend waits for a visible countdown.
    expect(await page.getByTestId('resend-code').isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page, `phone code (${lng})`);
    await expectNoSideScroll(page);
    await enterCode(page, lng, `+963${national}`, 'phone.submitSignUp');

    await page.waitForFunction(() => window.location.pathname === '/');
    await expect.poll(() => sessionCookie(page), { timeout: 10_000 }).not.toBeNull();
    expect((await sessionCookie(page))?.httpOnly).toBe(true);

    // The account page says which phone logs in to the new account.
    await page.goto(`${baseUrl}/account?lng=${lng}`);
    const card = page.getByTestId('sign-in-phone');
    await card.getByText(displayPhone(`+963${national}`)).waitFor();
    await expectNoSeriousA11yViolations(page, `account with a phone (${lng})`);
    await expectNoSideScroll(page);

    // A demo account signs in by phone in a fresh browser: the shopper in English, the seller in Arabic.
    const demo = lng === 'en' ? { phone: '944 123 456', iso: 'SY', digits: '963944123456' } : { phone: '71 123 456', iso: 'LB', digits: '96171123456' };
    const again = await open({ path: '/login/phone', lng, viewport: NARROW });
    await heading(again, t(lng, 'phone.signInTitle'));
    await again.getByRole('combobox', { name: t(lng, 'fields.phoneCountry') }).selectOption(demo.iso);
    await phoneInput(again, lng).fill(demo.phone);
    await again.getByRole('button', { name: exactly(t(lng, 'phone.sendCode')) }).click();
    await enterCode(again, lng, demo.digits, 'phone.submitSignIn');
    await again.waitForFunction(() => window.location.pathname === '/');
    await expect.poll(() => sessionCookie(again), { timeout: 10_000 }).not.toBeNull();
  });
});
