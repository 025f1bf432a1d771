// Count badges of the header: the unread-notification badge on the desktop navigation bar ('9+' past
// nine) and the cart and favourites badges, which follow the persisted state.
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { NotificationWire } from '../../src/infrastructure/notifications/notifications-contract';
import { emptySnapshot, PERSISTED_STATE_KEY, serialisePersistedState } from '../../src/domain/shared/persisted-state';
import { WRITTEN_BY_VERSION_1 } from '../domain/fixtures/persisted-state-v1';
import { DESKTOP, LANGUAGES, PHONE, useBrowser } from './support/browser';
import { exactly, frameText, header } from './support/frame';

const { open, baseUrl } = useBrowser();
const tokens = inject('tokens');

async function unreadCount(token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/notifications/user/all`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { notifications: NotificationWire[] };
  return body.notifications.filter((notification) => !notification.isRead).length;
}

describe.each(LANGUAGES)('the header badges in %s', (lng) => {
  it("shows the signed-in shopper's unread notifications on the desktop navigation bar, '9+' past nine", async () => {
    // The seeded shopper has 11 unread; other browser tests may mark some read, so ask the server.
    const unread = await unreadCount(tokens.shopper);
    expect(unread).toBeGreaterThan(0);
    const page = await open({ path: '/', lng, viewport: DESKTOP, token: tokens.shopper });
    const badge = page.getByTestId('notification-badge');
    await badge.waitFor();
    expect((await badge.textContent())?.trim()).toBe(unread > 9 ? '9+' : String(unread));
    // The link says the exact number to assistive technology.
    const link = header(page).getByRole('link', { name: exactly(frameText(lng, 'nav.notificationsUnread', { count: unread })) });
    expect(await link.count()).toBe(1);
  });

  it('shows no notification badge for a guest', async () => {
    const page = await open({ path: '/', lng, viewport: DESKTOP });
    await header(page).getByRole('link', { name: exactly(frameText(lng, 'nav.notifications')) }).waitFor();
    expect(await page.getByTestId('notification-badge').count()).toBe(0);
  });

  it.each([PHONE, DESKTOP])('shows no cart or favourites badge when both are empty ($name)', async (viewport) => {
    const page = await open({ path: '/', lng, viewport });
    await header(page).getByRole('link', { name: exactly(frameText(lng, 'header.cart')) }).waitFor();
    await header(page).getByRole('link', { name: exactly(frameText(lng, 'header.favourites')) }).waitFor();
    expect(await page.getByTestId('cart-badge').count()).toBe(0);
    expect(await page.getByTestId('favourites-badge').count()).toBe(0);
  });

  it.each([PHONE, DESKTOP])('counts the remembered cart and favourites ($name)', async (viewport) => {
    const snapshot = emptySnapshot();
    snapshot.cart = { ...snapshot.cart, itemCount: 3 };
    snapshot.favourites = { items: [{ id: 11 }, { id: 12 }] };
    const page = await open({ path: '/', lng, viewport, storage: { [PERSISTED_STATE_KEY]: serialisePersistedState(snapshot) } });
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('3');
    expect(await page.getByTestId('favourites-badge').textContent()).toBe('2');
    const cart = header(page).getByRole('link', { name: exactly(frameText(lng, 'header.cartCount', { count: 3 })) });
    const favourites = header(page).getByRole('link', { name: exactly(frameText(lng, 'header.favouritesCount', { count: 2 })) });
    // Guests are sent to the login page, which brings them back afterwards.
    expect(new URL((await cart.getAttribute('href')) ?? '', baseUrl).pathname).toBe('/login');
    expect(new URL((await favourites.getAttribute('href')) ?? '', baseUrl).pathname).toBe('/login');
  });

  it("keeps the cart and favourites a returning shopper's browser kept from the previous version", async () => {
    // The exact text the version-1 code wrote (two cart lines, favourites 3 and 11): migrated, not reset.
    const page = await open({ path: '/', lng, viewport: PHONE, storage: { [PERSISTED_STATE_KEY]: WRITTEN_BY_VERSION_1 } });
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('2');
    expect(await page.getByTestId('favourites-badge').textContent()).toBe('2');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), PERSISTED_STATE_KEY)).not.toBeNull();
  });
});
