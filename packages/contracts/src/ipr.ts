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

const niceClass = z
  .number('类别须为数字')
  .int('类别须为整数')
  .min(1, '类别为1-45（美国特殊类别46）')
  .max(US_SPECIAL_CLASS, '类别为1-45（美国特殊类别46）');

const classList = z
  .array(niceClass)
  .max(US_SPECIAL_CLASS, '类别不能超过46个')
  .refine((list) => new Set(list).size === list.length, '类别不能重复');

const remark = z.string().trim().max(500, '备注不能超过500个字符').optional();

const countQuery = (label: string) =>
  z.number(`${label}须为整数`).int(`${label}须为整数`).min(1, `${label}为1-10`).max(10, `${label}为1-10`).optional();

// Wire shapes

export const trademarkClassWire = z.object({
  classNo: z.number().int(),
  /** 'goods' (1-34), 'services' (35-45), 'special' (46, US certification and collective marks). */
  kind: z.enum(['goods', 'services', 'special']),
  /** Short label, Chinese (e.g. 科学仪器). */
  label: z.string(),
  /** Short label, English (the USPTO short title, e.g. Electrical and Scientific Apparatus). */
  labelEn: z.string(),
  /** Long description, Chinese. */
  description: z.string(),
  /** Long description, English. */
  descriptionEn: z.string(),
});

/** A goods or services term of the term list (@site/trademark's TERMS), with its Nice class. */
export const niceProductWire = z.object({
  classNo: z.number().int(),
  /** The similar-group number of the Chinese office's table; null: the term list has no groups. */
  groupNo: z.string().nullable(),
  /** A stable code of the term: class and position, e.g. '09-012'. */
  productCode: z.string(),
  /** The term in Chinese. */
  productName: z.string(),
  /** The term in English. */
  productNameEn: z.string(),
});

/** A class suggested for a product word, ranked by the terms found in it. */
export const classSuggestionWire = z.object({
  classNo: z.number().int(),
  label: z.string(),
  labelEn: z.string(),
  /** How many of the class's terms match. */
  count: z.number().int(),
  /** The sum of the matching terms' scores (higher is a better fit). */
  score: z.number(),
});

