import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InMemoryCountryGateway } from '../../src/infrastructure/in-memory/in-memory-country-gateway';
import { signedIn } from './support/accounts';
import { renderApp } from './support/render-app';

describe('country dialog', () => {
  it('asks a signed-in shopper without a country to choose one', async () => {
    await renderApp('/', { fakes: signedIn({ store: null }) });
    const dialog = await screen.findByRole('dialog', { name: 'choose country' });
    const country = within(dialog).getByRole('combobox', { name: 'Country' });
    expect(await within(country).findByRole('option', { name: /Syria/ })).toBeTruthy();
    expect((country as HTMLSelectElement).value).toBe('1');
    expect(within(dialog).getByText('Add your phone number without country code')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Country calling code' }).textContent).toContain('+963');
    expect(within(dialog).getByRole('button', { name: 'Update' }).hasAttribute('disabled')).toBe(false);
    expect(document.body.classList.contains('scroll-locked')).toBe(true);
  });

  it('keeps the update button disabled while there is no country to choose', async () => {
    await renderApp('/', { fakes: { ...signedIn({ store: null }), countryGateway: new InMemoryCountryGateway([]) } });
    const dialog = await screen.findByRole('dialog', { name: 'choose country' });
    expect(within(dialog).getByRole('button', { name: 'Update' }).hasAttribute('disabled')).toBe(true);
  });

  it('stays away from shoppers who have a country, and from guests', async () => {
    const member = await renderApp('/', { fakes: signedIn({ store: 2 }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('country-dialog')).toBeNull();
    member.unmount();
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('country-dialog')).toBeNull();
  });

  it('is titled in Arabic for Arabic readers', async () => {
    await renderApp('/', { lang: 'ar', fakes: signedIn({ store: null }) });
    expect(await screen.findByRole('dialog', { name: 'اختر بلدك' })).toBeTruthy();
  });
});
