import { businessExtra, chtco, Messages, ResultCode } from '@site/contracts';
import { Hono } from 'hono';
import { type GatewayDeps, type GatewayEnv, logOf } from '../context.ts';
import { sendFail, sendFound, sendOk, validate } from '../http.ts';
import { getCommonData, getHomePageInfo, getSearchData } from '../repositories/content.ts';
import {
  articleDetail,
  articleIndex,
  hotArticles,
  libraryOf,
  listArticles,
  listCategories,
  listVideos,
} from '../repositories/library.ts';
import {
  DEFAULT_CUSTOM_PAGE,
  ecologyCenter,
  freeTrialEntries,
  getPage,
  introducerById,
  listPartners,
  menuRelationsOf,
  pageIndex,
  partnerById,
} from '../repositories/pages.ts';
import { groupByServiceType, listProducts } from '../repositories/products.ts';

/**
 * The officialQuery reads of pages, articles, videos and partners. The business service serves
 * them under /business/officialQuery (mounted at /api/business), the overseas-company service the
 * same calls under /officialQuery (mounted at /api/chtco) with its own article calls.
 */

type ReadName =
  | 'getHelpCenterCategory'
  | 'getInformation'
  | 'getInformationInfo'
  | 'getOperationManual'
  | 'queryArticleHandbook'
  | 'getVideoCourse'
  | 'getAboutUs'
  | 'getCustom'
  | 'getPartner'
  | 'getFreeTrial';
/** The same calls on either service: the shapes of businessExtra, at any path. */
type Calls = { [K in ReadName]: Pick<(typeof businessExtra)[K], 'query'> & { path: string } };

const NEWS_KINDS = ['news', 'insight', 'trends', 'companyEncy', 'industryInfo', 'FinanceTaxEncy'] as const;
const ALL_KINDS = businessExtra.ArticleKind;

const officialReads = (deps: GatewayDeps, calls: Calls, strip: RegExp) => {
  const { db } = deps;
  const log = logOf(deps);
  const app = new Hono<GatewayEnv>();
  const route = (path: string) => path.replace(strip, '');
  const library = (c: { var: { platform: string; lang: string } }) => libraryOf(db, c.var.platform, c.var.lang);

  app.get(route(calls.getHelpCenterCategory.path), validate('query', calls.getHelpCenterCategory.query), async (c) =>
    sendOk(c, await listCategories(db, await library(c))),
  );

  // News by default; a category given explicitly lists that category whatever its kind, and a
  // keyword searches the whole library (the header's search box).
  app.get(route(calls.getInformation.path), validate('query', calls.getInformation.query), async (c) => {
    const query = c.req.valid('query');
    const kinds = query.categoryId || query.keyword ? ALL_KINDS : NEWS_KINDS;
    return sendOk(c, await listArticles(db, await library(c), kinds, query));
  });

  app.get(route(calls.getOperationManual.path), validate('query', calls.getOperationManual.query), async (c) =>
    sendOk(c, await listArticles(db, await library(c), ['manual'], c.req.valid('query'))),
  );

  app.get(route(calls.queryArticleHandbook.path), validate('query', calls.queryArticleHandbook.query), async (c) =>
    sendOk(c, await listArticles(db, await library(c), ['help'], c.req.valid('query'))),
  );

  app.get(route(calls.getInformationInfo.path), validate('query', calls.getInformationInfo.query), async (c) => {
    const article = await articleDetail(db, await library(c), c.req.valid('query').id, ALL_KINDS);
    return sendFound(c, article);
  });

  app.get(route(calls.getVideoCourse.path), validate('query', calls.getVideoCourse.query), async (c) =>
    sendOk(c, await listVideos(db, c.var.platform, c.req.valid('query'))),
  );

  app.get(route(calls.getCustom.path), validate('query', calls.getCustom.query), async (c) => {
    const key = c.req.valid('query').uid ?? DEFAULT_CUSTOM_PAGE;
    const page = await getPage(db, c.var.platform, c.var.lang, key, log);
    return sendFound(c, page);
  });

  app.get(route(calls.getAboutUs.path), validate('query', calls.getAboutUs.query), async (c) => {
    const page = await getPage(db, c.var.platform, c.var.lang, 'ld-aboutUs', log);
    if (!page) return sendFail(c, ResultCode.notFound, Messages.notFound);
    const sections = page.blocks.flatMap((block) =>
      block.kind === 'features'
        ? block.items.map((item) => ({ title: item.title, content: item.text, img: null }))
        : [],
    );
    const lead = page.blocks.find((block) => block.kind === 'hero');
    return sendOk(c, { title: page.title, content: lead?.kind === 'hero' ? lead.lead : '', sections });
  });

  app.get(route(calls.getFreeTrial.path), validate('query', calls.getFreeTrial.query), async (c) =>
    sendOk(c, await freeTrialEntries(db, c.var.platform, c.var.lang, c.req.valid('query').id)),
  );

  app.get(route(calls.getPartner.path), validate('query', calls.getPartner.query), async (c) =>
    sendOk(c, await listPartners(db, c.var.platform, c.var.lang, c.req.valid('query'))),
  );

  return app;
};