export const searchHistoryItemWire = z.object({
  /** The mark, or the product word of a category search. */
  markElement: z.string(),
  /** The office code (US, EU, UK, CN, JP, WIPO); null: every office. */
  country: z.string().nullable(),
  /** TRADEMARK 0, CATEGORY 2, OATH 3. */
  searchType: z.number().int(),
  /** When it was last searched (ISO 8601). */
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
      country: anyRegion.optional(),
      classCount: countQuery('类别数量'),
      /** 1 accelerate, 2 not. */
      acceleratedExam: z.literal([1, 2], 'acceleratedExam must be 1 or 2').optional(),
      /** 1 needed, 2 not. */
      authorization: z.literal([1, 2], 'authorization must be 1 or 2').optional(),
      /** 1 micro, 2 small, 3 large. */
      entitySize: z.literal([1, 2, 3], 'entitySize must be 1, 2 or 3').optional(),
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

/**
 * The registers (offices) of the trademark search: the marks table's office codes. The spec's region numbers are
 * accepted for the search too, as numbers or strings: 20 US, 21 UK, 99 EU, 23 and 24 Japan.
 */
export const TRADEMARK_OFFICES = ['US', 'EU', 'UK', 'CN', 'JP', 'WIPO'] as const;
export type TrademarkOffice = (typeof TRADEMARK_OFFICES)[number];
export const OFFICE_OF_REGION: Readonly<Record<string, TrademarkOffice>> = {
  '20': 'US',
  '21': 'UK',
  '99': 'EU',
  '23': 'JP',
  '24': 'JP',
};

/** The longest searched mark, in characters (code points), as @site/trademark's validateMark counts them. */
export const SEARCH_MARK_MAX_LENGTH = 50;

/** A searched mark: the same rules and texts as @site/trademark's validateMark (the gateway runs that too). */
const searchMarkElement = z
  .string('请输入商标名称')
  .trim()
  .min(1, '请输入商标名称')
  .refine((s) => [...s].length <= SEARCH_MARK_MAX_LENGTH, `商标名称不能超过${SEARCH_MARK_MAX_LENGTH}个字符`)
  .refine((s) => !/\p{Cc}/u.test(s), '商标名称不能包含控制字符或换行')
  .refine((s) => /[\p{L}\p{N}]/u.test(s), '商标名称需包含文字、字母或数字，不能只有标点符号');

/** An office code or a region number; blank or null is every office (undefined). */
const searchOffice = z
  .union([z.string(), z.number(), z.null()], REGION_MESSAGE)
  .meta({ examples: [...TRADEMARK_OFFICES, '20', 21, '99', 23, '', null] })
  .transform((value, ctx): TrademarkOffice | undefined => {
    const text = String(value ?? '')
      .trim()
      .toUpperCase();
    if (text === '') return undefined;
    const office = (TRADEMARK_OFFICES as readonly string[]).includes(text)
      ? (text as TrademarkOffice)
      : OFFICE_OF_REGION[text];
    if (!office) {
      ctx.addIssue({ code: 'custom', message: REGION_MESSAGE });
      return z.NEVER;
    }
    return office;
  });

export const trademarkSearchBody = z
  .object({
    markElement: searchMarkElement,
    /** An office code (US, EU, UK, CN, JP, WIPO) or a region number; all offices when absent or empty. */
    country: searchOffice.optional(),
    classes: classList.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.classes?.includes(US_SPECIAL_CLASS) && v.country !== undefined && v.country !== 'US') {
      ctx.addIssue({ code: 'custom', path: ['classes'], message: '类别46仅适用于美国' });
    }
  });

export const trademarkMatcherName = z.enum([
  'exact',
  'phonetic',
  'visual',
  'component',
  'skeleton',
  'pinyin',
  'script',
  'glyph',
  'meaning',
]);

/** The search's verdict: high, medium, low; none only over real records of every office asked; unknown: cannot judge. */
export const trademarkVerdictRisk = z.enum(['high', 'medium', 'low', 'none', 'unknown']);

/** One office's real records in the registry (imported from its files; sample rows are not counted). */
export const officeCoverageWire = z.object({
  office: z.enum(TRADEMARK_OFFICES),
  marks: z.number().int(),
  /** The newest filing date among them, YYYY-MM-DD. */
  newestFiled: z.string().nullable(),
  /** When the office's files were last imported (ISO time). */
  lastImport: z.string().nullable(),
});

/** A well-known mark the searched mark is close to (protected in every class). */
export const wellKnownHitWire = z.object({
  mark: z.string(),
  /** The form compared (HUAWEI or 华为). */
  name: z.string(),
  owner: z.string(),
  /** cn-well-known: a Chinese well-known (驰名) mark; global-ranking: in a published ranking of global brands. */
  basis: z.enum(['cn-well-known', 'global-ranking']),
  source: z.string(),
  sourceDate: z.string(),
  /** Whether an attorney has checked the table's entry against its source. */
  reviewed: z.boolean(),
  similarity: z.number().min(0).max(1),
  matchers: z.array(z.object({ name: trademarkMatcherName, score: z.number().min(0).max(1) })),
  risk: z.literal('high'),
  reasons: z.array(z.string()),
});
export const trademarkRisk = z.enum(['high', 'medium', 'low']);

/** A hit of the trademark search: a registered or applied-for mark close to the searched one. */
export const trademarkHitWire = z.object({
  number: z.string(),
  mark: z.string(),
  classes: z.array(z.number().int()),
  owner: z.string(),
  /** The office code. */
  country: z.enum(TRADEMARK_OFFICES),
  /** The office's status in words: registered, pending, abandoned, cancelled, expired (or the office's own text). */
  status: z.string(),
  /** Filing date, YYYY-MM-DD. */
  filed: z.string().nullable(),
  /** 0-1, higher is closer (the similarity, lowered for other goods and for dead marks). */
  score: z.number().min(0).max(1),
  /** The names of the matchers that fired, best first. */
  matchers: z.array(trademarkMatcherName),
  /** Each fired matcher's own score (0-1), in the same order. */
  matcherScores: z.array(z.object({ name: trademarkMatcherName, score: z.number().min(0).max(1) })),
  risk: trademarkRisk,
  /** Why, in words a seller understands (the brand's language). */
  reasons: z.array(z.string()),
  /** True for the sample registry's invented marks (not an office's record). */
  sample: z.boolean(),
});

export const searchTrademark = defineCall({
  method: 'POST',
  base: '/api/ipr',
  path: '/trademark/search',
  body: trademarkSearchBody,
  data: z.object({
    /** The best hits first (at most 50). */
    list: z.array(trademarkHitWire),
    /** How many hits there are in all. */
    total: z.number().int(),
    /** The verdict for the whole search (unknown: the data searched cannot support a verdict). */
    risk: trademarkVerdictRisk,
    reasons: z.array(z.string()),
    /** True when the searched registry holds sample or generated marks: results are for demonstration. */
    sample: z.boolean(),
    /** Whether every office asked about has real records (only then may the verdict be low or none). */
    judged: z.boolean(),
    /** The real records of the offices asked about (those without any are listed with 0). */
    coverage: z.array(officeCoverageWire),
    /** Well-known marks close to the searched one, whatever the classes and the registry. */
    wellKnown: z.array(wellKnownHitWire),
  }),
  auth: 'none',
  summary: 'Trademark clearance search: similar marks in one office (or all), optionally in classes, with risk',
});

// The other IP calls: offices, classes and terms, search history, the 'ask an attorney' flow, VIP SKUs.

/** Not a control character or a line break. */
const noControl = (s: string) => !/\p{Cc}/u.test(s);
/** Holds a letter or a digit (not only punctuation). */
const hasWord = (s: string) => /[\p{L}\p{N}]/u.test(s);

/** A device id (spec section 5: 32 hex characters) sent as the x-device-id header or as a field. */
export const iprDeviceId = z.string().regex(/^[0-9a-fA-F]{32}$/, '设备ID须为32位十六进制字符');

/** A product or service word of the category search (Chinese or English). */
const productKeyword = z
  .string('请输入商品或服务名称')
  .trim()
  .min(1, '请输入商品或服务名称')
  .refine((s) => [...s].length <= 50, '商品或服务名称不能超过50个字符')
  .refine(noControl, '商品或服务名称不能包含控制字符或换行')
  .refine(hasWord, '请输入有效的商品或服务名称（需包含文字、字母或数字）');

/** An office list of a request: office codes or region numbers, at least one, each once. */
const officeList = z
  .array(searchOffice, '请选择国家/地区')
  .min(1, '请选择国家/地区')
  .max(TRADEMARK_OFFICES.length, `国家/地区不能超过${TRADEMARK_OFFICES.length}个`)
  .transform((list, ctx): TrademarkOffice[] => {
    if (list.some((office) => office === undefined)) {
      ctx.addIssue({ code: 'custom', message: '请选择国家/地区' });
      return z.NEVER;
    }
    return [...new Set(list as TrademarkOffice[])];
  });

/** A mainland or international phone number (digits, an optional +, spaces or hyphens). */
const contactPhone = z
  .string('请输入正确的手机号码')
  .trim()
  .regex(/^\+?[0-9][0-9 -]{4,18}[0-9]$/, '请输入正确的手机号码');

export const saveArtificialTrademarkBody = z
  .object({
    markElement: searchMarkElement,
    /** Office codes (US, EU, UK, CN, JP, WIPO) or region numbers (20, 21, 99, 23, 24). */
    countryList: officeList,
    classes: classList.min(1, '请选择类别'),
    markImg: z
      .url({ protocol: /^https?$/, error: '商标图样须为http(s)链接' })
      .max(1000)
      .optional(),
    remark: remark.refine((s) => s === undefined || noControl(s.replaceAll(/[\n\r\t]/g, ' ')), '备注不能包含控制字符'),
    /** The contact's name. */
    contactName: z
      .string()
      .trim()
      .max(50, '联系人不能超过50个字符')
      .refine(noControl, '联系人不能包含控制字符')
      .optional(),
    /** Required without a signed-in user (the attorney calls back). */
    phone: contactPhone.optional(),
    /** The device id when the x-device-id header is not sent. */
    deviceId: iprDeviceId.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.classes.includes(US_SPECIAL_CLASS) && !v.countryList.includes('US')) {
      ctx.addIssue({ code: 'custom', path: ['classes'], message: '类别46仅适用于美国' });
    }
  });

