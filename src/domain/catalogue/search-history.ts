/** Previous searches, most recent first (spec §2 search overlay, §4, §9). */
export const SEARCH_HISTORY_LIMIT = 10;

export type SearchParams = { productName: string } | { serialNo: string } | Record<string, never>;

/**
 * The form two terms are compared in: trimmed, inner whitespace runs as one space, Unicode NFC
 * (so Arabic typed with combining marks matches its precomposed form) and lower case (which only
 * affects cased scripts such as Latin; Arabic has no case). Diacritics and tatweel are kept:
 * 'حذاء' and 'حِذاء' stay two searches, as the server may treat them differently too.
 */
function comparisonKey(term: string): string {
  return term.trim().replace(/\s+/g, ' ').normalize('NFC').toLowerCase();
}

export function sameSearchTerm(a: string, b: string): boolean {
  return comparisonKey(a) === comparisonKey(b);
}

/**
 * The history with the trimmed term first, every other spelling of it removed, at most 10 kept.
 * The newest spelling wins ('shoes' then 'Shoes' keeps 'Shoes'). The rest of the list is also
 * de-duplicated and cut, so a stored history that was written by older code comes back clean.
 * An empty or whitespace-only term leaves the history as it is (a copy).
 */
export function addSearchTerm(history: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (trimmed === '') return [...history];
  const seen = new Set<string>();
  const result: string[] = [];
  for (const entry of [trimmed, ...history]) {
    const key = comparisonKey(entry);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(entry.trim());
    if (result.length === SEARCH_HISTORY_LIMIT) break;
  }
  return result;
}

/** The history without the term, compared as addSearchTerm compares. */
export function removeSearchTerm(history: readonly string[], term: string): string[] {
  return history.filter((entry) => !sameSearchTerm(entry, term));
}

/** Query parameters for /shop: productName, or serialNo when searching by serial number; none for an empty term. */
export function searchParams(term: string, bySerialNo: boolean): SearchParams {
  const trimmed = term.trim();
  if (trimmed === '') return {};
  return bySerialNo ? { serialNo: trimmed } : { productName: trimmed };
}
