import type { CacheSnapshot } from '@/application/shared/data-cache';
import { jsonForScript, parseLanguage, type Language } from '@/domain/shared';
import { readShopperPageState, type ShopperPageState } from '@/application/shopper/shopper-page-state';

/** The element the server writes the page's state into, as JSON (never executed, so no CSP hash). */
export const STATE_ELEMENT_ID = 'dukkan-state';

/**
 * What the server rendered the page for, and the data it rendered it from (issue 18, ADR 0031).
 * The browser hydrates only when it would draw the same page: same language, same country. Otherwise
 * it draws the page itself, as without server rendering. One page fits every width (docs/adr/0037).
 */
export interface ServerRendered {
  language: Language;
  countryId: number;
  cache: CacheSnapshot;
  /** The translation namespaces the page was drawn with, in its language: namespace → its strings. */
  translations: Record<string, Record<string, unknown>>;
  /** The signed-in shopper the page was drawn for, and what it showed of hers; null: a guest's page (docs/adr/0038). */
  shopper: ShopperPageState | null;
}

/** The state as the text of a <script type="application/json"> (jsonForScript: nothing in it can end the element). */
export function serialiseState(state: ServerRendered): string {
  return jsonForScript(state);
}

/** Only namespaces whose strings are an object; anything else is dropped (the files are fetched then). */
function translationsOf(value: unknown): ServerRendered['translations'] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, Record<string, unknown>] => entry[1] !== null && typeof entry[1] === 'object' && !Array.isArray(entry[1])),
  );
}

/** The page's state, or null when there is none or it is not one (an older page, a broken one). */
export function readServerRendered(doc: Pick<Document, 'getElementById'>): ServerRendered | null {
  const text = doc.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (text === undefined || text === null || text === '') return null;
  try {
    const state = JSON.parse(text) as Partial<ServerRendered> | null;
    if (state === null || typeof state !== 'object') return null;
    if (typeof state.language !== 'string' || parseLanguage(state.language) !== state.language) return null;
    if (typeof state.countryId !== 'number' || typeof state.cache !== 'object' || state.cache === null) return null;
    return { language: state.language, countryId: state.countryId, cache: state.cache, translations: translationsOf(state.translations), shopper: readShopperPageState(state.shopper) };
  } catch {
    return null;
  }
}