/** The daily limit of manual ('ask an attorney') requests per signed-in user or per device. */
export const ARTIFICIAL_DAILY_LIMIT = 3;

export const saveArtificialTrademark = defineCall({
  method: 'POST',
  base: '/api/ipr',
  path: '/iprArtificialTrademark/save',
  /** A 500-character remark is about 1.5 KB in UTF-8. */
  maxBodyBytes: 16 * 1024,
  body: saveArtificialTrademarkBody,
  data: createdIdWire,
  auth: 'optional',
  summary:
    'Ask an attorney for a manual trademark search (signed in, or with a phone number); data is the request id; 429 over the daily limit',
});

export const getTrademarkClasses = defineCall({
  method: 'GET',
  base: '/api/ipr',
  path: '/trademark/categories/products/getClass',
  query: z.object({ classNo: niceClass.optional() }).strict(),
  data: z.array(trademarkClassWire),
  auth: 'none',
  summary: 'Trademark classes 1-45 and 46 (US special) with short and long labels in Chinese and English',
});

/** The searched text of a history entry: a mark or a product word. */
const historyText = z
  .string('请输入搜索内容')
  .trim()
  .min(1, '请输入搜索内容')
  .refine((s) => [...s].length <= SEARCH_MARK_MAX_LENGTH, `搜索内容不能超过${SEARCH_MARK_MAX_LENGTH}个字符`)
  .refine(noControl, '搜索内容不能包含控制字符或换行')
  .refine(hasWord, '搜索内容需包含文字、字母或数字');

