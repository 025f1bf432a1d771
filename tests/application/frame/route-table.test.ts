import { describe, expect, it } from 'vitest';
import { requiresLogin } from '../../../src/application/frame/route-access';
import { href, routeEntries } from '../../../src/application/frame/route-table';

// The @ts-expect-error lines are the type-level proof: `npm run typecheck` fails if any of them
// compiles (an unused @ts-expect-error is an error).
// @ts-expect-error -- there is no '/basket' page.
const missingPage = () => href('basket');
// @ts-expect-error -- a product link needs the product's id.
const missingId = () => href('product');
// @ts-expect-error -- the refund page needs the item too.
const missingItem = () => href('refund', { orderId: 1 });
// @ts-expect-error -- the shop takes no parameter.
const extraParams = () => href('shop', { id: 1 });

describe('route table', () => {
  it('writes a path with its parameters filled in', () => {
    expect(href('home')).toBe('/');
    expect(href('shop')).toBe('/shop');
    expect(href('product', { id: 3 })).toBe('/product/3');
    expect(href('refund', { orderId: 12, itemId: '3' })).toBe('/refund/12/3');
    expect(href('category', { id: 'a/b' })).toBe('/categories/a%2Fb');
  });

  it('does not compile a link to a page that does not exist, or without its parameters', () => {
    expect([missingPage, missingId, missingItem, extraParams].every((link) => typeof link === 'function')).toBe(true);
  });

  it('names each path once', () => {
    const paths = routeEntries().map(([, route]) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('asks for sign-in on every page the table marks, and only there', () => {
    for (const [name, route] of routeEntries()) {
      const path = route.path.replace(/:\w+/g, '1');
      expect({ name, signIn: requiresLogin(path) }).toEqual({ name, signIn: route.signIn });
    }
  });
});
