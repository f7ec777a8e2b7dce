import { z } from 'zod';
import * as business from './business.ts';
import * as extra from './business-extra.ts';
import { type CallDef, defineCall } from './call.ts';
import { idParam, menuRelationWire, page, pageQuery } from './common.ts';

/**
 * Overseas-company service (spec section 7 '/chtco'), mounted at /api/chtco. It serves the same
 * officialQuery reads as the business service, with the same shapes, under /officialQuery/.
 */

const onChtco = <const T extends CallDef>(call: T, path: string) => {
  const { base: _base, path: _path, summary, ...shapes } = call;
  return defineCall({ ...shapes, base: '/api/chtco', path, summary: `Overseas-company service: ${summary}` });
};

export const getCommon = onChtco(business.getCommon, '/officialQuery/getCommon');
export const getCommoditySearch = onChtco(business.getCommoditySearch, '/officialQuery/getCommoditySearch');
export const getHomePageInfo = onChtco(business.getHomePageInfo, '/officialQuery/getHomePageInfo');
export const getProductsPrices = onChtco(business.getProductsPrices, '/officialQuery/getProductsPrices');
export const getHelpCenterCategory = onChtco(extra.getHelpCenterCategory, '/officialQuery/getHelpCenterCategory');
export const getPartner = onChtco(extra.getPartner, '/officialQuery/getPartner');
export const getFreeTrial = onChtco(extra.getFreeTrial, '/officialQuery/getFreeTrial');
export const getInformation = onChtco(extra.getInformation, '/officialQuery/getInformation');
export const getInformationInfo = onChtco(extra.getInformationInfo, '/officialQuery/getInformationInfo');
export const getOperationManual = onChtco(extra.getOperationManual, '/officialQuery/getOperationManual');
export const getVideoCourse = onChtco(extra.getVideoCourse, '/officialQuery/getVideoCourse');
export const getAboutUs = onChtco(extra.getAboutUs, '/officialQuery/getAboutUs');
export const getCustom = onChtco(extra.getCustom, '/officialQuery/getCustom');
export const queryArticleHandbook = onChtco(extra.queryArticleHandbook, '/officialQuery/queryArticleHandbook');

/** Article kinds of the xmsailSchool pages. */
export const SchoolArticleKind = ['trends', 'companyEncy', 'industryInfo', 'FinanceTaxEncy'] as const;
const schoolKind = z.enum(SchoolArticleKind, 'type must be trends, companyEncy, industryInfo or FinanceTaxEncy');

export const getMenuRelationList = defineCall({
  method: 'GET',
  base: '/api/chtco',
  path: '/officialMenuRelation/getList',
  query: z
    .object({
      menuId: idParam.optional(),
      kind: z
        .string()
        .regex(/^[A-Za-z]{1,32}$/, 'kind must be a short word')
        .optional(),
    })
    .strict(),
  data: z.array(menuRelationWire),
  auth: 'none',
  summary: 'Content attached to menu entries (cases, highlights), optionally for one menu and kind',
});

export const showArticleList = defineCall({
  method: 'GET',
  base: '/api/chtco',
  path: '/officialArticle/showArticleList',
  query: pageQuery
    .extend({
      type: schoolKind.optional(),
      categoryId: idParam.optional(),
      keyword: z.string().trim().max(50, '关键词不能超过50个字符').optional(),
    })
    .strict(),
  data: page(extra.articleSummaryWire),
  auth: 'none',
  summary: 'xmsailSchool articles, by type or category, a page at a time',
});

export const getHotArticleByType = defineCall({
  method: 'GET',
  base: '/api/chtco',
  path: '/officialArticle/getHotArticleByType',
  query: z
    .object({
      type: schoolKind,
      limit: z.number('limit is 1-20').int('limit is 1-20').min(1, 'limit is 1-20').max(20, 'limit is 1-20').default(5),
    })
    .strict(),
  data: z.array(extra.articleSummaryWire),
  auth: 'none',
  summary: 'The most read articles of one type',
});

export const showArticleDetailById = defineCall({
  method: 'GET',
  base: '/api/chtco',
  path: '/officialArticle/showArticleDetailById',
  query: z.object({ id: idParam }).strict(),
  data: extra.articleDetailWire,
  auth: 'none',
  summary: 'One article with its previous and next links (/trends/{id}.html and the other detail routes)',
});
