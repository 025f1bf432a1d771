import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../../../src/application/shared/errors';
import type { Language } from '../../../src/domain/shared/language';
import { TEST_CONFIG } from '../../../src/infrastructure/app/test-container';
import { readLocales } from '../support/i18n';
import { signedIn } from '../support/accounts';
import { renderApp } from '../support/render-app';

// Texts come from the locale files, never typed here.
const locales = readLocales();
const at = (lang: Language, path: string): string => {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], locales[lang]?.content);
  if (typeof value !== 'string') throw new Error(`no text at content:${path} (${lang})`);
  return value;
};

describe.each<Language>(['en', 'ar'])('contact form (%s)', (lang) => {
  it('shows each field message in the active language, focuses the first, and sends once valid', async () => {
    const { user, fakes } = await renderApp('/contact', { lang });
    expect(await screen.findByRole('heading', { level: 1, name: at(lang, 'contact.heading') })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: at(lang, 'contact.send') }));

    expect(await screen.findByText(at(lang, 'contact.fieldErrors.name.required'))).toBeTruthy();
    expect(screen.getByText(at(lang, 'contact.fieldErrors.email.emailOrPhoneRequired'))).toBeTruthy();
    expect(screen.getByText(at(lang, 'contact.fieldErrors.message.required'))).toBeTruthy();
    const name = screen.getByRole('textbox', { name: new RegExp(at(lang, 'contact.name')) });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));

    await user.type(name, 'Lina');
    await user.type(screen.getByRole('textbox', { name: at(lang, 'contact.emailField') }), 'lina@example');
    await user.type(screen.getByRole('textbox', { name: new RegExp(at(lang, 'contact.message')) }), 'Hi');
    expect(screen.queryByText(at(lang, 'contact.fieldErrors.name.required'))).toBeNull();
    expect(screen.getByText(at(lang, 'contact.fieldErrors.email.invalidEmail'))).toBeTruthy();
    expect(screen.getByText(at(lang, 'contact.fieldErrors.message.tooShort'))).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: at(lang, 'contact.emailField') }), '.com');
    await user.type(screen.getByRole('textbox', { name: new RegExp(at(lang, 'contact.message')) }), ', do you deliver to Aleppo?');
    await user.click(screen.getByRole('button', { name: at(lang, 'contact.send') }));

    expect(await screen.findByText(at(lang, 'contact.sentTitle'))).toBeTruthy();
    expect(fakes.contactMessageGateway.received).toEqual([
      expect.objectContaining({ name: 'Lina', email: 'lina@example.com', language: lang }),
    ]);
  }, 20_000);

  it("explains the server's rate limit", async () => {
    const { user, fakes } = await renderApp('/contact', { lang });
    fakes.contactMessageGateway.failures.fail(new RateLimitedError('Too many requests.', null));
    await user.type(await screen.findByRole('textbox', { name: new RegExp(at(lang, 'contact.name')) }), 'Lina');
    await user.type(screen.getByRole('textbox', { name: at(lang, 'contact.phoneField') }), '0944 123 456');
    await user.type(screen.getByRole('textbox', { name: new RegExp(at(lang, 'contact.message')) }), 'Where is my order?');
    await user.click(screen.getByRole('button', { name: at(lang, 'contact.send') }));

    expect((await screen.findByRole('alert')).textContent).toBe(at(lang, 'contact.failures.rateLimitedNoWait'));
  });

  it('shows the phone and e-mail as links, isolated left to right', async () => {
    await renderApp('/contact', { lang });
    const phone = await screen.findByTestId('contact-phone');
    expect(phone.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(phone.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByTestId('contact-email').getAttribute('href')).toBe('mailto:support@dukkan.test');
  });
});

describe.each<Language>(['en', 'ar'])('data deletion (%s)', (lang) => {
  it('invites a guest to log in and brings them back', async () => {
    await renderApp('/data-deletion', { lang });
    const login = within(await screen.findByTestId('deletion-guest')).getByRole('link', { name: at(lang, 'dataDeletion.guestLogin') });
    expect(login.getAttribute('href')).toBe(lang === 'ar' ? '/login?next=%2Fdata-deletion&lng=ar' : '/login?next=%2Fdata-deletion');
  });

  it('asks a signed-in user to confirm, then records the request', async () => {
    const { user, fakes } = await renderApp('/data-deletion', { lang, fakes: signedIn() });
    const submit = await screen.findByRole('button', { name: at(lang, 'dataDeletion.submit') });

    await user.click(submit);
    expect(await screen.findByText(at(lang, 'dataDeletion.confirmRequired'))).toBeTruthy();
    expect(fakes.dataDeletionGateway.requests).toEqual([]);

    await user.click(screen.getByRole('textbox', { name: at(lang, 'dataDeletion.reason') }));
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('checkbox', { name: at(lang, 'dataDeletion.confirm') }));
    await user.click(submit);
    expect(await screen.findByText(at(lang, 'dataDeletion.reasonTooLong'))).toBeTruthy();

    await user.clear(screen.getByRole('textbox', { name: at(lang, 'dataDeletion.reason') }));
    await user.click(screen.getByRole('button', { name: at(lang, 'dataDeletion.submit') }));
    expect(await screen.findByText(at(lang, 'dataDeletion.requestedTitle'))).toBeTruthy();
    expect(fakes.dataDeletionGateway.requests).toHaveLength(1);
  }, 20_000);
});

describe('download', () => {
  it('says the apps are coming when no store link is configured', async () => {
    await renderApp('/download', { lang: 'ar' });
    expect(await screen.findByText(at('ar', 'download.comingTitle'))).toBeTruthy();
    expect(screen.queryByRole('link', { name: at('ar', 'download.appStore') })).toBeNull();
  });

  it('links the store badges from configuration', async () => {
    const config = { ...TEST_CONFIG, appStoreUrl: 'https://apps.apple.com/app/id1', playStoreUrl: 'https://play.google.com/store/apps/details?id=x' };
    await renderApp('/download', { lang: 'en', fakes: { config } });
    expect((await screen.findByRole('link', { name: at('en', 'download.appStore') })).getAttribute('href')).toBe(config.appStoreUrl);
    expect(screen.getByRole('link', { name: at('en', 'download.playStore') }).getAttribute('href')).toBe(config.playStoreUrl);
    expect(screen.queryByTestId('apps-coming')).toBeNull();
  });
});

describe('FAQ and policies', () => {
  it('lists the questions as disclosures, with title and description set', async () => {
    await renderApp('/faq', { lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: at('ar', 'faq.heading') })).toBeTruthy();
    expect(document.querySelectorAll('details summary').length).toBeGreaterThan(10);
    await waitFor(() => expect(document.title).toContain(at('ar', 'faq.title')));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(at('ar', 'faq.description'));
  });

  it('links every policy page', async () => {
    await renderApp('/policies', { lang: 'en' });
    const page = (await screen.findByRole('heading', { level: 1, name: at('en', 'policies.heading') })).closest('section');
    if (page === null) throw new Error('no page section');
    for (const [key, path] of [
      ['terms', '/terms'],
      ['termsConditions', '/terms-conditions'],
      ['privacyPolicy', '/privacy-policy'],
      ['returnPolicy', '/return-policy'],
      ['dataDeletion', '/data-deletion'],
    ] as const) {
      expect(within(page).getByRole('link', { name: new RegExp(at('en', `policies.links.${key}.label`)) }).getAttribute('href')).toBe(path);
    }
  });
});
