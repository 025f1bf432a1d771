// What search engines read about a page (issue 19): schema.org objects built from the page's data,
// priced in the shopper's currency as the page shows it.
import { describe, expect, it } from 'vitest';
import { breadcrumbStructuredData, productStructuredData, storeStructuredData } from '../../../src/domain/catalogue/structured-data';
import { productDetailsFactory, variantFactory } from '../../factories/product-factory';

const SYP = { id: 1, name: 'Syrian pound', code: 'SYP', excRate: 13_000 };
const USD = { id: 3, name: 'US dollar', code: 'USD', excRate: 1 };
const at = { origin: 'https://dukkan.example', url: 'https://dukkan.example/product/7?lng=en', language: 'en' as const };

describe('a product for search engines', () => {
  it('names it, its serial number as sku, its brand, its pictures as absolute URLs and one offer when every variant is alike', () => {
    const product = productDetailsFactory.build({
      id: 7,
      title: { en: 'Linen shirt', ar: 'قميص كتان' },
      description: { en: 'Cool in summer.', ar: 'بارد في الصيف.' },
      serialNo: 'DK-2026-00007',
      brand: { id: 4, name: { en: 'Beirut Style', ar: 'بيروت ستايل' } },
      variants: [variantFactory.build({ price: 2550, stock: 3, images: ['/images/products/a.svg'] }), variantFactory.build({ price: 2550, stock: 1, images: ['/images/products/b.svg'] })],
    });
    expect(productStructuredData(product, { ...at, currency: USD, image: '/og/product/7.png' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Linen shirt',
      description: 'Cool in summer.',
      sku: 'DK-2026-00007',
      image: ['https://dukkan.example/og/product/7.png', 'https://dukkan.example/images/products/a.svg', 'https://dukkan.example/images/products/b.svg'],
      brand: { '@type': 'Brand', name: 'Beirut Style' },
      offers: {
        '@type': 'Offer',
        url: at.url,
        price: '25.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
  });

  it('speaks the page language and prices in the shopper currency, whole pounds, the discounted price', () => {
    const product = productDetailsFactory.build({
      title: { en: 'Linen shirt', ar: 'قميص كتان' },
      variants: [variantFactory.build({ price: 2000, priceWithDiscount: 1500, discount: 25 })],
    });
    const data = productStructuredData(product, { ...at, language: 'ar', currency: SYP, image: '/og/product/1.png' });
    expect(data.name).toBe('قميص كتان');
    expect(data.offers).toMatchObject({ price: '195000', priceCurrency: 'SYP' });
  });

  it('gives one offer per variant when their price or availability differ, each with its own sku', () => {
    const product = productDetailsFactory.build({
      serialNo: 'DK-1',
      variants: [
        variantFactory.build({ variantId: 11, price: 1000, stock: 2, color: 'navy', variantValue: 'M' }),
        variantFactory.build({ variantId: 12, price: 1200, stock: 0, color: 'navy', variantValue: 'XL' }),
      ],
    });
    const data = productStructuredData(product, { ...at, currency: USD, image: '/og/product/1.png' });
    expect(data.offers).toEqual([
      expect.objectContaining({ sku: 'DK-1-11', price: '10.00', availability: 'https://schema.org/InStock' }),
      expect.objectContaining({ sku: 'DK-1-12', price: '12.00', availability: 'https://schema.org/OutOfStock' }),
    ]);
  });

  it('leaves the brand out when the product has none, and is out of stock when no variant is', () => {
    const product = productDetailsFactory.build({ brand: null, variants: [variantFactory.build({ stock: 0 })] });
    const data = productStructuredData(product, { ...at, currency: USD, image: '/og/product/1.png' });
    expect(data).not.toHaveProperty('brand');
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });
});

describe('a trail for search engines', () => {
  it('numbers each step from 1 with absolute URLs', () => {
    expect(
      breadcrumbStructuredData('https://dukkan.example', [
        { name: 'Home', path: '/?lng=en' },
        { name: 'Shirts', path: '/categories/products/3?lng=en' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://dukkan.example/?lng=en' },
        { '@type': 'ListItem', position: 2, name: 'Shirts', item: 'https://dukkan.example/categories/products/3?lng=en' },
      ],
    });
  });
});

describe('the store for search engines', () => {
  it('is an organisation and a web site whose search is the shop filtered by name, in the page language', () => {
    const [organization, site] = storeStructuredData({ origin: 'https://dukkan.example', language: 'ar', name: 'دكان', logo: '/icons/icon-512.png' });
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'دكان',
      url: 'https://dukkan.example/',
      logo: 'https://dukkan.example/icons/icon-512.png',
      hasMerchantReturnPolicy: {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: ['SY', 'LB'],
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: 14,
        merchantReturnLink: 'https://dukkan.example/return-policy?lng=ar',
      },
    });
    expect(site).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'دكان',
      url: 'https://dukkan.example/?lng=ar',
      inLanguage: 'ar',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://dukkan.example/shop?productName={search_term_string}&lng=ar' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
