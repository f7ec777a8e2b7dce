import { z } from 'zod';
import { defineCall } from './call.ts';
import { divPageWire, empty, idParam, menuRelationWire, nullableText, page, pageQuery } from './common.ts';
import { partnerWire } from './partners.ts';

/**
 * Center gateway (spec section 7), officialQuery reads: articles, videos, help and about pages, custom pages and the other content of the official site.
 * Gathered with the other areas of business and general in business-extra.ts.
 */

const keyword = z.string().trim().max(50, '关键词不能超过50个字符').optional();
export const ArticleKind = [
  'news',
  'help',
  'manual',
  'trends',
  'companyEncy',
  'industryInfo',
  'FinanceTaxEncy',
  'insight',
] as const;

export const articleCategoryWire = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(ArticleKind),
  articleCount: z.number().int(),
});

export const articleSummaryWire = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: nullableText,
  author: z.string(),
  source: z.string(),
  category: z.string(),
  categoryId: z.number().int(),
  publishDate: z.string(),
  views: z.number().int(),
});

const articleLinkWire = z.object({ id: z.number().int(), title: z.string() });

/** Article detail: previous and next are null at either end ('already the first/last article'). */
export const articleDetailWire = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  source: z.string(),
  category: z.string(),
  categoryId: z.number().int(),
  publishDate: z.string(),
  /** HTML. */
  content: z.string(),
  previous: articleLinkWire.nullable(),
  next: articleLinkWire.nullable(),
});

export const articleListQuery = pageQuery.extend({ categoryId: idParam.optional(), keyword }).strict();

export const videoWire = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  /** A video file on the site's own origin, played when the third-party player cannot load (ours). */
  src: nullableText,
  /** The third-party player's file and app ids. */
  fileID: z.string(),
  appID: z.string(),
  durationSeconds: z.number().int(),
  category: z.string(),
  publishDate: z.string(),
});

/** An entry of the freeTrial menu: a free tool or calculator (ost-calculate-id, buyingGuide). */
export const freeTrialWire = divPageWire.extend({ content: nullableText });

export const aboutUsWire = z.object({
  title: z.string(),
  /** HTML. */
  content: z.string(),
  sections: z.array(z.object({ title: z.string(), content: z.string(), img: nullableText })),
});

const pageAction = z.object({
  label: z.string(),
  /** A site path or an http(s) link. */
  href: z.string(),
  style: z.enum(['primary', 'secondary']).optional(),
});
const anchor = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/)
  .optional();
const titled = { anchor, title: z.string() };

/**
 * A block of a content page (the copy of a service, brand or campaign page), rendered in order.
 * Text is plain except `html`, which is sanitised HTML. `prices` and `articles` are filled by the
 * site from the product and article calls.
 */
export const pageBlockWire = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('hero'),
    ...titled,
    eyebrow: z.string().optional(),
    lead: z.string(),
    points: z.array(z.string()).optional(),
    actions: z.array(pageAction),
  }),
  z.object({
    kind: z.literal('figures'),
    anchor,
    title: z.string().optional(),
    items: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
  z.object({
    kind: z.literal('features'),
    ...titled,
    intro: z.string().optional(),
    items: z.array(z.object({ title: z.string(), text: z.string(), icon: z.string().optional() })),
  }),
  z.object({
    kind: z.literal('steps'),
    ...titled,
    intro: z.string().optional(),
    items: z.array(z.object({ title: z.string(), text: z.string() })),
  }),
  z.object({
    kind: z.literal('table'),
    ...titled,
    intro: z.string().optional(),
    columns: z.array(z.string()),
    rows: z.array(z.array(z.string())),
    note: z.string().optional(),
  }),
  z.object({
    kind: z.literal('faq'),
    ...titled,
    items: z.array(z.object({ question: z.string(), answer: z.string() })),
  }),
  z.object({ kind: z.literal('text'), anchor, title: z.string().optional(), html: z.string() }),
  z.object({
    kind: z.literal('cases'),
    ...titled,
    items: z.array(z.object({ title: z.string(), client: z.string(), text: z.string(), result: z.string() })),
  }),
  z.object({ kind: z.literal('cta'), ...titled, text: z.string(), actions: z.array(pageAction) }),
  z.object({
    kind: z.literal('prices'),
    ...titled,
    intro: z.string().optional(),
    serviceTypes: z.array(z.number().int()).optional(),
    countries: z.array(z.number().int()).optional(),
  }),
  /** An interactive tool of the site (the free calculators of the freeTrial menu). */
  z.object({
    kind: z.literal('calculator'),
    ...titled,
    intro: z.string().optional(),
    tool: z.enum(['vat', 'packaging', 'multiSite', 'cbam']),
  }),
  z.object({
    kind: z.literal('articles'),
    ...titled,
    categoryId: z.number().int(),
    limit: z.number().int().optional(),
  }),
]);
export type PageBlockWire = z.infer<typeof pageBlockWire>;

