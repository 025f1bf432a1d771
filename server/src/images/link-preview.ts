// Link previews (issue 19): the raster pictures WhatsApp, Facebook, X and the others show for a
// shared link. They do not render SVG, so the catalogue's own generated SVG picture (the product's
// first image, the category's image, the brand's logo) is placed on a 1200 x 630 canvas (the size
// Open Graph and Twitter's large card ask for), letterboxed on the picture's own background, and
// rendered to PNG with resvg (@resvg/resvg-js). No text is added, so one picture serves both languages.
import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import { DUKKAN_MARK_MASKABLE, MARK_GREEN } from './brand-mark.js';
import { renderBrandLogo, renderCategoryImage, renderProductImage } from './catalogue-images.js';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** Bump when the drawing below changes: it is part of every preview's ETag. */
const DRAWING_VERSION = 2;

/** The picture path of the store's default preview (/og/site.png). */
export const SITE_PICTURE = 'dukkan:site';

const SITE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="400" height="400">${DUKKAN_MARK_MASKABLE}</svg>`;

const PRODUCT_PICTURE = /^\/images\/products\/([a-z0-9-]+)\/([a-z0-9-]+\.svg)$/;
const CATEGORY_PICTURE = /^\/images\/categories\/([a-z0-9-]+\.svg)$/;
const BRAND_PICTURE = /^\/images\/brands\/([a-z0-9-]+\.svg)$/;

/**
 * The SVG the catalogue serves at a picture path (server/src/routes/catalogue/images.ts), or null when
 * the path is not one of the generated pictures (empty, a photo elsewhere, a name we do not know).
 */
export function pictureSvg(path: string): string | null {
  if (path === SITE_PICTURE) return SITE_SVG;
  const product = PRODUCT_PICTURE.exec(path);
  if (product !== null) return renderProductImage(product[1] ?? '', product[2] ?? '');
  const category = CATEGORY_PICTURE.exec(path);
  if (category !== null) return renderCategoryImage(category[1] ?? '');
  const brand = BRAND_PICTURE.exec(path);
  if (brand !== null) return renderBrandLogo(brand[1] ?? '');
  return null;
}

const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The picture on the preview's canvas: scaled to the canvas's height, centred, the bands either side
 * in the picture's background (the fill of its first shape, the full-size rectangle every generated
 * picture starts with).
 */
export function previewSvg(picture: string): string {
  const open = /^<svg\b[^>]*>/.exec(picture)?.[0] ?? '<svg>';
  const inner = picture.slice(open.length).replace(/<\/svg>\s*$/, '');
  const viewBox = attribute(open, 'viewBox') ?? '0 0 400 400';
  const [, , width = 400, height = 400] = viewBox.split(/[\s,]+/).map(Number);
  const background = /^<rect\b[^>]*\sfill="(#[0-9a-fA-F]{3,8})"/.exec(inner)?.[1] ?? MARK_GREEN;
  const side = Math.min(PREVIEW_HEIGHT, (PREVIEW_HEIGHT * width) / height);
  const x = (PREVIEW_WIDTH - side) / 2;
  const y = (PREVIEW_HEIGHT - (side * height) / width) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">` +
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="${background}"/>` +
    `<svg x="${x}" y="${y}" width="${side}" height="${(side * height) / width}" viewBox="${viewBox}">${inner}</svg></svg>`
  );
}

/** Draws a preview's SVG as PNG: the server's pool of worker threads (images/preview-pool.ts), or drawInline. */
export type DrawPreview = (svg: string) => Promise<Buffer>;

/**
 * Draws on this thread: resvg renders on libuv's pool but its PNG encoding (asPng) runs on the event
 * loop, tens of milliseconds a preview (issue 28). For tests and tools; the server uses PreviewPool.
 */
export const drawInline: DrawPreview = async (svg) => {
  // The initials in the pictures need a sans-serif font of the machine; without one they are left out.
  const image = await renderAsync(svg, { font: { loadSystemFonts: true }, logLevel: 'off' });
  return image.asPng();
};

/** The PNG of a picture path's preview, or null when the path is not a picture the catalogue draws. */
export async function renderPreview(picture: string, draw: DrawPreview = drawInline): Promise<Buffer | null> {
  const svg = pictureSvg(picture);
  if (svg === null) return null;
  return draw(previewSvg(svg));
}

/** The ETag of a picture path's preview: the picture is a function of its path, so this is known before rendering. */
export const previewEtag = (picture: string): string =>
  `"og${DRAWING_VERSION}-${createHash('sha256').update(picture).digest('base64url').slice(0, 22)}"`;

export interface Preview {
  png: Buffer;
  etag: string;
}

/**
 * Rendered previews by picture path, the least recently used dropped past `maxEntries` (a preview is
 * 15-40 kB). Keyed by the path, not the product: a product whose picture changes names a new path,
 * so nothing here needs dropping when the catalogue changes. Concurrent asks share one render; a
 * render that fails (the pool's queue is full: 503) is not kept, so the next ask draws it.
 */
export class LinkPreviews {
  private readonly kept = new Map<string, Preview>();
  private readonly rendering = new Map<string, Promise<Preview | null>>();
  /** Renders done (for tests and the operator). */
  renders = 0;

  constructor(
    private readonly maxEntries = 256,
    private readonly draw: DrawPreview = drawInline,
  ) {}

  get size(): number {
    return this.kept.size;
  }

  async get(picture: string): Promise<Preview | null> {
    const kept = this.kept.get(picture);
    if (kept !== undefined) {
      // Map keeps insertion order: re-inserting makes it the most recently used.
      this.kept.delete(picture);
      this.kept.set(picture, kept);
      return kept;
    }
    const pending = this.rendering.get(picture);
    if (pending !== undefined) return pending;
    const render = this.render(picture).finally(() => this.rendering.delete(picture));
    this.rendering.set(picture, render);
    return render;
  }

  private async render(picture: string): Promise<Preview | null> {
    const png = await renderPreview(picture, this.draw);
    if (png === null) return null;
    this.renders += 1;
    const preview = { png, etag: previewEtag(picture) };
    this.kept.set(picture, preview);
    while (this.kept.size > this.maxEntries) {
      const oldest = this.kept.keys().next();
      if (oldest.done === true) break;
      this.kept.delete(oldest.value);
    }
    return preview;
  }
}
