import { z } from 'zod';
import { defineCall } from './call.ts';
import { page, pageQuery } from './common.ts';
import { MemberLevel } from './system.ts';

/**
 * IP gateway (spec section 7, '/ipr/...'), mounted at /api/ipr. The spec shows no trademark payloads:
 * they are designed from its trademark options, search types and categories (spec section 3).
 */

/** Trademark regions of spec section 3. SVIP (25) is a member price row, not a searchable register. */
export const TrademarkRegion = { US: 20, UK: 21, EU: 99, JP_APPLY: 23, JP_REGISTERED: 24, SVIP: 25 } as const;

/** Search types of spec section 3. */
export const TrademarkSearchType = { TRADEMARK: 0, CATEGORY: 2, OATH: 3 } as const;

/** Class 46 is the 'US special' entry (certification and collective membership marks). */
export const US_SPECIAL_CLASS = 46;

/** Search history limits of spec section 9. */
export const SEARCH_HISTORY_LIMIT = { trademark: 15, category: 10 } as const;

const REGION_MESSAGE = '请选择正确的国家/地区';
const searchRegion = z.literal(
  [TrademarkRegion.US, TrademarkRegion.UK, TrademarkRegion.EU, TrademarkRegion.JP_APPLY, TrademarkRegion.JP_REGISTERED],
  REGION_MESSAGE,
);
const anyRegion = z.literal(Object.values(TrademarkRegion), REGION_MESSAGE);

const markElement = z.string().trim().min(1, '请输入商标名称').max(50, '商标名称不能超过50个字符');

const niceClass = z
  .number('类别须为数字')
  .int('类别须为整数')
  .min(1, '类别为1-45（美国特殊类别46）')
  .max(US_SPECIAL_CLASS, '类别为1-45（美国特殊类别46）');

const classList = z
  .array(niceClass)
  .max(US_SPECIAL_CLASS, '类别不能超过46个')
  .refine((list) => new Set(list).size === list.length, '类别不能重复');

/** Class 46 exists only in the US register. */
const usSpecialOnlyInUs = (v: { country: number; classes?: number[] }, ctx: z.RefinementCtx) => {
  if (v.classes?.includes(US_SPECIAL_CLASS) && v.country !== TrademarkRegion.US) {
    ctx.addIssue({ code: 'custom', path: ['classes'], message: '类别46仅适用于美国' });
  }
};

const remark = z.string().trim().max(500, '备注不能超过500个字符').optional();

const countQuery = (label: string) =>
  z.coerce.number().int(`${label}须为整数`).min(1, `${label}为1-10`).max(10, `${label}为1-10`).optional();

// Wire shapes

export const trademarkWire = z.object({
  markElement: z.string(),
  applicationNo: z.string(),
  registrationNo: z.string().nullable(),
  country: z.number().int(),
  classes: z.array(z.number().int()),
  status: z.string(),
  applicant: z.string(),
  applyDate: z.string().nullable(),
  registerDate: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** 0-100: how close the mark is to the searched one. */
  similarity: z.number().min(0).max(100),
});

export const trademarkClassWire = z.object({
  classNo: z.number().int(),
  label: z.string(),
  labelEn: z.string(),
  description: z.string(),
});

/** A goods or services item of the Nice classification. */
export const niceProductWire = z.object({
  classNo: z.number().int(),
  groupNo: z.string(),
  productCode: z.string(),
  productName: z.string(),
});

export const searchHistoryItemWire = z.object({
  markElement: z.string(),
  country: z.number().int(),
  searchDate: z.string(),
});

export const trademarkPriceWire = z.object({
  country: z.number().int(),
  countryName: z.string(),
  memberLevel: z.enum(MemberLevel).nullable(),
  productName: z.string(),
  unitPrice: z.number(),
  discountPrice: z.number(),
  priceUnit: z.string(),
});

const createdIdWire = z.object({ id: z.number().int() });

// Calls

export const getTrademarkPrice = defineCall({
  method: 'GET',
  base: '/api/ipr',
  path: '/trademark/member/priceForSurveyReport',
  query: z
    .object({
      country: z.coerce.number().pipe(anyRegion).optional(),
      classCount: countQuery('类别数量'),
      /** 1 accelerate, 2 not. */
      acceleratedExam: z.coerce
        .number()
        .pipe(z.literal([1, 2], 'acceleratedExam must be 1 or 2'))
        .optional(),
      /** 1 needed, 2 not. */
      authorization: z.coerce
        .number()
        .pipe(z.literal([1, 2], 'authorization must be 1 or 2'))
        .optional(),
      /** 1 micro, 2 small, 3 large. */
      entitySize: z.coerce
        .number()
        .pipe(z.literal([1, 2, 3], 'entitySize must be 1, 2 or 3'))
        .optional(),
      productCount: countQuery('商品数量'),
    })
    .strict(),
  data: z.array(trademarkPriceWire),
  auth: 'none',
  summary: 'Trademark prices by region and options, with VIP and SVIP member prices, for the survey report',
});

