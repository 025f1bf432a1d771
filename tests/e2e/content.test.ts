// The content and support pages in a real browser against the real server: every page in both
// languages has its heading, no translation key shows through, axe finds no serious violation;
// the contact and data-deletion forms refuse what is wrong and record what is right.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { appReady, LANGUAGES, pageErrors, settled, useBrowser, type Lng } from './support/browser';
import { freshShopperWithoutCountry } from './support/accounts';
import { text } from './support/locales';

const { open } = useBrowser();
const baseUrl = inject('baseUrl');

/** A new account with a country chosen (no country dialog), so every run starts without a pending request. */
async function freshShopper(): Promise<string> {
  const { token } = await freshShopperWithoutCountry(baseUrl, 'Deletion');
  const response = await fetch(`${baseUrl}/api/users/profile/update-my-profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ store: 1, phoneNumber: '963944123456', whatsApp: '963944123456' }),
  });
  if (!response.ok) throw new Error(`update-my-profile answered ${response.status}`);
  return token;
}

const PAGES: readonly { path: string; heading: string }[] = [
  { path: '/contact', heading: 'content:contact.heading' },
  { path: '/faq', heading: 'content:faq.heading' },
  { path: '/about', heading: 'content:about.document.heading' },
  { path: '/download', heading: 'content:download.heading' },
  { path: '/policies', heading: 'content:policies.heading' },
  { path: '/terms', heading: 'content:terms.document.heading' },
  { path: '/terms-conditions', heading: 'content:termsConditions.document.heading' },
  { path: '/privacy-policy', heading: 'content:privacyPolicy.document.heading' },
  { path: '/return-policy', heading: 'content:returnPolicy.document.heading' },
  { path: '/data-deletion', heading: 'content:dataDeletion.document.heading' },
];

/** Text nodes that look like a translation key ('contact.form.title') or i18next's missing-key output. */
async function keysShowingThrough(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const value = (node.textContent ?? '').trim();
      if (/^[a-z]+(\.[a-zA-Z0-9_]+)+$/.test(value) || /^(content|pages|common|frame):/.test(value) || /returned an object instead of string/.test(value)) {
        found.push(value);
      }
    }
    return found;
  });
}

const main = (page: Page) => page.getByRole('main');

describe.each(LANGUAGES)('content pages in %s', (lng) => {
  it.each(PAGES)('$path: its heading, no key showing through, title and description, no serious axe violation', async ({ path, heading }) => {
    const page = await open({ path, lng });
    await main(page).getByRole('heading', { level: 1, name: text(lng, heading), exact: true }).waitFor();
    await settled(page);
    expect(await keysShowingThrough(page)).toEqual([]);
    expect(await page.title()).not.toBe('');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    expect(await page.locator('html').getAttribute('dir')).toBe(lng === 'ar' ? 'rtl' : 'ltr');
    await expectNoSeriousA11yViolations(page, `${path} (${lng})`);
    expect(pageErrors(page)).toEqual([]);
  });
});

/** Syria's address as the API answers it in a language. */
const address = async (lng: Lng) =>
  ((await (await fetch(`${baseUrl}/api/contactInfo?country=1&lang=${lng}`)).json()) as { recordReturned: { address: string } }).recordReturned.address;

describe("the store's address", () => {
  // A tryout switched an Arabic page to English: the footer kept the Arabic address. The details were
  // asked in the browser's language and kept once per country, whatever the page's.
  it("is in the page's language, not the browser's, and follows the language toggle", async () => {
    const [english, arabic] = [await address('en'), await address('ar')];
    expect(english).not.toBe(arabic);
    const page = await open({ path: '/contact', lng: 'en', browserLocale: 'ar-SY' });
    await appReady(page);
    const footer = page.locator('footer.site-footer');
    await expect.poll(() => footer.innerText(), { timeout: 15_000 }).toContain(english);
    expect(await footer.innerText()).not.toContain(arabic);
    await page.locator('a.language-toggle').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 15_000 }).toBe('ar');
    await expect.poll(() => footer.innerText(), { timeout: 15_000 }).toContain(arabic);
    expect(pageErrors(page)).toEqual([]);
  });
});

async function fillContact(page: Page, lng: Lng, values: { name: string; email?: string; phone?: string; message: string }) {
  const form = page.getByTestId('contact-form');
  await form.getByLabel(text(lng, 'content:contact.name')).fill(values.name);
  if (values.email !== undefined) await form.getByLabel(text(lng, 'content:contact.emailField'), { exact: true }).fill(values.email);
  if (values.phone !== undefined) await form.getByLabel(text(lng, 'content:contact.phoneField'), { exact: true }).fill(values.phone);
  await form.getByLabel(text(lng, 'content:contact.message')).fill(values.message);
}

describe.each(LANGUAGES)('forms in %s', (lng) => {
  it('contact: refuses an empty form field by field, then the server stores a valid message', async () => {
    const page = await open({ path: '/contact', lng });
    const send = page.getByRole('button', { name: text(lng, 'content:contact.send') });
    await send.click();
    for (const key of ['name.required', 'email.emailOrPhoneRequired', 'message.required']) {
      await page.getByText(text(lng, `content:contact.fieldErrors.${key}`)).waitFor();
    }
    await expectNoSeriousA11yViolations(page, `contact form with errors (${lng})`);

    await fillContact(page, lng, { name: 'Lina', email: 'lina@example', message: 'Do you deliver to Aleppo?' });
    await page.getByText(text(lng, 'content:contact.fieldErrors.email.invalidEmail')).waitFor();

    const answer = page.waitForResponse((response) => response.url().includes('/api/contact-messages'));
    await fillContact(page, lng, { name: 'Lina', email: 'lina@example.com', phone: '0944 123 456', message: 'Do you deliver to Aleppo?' });
    await send.click();
    expect((await answer).status()).toBe(201);
    await page.getByTestId('contact-sent').getByText(text(lng, 'content:contact.sentTitle')).waitFor();
  });

  it('data deletion: a guest is invited to log in; a signed-in user confirms and the server records the request', async () => {
    const guest = await open({ path: '/data-deletion', lng });
    expect(await guest.getByTestId('deletion-guest').getByRole('link', { name: text(lng, 'content:dataDeletion.guestLogin'), exact: true }).getAttribute('href')).toBe(
      // An Arabic page's links name the Arabic version (issue 28).
      lng === 'ar' ? '/login?next=%2Fdata-deletion&lng=ar' : '/login?next=%2Fdata-deletion',
    );

    const token = await freshShopper();
    const page = await open({ path: '/data-deletion', lng, token });
    const submit = page.getByRole('button', { name: text(lng, 'content:dataDeletion.submit') });
    await submit.click();
    await page.getByText(text(lng, 'content:dataDeletion.confirmRequired')).waitFor();

    await page.getByLabel(text(lng, 'content:dataDeletion.reason')).fill('x'.repeat(501));
    await page.getByLabel(text(lng, 'content:dataDeletion.confirm')).check();
    await submit.click();
    await page.getByText(text(lng, 'content:dataDeletion.reasonTooLong')).waitFor();

    await page.getByLabel(text(lng, 'content:dataDeletion.reason')).fill('Testing the request form.');
    const answer = page.waitForResponse((response) => response.url().includes('/api/users/data-deletion-request') && response.request().method() === 'POST');
    await submit.click();
    expect((await answer).status()).toBe(201);
    await page.getByTestId('deletion-requested').waitFor();
    await expectNoSeriousA11yViolations(page, `data deletion requested (${lng})`);

    const pending = await fetch(`${baseUrl}/api/users/data-deletion-request`, { headers: { authorization: `Bearer ${token}` } });
    expect(await pending.json()).toMatchObject({ request: { status: 'pending' } });

    const again = await open({ path: '/data-deletion', lng, token });
    await again.getByTestId('deletion-requested').waitFor();
  });
});
