
import type { PhoneMetadata } from '../../application/country/phone-metadata';
import type { PhoneCountry } from '../../domain/country/phone';

const SYRIA_AND_LEBANON: readonly PhoneCountry[] = [
  { iso2: 'SY', callingCode: '963', example: '944567890' },
  { iso2: 'LB', callingCode: '961', example: '71123456' },
];

/** A working fake: serves `entries` (Syria and Lebanon unless a test gives others). */
export class InMemoryPhoneMetadata implements PhoneMetadata {
  entries: PhoneCountry[];

  constructor(entries: readonly PhoneCountry[] = SYRIA_AND_LEBANON) {
    this.entries = entries.map((entry) => ({ ...entry }));
  }

  country(iso2: string): PhoneCountry | undefined {
    const code = iso2.trim().toUpperCase();
    const found = this.entries.find((entry) => entry.iso2 === code);
    return found === undefined ? undefined : { ...found };
  }

  countries(): PhoneCountry[] {
    return this.entries.map((entry) => ({ ...entry }));
  }
}