export const listIprWebsiteConfig = defineCall({
  method: 'GET',
  base: '/api/ipr',
  path: '/web/websiteConfig/iprList',
  query: z.object({}).strict(),
  data: z.array(
    z.object({
      id: z.number().int(),
      configType: z.string(),
      title: z.string(),
      content: z.string().nullable(),
      img: z.string().nullable(),
      linkUrl: z.string().nullable(),
      sort: z.number().int(),
    }),
  ),
  auth: 'none',
  summary: "The IP variant's website config entries",
});

export const trademarkSearchBody = pageQuery
  .extend({
    markElement,
    country: searchRegion,
    searchType: z
      .literal(
        [TrademarkSearchType.TRADEMARK, TrademarkSearchType.OATH],
        'searchType must be 0 (trademark) or 3 (oath)',
      )
      .default(TrademarkSearchType.TRADEMARK),
    classes: classList.optional(),
  })
  .strict()
  .superRefine(usSpecialOnlyInUs);

export const searchTrademark = defineCall({
  method: 'POST',
  base: '/api/ipr',
  path: '/trademark/search',
  body: trademarkSearchBody,
  data: page(trademarkWire),
  auth: 'none',
  summary: 'Trademark (or oath) search for a mark in one register, optionally limited to classes',
});

export const saveArtificialTrademark = defineCall({
  method: 'POST',
  base: '/api/ipr',
  path: '/iprArtificialTrademark/save',
  body: z
    .object({
      markElement,
      countryList: z
        .array(searchRegion)
        .min(1, '请选择国家/地区')
        .max(5, '国家/地区不能超过5个')
        .refine((list) => new Set(list).size === list.length, '国家/地区不能重复'),
      classes: classList.min(1, '请选择类别'),
      markImg: z
        .url({ protocol: /^https?$/, error: '商标图样须为http(s)链接' })
        .max(1000)
        .optional(),
      remark,
    })
    .strict()
    .superRefine((v, ctx) => {
      if (v.classes.includes(US_SPECIAL_CLASS) && !v.countryList.includes(TrademarkRegion.US)) {
        ctx.addIssue({ code: 'custom', path: ['classes'], message: '类别46仅适用于美国' });
      }
    }),
  data: createdIdWire,
  auth: 'required',
  summary: 'Ask for a manual (artificial) trademark search; data is the request id',
});

export const getTrademarkClasses = defineCall({
  method: 'GET',
  base: '/api/ipr',
  path: '/trademark/categories/products/getClass',
  query: z.object({ classNo: z.coerce.number().pipe(niceClass).optional() }).strict(),
  data: z.array(trademarkClassWire),
  auth: 'none',
  summary: 'Trademark classes 1-45 and 46 (US special) with labels and descriptions; one when classNo is given',
});

export const saveSearchRecord = defineCall({
  method: 'POST',
  base: '/api/ipr',
  path: '/trademark/searchRecord',
  body: z
    .object({
      /** The mark, or the product keyword of a category search. */
      markElement,
      country: searchRegion,
      searchType: z.literal(Object.values(TrademarkSearchType), 'searchType must be 0, 2 or 3'),
    })
    .strict(),
  data: z.array(searchHistoryItemWire).max(SEARCH_HISTORY_LIMIT.trademark),
  auth: 'optional',
  summary:
    "Record a search; data is the user's history, newest first, one entry per mark and country (empty when anonymous)",
});

export const artificialLimitCheck = defineCall({
  method: 'GET',
  base: '/api/ipr',
  path: '/iprArtificialTrademark/artificialLimitCheck',
  query: z.object({}).strict(),
  data: z.object({ allowed: z.boolean(), usedCount: z.number().int(), limitCount: z.number().int() }),
  auth: 'required',
  summary: 'Whether the user may ask for another manual search',
});

