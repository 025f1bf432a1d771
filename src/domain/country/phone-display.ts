/**
 * How people write the phone numbers of the store's countries (issue 26): "+961 3 123 456", "+963 11 234
 * 5678", not "+9613123456". A small table, per calling code, of the group sizes of the national number by
 * its length and first digit, the same groups libphonenumber prints (tests/domain/country/phone-display.test.ts
 * checks them against it) without its metadata in the first load.
 */
interface Grouping {
  /** The national number's length. */
  length: number;
  /** Its first digits, when the groups depend on them. */
  startsWith?: RegExp;
  groups: readonly number[];
  /** Written with the trunk 0 at home (Lebanon's 03 123 456, not its 71 123 456). */
  trunkZero: boolean;
}

const GROUPINGS: Readonly<Record<string, readonly Grouping[]>> = {
  // Lebanon: 03 123 456 (mobile, 7 digits), 71 123 456 (mobile, 8 digits), 01 345 678 (Beirut).
  '961': [
    { length: 7, groups: [1, 3, 3], trunkZero: true },
    { length: 8, groups: [2, 3, 3], trunkZero: false },
  ],
  // Syria: 0944 123 456 (mobile), 011 234 5678 (Damascus and the other areas).
  '963': [
    { length: 9, startsWith: /^9/, groups: [3, 3, 3], trunkZero: true },
    { length: 9, groups: [2, 3, 4], trunkZero: true },
  ],
};

function grouped(digits: string, groups: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** The calling code, the national number and its grouping of a number of the table, or null. */
function groupingOf(phone: string): { code: string; national: string; grouping: Grouping } | null {
  if (!/^\+?[\d\s-]+$/.test(phone.trim())) return null;
  const digits = phone.replace(/\D/g, '');
  for (const [code, groupings] of Object.entries(GROUPINGS)) {
    if (!digits.startsWith(code)) continue;
    const national = digits.slice(code.length);
    const grouping = groupings.find((item) => item.length === national.length && (item.startsWith === undefined || item.startsWith.test(national)));
    if (grouping !== undefined) return { code, national, grouping };
  }
  return null;
}

/**
 * A phone number as it is shown (footer, contact page, account, checkout, order details), always in the
 * international form ("+961 3 123 456"): the store serves two countries, so the code is part of it. A
 * number with or without its +, or spaces, of Syria or Lebanon is grouped; anything else is shown as given.
 * Shown inside `<bdi dir="ltr">`: it reads left to right in Arabic too.
 */
export function displayPhone(phone: string): string {
  const found = groupingOf(phone);
  return found === null ? phone : `+${found.code} ${grouped(found.national, found.grouping.groups)}`;
}

/**
 * The national number as people write it at home ("03 123 456", "0944 567 890"), for a phone field that
 * shows the country's calling code beside it; null for a number of no country in the table.
 */
export function nationalPhone(phone: string): string | null {
  const found = groupingOf(phone);
  if (found === null) return null;
  return `${found.grouping.trunkZero ? '0' : ''}${grouped(found.national, found.grouping.groups)}`;
}
