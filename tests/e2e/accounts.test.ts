// Accounts end to end (issue 6), in English and in Arabic at phone size, against the real server:
// sign up, read the code from the dev outbox, verify (Arabic-Indic digits in Arabic), the country
// dialog for the new user (chosen, saved, the page reloads, it stays away), the account page, log
// out, a wrong password, log in back to the page that sent the guest, forgotten password, the
// reset link from the outbox (which signs in), log out and in with the new password. axe on every account screen.
// Notifications are marked read on the desktop navigation bar's badge.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, PHONE, LANGUAGES, sessionCookie, useBrowser, withLng, type Lng } from './support/browser';
import { bottomNavLink, exactly, frameText, header, pathOf } from './support/frame';
import { text } from './support/locales';

const { open, baseUrl } = useBrowser();
const tokens = inject('tokens');

const t = (lng: Lng, key: string, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text(lng, `account:${key}`));

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const toArabicIndic = (digits: string): string => digits.replace(/\d/g, (d) => ARABIC_INDIC[Number(d)] ?? d);

async function outbox(email: string): Promise<{ text: string; kind: string }[]> {
  const response = await fetch(`${baseUrl}/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { messages: { text: string; kind: string }[] };
  return body.messages;
}

async function latestMatch(email: string, pattern: RegExp): Promise<string> {
  for (const message of await outbox(email)) {
    const found = pattern.exec(message.text)?.[1];
    if (found !== undefined) return found;
  }
  throw new Error(`no mail for ${email} matching ${pattern}`);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function goto(page: Page, path: string, lng: Lng): Promise<void> {
  await page.goto(withLng(path, lng));
}

async function heading(page: Page, name: string): Promise<void> {
  try {
    await page.getByRole('heading', { level: 1, name: exactly(name) }).waitFor();
  } catch (error) {
    await page.screenshot({ path: 'test-results/accounts-failure.png', fullPage: true });
    console.info('h1 on failure', page.url(), await page.locator('h1').allTextContents());
    throw error;
  }
}

async function logIn(page: Page, lng: Lng, email: string, password: string): Promise<void> {
  await field(page, t(lng, 'fields.email')).fill(email);
  await field(page, t(lng, 'fields.password')).fill(password);
  await page.getByRole('button', { name: exactly(t(lng, 'login.submit')) }).click();
}

async function logOut(page: Page, lng: Lng): Promise<void> {
  await goto(page, '/account', lng);
  await heading(page, t(lng, 'account.title'));
  // "Log out" is a form the server answers too (issue 27; page-forms.test.ts taps it before the app runs and
  // with scripts off). This journey taps it once the app runs: without that wait it timed out in 1 of 2 languages
  // in CI at the end of the session, cause not found in the time left.
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, { timeout: 30_000 });
  await page.getByRole('button', { name: exactly(t(lng, 'account.logout')) }).click();
  await page.waitForFunction(() => window.location.pathname === '/' && document.cookie.includes('dukkan-signed-in=0'));
  // The page asks the server to clear the HttpOnly session cookie (only the server can).
  await expect.poll(() => sessionCookie(page), { timeout: 10_000 }).toBeNull();
}

describe.each(LANGUAGES)('accounts in %s at phone size', (lng) => {
  it('signs up, verifies, logs out and in, resets the password and logs in with the new one', async () => {
    const email = `e2e-acc-${lng}-${Date.now()}@dukkan.test`;
    const page = await open({ path: '/signup', lng, viewport: PHONE });

    // Sign up: an empty submission shows the messages in this language, then the real thing.
    await heading(page, t(lng, 'signup.title'));
    await page.getByRole('button', { name: exactly(t(lng, 'signup.submit')) }).click();
    await page.getByText(t(lng, 'fieldErrors.termsRequired')).waitFor();
    expect(await field(page, t(lng, 'fields.firstName')).getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page, `signup (${lng})`);
    await field(page, t(lng, 'fields.firstName')).fill(lng === 'ar' ? 'ريم' : 'Rim');
    await field(page, t(lng, 'fields.lastName')).fill(lng === 'ar' ? 'حداد' : 'Haddad');
    await field(page, t(lng, 'fields.email')).fill(email);
    await field(page, t(lng, 'fields.password')).fill('Shopper123');
    await field(page, t(lng, 'fields.phone')).fill('0944 567 890');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: exactly(t(lng, 'signup.submit')) }).click();

    // Verify with the code from the outbox; the resend button shows its cool-down.
    await heading(page, t(lng, 'verify.title'));
    expect(pathOf(page)).toBe('/verify-email');
    expect(await page.getByTestId('resend-code').isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page, `verify-email (${lng})`);
    const code = await latestMatch(email, /\b(\d{6})\b/);
    await field(page, t(lng, 'fields.code')).fill(lng === 'ar' ? toArabicIndic(code) : code);
    await page.getByRole('button', { name: exactly(t(lng, 'verify.submit')) }).click();

    // Signed in, no country yet: the country dialog; saving applies it at once and it stays away.
    const dialog = page.getByRole('dialog', { name: exactly(frameText(lng, 'country.title')) });
    await dialog.waitFor();
    await dialog.getByLabel(frameText(lng, 'country.phone'), { exact: true }).fill('944567890');
    await dialog.getByRole('button', { name: exactly(frameText(lng, 'country.update')) }).click();
    await dialog.waitFor({ state: 'detached' });
    // On to the account as a user would, through the bottom bar.
    await bottomNavLink(page, lng, 'profile').click();
    await heading(page, t(lng, 'account.title'));
    expect(await page.getByTestId('country-dialog').count()).toBe(0);
    expect((await page.getByTestId('account-email').textContent())?.trim()).toBe(email);
    await page.getByRole('heading', { name: exactly(t(lng, 'account.ordersTitle')) }).waitFor();
    await expectNoSeriousA11yViolations(page, `account (${lng})`);

    // Log out, then a wrong password is explained, then the right one returns to the account.
    await logOut(page, lng);
    await goto(page, '/account', lng);
    await heading(page, t(lng, 'login.title'));
    expect(pathOf(page)).toBe('/login');
    await expectNoSeriousA11yViolations(page, `login (${lng})`);
    await logIn(page, lng, email, 'Wrong-password-1');
    await page.getByRole('alert').getByText(t(lng, 'problems.invalidCredentials')).waitFor();
    await logIn(page, lng, email, 'Shopper123');
    await heading(page, t(lng, 'account.title'));
    expect(pathOf(page)).toBe('/account');

    // Forgotten password: the link from the outbox sets a new one, once; the new one logs in.
    await logOut(page, lng);
    await goto(page, '/forget-password', lng);
    await heading(page, t(lng, 'forgot.title'));
    await expectNoSeriousA11yViolations(page, `forget-password (${lng})`);
    await field(page, t(lng, 'fields.email')).fill(email);
    await page.getByRole('button', { name: exactly(t(lng, 'forgot.submit')) }).click();
    await page.getByTestId('reset-link-sent').waitFor();
    const link = new URL(await latestMatch(email, /(https?:\/\/\S+\/reset-password\?token=\S+)/));
    await goto(page, `/reset-password${link.search}`, lng);
    await heading(page, t(lng, 'reset.title'));
    await expectNoSeriousA11yViolations(page, `reset-password (${lng})`);
    await field(page, t(lng, 'fields.newPassword')).fill('NewPass456');
    await page.getByRole('button', { name: exactly(t(lng, 'reset.submit')) }).click();
    await page.getByTestId('password-reset-done').getByText(t(lng, 'reset.done')).waitFor();
    // The mailed link proved the address: the reset signed the shopper in (docs/adr/0035).
    expect(await sessionCookie(page)).toMatchObject({ httpOnly: true });

    await goto(page, `/reset-password${link.search}`, lng);
    await field(page, t(lng, 'fields.newPassword')).fill('Another789');
    await page.getByRole('button', { name: exactly(t(lng, 'reset.submit')) }).click();
    await page.getByRole('alert').getByText(t(lng, 'problems.tokenUsed')).waitFor();

    await logOut(page, lng);
    await goto(page, '/login?next=%2Fnotifications', lng);
    await logIn(page, lng, email, 'NewPass456');
    await heading(page, t(lng, 'notifications.title'));
    expect(pathOf(page)).toBe('/notifications');
    await page.getByText(t(lng, 'notifications.empty')).waitFor();
    await expectNoSeriousA11yViolations(page, `notifications (${lng})`);
  });
});

describe('notifications', () => {
  // The seeded shopper's unread notifications are shared with other browser tests (the '9+' badge
  // test needs more than nine), so only one is marked here; "mark all" is proven in tests/ui.
  it('marks one read and the navigation badge follows at once (English, desktop)', async () => {
    const lng: Lng = 'en';
    const page = await open({ path: '/notifications', lng, viewport: DESKTOP, token: tokens.shopper });
    await heading(page, t(lng, 'notifications.title'));
    const unread = page.locator('[data-testid="notification"][data-read="false"]');
    await unread.first().waitFor();
    const before = await unread.count();
    const navLink = (count: number) => header(page).getByRole('link', { name: exactly(frameText(lng, 'nav.notificationsUnread', { count })) });
    await navLink(before).waitFor();
    await expectNoSeriousA11yViolations(page, 'notifications (en, desktop)');

    await unread.first().getByRole('button').click();

    await navLink(before - 1).waitFor();
    expect(await unread.count()).toBe(before - 1);
    expect(await page.locator('[data-testid="notification"][data-read="true"]').count()).toBeGreaterThan(0);
  });
});
