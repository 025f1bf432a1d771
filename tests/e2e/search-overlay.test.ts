// The search overlay (spec §2): a text input, the 'search by serial number' toggle switching the
// query parameter, Enter or the button submitting to /shop, and previous searches to re-run or remove.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PERSISTED_STATE_KEY } from '../../src/domain/shared/persisted-state';
import { appReady, LANGUAGES, PHONE, VIEWPORTS, useBrowser, type Lng } from './support/browser';
import { isModal, tabThrough } from './support/dialog';
import { exactly, frameText, pathOf, queryOf, searchTrigger } from './support/frame';

const { open } = useBrowser();

const overlay = (page: Page) => page.getByTestId('search-overlay');
const input = (page: Page, lng: Lng) => overlay(page).getByRole('searchbox', { name: exactly(frameText(lng, 'search.label')) });
const serialSwitch = (page: Page, lng: Lng) => overlay(page).getByRole('switch', { name: exactly(frameText(lng, 'search.bySerial')) });
const rerun = (page: Page, lng: Lng, term: string) => overlay(page).getByRole('button', { name: exactly(frameText(lng, 'search.rerun', { term })) });
const remove = (page: Page, lng: Lng, term: string) => overlay(page).getByRole('button', { name: exactly(frameText(lng, 'search.remove', { term })) });

async function openOverlay(page: Page, lng: Lng): Promise<void> {
  await searchTrigger(page, lng).click();
  await overlay(page).waitFor();
}

describe.each(LANGUAGES)('the search overlay in %s', (lng) => {
  const byName = lng === 'ar' ? 'مصباح' : 'lamp';
  const bySerial = 'SN-0042';

  it.each(VIEWPORTS)('searches by name with Enter, by serial number with the toggle, and keeps the history ($name)', async (viewport) => {
    const page = await open({ path: '/', lng, viewport });

    // by name, Enter submits
    await openOverlay(page, lng);
    await input(page, lng).fill(byName);
    await input(page, lng).press('Enter');
    await page.waitForURL((url) => url.pathname === '/shop');
    expect(queryOf(page).get('productName')).toBe(byName);
    expect(queryOf(page).has('serialNo')).toBe(false);
    await expect.poll(() => overlay(page).count()).toBe(0);

    // by serial number
    await openOverlay(page, lng);
    expect(await serialSwitch(page, lng).isChecked()).toBe(false);
    await serialSwitch(page, lng).click();
    expect(await serialSwitch(page, lng).isChecked()).toBe(true);
    await input(page, lng).fill(bySerial);
    await input(page, lng).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('serialNo') === bySerial);
    expect(pathOf(page)).toBe('/shop');
    expect(queryOf(page).has('productName')).toBe(false);

    // the history, newest first
    await openOverlay(page, lng);
    const terms = overlay(page).getByRole('listitem');
    await expect.poll(() => terms.allTextContents()).toEqual([bySerial, byName]);

    // remove one
    await remove(page, lng, bySerial).click();
    await expect.poll(() => terms.allTextContents()).toEqual([byName]);

    // re-run the other: it searches again with the toggle as it is now (on)
    expect(await serialSwitch(page, lng).isChecked()).toBe(true);
    await rerun(page, lng, byName).click();
    await page.waitForURL((url) => url.searchParams.get('serialNo') === byName);
    expect(pathOf(page)).toBe('/shop');
    await expect.poll(() => overlay(page).count()).toBe(0);
  });

  it('is modal with the search box focused, Tab never reaches the page behind, and Escape closes it and gives focus back to the search button', async () => {
    const page = await open({ path: '/', lng, viewport: PHONE });
    await openOverlay(page, lng);
    expect(await isModal(overlay(page))).toBe(true);
    await expect.poll(() => input(page, lng).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await tabThrough(page, overlay(page), 12)).not.toContain('behind');
    await page.keyboard.press('Escape');
    await expect.poll(() => overlay(page).count()).toBe(0);
    expect(await searchTrigger(page, lng).evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('submits with the button too, closes on its close button, and remembers the history after a reload', async () => {
    const page = await open({ path: '/shop', lng });
    await openOverlay(page, lng);
    await input(page, lng).fill(byName);
    await overlay(page).getByRole('button', { name: exactly(frameText(lng, 'search.submit')) }).click();
    await page.waitForURL((url) => url.searchParams.get('productName') === byName);

    // The app writes its state to local storage 'root' a moment after a change (debounced); then reload.
    await expect
      .poll(() => page.evaluate((key) => window.localStorage.getItem(key) ?? '', PERSISTED_STATE_KEY))
      .toContain(JSON.stringify(byName));
    await page.reload();
    // The page comes drawn from the server; a tap before it is taken over would be lost.
    await appReady(page);
    await openOverlay(page, lng);
    await rerun(page, lng, byName).waitFor();
    await remove(page, lng, byName).click();
    await overlay(page).getByText(frameText(lng, 'search.historyEmpty')).waitFor();
    await overlay(page).getByRole('button', { name: exactly(frameText(lng, 'search.close')) }).click();
    await expect.poll(() => overlay(page).count()).toBe(0);
  });
});
