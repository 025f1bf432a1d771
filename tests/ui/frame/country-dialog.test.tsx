import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InMemoryCountryGateway } from '../../../src/infrastructure/country/in-memory-country-gateway';
import { signedIn } from '../support/accounts';
import { renderApp } from '../support/render-app';

describe('country dialog', () => {
  it('asks a signed-in shopper without a country to choose one: each country with its flag and name, the first chosen', async () => {
    await renderApp('/', { fakes: signedIn({ store: null }) });
    const dialog = await screen.findByRole('dialog', { name: 'choose country' });
    const countries = within(dialog).getByRole('group', { name: 'Country' });
    const syria = await within(countries).findByRole('radio', { name: 'Syria' });
    const lebanon = within(countries).getByRole('radio', { name: 'Lebanon' });
    expect((syria as HTMLInputElement).checked).toBe(true);
    expect((lebanon as HTMLInputElement).checked).toBe(false);
    expect(lebanon.closest('label')?.querySelector('svg.flag')).not.toBeNull();
    expect(within(dialog).getByText('Add your phone number without country code')).toBeTruthy();
    const callingCode = within(dialog).getByRole('combobox', { name: 'Country calling code' }) as HTMLSelectElement;
    expect(callingCode.selectedOptions[0]?.textContent).toBe('+963 Syria');
    expect(within(dialog).getByRole('button', { name: 'Update' }).hasAttribute('disabled')).toBe(false);
    // a native <dialog> (shown with showModal; tests/e2e/country-dialog.test.ts checks in Chromium
    // that it is modal and that Escape does not dismiss it)
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it('the calling code and the example follow the chosen country', async () => {
    await renderApp('/', { fakes: signedIn({ store: null }) });
    const dialog = await screen.findByRole('dialog', { name: 'choose country' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Lebanon' }));
    const callingCode = within(dialog).getByRole('combobox', { name: 'Country calling code' }) as HTMLSelectElement;
    expect(callingCode.selectedOptions[0]?.textContent).toBe('+961 Lebanon');
    expect(within(dialog).getByRole('textbox', { name: 'Phone number' }).getAttribute('placeholder')).toBe('71123456');
  });

  it('names the phone field when what is typed cannot be a number, and offers signing out as a way out', async () => {
    await renderApp('/', { fakes: signedIn({ store: null }) });
    const dialog = await screen.findByRole('dialog', { name: 'choose country' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone number' });
    fireEvent.change(phone, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Enter a phone number of 6 to 15 digits, or leave it empty.')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryByTestId('country-dialog')).toBeNull());
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
