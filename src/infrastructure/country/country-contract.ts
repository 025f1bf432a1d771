// The country feature's contract (docs/adr/0027-one-contract.md): countries and currencies as the
// server answers them; the server validates with these schemas and the client's adapters parse with them.
import * as Type from 'typebox';

export const CountriesResponse = Type.Object({
  countriesReturned: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String({ description: 'In the request language' }),
      flag: Type.String({ description: 'ISO 3166-1 alpha-2 code, lower case: sy, lb' }),
      // The country's delivery rule, USD (docs/api.md; issue 26). No descriptions: this schema is in the first load.
      delivery: Type.Optional(Type.Object({ fee: Type.Number(), freeFrom: Type.Number() })),
    }),
  ),
});

export const CurrencyResponse = Type.Object({
  currencyReturned: Type.Object({
    id: Type.Integer({ description: 'Same as the id of the country that uses it (1 Syria, 2 Lebanon); 3 is USD' }),
    name: Type.String({ description: 'In the request language' }),
    code: Type.String({ description: 'ISO 4217: SYP, LBP, USD' }),
    excRate: Type.Number({ description: 'Units of this currency per 1 USD; prices are stored in USD' }),
    // Display and cash steps, major units (docs/api.md, ADR 0042).
    displayStep: Type.Optional(Type.Number()),
    cashStep: Type.Optional(Type.Number()),
  }),
});

/** The third-party IP service (configured by URL): only the field the storefront reads. */
export const GeoAnswer = Type.Object({ country_name: Type.String() });
