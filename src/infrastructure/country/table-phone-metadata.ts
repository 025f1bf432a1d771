
import type { PhoneMetadata } from '../../application/country/phone-metadata';
import type { PhoneCountry } from '../../domain/country/phone';
import { PHONE_TABLE } from './phone-table.generated';

/**
 * The browser's PhoneMetadata: the phone field's countries from a table generated out of
 * libphonenumber-js (scripts/generate-phone-table.ts), so the library's metadata is not shipped.
 * Only these countries are known; the field offers no others.
 */
export class TablePhoneMetadata implements PhoneMetadata {
  private readonly byCode = new Map(PHONE_TABLE.map((row) => [row.iso2, row]));

  country(iso2: string): PhoneCountry | undefined {
    const row = this.byCode.get(iso2.trim().toUpperCase());
    return row === undefined ? undefined : { ...row };
  }

  countries(): PhoneCountry[] {
    return PHONE_TABLE.map((row) => ({ ...row }));
  }
}
