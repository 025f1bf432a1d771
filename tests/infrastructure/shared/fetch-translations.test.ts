// The translation files' backend (issue 18 replaced i18next-http-backend with it): what i18next gets for
// each answer of the server, and when it is asked to try again.
import { describe, expect, it } from 'vitest';
import { fetchTranslations } from '@/infrastructure/shared/fetch-translations';

type Read = { error: string | null; data: unknown };

function readWith(answer: () => Promise<Response>): Promise<Read & { url: string }> {
  let asked = '';
  const backend = fetchTranslations('/locales/{{lng}}/{{ns}}.json', (input) => {
    asked = String(input);
    return answer();
  });
  return new Promise((done) => {
    backend.read('ar', 'catalogue', (error, data) => done({ error: error === null ? null : String(error), data, url: asked }));
  });
}

describe('the translation files, fetched', () => {
  it("answers a file's strings, asked at the language's and the namespace's path", async () => {
    const read = await readWith(async () => Response.json({ home: { title: 'الرئيسية' } }));
    expect(read).toEqual({ url: '/locales/ar/catalogue.json', error: null, data: { home: { title: 'الرئيسية' } } });
  });

  it('asks i18next to try again after a server error or a lost connection', async () => {
    expect((await readWith(async () => new Response('busy', { status: 503 }))).data).toBe(true);
    expect((await readWith(() => Promise.reject(new TypeError('Failed to fetch')))).data).toBe(true);
  });

  it('does not retry a missing file or one that is not a translation file', async () => {
    const missing = await readWith(async () => new Response('no', { status: 404 }));
    expect(missing).toMatchObject({ data: false, error: expect.stringContaining('404') });
    expect((await readWith(async () => new Response('<html>', { status: 200 }))).data).toBe(false);
    expect((await readWith(async () => Response.json(['a', 'b']))).data).toBe(false);
  });
});