/** A content page: the route name (uid), its SEO texts and its blocks. */
export const customPageWire = z.object({
  uid: z.string(),
  title: z.string(),
  /** HTML: an optional introduction before the blocks. */
  content: z.string(),
  seoDescription: nullableText,
  seoKeywords: nullableText,
  blocks: z.array(pageBlockWire),
  /** When the copy was last changed (ISO), for sitemaps and Article/WebPage metadata. */
  updatedAt: z.string(),
});

export const getHelpCenterCategory = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getHelpCenterCategory',
  query: empty,
  data: z.array(articleCategoryWire),
  auth: 'none',
  summary: 'Help-center article categories (problem, operation, news)',
});

export const getPartner = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getPartner',
  query: pageQuery.extend({ category: z.string().trim().max(32, 'category is too long (max 32)').optional() }).strict(),
  data: page(partnerWire),
  auth: 'none',
  summary: 'Partners of the cooperative page, a page at a time',
});

export const getFreeTrial = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getFreeTrial',
  query: z.object({ id: idParam.optional() }).strict(),
  data: z.array(freeTrialWire),
  auth: 'none',
  summary: 'Free tools and calculators of the freeTrial menu (one when id is given)',
});

export const getInformation = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getInformation',
  query: articleListQuery,
  data: page(articleSummaryWire),
  auth: 'none',
  summary: 'News articles (aboutVat, /news, /{locale}/news/{mainId}), a page at a time',
});

export const getInformationInfo = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getInformationInfo',
  query: z.object({ id: idParam }).strict(),
  data: articleDetailWire,
  auth: 'none',
  summary: 'One news article with its previous and next links',
});

export const getOperationManual = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getOperationManual',
  query: articleListQuery,
  data: page(articleSummaryWire),
  auth: 'none',
  summary: 'Operation-manual articles (operation, /support/tutorial), a page at a time',
});

export const getVideoCourse = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getVideoCourse',
  query: pageQuery
    .extend({ category: z.string().trim().max(32, 'category is too long (max 32)').optional(), keyword })
    .strict(),
  data: page(videoWire),
  auth: 'none',
  summary: 'Tutorial videos (videos, /support/video), a page at a time',
});

export const getAboutUs = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getAboutUs',
  query: empty,
  data: aboutUsWire,
  auth: 'none',
  summary: "The brand's about-us page",
});

export const getCustom = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/getCustom',
  query: z
    .object({
      uid: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,96}$/, 'uid must be 1-96 letters, digits, _ or -')
        .optional(),
    })
    .strict(),
  data: customPageWire,
  auth: 'none',
  summary:
    'A content page by route name (ld-VAT, cht-bankAccount...) or a custom page (/custom/{uid?}); without uid, the default one',
});

export const queryArticleHandbook = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialQuery/queryArticleHandbook',
  query: articleListQuery,
  data: page(articleSummaryWire),
  auth: 'none',
  summary: 'Handbook (FAQ, /support/faq) articles, a page at a time',
});

export const getSuccessfulCase = defineCall({
  method: 'GET',
  base: '/api',
  path: '/business/officialMenuRelation/getSuccessfulCase',
  query: z.object({ menuId: idParam.optional() }).strict(),
  data: z.array(menuRelationWire),
  auth: 'none',
  summary: 'Success cases attached to a menu entry (all when menuId is absent)',
});