/** The business service's share (mounted at /api/business). */
export const businessOfficialRoutes = (deps: GatewayDeps) => {
  const { db } = deps;
  const app = officialReads(deps, businessExtra, /^\/business/);
  const route = (path: string) => path.replace(/^\/business/, '');

  app.get(
    route(businessExtra.getEcologyCenter.path),
    validate('query', businessExtra.getEcologyCenter.query),
    async (c) => sendOk(c, await ecologyCenter(db, c.var.platform, c.var.lang)),
  );

  app.get(route(businessExtra.getSiteIndex.path), validate('query', businessExtra.getSiteIndex.query), async (c) => {
    const { platform, lang } = c.var;
    const scope = await libraryOf(db, platform, lang);
    const [pages, articles, categories, videos, partners] = await Promise.all([
      pageIndex(db, platform, lang),
      articleIndex(db, scope),
      listCategories(db, scope),
      listVideos(db, platform, { pageNum: 1, pageSize: 1000 }),
      listPartners(db, platform, lang, { pageNum: 1, pageSize: 1000 }),
    ]);
    return sendOk(c, {
      pages,
      articles: articles.map((a) => ({ ...a, kind: a.kind as (typeof businessExtra.ArticleKind)[number] })),
      categories: categories.map(({ id, kind }) => ({ id, kind })),
      videos: videos.list.map(({ id }) => ({ id })),
      partners: partners.list.map(({ id }) => ({ id })),
    });
  });

  app.get(
    route(businessExtra.getSuccessfulCase.path),
    validate('query', businessExtra.getSuccessfulCase.query),
    async (c) => {
      const { menuId } = c.req.valid('query');
      return sendOk(c, await menuRelationsOf(db, c.var.platform, c.var.lang, { menuId, kind: 'case' }));
    },
  );

  app.get(
    route(businessExtra.getPartnersInfoById.path),
    validate('query', businessExtra.getPartnersInfoById.query),
    async (c) => {
      const partner = await partnerById(db, c.var.platform, c.var.lang, c.req.valid('query').id);
      return sendFound(c, partner);
    },
  );

  app.get(
    route(businessExtra.getIntroducerById.path),
    validate('query', businessExtra.getIntroducerById.query),
    async (c) => {
      const introducer = await introducerById(db, c.var.platform, c.var.lang, c.req.valid('query').id);
      return sendFound(c, introducer);
    },
  );

  return app;
};

/** The overseas-company service (mounted at /api/chtco): the same reads plus the xmsailSchool article calls. */
export const chtcoRoutes = (deps: GatewayDeps) => {
  const { db } = deps;
  const app = officialReads(deps, chtco, /^$/);
  const library = (c: { var: { platform: string; lang: string } }) => libraryOf(db, c.var.platform, c.var.lang);

  // The overseas-company service's copies of the business service's shell reads.
  app.get(chtco.getCommon.path, validate('query', chtco.getCommon.query), async (c) =>
    sendOk(c, await getCommonData(db, c.var.platform, c.var.lang)),
  );
  app.get(chtco.getCommoditySearch.path, validate('query', chtco.getCommoditySearch.query), async (c) =>
    sendOk(c, await getSearchData(db, c.var.platform, c.var.lang)),
  );
  app.get(chtco.getHomePageInfo.path, validate('query', chtco.getHomePageInfo.query), async (c) => {
    const info = await getHomePageInfo(db, c.var.platform, c.var.lang);
    return sendFound(c, info);
  });
  app.get(chtco.getProductsPrices.path, validate('query', chtco.getProductsPrices.query), async (c) =>
    sendOk(c, groupByServiceType(await listProducts(db, c.req.valid('query'), c.var.lang))),
  );
  app.get(chtco.getMenuRelationList.path, validate('query', chtco.getMenuRelationList.query), async (c) =>
    sendOk(c, await menuRelationsOf(db, c.var.platform, c.var.lang, c.req.valid('query'))),
  );

  app.get(chtco.showArticleList.path, validate('query', chtco.showArticleList.query), async (c) => {
    const { type, ...query } = c.req.valid('query');
    return sendOk(c, await listArticles(db, await library(c), type ? [type] : NEWS_KINDS, query));
  });

  app.get(chtco.getHotArticleByType.path, validate('query', chtco.getHotArticleByType.query), async (c) => {
    const { type, limit } = c.req.valid('query');
    return sendOk(c, await hotArticles(db, await library(c), type, limit));
  });

  app.get(chtco.showArticleDetailById.path, validate('query', chtco.showArticleDetailById.query), async (c) => {
    const article = await articleDetail(db, await library(c), c.req.valid('query').id, ALL_KINDS);
    return sendFound(c, article);
  });

  return app;
};