const searchTypeValue = z.literal(Object.values(TrademarkSearchType), '搜索类型须为0（商标）、2（类别）或3（宣誓）');

/** The most entries a history keeps for a search type: 15 for trademark (and oath) searches, 10 for categories. */
export const historyLimitOf = (searchType: number): number =>
  searchType === TrademarkSearchType.CATEGORY ? SEARCH_HISTORY_LIMIT.category : SEARCH_HISTORY_LIMIT.trademark;

export const saveSearchRecord = defineCall({
  method: 'POST',
  base: '/api/ipr',
  path: '/trademark/searchRecord',
  /** A 50-character mark is far below it. */
  maxBodyBytes: 16 * 1024,
  body: z
    .object({
      /** The mark, or the product keyword of a category search. */
      markElement: historyText,
      /** An office code or region number; absent, empty or null: every office. */
      country: searchOffice.optional(),
      searchType: searchTypeValue,
      /** The device id when the x-device-id header is not sent (ignored for a signed-in user). */
      deviceId: iprDeviceId.optional(),
    })
    .strict(),
  data: z.array(searchHistoryItemWire).max(SEARCH_HISTORY_LIMIT.trademark),
  auth: 'optional',
  summary:
    "Record a search; data is the history of that search type (the user's, else the device's), newest first, one entry per mark and office",
});

/** Not in the spec: reads the history without recording (the search pages show it on load). */
export const listSearchRecords = defineCall({
  method: 'GET',
  base: '/api/ipr',
  path: '/trademark/searchRecord',
  query: z
    .object({
      searchType: searchTypeValue,
      deviceId: iprDeviceId.optional(),
    })
    .strict(),
  data: z.array(searchHistoryItemWire).max(SEARCH_HISTORY_LIMIT.trademark),
  auth: 'optional',
  summary: 'The search history of one search type (the user, else the device), newest first',
});

const limitWire = z.object({
  allowed: z.boolean(),
  usedCount: z.number().int(),
  limitCount: z.number().int(),
  /** limitCount - usedCount, never below 0. */
  remaining: z.number().int(),
});

