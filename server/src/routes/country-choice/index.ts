import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../http/errors.js';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie the storefront reads for a guest's own choice (src/infrastructure/country/chosen-country.ts). */
export const GUEST_COUNTRY_COOKIE = 'dukkan-guest-country';
/** The cookie the server's page reads for the currency (server/src/http/server-render.ts pageHints). */
const PAGE_COUNTRY_COOKIE = 'dukkan-country';

/**
 * Where to go back to: a path of this site only (an address elsewhere, or `//host`, would make this an
 * open redirect); the home page otherwise.
 */
export function backPath(back: string | undefined): string {
  if (back === undefined || !back.startsWith('/') || back.startsWith('//') || back.startsWith('/\\')) return '/';
  return /[\r\n]/.test(back) ? '/' : back;
}

/**
 * A guest's choice of country, and so of currency (issue 26, docs/adr/0050): a plain GET from the footer's
 * form, so it works before the storefront's script runs. Both cookies are set (the page's, for the
 * currency the server draws; the guest's own, which the storefront takes over the IP lookup) and the
 * browser is sent back to the page it was on. Nothing secret: a country id.
 */
export const countryChoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/country-choice',
    {
      schema: {
        tags: ['reference'],
        summary: "A guest's country (and currency) chosen; back to the page she was on",
        querystring: Type.Object({
          country: Type.Union([Type.Literal('1'), Type.Literal('2')], { description: 'Syria 1, Lebanon 2' }),
          back: Type.Optional(Type.String({ maxLength: 2000 })),
        }),
        response: errorResponses(400),
      },
    },
    async (request, reply) => {
      const { country, back } = request.query;
      const cookie = (name: string) => `${name}=${country}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
      reply.header('set-cookie', [cookie(PAGE_COUNTRY_COOKIE), cookie(GUEST_COUNTRY_COOKIE)]);
      reply.header('cache-control', 'no-store');
      return reply.redirect(backPath(back), 303);
    },
  );
};
