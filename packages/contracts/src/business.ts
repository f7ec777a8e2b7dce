import { z } from 'zod';
import { defineCall } from './call.ts';
import { blockWire, idParam, menuItemWire, nullableText, productWire, subsetItemWire } from './common.ts';
import { routes } from './route.ts';

/** Center gateway: the business service's reads and counters for the site shell and home page. */

export const suspendedItemWire = z.object({
  id: z.number().int(),
  typeValueOne: z.string(),
  typeValueTow: nullableText,
  typeValueThree: nullableText,
  typeValueFour: nullableText,
  linkUrl: nullableText,
});

export const footerDataWire = z.object({
  qrcode: blockWire.nullable(),
  blogroll: blockWire.nullable(),
  bottom: blockWire.nullable(),
  contactInformation: blockWire.nullable(),
  function: blockWire.nullable(),
});

export const commonDataWire = z.object({
  pcnavList: z.array(menuItemWire),
  suspendedList: z.array(suspendedItemWire),
  more: z
    .object({
      id: z.number().int(),
      typeValueOne: z.string(),
      subsetList: z.array(subsetItemWire),
    })
    .nullable(),
  compliance: z.boolean(),
  /** Footer data travels with the common data: the shell needs both on every page. */
  footer: footerDataWire,
});

export const getCommon = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getCommon',
  query: z.object({}).strict(),
  data: commonDataWire,
  auth: 'none',
  summary: 'Header menus (pcnavList), right panel (suspendedList, more), compliance flag and footer data',
});

export const searchServiceWire = z.object({
  id: z.number().int(),
  menuName: z.string(),
  menuAttribute: z.string(),
});

export const getCommoditySearch = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getCommoditySearch',
  query: z.object({}).strict(),
  data: z.object({ allService: z.array(searchServiceWire), hotService: z.array(searchServiceWire) }),
  auth: 'none',
  summary: 'Search data for the header search box: every service and the hot ones',
});

const cta = z.object({ label: z.string(), path: z.string() });

export const homePageInfoWire = z.object({
  hero: z.object({
    eyebrow: z.string(),
    title: z.string(),
    subtitle: z.string(),
    primaryCta: cta,
    secondaryCta: cta.nullable(),
    stats: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
  services: z.object({
    title: z.string(),
    subtitle: z.string(),
    items: z.array(
      z.object({ title: z.string(), desc: z.string(), icon: z.string(), path: z.string(), tags: z.array(z.string()) }),
    ),
  }),
  advantagesTitle: z.string(),
  advantageList: z.array(
    z.object({ title: z.string(), desc: z.string(), icon: z.string(), img: z.string().nullable() }),
  ),
  process: z
    .object({ title: z.string(), steps: z.array(z.object({ title: z.string(), desc: z.string() })) })
    .nullable(),
  registerBanner: z
    .object({ title: z.string(), text: z.string(), button: z.string(), backgroundImage: z.string().nullable() })
    .nullable(),
  news: z
    .object({
      title: z.string(),
      list: z.array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          summary: z.string(),
          categoryId: z.number().int(),
          publishDate: z.string(),
        }),
      ),
    })
    .nullable(),
});

export const getHomePageInfo = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getHomePageInfo',
  query: z.object({}).strict(),
  data: homePageInfoWire,
  auth: 'none',
  summary: "The home page's texts, services, advantages, process, registration banner and latest news",
});

export const posterWire = z.object({
  posterId: z.number().int(),
  posterImg: z.string(),
  showWay: z.string().nullable(),
  showType: z.number().int(),
  title: z.string().nullable(),
});

export const listPosters = defineCall({
  ...routes.listPosters,
  query: z.object({
    module: z.number('module must be a number').int('module must be an integer').min(0).max(99).default(1),
    status: z.number('status must be a number').int('status must be an integer').min(0).max(9).default(1),
    showPosition: z
      .string()
      .regex(/^\d{1,4}$/, 'showPosition must be a number')
      .default('40'),
  }),
  data: z.array(posterWire),
  summary: 'Home banner posters (getHomeBanner reads the first)',
});

const countItem = z
  .object({
    posterId: idParam,
    incrViewCount: z.literal(1).optional(),
    incrClickCount: z.literal(1).optional(),
  })
  .refine((v) => (v.incrViewCount ?? 0) + (v.incrClickCount ?? 0) === 1, {
    message: 'each item needs exactly one of incrViewCount or incrClickCount',
  });

export const incrPosterCount = defineCall({
  ...routes.incrPosterCount,
  body: z.array(countItem).min(1, 'at least one item').max(20, 'at most 20 items'),
  data: z.null(),
  summary: 'Count poster views and clicks',
});

export const popupButtonWire = z.object({ buttonName: z.string(), buttonUrl: z.string().nullable() });

export const popupConfigWire = z.object({
  id: z.number().int(),
  limitType: z.number().int(),
  moduleType: z.number().int(),
  popupBoxTriggerType: z.number().int(),
  triggerPage: z.string().nullable(),
  title: z.string().nullable(),
  titleRichText: z.string().nullable(),
  mainImg: z.string().nullable(),
  iconImg: z.string().nullable(),
  content: z.string().nullable(),
  contentRichText: z.string().nullable(),
  displayStyle: z.number().int(),
  imageOptionType: z.number().int(),
  imgJumpUrl: z.string().nullable(),
  buttonDetailList: z.array(popupButtonWire),
});

export const listPopMarket = defineCall({
  ...routes.listPopMarket,
  query: z.object({}).strict(),
  data: z.array(popupConfigWire),
  summary: 'Activity pop-ups (campaign modals) that are live now',
});

export const getIsForeignIp = defineCall({
  ...routes.getIsForeignIp,
  query: z.object({}).strict(),
  data: z.boolean(),
  auth: 'none',
  summary: "Whether the visitor's IP is outside mainland China, Hong Kong, Macau and Taiwan",
});

const optionalCode = z.number('code must be a number').int('code must be an integer').min(0).max(99_999).optional();

export const officialProductPrice = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/merc/product/officialProductPrice',
  query: z.object({ serviceType: optionalCode, country: optionalCode }),
  data: z.array(productWire),
  auth: 'none',
  summary: 'Product prices, optionally filtered by service type and country',
});

export const getProductsPrices = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getProductsPrices',
  query: z.object({ serviceType: optionalCode, country: optionalCode }),
  data: z.array(
    z.object({ serviceType: z.number().int(), serviceTypeName: z.string(), productList: z.array(productWire) }),
  ),
  auth: 'none',
  summary: 'The price page: products grouped by service type',
});
