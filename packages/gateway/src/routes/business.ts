import { business, businessExtra, ResultCode } from '@site/contracts';
import { Hono } from 'hono';
import { clientAddress } from '../client-address.ts';
import type { GatewayDeps, GatewayEnv } from '../context.ts';
import { viewerOf } from '../counting.ts';
import { countryOfIp, isForeignCountry } from '../geo.ts';
import { sendFail, sendFound, sendOk, validate } from '../http.ts';
import { incrPosterCounts, listLivePopups, listPosters } from '../repositories/campaigns.ts';
import { getCommonData, getHomePageInfo, getSearchData } from '../repositories/content.ts';
import { groupByServiceType, listProducts, parseCodes } from '../repositories/products.ts';

/** Center gateway, business service (mounted at /api/business). */
export const businessRoutes = (deps: GatewayDeps) => {
  const { db } = deps;
  const app = new Hono<GatewayEnv>();
  const route = (path: string) => path.replace(/^\/business/, '');
  const viewer = viewerOf(deps);

  app.get(route(business.getCommon.path), validate('query', business.getCommon.query), async (c) =>
    sendOk(c, await getCommonData(db, c.var.platform, c.var.lang)),
  );

  app.get(route(business.getCommoditySearch.path), validate('query', business.getCommoditySearch.query), async (c) =>
    sendOk(c, await getSearchData(db, c.var.platform, c.var.lang)),
  );

  app.get(route(business.getHomePageInfo.path), validate('query', business.getHomePageInfo.query), async (c) => {
    const info = await getHomePageInfo(db, c.var.platform, c.var.lang);
    return sendFound(c, info);
  });

  app.get(route(business.listPosters.path), validate('query', business.listPosters.query), async (c) =>
    sendOk(c, await listPosters(db, c.var.platform, c.req.valid('query'))),
  );

  app.post(route(business.incrPosterCount.path), validate('json', business.incrPosterCount.body), async (c) => {
    const items = c.req.valid('json');
    const matched = await incrPosterCounts(db, c.var.platform, items, await viewer(c));
    if (matched === 0) return sendFail(c, ResultCode.notFound, 'no such poster');
    return sendOk(c, null);
  });

  app.get(route(business.listPopMarket.path), validate('query', business.listPopMarket.query), async (c) =>
    sendOk(c, await listLivePopups(db, c.var.platform)),
  );

  app.get(route(business.getIsForeignIp.path), validate('query', business.getIsForeignIp.query), (c) => {
    const fromCdn = deps.countryHeader ? c.req.header(deps.countryHeader) : undefined;
    if (fromCdn) return sendOk(c, isForeignCountry(fromCdn));
    // The client address as every call reads it (client-address.ts: with a trusted proxy, the address it appended).
    const address = clientAddress(c, deps.trustProxy === true);
    const lookup = deps.countryOf ?? countryOfIp;
    return sendOk(c, address ? isForeignCountry(lookup(address)) : false);
  });

  app.get(
    route(business.officialProductPrice.path),
    validate('query', business.officialProductPrice.query),
    async (c) => sendOk(c, await listProducts(db, c.req.valid('query'), c.var.lang)),
  );

  app.get(route(business.getProductsPrices.path), validate('query', business.getProductsPrices.query), async (c) =>
    sendOk(c, groupByServiceType(await listProducts(db, c.req.valid('query'), c.var.lang))),
  );

  app.get(
    route(businessExtra.priceForSurveyReport.path),
    validate('query', businessExtra.priceForSurveyReport.query),
    async (c) => {
      const query = c.req.valid('query');
      const filter = { serviceTypes: parseCodes(query.serviceTypes), countries: parseCodes(query.countries) };
      return sendOk(c, await listProducts(db, filter, c.var.lang));
    },
  );

  return app;
};
