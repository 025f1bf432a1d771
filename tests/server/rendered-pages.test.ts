// The rendered-page cache on its own: expiry, the bound on its size, and clearing.
import { describe, expect, it } from 'vitest';
import { RenderedPages, type RenderedPage } from '../../server/src/http/server-render.js';

const page = (html: string): RenderedPage => ({ status: 200, html, title: '', description: '', share: { image: '/og/site.png', kind: 'website', structuredData: [] }, stateScript: '' });

describe('RenderedPages', () => {
  it('answers a page until it expires', () => {
    let now = 1_000;
    const pages = new RenderedPages(10_000, 10, () => now);
    pages.set('a', page('A'));
    now += 9_999;
    expect(pages.get('a')?.html).toBe('A');
    now += 1;
    expect(pages.get('a')).toBeUndefined();
  });

  it('keeps at most its bound, dropping the oldest', () => {
    const pages = new RenderedPages(10_000, 2);
    pages.set('a', page('A'));
    pages.set('b', page('B'));
    pages.set('c', page('C'));
    expect([pages.get('a'), pages.get('b')?.html, pages.get('c')?.html]).toEqual([undefined, 'B', 'C']);
  });

  it('keeps nothing with no time to live, and nothing after clear', () => {
    const none = new RenderedPages(0);
    none.set('a', page('A'));
    expect(none.get('a')).toBeUndefined();
    const pages = new RenderedPages(10_000);
    pages.set('a', page('A'));
    pages.clear();
    expect(pages.get('a')).toBeUndefined();
  });

  // Not by the frame: one page fits every width (docs/adr/0037).
  it('keys a page by URL, language and country', () => {
    const base = { url: 'http://x/shop', origin: 'http://x', language: 'en' as const, countryLocationId: null };
    const keys = new Set([
      RenderedPages.key(base),
      RenderedPages.key({ ...base, language: 'ar' }),
      RenderedPages.key({ ...base, countryLocationId: 2 }),
      RenderedPages.key({ ...base, url: 'http://x/shop?pageNo=2' }),
    ]);
    expect(keys.size).toBe(4);
  });

  it('shares one render among those who ask at once, and keeps its finished bodies with the page', async () => {
    const pages = new RenderedPages(10_000);
    let draws = 0;
    let finish: ((value: RenderedPage) => void) | undefined;
    const draw = () => {
      draws += 1;
      return new Promise<RenderedPage | null>((done) => (finish = done));
    };
    const asked = [pages.render('a', draw), pages.render('a', draw), pages.render('a', draw)];
    finish?.(page('A'));
    expect((await Promise.all(asked)).map((answer) => answer?.html)).toEqual(['A', 'A', 'A']);
    expect(draws).toBe(1);
    pages.keepBody('a', 'br', Buffer.from('compressed'));
    expect(pages.body('a', 'br')?.toString()).toBe('compressed');
    expect(pages.body('a', 'gzip')).toBeUndefined();
    pages.clear();
    expect(pages.body('a', 'br')).toBeUndefined();
  });

  it('does not keep a render that began before the catalogue changed', async () => {
    const pages = new RenderedPages(10_000);
    let finish: ((value: RenderedPage) => void) | undefined;
    const old = pages.render('a', () => new Promise<RenderedPage | null>((done) => (finish = done)));
    pages.clear();
    finish?.(page('old'));
    expect((await old)?.html).toBe('old');
    expect(pages.get('a')).toBeUndefined();
  });
});