export const getVipSkuDetail = defineCall({
  method: 'GET',
  base: '/api/ipr',
  path: '/sysProduct/getVipSkuDetail/{serverItem}',
  params: z
    .object({
      serverItem: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'serverItem must be 1-64 letters, digits, _ or -'),
    })
    .strict(),
  data: z.object({
    serverItem: z.string(),
    memberLevel: z.enum(MemberLevel),
    skuList: z.array(
      z.object({
        skuId: z.number().int(),
        name: z.string(),
        unitPrice: z.number(),
        discountPrice: z.number(),
        priceUnit: z.string(),
        durationMonths: z.number().int(),
      }),
    ),
  }),
  auth: 'none',
  summary: 'The VIP or SVIP membership SKUs of one service item',
});

export const getAllCountry = defineCall({
  method: 'GET',
  base: '/api/ipr',
  path: '/trademark/getAllCountry',
  query: z.object({}).strict(),
  data: z.array(z.object({ country: z.number().int(), countryName: z.string(), countryNameEn: z.string() })),
  auth: 'none',
  summary: 'The registers a trademark can be searched in (region code and names)',
});

export const trademarkCategorySearch = defineCall({
  method: 'POST',
  base: '/api/ipr',
  path: '/trademark/trademarkCategorySearch',
  body: z
    .object({ markElement, country: searchRegion, classes: classList.min(1, '请选择类别') })
    .strict()
    .superRefine(usSpecialOnlyInUs),
  data: z.array(
    z.object({
      classNo: z.number().int(),
      label: z.string(),
      riskLevel: z.enum(['low', 'medium', 'high']),
      identicalCount: z.number().int(),
      similarCount: z.number().int(),
    }),
  ),
  auth: 'none',
  summary: "A mark's registration risk in each chosen class",
});

export const categorySearchBody = pageQuery
  .extend({
    keyword: z.string().trim().min(1, '请输入商品或服务名称').max(50, '商品或服务名称不能超过50个字符'),
    searchType: z
      .literal(TrademarkSearchType.CATEGORY, 'searchType must be 2 (category)')
      .default(TrademarkSearchType.CATEGORY),
    classNo: niceClass.optional(),
  })
  .strict();

export const categorySearch = defineCall({
  method: 'POST',
  base: '/api/ipr',
  path: '/trademark/categories/products/categorySearch',
  body: categorySearchBody,
  data: page(niceProductWire),
  auth: 'none',
  summary: 'Category query: which classes and groups a product or service belongs to',
});

export const artificialCategorySearch = defineCall({
  method: 'POST',
  base: '/api/ipr',
  path: '/trademark/categories/products/artificialCategorySearch',
  body: z
    .object({
      productDescription: z.string().trim().min(1, '请描述您的商品或服务').max(500, '描述不能超过500个字符'),
      country: searchRegion.optional(),
      remark,
    })
    .strict(),
  data: createdIdWire,
  auth: 'required',
  summary: 'Ask for a manual category query; data is the request id',
});

export const artificialRiskWarning = defineCall({
  method: 'POST',
  base: '/api/ipr',
  path: '/iprTrademarkSearchRecord/artificialRiskWarning',
  body: z
    .object({ markElement, country: searchRegion, classes: classList.min(1, '请选择类别'), remark })
    .strict()
    .superRefine(usSpecialOnlyInUs),
  data: createdIdWire,
  auth: 'required',
  summary: "Ask a trademark attorney for a risk warning on a mark's search; data is the request id",
});

export const niceClassificationQuery = defineCall({
  method: 'POST',
  base: '/api/ipr',
  path: '/iprArtificialTrademark/trademark/niceClassificationQuery',
  body: z
    .object({
      keyword: z.string().trim().min(1, '请输入关键词').max(50, '关键词不能超过50个字符').optional(),
      classNo: niceClass.optional(),
    })
    .strict()
    .refine((v) => v.keyword !== undefined || v.classNo !== undefined, '请输入关键词或选择类别'),
  data: z.array(niceProductWire),
  auth: 'none',
  summary: 'Nice classification items by keyword and/or class',
});

export const artificialRecordWire = z.object({
  id: z.number().int(),
  markElement: z.string(),
  countryList: z.array(z.number().int()),
  classes: z.array(z.number().int()),
  status: z.string(),
  createdAt: z.string(),
});

export const artificialUserData = defineCall({
  method: 'GET',
  base: '/api/ipr',
  path: '/iprArtificialTrademark/artificialUserData',
  query: z.object({}).strict(),
  data: z.object({
    memberLevel: z.enum(MemberLevel).nullable(),
    usedCount: z.number().int(),
    limitCount: z.number().int(),
    records: z.array(artificialRecordWire),
  }),
  auth: 'required',
  summary: "The user's membership, manual-search quota and manual requests",
});