export const artificialLimitCheck = defineCall({
  method: 'GET',
  base: '/api/ipr',
  path: '/iprArtificialTrademark/artificialLimitCheck',
  query: z.object({ deviceId: iprDeviceId.optional() }).strict(),
  data: limitWire,
  auth: 'optional',
  summary: 'How many manual requests the user (else the device) may still make today (China time)',
});

/** A trademark registration service item: an office code or region number (US 20, UK 21, EU 99, JP 23/24). */
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
    /** The office the item registers a mark in. */
    office: z.enum(TRADEMARK_OFFICES),
    /** Null: the products table holds no member prices (every SKU is the ordinary price). */
    memberLevel: z.enum(MemberLevel).nullable(),
    skuList: z.array(
      z.object({
        skuId: z.number().int(),
        name: z.string(),
        unitPrice: z.number(),
        discountPrice: z.number(),
        priceUnit: z.string(),
        /** Null: not a subscription. */
        durationMonths: z.number().int().nullable(),
      }),
    ),
  }),
  auth: 'none',
  summary: "The SKUs of a trademark registration service item (one office's products)",
});

export const trademarkCoverage = defineCall({
  method: 'GET',
  base: '/api/ipr',
  path: '/trademark/coverage',
  query: z.object({}).strict(),
  data: z.object({
    /** Every office, with its real records (0 when none is imported). */
    offices: z.array(officeCoverageWire),
    /** True when the registry holds sample or generated marks. */
    sample: z.boolean(),
  }),
  auth: 'none',
  summary: "What the trademark search covers: each office's imported marks, newest filing date and last import",
});

export const getAllCountry = defineCall({
  method: 'GET',
  base: '/api/ipr',
  path: '/trademark/getAllCountry',
  query: z.object({}).strict(),
  data: z.array(
    z.object({
      /** The office code the search takes (US, EU, UK, CN, JP, WIPO). */
      office: z.enum(TRADEMARK_OFFICES),
      /** The spec's region number (20 US, 21 UK, 99 EU, 23 Japan); null: the spec has none (CN, WIPO). */
      country: z.number().int().nullable(),
      /** Every region number of the office (Japan: 23 apply, 24 registered). */
      regions: z.array(z.number().int()),
      countryName: z.string(),
      countryNameEn: z.string(),
    }),
  ),
  auth: 'none',
  summary: 'The registers (offices) a trademark can be searched in, with region numbers and names',
});

const termSearchData = z.object({
  /** The matching terms, best first. */
  list: z.array(niceProductWire),
  /** The classes the word suggests, best first (at most 10). */
  classes: z.array(classSuggestionWire),
});

export const trademarkCategorySearch = defineCall({
  method: 'POST',
  base: '/api/ipr',
  path: '/trademark/trademarkCategorySearch',
  /** A 500-character remark is about 1.5 KB in UTF-8. */
  maxBodyBytes: 16 * 1024,
  body: z
    .object({
      keyword: productKeyword,
      /** Only this class's terms. */
      classNo: niceClass.optional(),
      /** At most this many terms (default 50). */
      limit: z.number().int().min(1, 'limit为1-200').max(200, 'limit为1-200').optional(),
    })
    .strict(),
  data: termSearchData,
  auth: 'none',
  summary: 'Goods and services terms for a product word in Chinese or English, with the classes it suggests',
});

export const categorySearchBody = pageQuery
  .extend({
    keyword: productKeyword,
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
  /** A 500-character remark is about 1.5 KB in UTF-8. */
  maxBodyBytes: 16 * 1024,
  body: categorySearchBody,
  data: page(niceProductWire).extend({ classes: z.array(classSuggestionWire) }),
  auth: 'none',
  summary: 'Category query: the terms (paged) and classes a product or service belongs to',
});

