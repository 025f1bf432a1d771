import { describe, expect, it } from 'vitest';
import { UpdateCountry } from '../../../src/application/country/update-country';
import { InMemoryProfileGateway } from '../../../src/infrastructure/account/in-memory-profile-gateway';
import { profileWireFactory } from '../../factories/profile-wire-factory';
import { FieldRefused } from '../../../src/application/account/account-errors';
import { resolve } from '../../../src/infrastructure/app/wiring';
import { setup } from '../support/app';

const withAccount = () => ({ profileGateway: new InMemoryProfileGateway(profileWireFactory.build({ store: null })) });

describe('UpdateCountry', () => {
  it('does nothing without a token or without a country', async () => {
    const guest = setup({ overrides: withAccount() });
    expect(await resolve(guest.container, UpdateCountry).execute({ countryId: 1, phone: '' })).toEqual({
      ok: false,
      error: { kind: 'not-signed-in' },
    });

    const noCountry = setup({ signedIn: true, overrides: withAccount() });
    expect(await resolve(noCountry.container, UpdateCountry).execute({ countryId: null, phone: '' })).toEqual({
      ok: false,
      error: { kind: 'fields', fields: { country: 'required' } },
    });
    expect(noCountry.fakes.profileGateway.updates).toEqual([]);
  });

  it('sends the country and the normalised phone and answers the updated user; no reload', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: withAccount() });
    const result = await resolve(container, UpdateCountry).execute({ countryId: 1, phone: '944 567 890' });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ countryId: 1, phone: '963944567890' }) });
    expect(fakes.profileGateway.updates).toEqual([{ countryId: 1, phone: '963944567890' }]);
    expect(fakes.pageControl.reloads).toBe(0);
  });

  it("normalises with the chosen country's calling code: Lebanon's 03 123 456 is 9613123456", async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: withAccount() });
    await resolve(container, UpdateCountry).execute({ countryId: 2, phone: '03 123 456', callingCode: '961' });
    expect(fakes.profileGateway.updates[0]?.phone).toBe('9613123456');
  });

  it('an empty phone is sent empty (it is optional)', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: withAccount() });
    await resolve(container, UpdateCountry).execute({ countryId: 2, phone: '' });
    expect(fakes.profileGateway.updates).toEqual([{ countryId: 2, phone: '' }]);
  });

  it('a server refusal of the phone lands on the phone field', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: withAccount() });
    fakes.profileGateway.failures.fail(new FieldRefused('phone'));
    expect(await resolve(container, UpdateCountry).execute({ countryId: 2, phone: '71 123 456', callingCode: '961' })).toEqual({
      ok: false,
      error: { kind: 'fields', fields: { phone: 'refused' } },
    });
  });
});


