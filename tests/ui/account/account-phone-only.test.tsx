import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../support/accounts';
import { readLocales } from '../support/i18n';
import { renderApp } from '../support/render-app';

// /account for an account made with a phone only (issue 30): no password to change, and the
// "log in with your phone" card starts on the shopper's own country's calling code.
const locales = readLocales();
type Tree = { [key: string]: string | Tree };
function text(lang: 'en' | 'ar', path: string): string {
  const found = path.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], locales[lang]?.account);
  if (typeof found !== 'string') throw new Error(`no ${lang} account text at ${path}`);
  return found;
}

const SLOW = 30_000;

describe.each(['en', 'ar'] as const)('account page of a phone-only account in %s', (lang) => {
  const tr = (path: string) => text(lang, path);

  it('offers no password change to an account without a password', async () => {
    await renderApp('/account', { lang, fakes: signedIn({ email: '', hasPassword: false, store: 2 }) });
    await screen.findByRole('heading', { level: 1, name: tr('account.title') });
    await screen.findByRole('heading', { level: 2, name: tr('phone.addTitle') });
    expect(screen.queryByRole('heading', { name: tr('account.passwordTitle') })).toBeNull();
    expect(screen.queryByLabelText(tr('fields.currentPassword'))).toBeNull();
  }, SLOW);

  it('still offers it to an account with a password', async () => {
    await renderApp('/account', { lang, fakes: signedIn({ hasPassword: true }) });
    expect(await screen.findByRole('heading', { level: 2, name: tr('account.passwordTitle') })).toBeTruthy();
  }, SLOW);

  it("starts the add-a-phone card on the shopper's country (Lebanon), not Syria", async () => {
    await renderApp('/account', { lang, fakes: signedIn({ store: 2, phoneNumber: null }) });
    const card = await screen.findByTestId('sign-in-phone');
    const select = within(card).getByLabelText(tr('fields.phoneCountry'));
    expect((select as HTMLSelectElement).value).toBe('LB');
  }, SLOW);
});
