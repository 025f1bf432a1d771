import type { Currency } from '../country';
import type { Language } from '../shared/language';
import { inLanguage } from '../shared/localised-text';
import { REFUND_WINDOW_DAYS } from '../refunds';
import { convertPrice } from './price';
import { payablePrice, type ProductDetails, type Variant } from './product';

// What search engines read about a page (schema.org, as JSON-LD): built from the page's own data,
// in its language, priced in the shopper's currency as the page shows it (issue 19, docs/seo.md).

const CONTEXT = 'https://schema.org';
const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

export interface StructuredOffer {
  '@type': 'Offer';
  url: string;
  sku?: string;
  price: string;
  priceCurrency: string;
  availability: string;
  itemCondition: string;
}

export interface StructuredProduct {
  '@context': string;
  '@type': 'Product';
  name: string;
  description: string;
  sku: string;
  image: string[];
  brand?: { '@type': 'Brand'; name: string };
  offers: StructuredOffer | StructuredOffer[];
}

export interface PageAddress {
  /** The store's public origin: https://dukkan.example */
  origin: string;
  /** The page's canonical URL. */
  url: string;
  language: Language;
}

const absolute = (origin: string, path: string): string => new URL(path, `${origin}/`).href;

function offerOf(variant: Variant, url: string, currency: Currency | null): StructuredOffer {
  const amount = convertPrice(payablePrice(variant), currency);
  return {
    '@type': 'Offer',
    url,
    price: amount.value.toFixed(amount.fractionDigits),
    priceCurrency: amount.code,
    availability: variant.stock > 0 ? IN_STOCK : OUT_OF_STOCK,
    itemCondition: 'https://schema.org/NewCondition',
  };
}

/**
 * A Product: name and description in the page's language, the serial number as sku, the brand, the
 * pictures (the raster link-preview first) and its offers: one when every variant costs the same and
 * is alike in stock, else one per variant with the variant's own sku.
 */
export function productStructuredData(product: ProductDetails, at: PageAddress & { currency: Currency | null; image: string }): StructuredProduct {
  const offers = product.variants.map((variant) => offerOf(variant, at.url, at.currency));
  const alike = offers.every((offer) => offer.price === offers[0]?.price && offer.availability === offers[0]?.availability);
  const single = offers[0];
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: inLanguage(product.title, at.language),
    description: inLanguage(product.description, at.language),
    sku: product.serialNo,
    image: [...new Set([at.image, ...product.images])].map((path) => absolute(at.origin, path)),
    ...(product.brand === null ? {} : { brand: { '@type': 'Brand' as const, name: inLanguage(product.brand.name, at.language) } }),
    offers:
      alike && single !== undefined
        ? single
        : offers.map((offer, index) => ({ ...offer, sku: `${product.serialNo}-${product.variants[index]?.variantId ?? index}` })),
  };
}

/** A BreadcrumbList: the steps from the home page to this one, numbered from 1. */
export function breadcrumbStructuredData(origin: string, steps: readonly { name: string; path: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: absolute(origin, step.path) })),
  };
}

/** Where the store sells, as ISO 3166 codes: Syria and Lebanon. */
export const STORE_COUNTRIES = ['SY', 'LB'] as const;

/**
 * The home page's Organization, with its return policy (a refund asked within REFUND_WINDOW_DAYS of
 * delivery, in both countries; Google reads it for every product of the store), and the WebSite, whose
 * search is the shop filtered by a product name.
 */
export function storeStructuredData(store: { origin: string; language: Language; name: string; logo: string }) {
  return [
    {
      '@context': CONTEXT,
      '@type': 'Organization',
      name: store.name,
      url: absolute(store.origin, '/'),
      logo: absolute(store.origin, store.logo),
      hasMerchantReturnPolicy: {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: [...STORE_COUNTRIES],
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: REFUND_WINDOW_DAYS,
        merchantReturnLink: absolute(store.origin, `/return-policy?lng=${store.language}`),
      },
    },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      name: store.name,
      url: absolute(store.origin, `/?lng=${store.language}`),
      inLanguage: store.language,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${absolute(store.origin, '/shop')}?productName={search_term_string}&lng=${store.language}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ] as const;
}
