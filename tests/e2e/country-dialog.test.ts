// The country dialog (spec §2, §4, §5): shown to a signed-in user without a country, the first
// country preselected, the phone field on that country's calling code (Syria's) with its hint;
// Update saves and applies the country at once (docs/adr/0022: no reload), and after a reload the
// dialog does not come back. Not shown to guests or to users with a country.
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { freshShopperNamed, freshShopperWithoutCountry } from './support/accounts';
import { appReady, DESKTOP, PHONE, useBrowser, type Lng, type Viewport } from './support/browser';
import { isModal, tabThrough, whereFocusIs } from './support/dialog';
import { exactly, frameText, header, menuButton } from './support/frame';

const { open, baseUrl } = useBrowser();
const tokens = inject('tokens');

const dialog = (page: Page) => page.getByTestId('country-dialog');

async function profileOf(token: string): Promise<{ firstName: string; lastName: string; store: number | null }> {
  const response = await fetch(`${baseUrl}/api/users/profile/my-profile`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as { firstName: string; lastName: string; store: number | null };
}

async function firstCountryId(): Promise<number> {
  const body = (await (await fetch(`${baseUrl}/api/countries`)).json()) as { countriesReturned: { id: number }[] };
  const first = body.countriesReturned[0];
  if (first === undefined) throw new Error('GET /api/countries answered no country');
  return first.id;
}

/** Waits until the page shows the user as signed in (so a missing dialog is a decision, not a delay). */
async function waitUntilSignedIn(page: Page, lng: Lng, viewport: Viewport, token: string): Promise<void> {
  if (viewport === DESKTOP) {
    await header(page).getByRole('link', { name: exactly(frameText(lng, 'header.account')) }).waitFor();
    return;
  }
  const { firstName, lastName } = await profileOf(token);
  // The page comes drawn from the server; a tap on the menu before it is taken over would be lost.
  await appReady(page);
  await menuButton(page, lng).click();
  await page.getByTestId('side-menu').getByText(frameText(lng, 'menu.greeting', { name: `${firstName} ${lastName}` }), { exact: true }).waitFor();
  await page.keyboard.press('Escape');
}

const cases: { lng: Lng; viewport: Viewport; who: string }[] = [
  { lng: 'en', viewport: PHONE, who: 'the seeded user without a country' },
  { lng: 'ar', viewport: DESKTOP, who: 'a newly signed-up user' },
];

describe('the country dialog', () => {
  it.each(cases)('asks $who for a country in $lng ($viewport.name), saves it, reloads and stays away', async ({ lng, viewport }) => {
    const token = lng === 'en' ? tokens.noCountry : (await freshShopperWithoutCountry(baseUrl)).token;
    expect((await profileOf(token)).store).toBeNull();
    const page = await open({ path: '/', lng, viewport, token });

    const modal = page.getByRole('dialog', { name: exactly(frameText(lng, 'country.title')) });
    await modal.waitFor();
    expect(await dialog(page).isVisible()).toBe(true);

    // at most 90% of the viewport high
    const box = await dialog(page).boundingBox();
    expect(box?.height ?? Infinity).toBeLessThanOrEqual(viewport.height * 0.9 + 1);

    // the first country returned is preselected, so Update is ready
    const countries = modal.getByRole('group', { name: exactly(frameText(lng, 'country.country')) });
    const checked = countries.locator('input[type="radio"]:checked');
    await expect.poll(() => checked.getAttribute('value'), { timeout: 15_000 }).toBe(String(await firstCountryId()));
    const update = modal.getByRole('button', { name: exactly(frameText(lng, 'country.update')) });
    expect(await update.isEnabled()).toBe(true);

    // the phone field: Syria's +963 by default, with the hint
    const code = modal.getByRole('combobox', { name: exactly(frameText(lng, 'country.phoneCountry')) });
    expect(await code.evaluate((select) => (select instanceof HTMLSelectElement ? select.selectedOptions[0]?.textContent ?? '' : ''))).toContain('+963');
    const phone = modal.getByRole('textbox', { name: exactly(frameText(lng, 'country.phone')) });
    expect(await phone.getAttribute('aria-describedby')).toBeTruthy();
    await modal.getByText(frameText(lng, 'country.hint'), { exact: true }).waitFor();
    await phone.fill('944123456');

    // Update → the profile is saved and the dialog goes at once
    await update.click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(async () => (await profileOf(token)).store).toBe(await firstCountryId());

    // after a reload the user is signed in with a country: no dialog
    await page.reload();
    await waitUntilSignedIn(page, lng, viewport, token);
    expect(await dialog(page).count()).toBe(0);
  });

  it('starts from the phone given at sign-up: a Lebanese number drafts Lebanon and fills the phone field (Arabic, 360 px)', async () => {
    const { token } = await freshShopperNamed(baseUrl, { firstName: 'Rana', lastName: 'Haddad', phoneNumber: '96171123456' });
    const page = await open({ path: '/', lng: 'ar', viewport: PHONE, token });
    const modal = page.getByRole('dialog', { name: exactly(frameText('ar', 'country.title')) });
    await modal.waitFor();
    const lebanon = (await (await fetch(`${baseUrl}/api/countries`)).json()) as { countriesReturned: { id: number; name: string; flag: string }[] };
    const lebanonId = lebanon.countriesReturned.find((country) => /leb|لبن/i.test(country.name) || country.flag.toUpperCase() === 'LB')?.id;
    const checked = modal.getByRole('group', { name: exactly(frameText('ar', 'country.country')) }).locator('input[type="radio"]:checked');
    await expect.poll(() => checked.getAttribute('value'), { timeout: 15_000 }).toBe(String(lebanonId));
    const code = modal.getByRole('combobox', { name: exactly(frameText('ar', 'country.phoneCountry')) });
    expect(await code.evaluate((select) => (select instanceof HTMLSelectElement ? select.selectedOptions[0]?.textContent ?? '' : ''))).toContain('+961');
    const phone = modal.getByRole('textbox', { name: exactly(frameText('ar', 'country.phone')) });
    expect((await phone.inputValue()).replace(/\D/g, '')).toBe('71123456');
    // Update saves what she told us at sign-up.
    await modal.getByRole('button', { name: exactly(frameText('ar', 'country.update')) }).click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(async () => (await profileOf(token)).store).toBe(lebanonId);
  });

  it('is modal and cannot be dismissed: Escape and a click on the page behind leave it open, Tab never reaches the page', async () => {
    const { token } = await freshShopperWithoutCountry(baseUrl);
    const page = await open({ path: '/', lng: 'en', viewport: PHONE, token });
    await dialog(page).waitFor();
    expect(await isModal(dialog(page))).toBe(true);
    await expect.poll(() => whereFocusIs(dialog(page))).toBe('inside');
    // twice: a browser lets a second Escape through unless the dialog says it cannot be closed
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await tabThrough(page, dialog(page), 20)).not.toContain('behind');
    // the menu button behind the backdrop does not react (the page is inert)
    const behind = await menuButton(page, 'en').boundingBox();
    if (behind === null) throw new Error('the menu button is not on screen');
    await page.mouse.click(behind.x + behind.width / 2, behind.y + behind.height / 2);
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    expect(await dialog(page).isVisible()).toBe(true);
    expect(await isModal(dialog(page))).toBe(true);
  });

  it('is not shown to a guest or to a shopper who has a country', async () => {
    const guest = await open({ path: '/', lng: 'en', viewport: DESKTOP });
    await header(guest).getByRole('link', { name: exactly(frameText('en', 'header.login')) }).waitFor();
    expect(await dialog(guest).count()).toBe(0);

    const shopper = await open({ path: '/', lng: 'ar', viewport: DESKTOP, token: tokens.shopper });
    await waitUntilSignedIn(shopper, 'ar', DESKTOP, tokens.shopper);
    expect(await dialog(shopper).count()).toBe(0);
  });
});
