import type { Variant } from './product';

// Choosing a variant on the product page: colours, then the values (size, capacity) available in
// the chosen colour; the chosen variant's stock bounds the quantity.

/** Distinct colours in the order of the variants (cheapest first). */
export const colours = (variants: readonly Variant[]): string[] => [
  ...new Set(variants.flatMap((variant) => (variant.color === null ? [] : [variant.color]))),
];

/** Distinct variant values offered in `colour` (all of them when the product has no colours). */
export const valuesFor = (variants: readonly Variant[], colour: string | null): string[] => [
  ...new Set(
    variants
      .filter((variant) => colour === null || variant.color === colour)
      .flatMap((variant) => (variant.variantValue === null ? [] : [variant.variantValue])),
  ),
];

/** The variant a product page opens on: the first in stock, else the first (the cheapest). */
export const initialVariant = (variants: readonly Variant[]): Variant | undefined =>
  variants.find((variant) => variant.stock > 0) ?? variants[0];

/**
 * After the shopper picks a colour: the variant of that colour keeping the current value when it
 * exists, else the first of that colour in stock, else the first of that colour.
 */
export function withColour(variants: readonly Variant[], current: Variant, colour: string): Variant {
  const ofColour = variants.filter((variant) => variant.color === colour);
  return (
    ofColour.find((variant) => variant.variantValue === current.variantValue) ??
    ofColour.find((variant) => variant.stock > 0) ??
    ofColour[0] ??
    current
  );
}

/** After the shopper picks a value: the variant with it in the current colour, else any with it. */
export function withValue(variants: readonly Variant[], current: Variant, value: string): Variant {
  return (
    variants.find((variant) => variant.variantValue === value && variant.color === current.color) ??
    variants.find((variant) => variant.variantValue === value && variant.stock > 0) ??
    variants.find((variant) => variant.variantValue === value) ??
    current
  );
}

/** Whether a value can be bought in the current colour (a swatch or chip for it shows as sold out otherwise). */
export const valueInStock = (variants: readonly Variant[], colour: string | null, value: string): boolean =>
  variants.some((variant) => variant.variantValue === value && (colour === null || variant.color === colour) && variant.stock > 0);

export const colourInStock = (variants: readonly Variant[], colour: string): boolean =>
  variants.some((variant) => variant.color === colour && variant.stock > 0);

/** Quantity between 1 and the stock (0 when sold out); anything not a number counts as 1. */
export function boundedQuantity(quantity: number, stock: number): number {
  const ceiling = Math.max(0, Math.floor(Number.isFinite(stock) ? stock : 0));
  if (ceiling === 0) return 0;
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.min(ceiling, Math.max(1, wanted));
}
