import { z } from 'zod';
import { posterWire } from './business.ts';
import { defineCall } from './call.ts';
import { empty, nullableText, productWire } from './common.ts';
import { ArticleKind } from './official-query.ts';
import { activityStatus } from './popups.ts';

/**
 * Center gateway (spec section 7), prices, posters, activities and the site index.
 * Gathered with the other areas of business and general in business-extra.ts.
 */

/** A service-type or service-country code in a query string. */
const serviceCode = z
  .number('code must be a number')
  .int('code must be an integer')
  .min(0, 'code must be 0 or more')
  .max(99_999, 'code is too large')
  .optional();

/** Several codes joined by commas in a query string, e.g. '1001,1005'. */
const commaCodes = z
  .string()
  .regex(/^\d{1,5}(,\d{1,5}){0,49}$/, 'expected comma-separated numeric codes')
  .optional();

const showPosition = z.string().regex(/^\d{1,4}$/, 'showPosition must be a number');
export const priceForWWW = defineCall({
  method: 'GET',
  base: '/api',
  path: '/resource/officialProduct/priceForWWW',
  query: z.object({ serviceType: serviceCode, country: serviceCode }).strict(),
  data: z.array(productWire),
  auth: 'none',
  summary: 'Product prices for the website, optionally filtered by service type and country',
});

export const findOister = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/posterConfig/merc/findOister',
  query: z.object({ showPosition }).strict(),
  data: posterWire.nullable(),
  auth: 'none',
  summary: "The live poster of one show position, or null (the path's spelling is the spec's)",
});

export const priceForSurveyReport = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/old/admin/product/priceForSurveyReport',
  query: z.object({ serviceTypes: commaCodes, countries: commaCodes }).strict(),
  data: z.array(productWire),
  auth: 'none',
  summary: 'Prices of the services a questionnaire report recommends (service types and countries, comma-joined)',
});

export const ActivityKind = [
  'invite',
  'register',
  'fullFree',
  'zeroSecondKill',
  'discount30',
  'setMeal',
  'couponCenter',
  'trademark',
] as const;

export const year3PageWire = z.object({
  status: activityStatus,
  startTime: z.string(),
  endTime: z.string(),
  activities: z.array(
    z.object({
      activityKind: z.enum(ActivityKind),
      title: z.string(),
      description: z.string(),
      status: activityStatus,
      linkUrl: nullableText,
      products: z.array(productWire),
    }),
  ),
});

export const year3Page = defineCall({
  method: 'GET',
  base: '/api',
  path: '/order/activity/year3Page',
  query: empty,
  data: year3PageWire,
  auth: 'none',
  summary: 'The anniversary activity page: status, dates and its activities',
});

/** What a brand publishes, for its sitemap (ours: the spec shows no sitemap call). */
export const siteIndexWire = z.object({
  pages: z.array(z.object({ key: z.string(), updatedAt: z.string() })),
  articles: z.array(
    z.object({ id: z.number().int(), kind: z.enum(ArticleKind), categoryId: z.number().int(), updatedAt: z.string() }),
  ),
  categories: z.array(z.object({ id: z.number().int(), kind: z.enum(ArticleKind) })),
  videos: z.array(z.object({ id: z.number().int() })),
  partners: z.array(z.object({ id: z.number().int() })),
});

export const getSiteIndex = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getSiteIndex',
  query: empty,
  data: siteIndexWire,
  auth: 'none',
  summary: 'Every page, article, video and partner a brand publishes, for its sitemap (ours, not in the spec)',
});
