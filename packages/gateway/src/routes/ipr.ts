import { SERVICE_COUNTRY, SERVICE_TYPE } from '@site/compliance';
import { ipr, ResultCode } from '@site/contracts';
import { clearanceVerdict, OFFICES, type Office, rankMarks, validateMark, wellKnownHits } from '@site/trademark';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { GatewayDeps, GatewayEnv } from '../context.ts';
import { sendFail, sendOk, validate, validateForm } from '../http.ts';
import { findCandidates, officeCoverage, registryHasSampleData } from '../repositories/marks.ts';
import { listProducts } from '../repositories/products.ts';

const { TrademarkRegion } = ipr;

/**
 * Trademark register (IP gateway region code) -> service country of the products table. Japan's application and
 * registered-mark searches share one product; SVIP (25) is a member price row the products table does not have.
 */
const REGION_COUNTRY: [region: number, country: number][] = [
  [TrademarkRegion.US, SERVICE_COUNTRY.US],
  [TrademarkRegion.UK, SERVICE_COUNTRY.UK],
  [TrademarkRegion.EU, SERVICE_COUNTRY.EU],
  [TrademarkRegion.JP_APPLY, SERVICE_COUNTRY.JP],
  [TrademarkRegion.JP_REGISTERED, SERVICE_COUNTRY.JP],
];

/** The search's list: the best hits (the total counts them all). */
const SEARCH_LIST_LIMIT = 50;

type SearchData = z.infer<typeof ipr.searchTrademark.data>;

/** IP gateway (mounted at /api/ipr): the trademark clearance search and the trademark prices of the survey report. */
export const iprRoutes = (deps: GatewayDeps) => {
  const app = new Hono<GatewayEnv>();
  const { getTrademarkPrice, searchTrademark } = ipr;

  // Clearance search: candidates from the marks table's indexes, ranked by @site/trademark. Bad input answers 400 with
  // the contract's (validateMark's) visitor text; nothing is cached, so an import is searchable at once.
  app.post(searchTrademark.path, validateForm('json', searchTrademark.body), async (c) => {
    const { markElement, country, classes } = c.req.valid('json');
    const checked = validateMark(markElement);
    if (!checked.ok) return sendFail(c, ResultCode.badRequest, checked.message);
    const lang = c.var.lang.startsWith('en') ? 'en' : 'zh-CN';
    const [candidates, sample, coverage] = await Promise.all([
      findCandidates(deps.db, checked.keys, { office: country, classes }),
      registryHasSampleData(deps.db, country),
      officeCoverage(deps.db),
    ]);
    const sources = new Map(candidates.map((m) => [`${m.country} ${m.number}`, m.source]));
    const ranked = rankMarks({ mark: markElement, classes }, candidates, { limit: candidates.length, lang });
    // Well-known marks are protected in every class: searched whatever the classes and the registry.
    const wellKnown = wellKnownHits(markElement, lang);
    const verdict = clearanceVerdict({ ranked, wellKnown, office: country, coverage, sample, lang });
    const asked: Office[] = country ? [country] : [...OFFICES];
    const data: SearchData = {
      list: ranked.hits.slice(0, SEARCH_LIST_LIMIT).map((hit) => ({
        number: hit.number,
        mark: hit.mark,
        classes: hit.classes,
        owner: hit.owner,
        country: hit.country as SearchData['list'][number]['country'],
        status: hit.status,
        filed: hit.filed,
        score: hit.score,
        matchers: hit.matchers.map((m) => m.name),
        matcherScores: hit.matchers,
        risk: hit.risk,
        reasons: hit.reasons,
        sample: sources.get(`${hit.country} ${hit.number}`) !== 'import',
      })),
      total: ranked.hits.length,
      risk: verdict.risk,
      reasons: verdict.reasons,
      sample,
      judged: verdict.judged,
      coverage: asked.map(
        (office) =>
          coverage.find((c) => c.office === office) ?? { office, marks: 0, newestFiled: null, lastImport: null },
      ),
      wellKnown,
    };
    return sendOk(c, data);
  });

  // What the search covers: every office's real records (the search page shows it before any search).
  app.get(ipr.trademarkCoverage.path, validate('query', ipr.trademarkCoverage.query), async (c) => {
    const [coverage, sample] = await Promise.all([officeCoverage(deps.db), registryHasSampleData(deps.db)]);
    return sendOk(c, {
      offices: OFFICES.map(
        (office) =>
          coverage.find((o) => o.office === office) ?? { office, marks: 0, newestFiled: null, lastImport: null },
      ),
      sample,
    });
  });

  // Prices per class from the products table (trademark registration, service type 1013), one list per register:
  // without a country, every register once (Japan as 23). The options (classes, acceleration...) are checked;
  // the table has no prices that depend on them, so they do not change the list.
  app.get(getTrademarkPrice.path, validate('query', getTrademarkPrice.query), async (c) => {
    const { country } = c.req.valid('query');
    const regions =
      country === undefined
        ? REGION_COUNTRY.filter(([region]) => region !== TrademarkRegion.JP_REGISTERED)
        : REGION_COUNTRY.filter(([region]) => region === country);
    if (regions.length === 0) return sendOk(c, []);
    const products = await listProducts(
      deps.db,
      { serviceType: SERVICE_TYPE.trademark, countries: regions.map(([, serviceCountry]) => serviceCountry) },
      c.var.lang,
    );
    const rows = regions.flatMap(([region, serviceCountry]) =>
      products
        .filter((p) => p.country === serviceCountry)
        .map((p) => ({
          country: region,
          countryName: p.countryName,
          memberLevel: null,
          productName: p.productName,
          unitPrice: p.unitPrice,
          discountPrice: p.discountPrice,
          priceUnit: p.priceUnit,
        })),
    );
    return sendOk(c, rows);
  });

  return app;
};
