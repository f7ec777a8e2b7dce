import { businessExtra, chtco, Messages, ResultCode } from '@site/contracts';
import { Hono } from 'hono';
import { type GatewayDeps, type GatewayEnv, logOf } from '../context.ts';
import { queryReads, sendFail, sendFound, sendOk } from '../http.ts';
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
  const read = queryReads(app, strip);
  const library = (c: { var: { platform: string; lang: string } }) => libraryOf(db, c.var.platform, c.var.lang);

  read(calls.getHelpCenterCategory, async (c) => sendOk(c, await listCategories(db, await library(c))));

  // News by default; a category given explicitly lists that category whatever its kind, and a
  // keyword searches the whole library (the header's search box).
  read(calls.getInformation, async (c, query) => {
    const kinds = query.categoryId || query.keyword ? ALL_KINDS : NEWS_KINDS;
    return sendOk(c, await listArticles(db, await library(c), kinds, query));
  });

  read(calls.getOperationManual, async (c, query) =>
    sendOk(c, await listArticles(db, await library(c), ['manual'], query)),
  );

  read(calls.queryArticleHandbook, async (c, query) =>
    sendOk(c, await listArticles(db, await library(c), ['help'], query)),
  );

  read(calls.getInformationInfo, async (c, query) => {
    const article = await articleDetail(db, await library(c), query.id, ALL_KINDS);
    return sendFound(c, article);
  });

  read(calls.getVideoCourse, async (c, query) => sendOk(c, await listVideos(db, c.var.platform, query)));

  read(calls.getCustom, async (c, query) => {
    const key = query.uid ?? DEFAULT_CUSTOM_PAGE;
    const page = await getPage(db, c.var.platform, c.var.lang, key, log);
    return sendFound(c, page);
  });

  read(calls.getAboutUs, async (c) => {
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

  read(calls.getFreeTrial, async (c, query) =>
    sendOk(c, await freeTrialEntries(db, c.var.platform, c.var.lang, query.id)),
  );

  read(calls.getPartner, async (c, query) => sendOk(c, await listPartners(db, c.var.platform, c.var.lang, query)));

  return app;
};

/** The business service's share (mounted at /api/business). */
export const businessOfficialRoutes = (deps: GatewayDeps) => {
  const { db } = deps;
  const app = officialReads(deps, businessExtra, /^\/business/);
  const read = queryReads(app, /^\/business/);

  read(businessExtra.getEcologyCenter, async (c) => sendOk(c, await ecologyCenter(db, c.var.platform, c.var.lang)));

  read(businessExtra.getSiteIndex, async (c) => {
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

  read(businessExtra.getSuccessfulCase, async (c, { menuId }) =>
    sendOk(c, await menuRelationsOf(db, c.var.platform, c.var.lang, { menuId, kind: 'case' })),
  );

  read(businessExtra.getPartnersInfoById, async (c, query) => {
    const partner = await partnerById(db, c.var.platform, c.var.lang, query.id);
    return sendFound(c, partner);
  });

  read(businessExtra.getIntroducerById, async (c, query) => {
    const introducer = await introducerById(db, c.var.platform, c.var.lang, query.id);
    return sendFound(c, introducer);
  });

  return app;
};

/** The overseas-company service (mounted at /api/chtco): the same reads plus the xmsailSchool article calls. */
export const chtcoRoutes = (deps: GatewayDeps) => {
  const { db } = deps;
  const app = officialReads(deps, chtco, /^$/);
  const read = queryReads(app, /^$/);
  const library = (c: { var: { platform: string; lang: string } }) => libraryOf(db, c.var.platform, c.var.lang);

  // The overseas-company service's copies of the business service's shell reads.
  read(chtco.getCommon, async (c) => sendOk(c, await getCommonData(db, c.var.platform, c.var.lang)));
  read(chtco.getCommoditySearch, async (c) => sendOk(c, await getSearchData(db, c.var.platform, c.var.lang)));
  read(chtco.getHomePageInfo, async (c) => {
    const info = await getHomePageInfo(db, c.var.platform, c.var.lang);
    return sendFound(c, info);
  });
  read(chtco.getProductsPrices, async (c, query) =>
    sendOk(c, groupByServiceType(await listProducts(db, query, c.var.lang))),
  );
  read(chtco.getMenuRelationList, async (c, query) =>
    sendOk(c, await menuRelationsOf(db, c.var.platform, c.var.lang, query)),
  );

  read(chtco.showArticleList, async (c, { type, ...query }) =>
    sendOk(c, await listArticles(db, await library(c), type ? [type] : NEWS_KINDS, query)),
  );

  read(chtco.getHotArticleByType, async (c, { type, limit }) =>
    sendOk(c, await hotArticles(db, await library(c), type, limit)),
  );

  read(chtco.showArticleDetailById, async (c, query) => {
    const article = await articleDetail(db, await library(c), query.id, ALL_KINDS);
    return sendFound(c, article);
  });

  return app;
};
