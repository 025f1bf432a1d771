// A page is compressed as it is sent: it differs per shopper (language, country, what was drawn), so
// it cannot be precompressed like the assets (docs/adr/0017). Brotli at a fast quality costs about a
// millisecond for a drawn page and takes it from ~60 kB to ~10 kB — on a slow line, most of a second.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/** The encodings the browser accepts (a q of 0 refuses one), best first: brotli, then gzip. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => (name ?? '').trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export function compressPage(html: string, encoding: PageEncoding): Buffer {
  const text = Buffer.from(html, 'utf8');
  return encoding === 'br'
    ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } })
    : gzipSync(text, { level: 6 });
}
