/**
 * Generated SVG pictures for the catalogue: a background in the category's colours, a drawing of the kind of
 * product (issue 26: no Latin initials, no text at all, so nothing reads in the wrong language), marks that tell
 * items apart, and the variant's colour when there is one. Everything a picture needs is in its path, so the
 * server renders it without the database and browsers can cache it for a year.
 */
import { BRANDS, CATEGORIES, COLOUR_KEYWORDS, type ColourKeyword } from '../seed/catalogue-content';

const isColour = (value: string): value is ColourKeyword => (COLOUR_KEYWORDS as readonly string[]).includes(value);

interface Palette {
  background: string;
  accent: string;
}

/**
 * The kind of product, by top-level category: drawn in `fill` (the variant's colour, else the category's accent)
 * and outlined in white, on a 400 × 400 canvas.
 */
const KINDS: Readonly<Record<string, (fill: string) => string>> = {
  // A television on its feet.
  electronics: (fill) => `<rect x="86" y="104" width="228" height="150" rx="14" fill="${fill}"/><path d="M166 254l-12 34M234 254l12 34M136 292h128"/>`,
  // A phone.
  mobiles: (fill) => `<rect x="138" y="76" width="124" height="232" rx="22" fill="${fill}"/><path d="M184 98h32"/><circle cx="200" cy="282" r="9" fill="#fff"/>`,
  // A dress on its straps.
  women: (fill) => `<path d="M172 96h56l-8 52 62 152H118l62-152z" fill="${fill}"/><path d="M172 96l-8-26M228 96l8-26M180 148h40"/>`,
  // A shirt.
  men: (fill) => `<path d="M162 84l-66 40 26 50 26-14v140h104V160l26 14 26-50-66-40c-10 22-66 22-76 0z" fill="${fill}"/><path d="M200 110v190"/>`,
  // A pot with its lid.
  home: (fill) => `<path d="M112 168h176v88a40 40 0 0 1-40 40h-96a40 40 0 0 1-40-40z" fill="${fill}"/><path d="M96 168h208M80 190h32M288 190h32M178 140h44"/>`,
  // A perfume bottle.
  beauty: (fill) =>
    `<rect x="128" y="152" width="144" height="150" rx="26" fill="${fill}"/><rect x="174" y="112" width="52" height="40" rx="8" fill="${fill}"/><path d="M200 112V82M150 200h100"/>`,
  // Building blocks.
  kids: (fill) =>
    `<rect x="106" y="196" width="88" height="88" rx="10" fill="${fill}"/><rect x="206" y="196" width="88" height="88" rx="10" fill="${fill}"/><rect x="156" y="100" width="88" height="88" rx="10" fill="${fill}"/>`,
  // A basket.
  groceries: (fill) => `<path d="M96 172h208l-26 124H122z" fill="${fill}"/><path d="M140 172l40-72M260 172l-40-72M150 210v52M200 210v52M250 210v52"/>`,
};

/** The background's marks, by the item's number: two items of one kind are told apart. */
const MARKS: readonly ((accent: string) => string)[] = [
  (accent) => `<circle cx="340" cy="60" r="120" fill="${accent}" opacity=".25"/><circle cx="40" cy="380" r="90" fill="${accent}" opacity=".18"/>`,
  (accent) => `<circle cx="60" cy="60" r="110" fill="${accent}" opacity=".22"/><circle cx="360" cy="340" r="100" fill="${accent}" opacity=".18"/>`,
  (accent) => `<path d="M0 300l400-80v80L0 380z" fill="${accent}" opacity=".2"/>`,
  (accent) => `<circle cx="200" cy="190" r="170" fill="${accent}" opacity=".16"/>`,
  (accent) => `<path d="M0 0h160L0 160z" fill="${accent}" opacity=".22"/><path d="M400 360H240l160-160z" fill="${accent}" opacity=".18"/>`,
];

const paletteByCategoryKey = new Map<string, Palette>(
  CATEGORIES.flatMap((parent) => {
    const palette = { background: parent.palette[0], accent: parent.palette[1] };
    return [[parent.key, palette] as const, ...parent.children.map((sub) => [sub.key, palette] as const)];
  }),
);
/** The top-level category of a category key (itself for a top-level one): what its pictures draw. */
const kindByCategoryKey = new Map<string, string>(
  CATEGORIES.flatMap((parent) => [[parent.key, parent.key] as const, ...parent.children.map((sub) => [sub.key, parent.key] as const)]),
);
/** A brand's kind: the top-level category of the first shelf that sells it. */
const kindByBrandKey = new Map<string, string>(
  BRANDS.map((brand) => [brand.key, CATEGORIES.find((parent) => parent.children.some((sub) => sub.brands.includes(brand.key)))?.key ?? ''] as const),
);

function picture(palette: Palette, shape: number, fill: string, kind: string): string {
  const mark = MARKS[Math.abs(shape) % MARKS.length] ?? MARKS[0];
  const draw = KINDS[kind];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">` +
    `<rect width="400" height="400" fill="${palette.background}"/>` +
    (mark === undefined ? '' : mark(palette.accent)) +
    `<g fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">${draw === undefined ? '' : draw(fill)}</g>` +
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
  const kind = kindByCategoryKey.get(categoryKey);
  if (match === null || palette === undefined || kind === undefined) return null;
  const [, brandKey = '', shapeText = '0', colourText] = match;
  if (!kindByBrandKey.has(brandKey)) return null;
  if (colourText !== undefined && !isColour(colourText)) return null;
  return picture(palette, Number(shapeText), colourText ?? palette.accent, kind);
}

export const categoryImagePath = (categoryKey: string): string => `/images/categories/${categoryKey}.svg`;
export const brandLogoPath = (brandKey: string): string => `/images/brands/${brandKey}.svg`;

export function renderCategoryImage(file: string): string | null {
  const key = file.replace(/\.svg$/, '');
  const palette = paletteByCategoryKey.get(key);
  const kind = kindByCategoryKey.get(key);
  if (!file.endsWith('.svg') || palette === undefined || kind === undefined) return null;
  return picture(palette, 0, palette.accent, kind);
}

const BRAND_PALETTE: Palette = { background: '#0f172a', accent: '#f59e0b' };

export function renderBrandLogo(file: string): string | null {
  const key = file.replace(/\.svg$/, '');
  const kind = kindByBrandKey.get(key);
  if (!file.endsWith('.svg') || kind === undefined) return null;
  return picture(BRAND_PALETTE, 1, BRAND_PALETTE.accent, kind);
}
