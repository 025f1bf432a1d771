/**
 * Turns the catalogue content into products, deterministically: the same seed and the same day
 * give the same catalogue, whatever the count (300 for the demo, 20,000 and more for benchmarks).
 * Pure: no database, no clock (today is a parameter), no Math.random.
 */
import {
  BRANDS,
  CATEGORIES,
  type BrandSeed,
  type CategorySeed,
  type ColourKeyword,
  type ItemTemplate,
  type SubcategorySeed,
} from './catalogue-content';
import { createPrng, type Prng } from './prng';
import { productImagePath } from '../images/catalogue-images';

export interface GeneratedVariant {
  color: ColourKeyword | null;
  variantValue: string | null;
  /** USD cents. */
  priceCents: number;
  /** The amount taken off, USD cents; null without a discount. */
  discountCents: number | null;
  stock: number;
  images: string[];
}

export interface GeneratedProduct {
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  brandKey: string;
  /** The key of the (sub)category the product belongs to. */
  categoryKey: string;
  serialNo: string;
  /** YYYY-MM-DD. */
  arrivalDate: string;
  variants: GeneratedVariant[];
}

export interface GenerateOptions {
  count: number;
  /** The day the catalogue is generated on; arrival dates count back from it. */
  today: Date;
  seed?: number;
}

export const DEFAULT_CATALOGUE_SEED = 20_240_601;
export const DISCOUNT_SHARE = 0.2;
export const OUT_OF_STOCK_SHARE = 0.08;
export const NEW_ARRIVAL_SHARE = 0.15;
/** Products that arrived within this many days (today included) are "new". */
export const NEW_ARRIVAL_DAYS = 30;
const DISCOUNT_PERCENTS = [10, 15, 20, 25, 30, 40, 50] as const;
const MAX_VARIANTS = 6;
const DAY_MS = 86_400_000;

interface Slot {
  parent: CategorySeed;
  sub: SubcategorySeed;
  brands: BrandSeed[];
}

const brandByKey = new Map(BRANDS.map((brand) => [brand.key, brand]));

function slots(): Slot[] {
  return CATEGORIES.flatMap((parent) =>
    parent.children.map((sub) => ({
      parent,
      sub,
      brands: sub.brands.map((key) => {
        const brand = brandByKey.get(key);
        if (brand === undefined) throw new Error(`catalogue content: unknown brand ${key} in ${sub.key}`);
        return brand;
      }),
    })),
  );
}

/** `count` distinct items from a list, starting at a random place and wrapping. */
function slice<T>(prng: Prng, items: readonly T[], min: number, max: number): T[] {
  const length = Math.min(items.length, prng.int(min, max));
  const start = prng.int(0, items.length - 1);
  return Array.from({ length }, (_, i) => items[(start + i) % items.length]).filter((x): x is T => x !== undefined);
}

/** Whole dollars, or (as most shop prices do) a cent below. */
function shopPrice(dollars: number, endsIn99: boolean): number {
  const cents = Math.max(1, Math.round(dollars)) * 100;
  return endsIn99 ? cents - 1 : cents;
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function daysBefore(today: Date, days: number): string {
  return isoDay(new Date(today.getTime() - days * DAY_MS));
}

function variantsFor(prng: Prng, item: ItemTemplate, basePriceDollars: number, imageBase: (colour: ColourKeyword | null) => string[]) {
  const colours: (ColourKeyword | null)[] = item.colours ? slice(prng, item.colours, 1, 3) : [null];
  const allValues = item.values ?? [];
  const valueStart = allValues.length > 0 ? prng.int(0, Math.max(0, allValues.length - 2)) : 0;
  const values: (string | null)[] =
    allValues.length > 0 ? allValues.slice(valueStart, valueStart + prng.int(2, 3)) : [null];
  const step = item.valueStep ?? 0;
  const endsIn99 = prng.chance(0.6);
  const variants: Omit<GeneratedVariant, 'discountCents' | 'stock'>[] = [];
  for (const colour of colours) {
    values.forEach((value, index) => {
      if (variants.length >= MAX_VARIANTS) return;
      variants.push({
        color: colour,
        variantValue: value,
        priceCents: shopPrice(basePriceDollars * (1 + step * (valueStart + index)), endsIn99),
        images: imageBase(colour),
      });
    });
  }
  return variants;
}

export function generateProducts(options: GenerateOptions): GeneratedProduct[] {
  const prng = createPrng(options.seed ?? DEFAULT_CATALOGUE_SEED);
  const all = slots();
  const products: GeneratedProduct[] = [];
  for (let index = 0; index < options.count; index++) {
    const slot = all[index % all.length];
    if (slot === undefined) break;
    const itemIndex = prng.int(0, slot.sub.items.length - 1);
    const item = slot.sub.items[itemIndex];
    if (item === undefined) break;
    const brand = prng.pick(slot.brands);
    const model = item.models ? prng.pick(item.models) : null;

    const daysAgo = prng.chance(NEW_ARRIVAL_SHARE) ? prng.int(0, NEW_ARRIVAL_DAYS - 1) : prng.int(NEW_ARRIVAL_DAYS, 720);
    const arrivalDate = daysBefore(options.today, daysAgo);
    const serialNo = `DK-${arrivalDate.slice(0, 4)}-${String(index + 1).padStart(5, '0')}`;

    const base = prng.int(item.price[0], item.price[1]);
    const imageBase = (colour: ColourKeyword | null): string[] => [
      productImagePath({ categoryKey: slot.sub.key, brandKey: brand.key, shape: itemIndex, colour }),
    ];
    const discounted = prng.chance(DISCOUNT_SHARE);
    const percent = discounted ? prng.pick(DISCOUNT_PERCENTS) : 0;
    const soldOut = prng.chance(OUT_OF_STOCK_SHARE);

    const variants = variantsFor(prng, item, base, imageBase).map((variant) => ({
      ...variant,
      discountCents: discounted ? Math.round((variant.priceCents * percent) / 100) : null,
      stock: soldOut || prng.chance(0.1) ? 0 : prng.int(1, 60),
    }));

    products.push({
      titleEn: [brand.nameEn, item.en, model?.en].filter(Boolean).join(' '),
      // "هاتف ذكي آبل برو ماكس" with a model, "سماعات رأس من آبل" without one.
      titleAr: model === null ? `${item.ar} من ${brand.nameAr}` : `${item.ar} ${brand.nameAr} ${model.ar}`,
      descriptionEn: `${item.descriptionEn} By ${brand.nameEn}.`,
      descriptionAr: `${item.descriptionAr} من إنتاج ${brand.nameAr}.`,
      brandKey: brand.key,
      categoryKey: slot.sub.key,
      serialNo,
      arrivalDate,
      variants,
    });
  }
  return products;
}