export const artificialCategorySearch = defineCall({
  method: 'POST',
  base: '/api/ipr',
  path: '/trademark/categories/products/artificialCategorySearch',
  /** A 500-character remark is about 1.5 KB in UTF-8. */
  maxBodyBytes: 16 * 1024,
  body: z
    .object({
      productDescription: z
        .string('请描述您的商品或服务')
        .trim()
        .min(1, '请描述您的商品或服务')
        .max(500, '描述不能超过500个字符')
        .refine((s) => noControl(s.replaceAll(/[\n\r\t]/g, ' ')), '描述不能包含控制字符'),
      country: searchRegion.optional(),
      remark,
    })
    .strict(),
  data: createdIdWire,
  auth: 'required',
  summary: 'Ask for a manual category query; data is the request id (counts toward the daily manual-request limit)',
});

export const riskWarningHitWire = z.object({
  number: z.string(),
  mark: z.string(),
  country: z.enum(TRADEMARK_OFFICES),
  classes: z.array(z.number().int()),
  owner: z.string(),
  status: z.string(),
  risk: trademarkRisk,
  matchers: z.array(trademarkMatcherName),
  score: z.number().min(0).max(1),
});

export const artificialRiskWarning = defineCall({
  method: 'POST',
  base: '/api/ipr',
  path: '/iprTrademarkSearchRecord/artificialRiskWarning',
  /** A 500-character remark is about 1.5 KB in UTF-8. */
  maxBodyBytes: 16 * 1024,
  body: z
    .object({ markElement: searchMarkElement, country: searchOffice.optional(), classes: classList.optional() })
    .strict()
    .superRefine((v, ctx) => {
      if (v.classes?.includes(US_SPECIAL_CLASS) && v.country !== undefined && v.country !== 'US') {
        ctx.addIssue({ code: 'custom', path: ['classes'], message: '类别46仅适用于美国' });
      }
    }),
  data: z.object({
    risk: trademarkVerdictRisk,
    /** One line: the verdict. */
    title: z.string(),
    /** The warning in a paragraph a seller understands, naming the closest marks and the matchers that found them. */
    warning: z.string(),
    reasons: z.array(z.string()),
    /** The names of the matchers that fired on the warned-about hits, best hit first. */
    matchers: z.array(trademarkMatcherName),
    /** The closest hits (at most 5). */
    hits: z.array(riskWarningHitWire),
    /** True when the registry searched holds sample or generated marks. */
    sample: z.boolean(),
  }),
  auth: 'none',
  summary: "The risk warning for a mark in classes, from the clearance search's ranking, before asking an attorney",
});

export const niceClassificationQuery = defineCall({
  method: 'POST',
  base: '/api/ipr',
  path: '/iprArtificialTrademark/trademark/niceClassificationQuery',
  /** A 500-character remark is about 1.5 KB in UTF-8. */
  maxBodyBytes: 16 * 1024,
  body: z
    .object({
      keyword: productKeyword.optional(),
      classNo: niceClass.optional(),
    })
    .strict()
    .refine((v) => v.keyword !== undefined || v.classNo !== undefined, '请输入关键词或选择类别'),
  data: z.array(niceProductWire),
  auth: 'none',
  summary: "One class's terms (optionally filtered by a word), or the terms for a word",
});

export const artificialRecordWire = z.object({
  id: z.number().int(),
  /** 'trademark' (iprArtificialTrademark/save) or 'category' (artificialCategorySearch). */
  kind: z.enum(['trademark', 'category']),
  /** The mark, or the product description of a category request. */
  markElement: z.string(),
  /** Office codes. */
  countryList: z.array(z.string()),
  classes: z.array(z.number().int()),
  /** 'pending' until an attorney answers. */
  status: z.string(),
  createdAt: z.string(),
});

export const artificialUserData = defineCall({
  method: 'GET',
  base: '/api/ipr',
  path: '/iprArtificialTrademark/artificialUserData',
  query: z.object({ deviceId: iprDeviceId.optional() }).strict(),
  data: z.object({
    memberLevel: z.enum(MemberLevel).nullable(),
    usedCount: z.number().int(),
    limitCount: z.number().int(),
    remaining: z.number().int(),
    /** Newest first, at most 50. */
    records: z.array(artificialRecordWire),
  }),
  auth: 'optional',
  summary: 'The manual-request quota of today and the requests of the user (else the device)',
});
