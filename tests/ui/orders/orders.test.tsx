import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../src/domain/shared/language';
import { InMemoryOrderGateway } from '../../../src/infrastructure/orders/in-memory-order-gateway';
import { formatDate, formatShopPrice } from '../../../src/ui/shared/format/format';
import { deliveredOrder, orderFactory, orderItemFactory } from '../../factories/order-factory';
import { signedIn } from '../support/accounts';
import { readLocales } from '../support/i18n';
import { ordersText } from '../support/orders';
import { renderApp } from '../support/render-app';

function orders(): InMemoryOrderGateway {
  const gateway = new InMemoryOrderGateway();
  gateway.added(orderFactory.build({ id: 1, items: [orderItemFactory.build({ orderItemId: 11, title: { en: 'Linen shirt', ar: 'قميص كتان' }, unitPrice: 2000, quantity: 2 })] }));
  gateway.added(deliveredOrder(orderFactory.build({ id: 2, items: [orderItemFactory.build({ orderItemId: 21, title: { en: 'Olive soap', ar: 'صابون زيت الزيتون' } })] }), '2024-12-31T10:00:00.000Z'));
  return gateway;
}

describe.each<Language>(['en', 'ar'])('orders in the account (%s)', (lang) => {
  const t = (path: string, values?: Record<string, string | number>) => ordersText(lang, path, values);

  it('lists the orders newest first with their status and total in the order’s currency', async () => {
    const gateway = orders();
    await renderApp('/account', { lang, fakes: { ...signedIn(), orderGateway: gateway } });
    const list = await screen.findByTestId('order-list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByTestId('order-status').textContent)).toEqual([t('status.delivered'), t('status.placed')]);
    const first = gateway.orders.find((order) => order.id === 1);
    if (first === undefined) throw new Error('order 1 expected');
    expect(items[1]?.textContent).toContain(formatShopPrice(first.totalAfterTaxation, first.displayCurrency, lang));
  });

  it('opens an order’s own page (/orders/{id}) with a refund link per line, and comes back', async () => {
    const { user, router } = await renderApp('/account', { lang, fakes: { ...signedIn(), orderGateway: orders() } });
    await user.click(await screen.findByRole('link', { name: t('account.viewDetails', { id: 2 }) }));

    const details = await screen.findByTestId('order-details');
    expect(router.state.location.pathname).toBe('/orders/2');
    expect(router.state.location.search).toBe(lang === 'ar' ? '?lng=ar' : '');
    // The link names the variant too (issue 15), so two variants of one product are told apart.
    const title = lang === 'ar' ? 'صابون زيت الزيتون (الخيار: أسود، M)' : 'Olive soap (Black, M)';
    const refund = within(details).getByRole('link', { name: t('account.refundItemNamed', { title }) });
    expect(refund.getAttribute('href')).toBe(lang === 'ar' ? '/refund/2/21?lng=ar' : '/refund/2/21');
    expect(screen.getByTestId('order-summary')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: t('confirmation.toOrders') }));
    expect(await screen.findByTestId('order-list')).toBeTruthy();
  });

  it('tracks the order: placed and shipped with their dates, shipped current, delivered still pending', async () => {
    const gateway = orders();
    gateway.statusChanged(1, 'shipped', Date.parse('2025-01-03T08:00:00.000Z'));
    const shipped = gateway.orders.find((order) => order.id === 1);
    if (shipped === undefined || shipped.shippedAt === null) throw new Error('a shipped order expected');
    // The address the order had before (issue 26) opens its own page.
    const { router } = await renderApp('/account?order=1', { lang, fakes: { ...signedIn(), orderGateway: gateway } });

    const timeline = await screen.findByRole('region', { name: t('timeline.title') });
    expect(router.state.location.pathname).toBe('/orders/1');
    const steps = within(within(timeline).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `${t('timeline.placed')} ${formatDate(shipped.createdAt, lang)}`,
      `${t('timeline.shipped')} ${formatDate(shipped.shippedAt, lang)}`,
      `${t('timeline.delivered')} ${t('timeline.pending')}`,
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    // Latin digits in both languages, as the rest of the app (ADR 0006).
    expect(timeline.textContent).not.toMatch(/[٠-٩]/);
  });

  it('a cancelled order ends at its cancellation', async () => {
    const gateway = orders();
    gateway.statusChanged(1, 'cancelled', Date.parse('2025-01-01T12:00:00.000Z'));
    await renderApp('/orders/1', { lang, fakes: { ...signedIn(), orderGateway: gateway } });

    const timeline = await screen.findByRole('region', { name: t('timeline.title') });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.firstChild?.textContent)).toEqual([t('timeline.placed'), t('timeline.cancelled')]);
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
  });

  it('invites a shopper without orders to start shopping', async () => {
    await renderApp('/account', { lang, fakes: signedIn() });
    const account = readLocales()[lang]?.account as { account: Record<string, string> };
    const section = await screen.findByTestId('orders');
    expect(await within(section).findByText(account.account.ordersEmpty ?? '')).toBeTruthy();
    expect(within(section).getByRole('link', { name: account.account.startShopping }).getAttribute('href')).toBe(lang === 'ar' ? '/shop?lng=ar' : '/shop');
  });
});
