import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';

export type Language = 'en' | 'ar';

export const LangQuery = Type.Object({
  lang: Type.Optional(
    Type.Union([Type.Literal('en'), Type.Literal('ar')], {
      description: 'Language of translated fields; overrides Accept-Language. Default en.',
    }),
  ),
});

/** ?lang=ar|en wins; otherwise the first Accept-Language tag; English by default. */
export function resolveLanguage(request: FastifyRequest): Language {
  const query = request.query as { lang?: unknown } | undefined;
  if (query?.lang === 'ar' || query?.lang === 'en') return query.lang;
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en';
}

export { pick } from '@/infrastructure/shared/shared-contract';

/** Each of the rows as the wire shows it in the request's language (a signed-in shopper's lists). */
export function eachInLanguage<Row, Wire>(request: FastifyRequest, rows: readonly Row[], wire: (row: Row, language: Language) => Wire): Wire[] {
  const language = resolveLanguage(request);
  return rows.map((row) => wire(row, language));
}
