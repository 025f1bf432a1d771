
import { getCountryCallingCode, getExampleNumber, isSupportedCountry } from 'libphonenumber-js';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import type { PhoneMetadata } from '../../application/country/phone-metadata';
import { PHONE_FIELD_COUNTRIES, type PhoneCountry } from '../../domain/country/phone';

/**
 * Calling codes and mobile example numbers from libphonenumber-js metadata.
 * The example is the national significant number without the calling code (Syria: '944567890'),
 * which is what the field's hint asks the shopper to type.
 */
export class LibphonenumberPhoneMetadata implements PhoneMetadata {
  country(iso2: string): PhoneCountry | undefined {
    const code = iso2.trim().toUpperCase();
    if (!isSupportedCountry(code)) return undefined;
    return {
      iso2: code,
      callingCode: getCountryCallingCode(code),
      example: getExampleNumber(code, mobileExamples)?.nationalNumber ?? '',
    };
  }

  countries(): PhoneCountry[] {
    return PHONE_FIELD_COUNTRIES.flatMap((iso2) => {
      const country = this.country(iso2);
      return country === undefined ? [] : [country];
    });
  }
}
