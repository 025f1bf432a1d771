import { describe, expect, it } from 'vitest';
import type { CurrencyGateway } from '../../../src/application/country/currency-gateway';
import { NotFoundError } from '../../../src/application/shared/errors';

// What every CurrencyGateway answers: the currency of a country by its id, NotFoundError otherwise.
export function describeCurrencyGatewayContract(name: string, make: () => CurrencyGateway): void {
  describe(`${name} (CurrencyGateway contract)`, () => {
    it("answers Syria's and Lebanon's currencies with a positive rate", async () => {
      const gateway = make();
      expect(await gateway.byId(1)).toMatchObject({ id: 1, code: 'SYP', excRate: expect.any(Number) });
      expect(await gateway.byId(2)).toMatchObject({ id: 2, code: 'LBP' });
      expect((await gateway.byId(1)).excRate).toBeGreaterThan(0);
    });

    it('fails with NotFoundError for an unknown id', async () => {
      await expect(make().byId(999)).rejects.toBeInstanceOf(NotFoundError);
    });
  });
}
