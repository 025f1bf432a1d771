import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';

describe('language toggle', () => {
  it('switches English to Arabic: text, <html lang> and <html dir>', async () => {
    const { user } = await renderApp('/shop');
    const header = await screen.findByRole('banner');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    // A real link to the same page in Arabic: it works before the app does; the app switches in place.
    const toggle = within(header).getByRole('link', { name: /switch to Arabic/ });
    expect([toggle.getAttribute('href'), toggle.getAttribute('hreflang')]).toEqual(['/shop?lng=ar', 'ar']);

    await user.click(toggle);

    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'المتجر' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: /التبديل إلى الإنجليزية/ }).getAttribute('href')).toBe('/shop?lng=en');
  });

  it('switches Arabic back to English', async () => {
    const { user } = await renderApp('/shop', { lang: 'ar' });
    const header = await screen.findByRole('banner');
    expect(document.documentElement.dir).toBe('rtl');
    await user.click(within(header).getByRole('link', { name: /التبديل إلى الإنجليزية/ }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeTruthy();
  });

  it('sets the document title and description per route in the active language', async () => {
    await renderApp('/faq', { lang: 'ar' });
    await screen.findByRole('heading', { level: 1, name: 'الأسئلة الشائعة' });
    await waitFor(() => expect(document.title).toBe('الأسئلة الشائعة | دكّان'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('الدفع عند الاستلام');
  });

  it('names the messages region in the page\'s language, its hot key as printed on the keyboard', async () => {
    const { user } = await renderApp('/shop', { lang: 'ar' });
    const header = await screen.findByRole('banner');
    // Sonner's own name appends the key as code writes it ("الرسائل alt+T"): Latin words in an Arabic name.
    expect(screen.getByRole('region', { name: 'الرسائل (للوصول إليها: Alt+T)' })).toBeTruthy();
    await user.click(within(header).getByRole('link', { name: /التبديل إلى الإنجليزية/ }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Messages (Alt+T to reach them)' })).toBeTruthy());
  });
});
