// The sitemaps, generated once and kept until the catalogue changes: the database announces every
// change to products, categories and brands (ADR 0021) and the app's CacheInvalidation drops them on
// every instance. A crawler's next ask generates them again; concurrent asks share one generation.
// Each file is kept as UTF-8 with its ETag, and its gzip and brotli forms are made on first ask and
// kept with it (the server compresses nothing per request, ADR 0017).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { SitemapSet } from './sitemap.js';

export type Encoding = 'br' | 'gzip' | 'identity';

export class SitemapBody {
  readonly etag: string;
  private readonly forms = new Map<Encoding, Buffer>();

  constructor(readonly xml: Buffer) {
    this.etag = `"sm-${createHash('sha256').update(xml).digest('base64url').slice(0, 22)}"`;
    this.forms.set('identity', xml);
  }

  /** The body in that encoding, compressed on first ask. */
  encoded(encoding: Encoding): Buffer {
    const kept = this.forms.get(encoding);
    if (kept !== undefined) return kept;
    const made =
      encoding === 'br'
        ? // Quality 5: a tenth of quality 11's time for a few per cent more bytes, on a 10 MB file.
          brotliCompressSync(this.xml, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.xml.length } })
        : gzipSync(this.xml);
    this.forms.set(encoding, made);
    return made;
  }
}

export interface GeneratedSitemaps {
  index: SitemapBody;
  files: ReadonlyMap<string, SitemapBody>;
  /** How long generating took, milliseconds (for the log and the bench). */
  generationMs: number;
}

export class SitemapCache {
  private current: Promise<GeneratedSitemaps> | undefined;
  /** Generations done (for tests). */
  generations = 0;

  constructor(
    private readonly generate: () => Promise<SitemapSet>,
    private readonly now: () => number = performance.now.bind(performance),
  ) {}

  get(): Promise<GeneratedSitemaps> {
    if (this.current !== undefined) return this.current;
    const started = this.now();
    const made = this.generate().then((set) => {
      this.generations += 1;
      return {
        index: new SitemapBody(Buffer.from(set.index, 'utf8')),
        files: new Map(set.files.map((file) => [file.name, new SitemapBody(Buffer.from(file.xml, 'utf8'))])),
        generationMs: this.now() - started,
      };
    });
    this.current = made;
    // A failed generation is not kept. One under way when the catalogue changes answers the asks
    // already waiting for it, but clear() has already let go of it: the next ask generates anew.
    made.catch(() => {
      if (this.current === made) this.current = undefined;
    });
    return made;
  }

  clear(): void {
    this.current = undefined;
  }
}
