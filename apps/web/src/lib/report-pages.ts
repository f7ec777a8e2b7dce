import type { Brand } from '../brands.ts';
import { REPORT_ROUTE } from './channel.ts';
import { localePath, matchPublicPath, splitLocale } from './site-routes.ts';

/**
 * The result page's query (route '/~/questionAnswer'): what its page shows follows these (the report, and the
 * registration link that carries them to the portal), and so they are its private cache key (page-server.ts).
 */
export const REPORT_QUERY_KEYS = ['reportId', 'pointType', 'channelNo', 'intoWay'] as const;

/**
 * The public paths of a brand's questionnaire result page, in every locale of the brand: /ld/questionAnswer and,
 * for a brand with its own segment, /cht/questionAnswer; none where the brand has no such page. Computed on the
 * server and handed to channel tracking, which needs no more of the route table than these.
 */
export const reportPagePaths = (brand: Brand): string[] =>
  brand.locales.flatMap((locale) =>
    [...new Set(['ld', brand.segment])]
      .map((segment) => localePath(brand, locale, `/${segment}/questionAnswer`))
      .filter((path) => matchPublicPath(brand, splitLocale(brand, path)[1])?.route.pattern === REPORT_ROUTE),
  );
