// The state a server-drawn page carries (issue 18): read back only when it is well formed, so a broken
// or older page makes the browser draw the page itself rather than fail.
import { describe, expect, it } from 'vitest';
import { readServerRendered, serialiseState, STATE_ELEMENT_ID, type ServerRendered } from '@/ui/app/server-rendered';

const doc = (text: string | null) => ({
  getElementById: (id: string) => (id === STATE_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null),
});

const STATE: ServerRendered = {
  language: 'ar',
  countryId: 2,
  cache: { entries: [] } as unknown as ServerRendered['cache'],
  translations: { common: { app: { name: 'دكّان' } }, frame: { nav: { home: 'الرئيسية' } } },
  shopper: null,
};

describe('the state of a server-drawn page', () => {
  it('reads back what the server wrote, translations included, hostile text too', () => {
    const hostile = { ...STATE, translations: { common: { app: { name: '</script><!-- \u2028' } } } };
    const text = serialiseState(hostile);
    expect(text).not.toMatch(/<|>|\u2028/);
    expect(readServerRendered(doc(text))).toEqual(hostile);
  });

  it('keeps only namespaces that are objects: a broken one is fetched instead', () => {
    const text = JSON.stringify({ ...STATE, translations: { common: { ok: 'yes' }, frame: 'nope', pages: null, cart: [1] } });
    expect(readServerRendered(doc(text))?.translations).toEqual({ common: { ok: 'yes' } });
    expect(readServerRendered(doc(JSON.stringify({ ...STATE, translations: 'x' })))?.translations).toEqual({});
  });

  it("reads back the signed-in shopper's part, and none when it is not one (a guest's page)", () => {
    const shopper = {
      user: { id: 7, name: 'ليلى', email: 'l@example.com', role: 'user', countryId: 2, phone: '', picture: '', hasPassword: false },
      cart: { cart: { lines: [], totalAmount: 0, taxAmount: 0 } as never, status: 'loaded' as const },
      favourites: { items: [{ id: 3 }], products: [], status: 'loaded' as const },
      unread: 2,
      notifications: null,
      orders: [],
    };
    expect(readServerRendered(doc(serialiseState({ ...STATE, shopper })))?.shopper).toEqual(shopper);
    expect(readServerRendered(doc(JSON.stringify({ ...STATE, shopper: { user: 'x' } })))?.shopper).toBeNull();
    expect(readServerRendered(doc(JSON.stringify({ ...STATE, shopper: undefined })))?.shopper).toBeNull();
  });

  it('is none when missing, not JSON, or not a page state', () => {
    expect(readServerRendered(doc(null))).toBeNull();
    expect(readServerRendered(doc('{not json'))).toBeNull();
    expect(readServerRendered(doc(JSON.stringify({ ...STATE, language: 'fr' })))).toBeNull();
    expect(readServerRendered(doc(JSON.stringify({ ...STATE, countryId: 'SY' })))).toBeNull();
  });
});
