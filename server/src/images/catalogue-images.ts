/**
 * Generated SVG pictures for the catalogue: a background in the category's colours, a shape that
 * tells items apart, the brand's initials, and the variant's colour when there is one. Everything
 * a picture needs is in its path, so the server renders it without the database and browsers can
 * cache it for a year.
 */
import { BRANDS, CATEGORIES, type ColourKeyword } from '../seed/catalogue-content';

export const COLOUR_KEYWORDS: readonly ColourKeyword[] = [
  'black',
  'white',
  'silver',
  'gray',
  'navy',
  'blue',
  'red',
  'green',
  'olive',
  'beige',
  'pink',
  'gold',
  'brown',
  'maroon',
  'teal',
];
const LIGHT_COLOURS: ReadonlySet<ColourKeyword> = new Set(['white', 'silver', 'beige', 'pink', 'gold']);

const isColour = (value: string): value is ColourKeyword => (COLOUR_KEYWORDS as readonly string[]).includes(value);

interface Palette {
  background: string;
  accent: string;
}

const paletteByCategoryKey = new Map<string, Palette>(
  CATEGORIES.flatMap((parent) => {
    const palette = { background: parent.palette[0], accent: parent.palette[1] };
    return [[parent.key, palette] as const, ...parent.children.map((sub) => [sub.key, palette] as const)];
  }),
);
const categoryTitleByKey = new Map<string, string>(
  CATEGORIES.flatMap((parent) => [
    [parent.key, parent.titleEn] as const,
    ...parent.children.map((sub) => [sub.key, sub.titleEn] as const),
  ]),
);
const brandNameByKey = new Map(BRANDS.map((brand) => [brand.key, brand.nameEn]));

/** Up to two Latin initials: "Beirut Style" → "BS", "Apple" → "AP". */
export function initials(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9\s-]/g, '')
    .split(/[\s-]+/)
    .filter((word) => word !== '' && !/^(al|and|&)$/i.test(word));
  const first = words[0] ?? '';
  const second = words[1];
  return (second === undefined ? first.slice(0, 2) : `${first.charAt(0)}${second.charAt(0)}`).toUpperCase();
}

const SHAPES: readonly ((fill: string) => string)[] = [
  (fill) => `<circle cx="200" cy="190" r="92" fill="${fill}"/>`,
  (fill) => `<rect x="110" y="100" width="180" height="180" rx="36" fill="${fill}"/>`,
  (fill) => `<polygon points="200,88 290,140 290,240 200,292 110,240 110,140" fill="${fill}"/>`,
  (fill) => `<polygon points="200,84 306,190 200,296 94,190" fill="${fill}"/>`,
  (fill) => `<ellipse cx="200" cy="190" rx="112" ry="78" fill="${fill}"/>`,
];

function picture(palette: Palette, shape: number, fill: string, label: string, labelColour: string): string {
  const draw = SHAPES[Math.abs(shape) % SHAPES.length] ?? SHAPES[0];
  const body = draw === undefined ? '' : draw(fill);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">` +
    `<rect width="400" height="400" fill="${palette.background}"/>` +
    `<circle cx="340" cy="60" r="120" fill="${palette.accent}" opacity=".25"/>` +
    `<circle cx="40" cy="380" r="90" fill="${palette.accent}" opacity=".18"/>` +
    `<g stroke="#fff" stroke-width="6">${body}</g>` +
    `<text x="200" y="206" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,sans-serif" ` +
    `font-size="64" font-weight="700" fill="${labelColour}">${label}</text>` +
    `<rect x="0" y="360" width="400" height="40" fill="${palette.accent}" opacity=".9"/>` +
    `</svg>`
  );
}

export interface ProductImageKey {
  categoryKey: string;
  brandKey: string;
  shape: number;
  colour: ColourKeyword | null;
}

export function productImagePath(key: ProductImageKey): string {
  const colour = key.colour === null ? '' : `-${key.colour}`;
  return `/images/products/${key.categoryKey}/${key.brandKey}-${key.shape}${colour}.svg`;
}

const PRODUCT_FILE = /^([a-z]+(?:-[a-z]+)*)-(\d{1,2})(?:-([a-z]+))?\.svg$/;

/** The SVG for a product picture path's last two segments, or null when the path names nothing we know. */
export function renderProductImage(categoryKey: string, file: string): string | null {
  const match = PRODUCT_FILE.exec(file);
  const palette = paletteByCategoryKey.get(categoryKey);
  if (match === null || palette === undefined) return null;
  const [, brandKey = '', shapeText = '0', colourText] = match;
  const brandName = brandNameByKey.get(brandKey);
  if (brandName === undefined) return null;
  if (colourText !== undefined && !isColour(colourText)) return null;
  const colour = colourText ?? null;
  const labelColour = colour !== null && LIGHT_COLOURS.has(colour) ? '#1f2937' : '#ffffff';
  return picture(palette, Number(shapeText), colour ?? palette.accent, initials(brandName), colour === null ? palette.background : labelColour);
}

export const categoryImagePath = (categoryKey: string): string => `/images/categories/${categoryKey}.svg`;
export const brandLogoPath = (brandKey: string): string => `/images/brands/${brandKey}.svg`;

export function renderCategoryImage(file: string): string | null {
  const key = file.replace(/\.svg$/, '');
  const palette = paletteByCategoryKey.get(key);
  const title = categoryTitleByKey.get(key);
  if (!file.endsWith('.svg') || palette === undefined || title === undefined) return null;
  return picture(palette, 0, palette.accent, initials(title), palette.background);
}

const BRAND_PALETTE: Palette = { background: '#0f172a', accent: '#f59e0b' };

export function renderBrandLogo(file: string): string | null {
  const key = file.replace(/\.svg$/, '');
  const name = brandNameByKey.get(key);
  if (!file.endsWith('.svg') || name === undefined) return null;
  return picture(BRAND_PALETTE, 1, BRAND_PALETTE.accent, initials(name), BRAND_PALETTE.background);
}
