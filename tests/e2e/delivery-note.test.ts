// Issue 26, "Delivery on the product page": the product page says what delivery costs to the shopper's
// country and from which amount it is free, in her currency, in English and Arabic at 360 px — for a
// shopper in Lebanon and for a guest (Syria until she chooses).
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshShopper } from './support/accounts';
import { LANGUAGES, type Lng, type Viewport, useBrowser } from './support/browser';
import { apiAs } from './support/api';

const { open } = useBrowser();
const baseUrl = inject('baseUrl');
const api = apiAs(baseUrl);
const NARROW: Viewport = { name: 'phone', width: 360, height: 740 };
const digitsOf = (value: string | null): string[] => (value ?? '').match(/\d[\d,.\u066C]*/g)?.map((part) => part.replace(/\D/g, '')) ?? [];

async function aProductId(): Promise<number> {
  const { token } = await freshShopper(baseUrl, 2);
  const list = await api<{ productsReturned: { products: { id: number }[] } }>(token, 'GET', '/products?pageSize=5&inStock=true');
  const first = list.productsReturned.products[0];
  if (first === undefined) throw new Error('e2e: a product');
  return first.id;
}

describe.each(LANGUAGES)('delivery on the product page, in %s', (lng: Lng) => {
  it('a shopper in Lebanon reads the fee and the free-from amount in pounds: 4.00 → 358,000 LBP, 75.00 → 6,713,000 LBP', async () => {
    const { token } = await freshShopper(baseUrl, 2);
    const page = await open({ path: `/product/${await aProductId()}`, lng, token, viewport: NARROW });
    const note = page.getByTestId('delivery-note');
    await expect.poll(async () => digitsOf(await note.textContent()), { timeout: 20_000 }).toEqual(['358000', '6713000']);
    expect(await note.textContent()).toContain(lng === 'ar' ? 'لبنان' : 'Lebanon');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page, `product with the delivery note (${lng})`);
  });

  it('a guest reads the rule of the country she is taken to be in (Syria): 26,000 SYP, free from 650,000 SYP', async () => {
    const page = await open({ path: `/product/${await aProductId()}`, lng, viewport: NARROW });
    const note = page.getByTestId('delivery-note');
    await expect.poll(async () => digitsOf(await note.textContent()), { timeout: 20_000 }).toEqual(['26000', '650000']);
    expect(await note.textContent()).toContain(lng === 'ar' ? 'سوريا' : 'Syria');
  });
});
