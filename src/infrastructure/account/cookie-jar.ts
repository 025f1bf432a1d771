import { readCookie } from '@/domain/shared/read-cookie';

/** The page's readable cookies (never the HttpOnly ones: the browser keeps those out of reach). */
export interface CookieJar {
  get(name: string): string | null;
  /** Path=/ and SameSite=Lax, like the server's; maxAgeSeconds 0 removes it. */
  set(name: string, value: string, maxAgeSeconds: number): void;
}

/** document.cookie, for the browser. */
export class DocumentCookieJar implements CookieJar {
  constructor(private readonly document: Pick<Document, 'cookie'> = globalThis.document) {}

  get(name: string): string | null {
    // A value that does not decode is ignored (issue 28).
    return readCookie(this.document.cookie, name) ?? null;
  }

  set(name: string, value: string, maxAgeSeconds: number): void {
    const secure = globalThis.location?.protocol === 'https:' ? '; secure' : '';
    this.document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${Math.max(0, Math.floor(maxAgeSeconds))}; samesite=lax${secure}`;
  }
}

/** Cookies in a map, for tests: what the page would read after the server's and the page's writes. */
export class InMemoryCookieJar implements CookieJar {
  readonly values = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.values.set(name, value);
  }

  get(name: string): string | null {
    return this.values.get(name) ?? null;
  }

  set(name: string, value: string, maxAgeSeconds: number): void {
    if (maxAgeSeconds <= 0) this.values.delete(name);
    else this.values.set(name, value);
  }
}
