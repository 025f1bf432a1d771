// The reference row of issue 18's Lighthouse budget: a page's own server HTML with its scripts removed,
// the limit of what HTML alone paints. A proxy in front of the storefront: HTML answers lose their
// <script> elements and their module and fetch preloads (what only the scripts would use); everything
// else (styles, fonts, pictures) passes through unchanged.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants } from 'node:zlib';

/** The page without what only its scripts use. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<link rel="preload"[^>]*as="fetch"[^>]*>/g, '');
}

export async function htmlOnlyProxy(target: string): Promise<{ baseUrl: string; server: Server }> {
  const server = createServer((request, response) => {
    void (async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'accept-encoding') headers.set(name, value);
      }
      const answer = await fetch(`${target}${request.url ?? '/'}`, { headers, redirect: 'manual' });
      const type = answer.headers.get('content-type') ?? '';
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) out[name] = value;
      });
      const raw = Buffer.from(await answer.arrayBuffer());
      const body = type.startsWith('text/html') ? Buffer.from(withoutScripts(raw.toString('utf8'))) : raw;
      // Sent as the storefront sends text (brotli), so only the scripts differ.
      const text = /^(text\/|application\/(json|javascript|manifest\+json|xml))/.test(type);
      if (text && (request.headers['accept-encoding'] ?? '').includes('br')) {
        response.writeHead(answer.status, { ...out, 'content-encoding': 'br', vary: 'accept-encoding' });
        response.end(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
        return;
      }
      response.writeHead(answer.status, out);
      response.end(body);
    })().catch((error: unknown) => {
      response.writeHead(502);
      response.end(String(error));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
