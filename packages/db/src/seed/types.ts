/**
 * Shapes of the versioned seed content (the files of packages/db/content), as zod schemas that validate every file
 * and the types derived from them. Field names are our own (see STYLE.md: wire names such as typeValueOne stay in
 * packages/contracts); the seeder maps these into the tables of ../schema.
 *
 * Every object is strict (a misspelt field is an error, not a field silently dropped) and no schema transforms or
 * defaults anything: the content is used exactly as written, so the seed units' version hashes follow the files.
 */
import { z } from 'zod';
import { MARK_OFFICES } from '../schema/marks.ts';

/** The eight platform codes of spec section 1 plus the three variants, in the order brands are seeded. */
export const PLATFORM_CODES = ['00', '01', '08', '10', '13', '15', '19', '20', 'EU', 'KR', 'CS'] as const;
export const platformCode = z.enum(PLATFORM_CODES);
export type PlatformCode = z.infer<typeof platformCode>;

/** Languages of a brand's copy, in the order a brand's languages are seeded. */
export const CONTENT_LOCALES = ['zh-CN', 'zh-TW', 'en', 'de', 'ko'] as const;
const contentLocale = z.enum(CONTENT_LOCALES);
export type ContentLocale = z.infer<typeof contentLocale>;

/** Names of the inline SVG icons the web app ships (apps/web/src/ui/icons). */
const ICON_NAMES = [
  'vat',
  'epr',
  'compliance',
  'cbam',
  'trademark',
  'patent',
  'company',
  'korea',
  'calculator',
  'guide',
  'recycle',
  'label',
  'news',
  'video',
  'faq',
  'manual',
  'audit',
  'bank',
  'secretary',
  'visa',
  'marketing',
  'tax',
  'shield',
  'globe',
  'clock',
  'team',
  'price',
  'service',
  'phone',
  'mail',
  'chat',
  'gift',
  'leaf',
  'law',
  'search',
] as const;
const iconName = z.enum(ICON_NAMES);
export type IconName = z.infer<typeof iconName>;

/** An ISO date (2025-03-12) or date-time with its offset (2026-12-01T00:00:00+08:00). */
const isoDate = z.string().refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
  message: 'must be an ISO date such as 2025-03-12 or 2026-12-01T00:00:00+08:00',
});
const text = z.string().min(1);
const code = z.number().int();

/** Special header menu types of spec section 2 (typeValueFour on the wire). */
const menuTypeKey = z.enum(['freeTrial', 'Services', 'OnlineTool', 'IndustryInsight', 'productServices']);
export type MenuTypeKey = z.infer<typeof menuTypeKey>;

/** One entry of the right panel of a mega-menu (divPageList on the wire). */
const menuPanelSeed = z.strictObject({
  /** navigationName: the entry's name. */
  name: text,
  /** navigationTitle: a one-line description. */
  title: z.string(),
  /** navigationIcon. */
  icon: iconName,
  /** hadeUrl: a site path (/ld/VAT) or an absolute http(s) link. */
  linkUrl: z.string().optional(),
  /** pageType: set (1) when linkUrl is an external link to open in a new tab. */
  pageType: code.optional(),
});
export type MenuPanelSeed = z.infer<typeof menuPanelSeed>;

export interface MenuSeed {
  /** typeValueOne: the label shown in the header. */
  label: string;
  /** typeValueThree: the route, e.g. '/ld/VAT'; absent for pure group menus. */
  path?: string;
  /** typeValueFour: a special type, when the menu has one. */
  typeKey?: MenuTypeKey;
  /** typeValueTow: a short description shown in mega-menus and search. */
  description?: string;
  /** typeName: an internal grouping name, e.g. 'header'. Defaults to 'header'. */
  typeName?: string;
  /** pageType. */
  pageType?: number;
  /** isEnable: false hides the menu and makes its page redirect home. Defaults to true. */
  enabled?: boolean;
  /** mainId: for IndustryInsight children, the news category id used in /{locale}/news/{mainId}. */
  mainId?: number;
  /** lang: for the English/German variant, 'en' or 'de'. */
  lang?: string;
  children?: MenuSeed[];
  /** The mega-menu's right panel entries (divPageList). */
  panels?: MenuPanelSeed[];
}
const menuSeed: z.ZodType<MenuSeed> = z.strictObject({
  label: text,
  path: z.string().optional(),
  typeKey: menuTypeKey.optional(),
  description: z.string().optional(),
  typeName: z.string().optional(),
  pageType: code.optional(),
  enabled: z.boolean().optional(),
  mainId: code.optional(),
  lang: z.string().optional(),
  get children() {
    return z.array(menuSeed).optional();
  },
  panels: z.array(menuPanelSeed).optional(),
});

/** A footer block (qrcode, blogroll, bottom, contactInformation, function). */
const footerBlockKind = z.enum(['qrcode', 'blogroll', 'bottom', 'contactInformation', 'function']);
export type FooterBlockKind = z.infer<typeof footerBlockKind>;

const footerItemSeed = z.strictObject({
  /** typeValueOne: the label (or the QR caption). */
  label: z.string(),
  /** typeValueTow: the value: a link, a phone number, an image path, or "qr:<text>" for a QR code rendered from <text>. */
  value: z.string().optional(),
});
export type FooterItemSeed = z.infer<typeof footerItemSeed>;

const footerBlockSeed = z.strictObject({
  kind: footerBlockKind,
  /** typeValueOne: the block title. */
  title: z.string(),
  items: z.array(footerItemSeed),
});
export type FooterBlockSeed = z.infer<typeof footerBlockSeed>;

/** A right-panel campaign or service icon (suspendedList). */
const suspendedSeed = z.strictObject({
  /** typeValueOne. */
  name: text,
  /** typeValueTow / typeValueThree: icon names (normal / active). */
  icon: iconName,
  /** typeValueFour: a hover image: a site path, or "qr:<text>" for a QR code the web app renders from <text>. */
  hoverImage: z.string().optional(),
  linkUrl: z.string().optional(),
});
export type SuspendedSeed = z.infer<typeof suspendedSeed>;

/** The right panel's 'more' block. */
const moreSeed = z.strictObject({
  title: z.string(),
  items: z.array(
    z.strictObject({
      /** typeValueFive. */
      kind: z.enum(['contactUs', 'preSaleTelephone', 'qrcode', 'link']),
      /** typeValueOne, typeValueTow, typeValueThree. */
      label: z.string(),
      value: z.string().optional(),
      extra: z.string().optional(),
    }),
  ),
});
export type MoreSeed = z.infer<typeof moreSeed>;

const searchServiceSeed = z.strictObject({
  /** menuName. */
  name: text,
  /** menuAttribute: the path the result opens. */
  path: text,
  hot: z.boolean().optional(),
});
export type SearchServiceSeed = z.infer<typeof searchServiceSeed>;

const advantageSeed = z.strictObject({
  title: text,
  desc: z.string(),
  icon: iconName,
  img: z.string().optional(),
});
export type AdvantageSeed = z.infer<typeof advantageSeed>;

const link = z.strictObject({ label: text, path: text });

const homeTextsSeed = z.strictObject({
  hero: z.strictObject({
    eyebrow: z.string(),
    title: text,
    subtitle: z.string(),
    primaryCta: link,
    secondaryCta: link.optional(),
    /** Three to four short proof points under the hero, e.g. '服务卖家 30,000+'. */
    stats: z.array(z.strictObject({ value: text, label: text })),
  }),
  services: z.strictObject({
    title: z.string(),
    subtitle: z.string(),
    items: z.array(
      z.strictObject({
        title: text,
        desc: z.string(),
        icon: iconName,
        path: text,
        tags: z.array(z.string()).optional(),
      }),
    ),
  }),
  advantagesTitle: z.string(),
  process: z
    .strictObject({ title: z.string(), steps: z.array(z.strictObject({ title: text, desc: z.string() })) })
    .optional(),
  /** Bottom registration banner (absent for brands without one, e.g. MDT). */
  registerBanner: z
    .strictObject({ title: text, text: z.string(), button: text, backgroundImage: z.string().optional() })
    .optional(),
  news: z.strictObject({ title: text }).optional(),
});
export type HomeTextsSeed = z.infer<typeof homeTextsSeed>;

const contactSeed = z.strictObject({
  phone: z.string(),
  businessCooperation: z.string(),
  email: z.string(),
  address: z.string(),
  /** e.g. '周一至周五 9:00-18:30'. */
  hours: z.string(),
  /** The customer-service WeChat ID a phone visitor copies (issue 28); none in the seed: the company enters it. */
  wechatId: z.string().optional(),
});
export type ContactSeed = z.infer<typeof contactSeed>;

/**
 * One brand's content in one language (content/brands/<code>.<locale>.yaml): one file for most brands, one per
 * language for the English/German variant (same code, other locale).
 */
export const platformSeed = z.strictObject({
  code: platformCode,
  /** Platform key, e.g. 'OST', 'MDT', 'SIX_DU'. */
  key: text,
  label: text,
  labelEn: text,
  locale: contentLocale,
  /** Locales served with a path prefix (English/German variant), empty for the Chinese brands. */
  prefixedLocales: z.array(contentLocale),
  companyName: text,
  /** Copyright line, e.g. 'Copyright © 2017-2026 ... All Rights Reserved'. */
  copyright: text,
  /** ICP filing number, e.g. '粤ICP备17060443号'. */
  filingNo: z.string(),
  /** Public-security filing number, e.g. '粤公网安备44030502001234号'. */
  policeFilingNo: z.string(),
  licence: z.string(),
  seo: z.strictObject({ title: text, description: text, keywords: z.string() }),
  contact: contactSeed,
  home: homeTextsSeed,
  advantages: z.array(advantageSeed),
  menus: z.array(menuSeed),
  footer: z.array(footerBlockSeed),
  suspended: z.array(suspendedSeed),
  more: moreSeed,
  search: z.array(searchServiceSeed),
  /** Whether the brand has buying-guide compliance data (drives the quick-guide entry). */
  compliance: z.boolean(),
});
export type PlatformSeed = z.infer<typeof platformSeed>;

// Shared reference tables (content/reference)

export const serviceCountrySeed = z.strictObject({
  code,
  nameZh: text,
  nameEn: text,
  /** ISO 3166-1 alpha-2, or 'EU'. */
  iso: z.string().regex(/^[A-Z]{2}$/, 'must be two capital letters (ISO 3166-1 alpha-2, or EU)'),
});
export type ServiceCountrySeed = z.infer<typeof serviceCountrySeed>;

export const serviceTypeSeed = z.strictObject({
  code,
  /** A stable type key, e.g. 'VAT_REGISTER', 'IOSS', 'WEEE'. */
  type: text,
  name: text,
});
export type ServiceTypeSeed = z.infer<typeof serviceTypeSeed>;

export const trademarkClassSeed = z.strictObject({
  /** 1..46; 46 is 'US special'. */
  number: z.number().int().min(1).max(46),
  /** Short label, e.g. '化学原料'. */
  label: text,
  labelEn: text,
  /** Long description of the goods or services in the class. */
  description: text,
});
export type TrademarkClassSeed = z.infer<typeof trademarkClassSeed>;

/**
 * The shared catalogue's names in one more content language (content/catalogue/names.<lang>.yaml): countries and
 * service types by code, products by their simplified-Chinese name (unique in the seed).
 */
export const catalogueNamesSeed = z.strictObject({
  lang: contentLocale,
  serviceCountries: z.record(z.string().regex(/^\d+$/, 'must be a country code'), text),
  serviceTypes: z.record(z.string().regex(/^\d+$/, 'must be a service-type code'), text),
  products: z.record(z.string(), text),
});
export type CatalogueNamesSeed = z.infer<typeof catalogueNamesSeed>;

export const productSeed = z.strictObject({
  serviceType: code,
  country: code,
  name: text,
  unitPrice: z.number().nonnegative(),
  discountPrice: z.number().nonnegative(),
  /** e.g. '年', '次', '季度'. */
  priceUnit: text,
});
export type ProductSeed = z.infer<typeof productSeed>;

export const articleCategorySeed = z.strictObject({
  id: code,
  platform: platformCode,
  /** The language of the category's articles. */
  lang: contentLocale,
  kind: z.enum(['news', 'help', 'manual', 'trends', 'companyEncy', 'industryInfo', 'FinanceTaxEncy', 'insight']),
  name: text,
});
export type ArticleCategorySeed = z.infer<typeof articleCategorySeed>;

/** An article (content/articles/.../NNN-slug.md): the fields in front matter, the body below it. */
export const articleSeed = z.strictObject({
  platform: platformCode,
  categoryId: code,
  title: text,
  summary: z.string(),
  /** Simple HTML (p, h2, h3, ul, ol, li, strong, a). */
  body: text,
  author: z.string(),
  source: z.string(),
  publishedAt: isoDate,
});
export type ArticleSeed = z.infer<typeof articleSeed>;

// Campaign content (content/campaigns)

/** A button of an activity pop-up (buttonDetailList: buttonName, buttonUrl). */
const popupButtonSeed = z.strictObject({
  name: text,
  /** A site path or an absolute http(s) link. */
  url: text,
});
export type PopupButtonSeed = z.infer<typeof popupButtonSeed>;

/**
 * An activity pop-up (spec section 3 'Pop-up config', section 4 'Activity pop-up').
 * The site shows it only when moduleType is 1, the trigger page matches (or is null)
 * and the limit rule passes.
 */
export const popupSeed = z.strictObject({
  platform: platformCode,
  /** 0 once per day, 1 always, 2 only once ever. */
  limitType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** 1 is the official-website activity module; other values are not shown on the site. */
  moduleType: code,
  /** popupBoxTriggerType: the route the pop-up is bound to, or null for every page. */
  triggerPage: z.string().nullable(),
  title: text,
  /** Plain text, may contain line breaks. */
  content: z.string(),
  /** Main image: a site path under /campaign/. */
  mainImg: text,
  /** Optional small icon shown beside the title. */
  iconImg: z.string().optional(),
  /** 1 image above title, text and buttons; 2 image only (the image is the whole pop-up). */
  displayStyle: z.union([z.literal(1), z.literal(2)]),
  /** 0 the image is not clickable; 1 a click on the image opens imgJumpUrl. */
  imageOptionType: z.union([z.literal(0), z.literal(1)]),
  imgJumpUrl: z.string().nullable(),
  buttons: z.array(popupButtonSeed),
  /** ISO date-times bounding the campaign. */
  startAt: isoDate,
  endAt: isoDate,
});
export type PopupSeed = z.infer<typeof popupSeed>;

/** A home banner pop-up (getHomeBanner: module=1, status=1, showPosition='40'). */
export const posterSeed = z.strictObject({
  platform: platformCode,
  /** Internal name of the poster, for the admin list. */
  name: text,
  module: code,
  /** 1 published. */
  status: code,
  showPosition: text,
  /** A site path under /campaign/. */
  posterImg: text,
  /** The link a click opens in a new tab; null when showType is 2. */
  showWay: z.string().nullable(),
  /** 1 the image links to showWay; 2 no link. */
  showType: z.union([z.literal(1), z.literal(2)]),
  startAt: isoDate,
  endAt: isoDate,
});
export type PosterSeed = z.infer<typeof posterSeed>;

/**
 * One reward of a register award package. awardType: 0 coupons, 1 coupon package,
 * 2 service coupon, 3 full reduction, 4 bonus points (shown as 奖励积分).
 */
const registerAwardSeed = z.strictObject({
  awardType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /** 0 an amount off (shown with ￥), 1 a discount rate (shown with 折, awardMoney 8.5 = 8.5折). */
  discountType: z.union([z.literal(0), z.literal(1)]),
  /** CNY amount, or the discount rate when discountType is 1; 0 for bonus points. */
  awardMoney: z.number().nonnegative(),
  /** Number of coupons granted. */
  count: z.number().int().nonnegative(),
  /** Bonus points (awardType 4), otherwise 0. */
  awardScore: z.number().int().nonnegative(),
  /** What the reward applies to, e.g. '满3000元可用 · VAT注册'. */
  couponTypeText: text,
});
export type RegisterAwardSeed = z.infer<typeof registerAwardSeed>;

export const registerAwardPackageSeed = z.strictObject({
  platform: platformCode,
  /** Internal name of the package. */
  name: text,
  awardList: z.array(registerAwardSeed),
});
export type RegisterAwardPackageSeed = z.infer<typeof registerAwardPackageSeed>;

/** A tutorial video played by the third-party player (fileID and appID). */
export const videoSeed = z.strictObject({
  platform: platformCode,
  title: text,
  summary: z.string(),
  /** A site path under /video/. */
  cover: text,
  /** A video file under /video/ the site plays when the third-party player cannot load. */
  src: z.string().optional(),
  fileId: text,
  appId: text,
  durationSeconds: z.number().int().positive(),
  category: text,
  /** ISO date. */
  publishedAt: isoDate,
});
export type VideoSeed = z.infer<typeof videoSeed>;

/**
 * A channel code read from channelNo/channelCode (spec section 3 'Channel tracking'); platform null for a channel
 * of every brand (the questionnaire's result page).
 */
export const channelCodeSeed = z.strictObject({
  code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, _ or -'),
  name: text,
  platform: platformCode.nullable(),
});
export type ChannelCodeSeed = z.infer<typeof channelCodeSeed>;

// Promotion widgets and the portal's texts (content/promotions)

/** The user agreement or privacy policy a brand shows at registration: the fields in front matter, HTML below. */
export const agreementSeed = z.strictObject({
  platform: platformCode,
  lang: contentLocale,
  agreementType: z.enum(['userAgreement', 'privacyPolicy']),
  title: text,
  /** HTML. */
  content: text,
  version: text,
  effectiveDate: isoDate,
});
export type AgreementSeed = z.infer<typeof agreementSeed>;

/** The landing-page texts of a seeded channel code (channel_codes.meta, read by getChannelPageConfig). */
export const channelPageConfigSeed = z.strictObject({
  title: text,
  subtitle: z.string(),
  bannerImg: z.string().nullable(),
  buttonText: text,
  buttonUrl: text,
  showRegisterAward: z.boolean(),
});
export type ChannelPageConfigSeed = z.infer<typeof channelPageConfigSeed>;

/** Reward packages of one channel (register_award_packages.channel_no), shown besides the brand's packages. */
export const channelAwardPackageSeed = registerAwardPackageSeed.extend({ channelNo: text });
export type ChannelAwardPackageSeed = z.infer<typeof channelAwardPackageSeed>;

/** The notice modal of a brand whose business moved to another brand (remote_configs key 'noticeModal'). */
export const noticeModalSeed = z.strictObject({
  platform: platformCode,
  /** The shape is in docs/portal.md, "Promotion widgets' data". */
  value: z.strictObject({
    enabled: z.boolean(),
    title: text,
    content: text,
    oldBrandName: text,
    newBrandName: text,
    newSiteUrl: z.url(),
    continueLabel: text,
    goLabel: text,
  }),
});
export type NoticeModalSeed = z.infer<typeof noticeModalSeed>;

/** An activity page (/anniversary, year3Page) and its items. */
export const activityPageSeed = z.strictObject({
  platform: platformCode,
  lang: contentLocale,
  key: z.literal('year3'),
  title: text,
  startAt: isoDate,
  endAt: isoDate,
  items: z.array(
    z.strictObject({
      kind: z.enum([
        'invite',
        'register',
        'fullFree',
        'zeroSecondKill',
        'discount30',
        'setMeal',
        'couponCenter',
        'trademark',
      ]),
      title: text,
      description: text,
      startAt: isoDate.optional(),
      endAt: isoDate.optional(),
      linkUrl: z.string().nullable(),
      serviceTypes: z.array(code).optional(),
      countries: z.array(code).optional(),
    }),
  ),
});
export type ActivityPageSeed = z.infer<typeof activityPageSeed>;

/** A poster of a show position besides the home banner (40), read one at a time by findOister. */
export const positionPosterSeed = z.strictObject({
  platform: platformCode,
  showPosition: text,
  img: text,
  link: z.string().nullable(),
  showType: z.union([z.literal(1), z.literal(2)]),
  title: text,
});
export type PositionPosterSeed = z.infer<typeof positionPosterSeed>;

// Pages: the copy of every content route, per brand and language (served by getCustom?uid=KEY)

/** A call to action: a site path (with the brand's locale prefix where it has one) or an http(s) link. */
const pageActionSeed = z.strictObject({
  label: text,
  href: text,
  /** primary (filled) or secondary (outlined); primary when absent. */
  style: z.enum(['primary', 'secondary']).optional(),
});
export type PageActionSeed = z.infer<typeof pageActionSeed>;

const anchor = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'must be a letter followed by letters, digits, _ or -')
  .optional();

/**
 * One block of a page, rendered in order. `anchor` gives the block an id for in-page links
 * (e.g. '#registration'). Text is plain; only `html` blocks carry markup (p, h3, ul, ol, li,
 * strong, a, table).
 */
const pageBlockSeed = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('hero'),
    anchor,
    /** A short line above the title (the service line). */
    eyebrow: z.string().optional(),
    title: text,
    lead: z.string(),
    /** Up to 4 short selling points shown as ticks. */
    points: z.array(text).optional(),
    actions: z.array(pageActionSeed),
  }),
  z.strictObject({
    kind: z.literal('figures'),
    anchor,
    title: z.string().optional(),
    items: z.array(z.strictObject({ value: text, label: text })),
  }),
  z.strictObject({
    kind: z.literal('features'),
    anchor,
    title: text,
    intro: z.string().optional(),
    items: z.array(z.strictObject({ title: text, text: z.string(), icon: iconName.optional() })),
  }),
  z.strictObject({
    kind: z.literal('steps'),
    anchor,
    title: text,
    intro: z.string().optional(),
    items: z.array(z.strictObject({ title: text, text: z.string() })),
  }),
  z.strictObject({
    kind: z.literal('table'),
    anchor,
    title: text,
    intro: z.string().optional(),
    columns: z.array(z.string()),
    rows: z.array(z.array(z.string())),
    note: z.string().optional(),
  }),
  z.strictObject({
    kind: z.literal('faq'),
    anchor,
    title: text,
    items: z.array(z.strictObject({ question: text, answer: text })),
  }),
  z.strictObject({ kind: z.literal('text'), anchor, title: z.string().optional(), html: text }),
  z.strictObject({
    kind: z.literal('cases'),
    anchor,
    title: text,
    items: z.array(z.strictObject({ title: text, client: z.string(), text: z.string(), result: z.string() })),
  }),
  z.strictObject({
    kind: z.literal('cta'),
    anchor,
    title: text,
    text: z.string(),
    actions: z.array(pageActionSeed),
  }),
  /** Live product prices from the products table (spec section 9 price rules). */
  z.strictObject({
    kind: z.literal('prices'),
    anchor,
    title: text,
    intro: z.string().optional(),
    serviceTypes: z.array(code).optional(),
    countries: z.array(code).optional(),
  }),
  /** An interactive calculator of the site (apps/web/src/features/calculators). */
  z.strictObject({
    kind: z.literal('calculator'),
    anchor,
    title: text,
    intro: z.string().optional(),
    tool: z.enum(['vat', 'packaging', 'multiSite', 'cbam']),
  }),
  /** The latest articles of a category (an id of content/articles/categories.yaml). */
  z.strictObject({
    kind: z.literal('articles'),
    anchor,
    title: text,
    categoryId: code,
    limit: z.number().int().positive().optional(),
  }),
]);
export type PageBlockSeed = z.infer<typeof pageBlockSeed>;

export const pageSeed = z.strictObject({
  platform: platformCode,
  lang: contentLocale,
  /**
   * The route name: the internal path's segments joined by '-', e.g. 'ld-VAT', 'ld-aboutUs',
   * 'cht-Incorporation-IncorporationHK', 'mdt-trademark', 'compliance_service_epr', 'service',
   * 'services-eu_cbam'. Brands without a page of their own for a key fall back to brand '00'
   * in the same language.
   */
  key: z.string().regex(/^[A-Za-z0-9_-]{1,96}$/, 'must be 1 to 96 letters, digits, _ or -'),
  /** The page's h1 and <title>. */
  title: text,
  /** Meta description, 70-160 characters. */
  description: text,
  keywords: z.string(),
  blocks: z.array(pageBlockSeed),
});
export type PageSeed = z.infer<typeof pageSeed>;

/** A partner of the cooperative page (/ld/cooperative and /ld/cooperative/{friendId}). */
export const partnerSeed = z.strictObject({
  platform: platformCode,
  lang: contentLocale,
  name: text,
  /** A site path under /partners/ (an SVG the web app ships) or an https image. */
  logo: text,
  /** e.g. '物流与海外仓', '跨境支付', '电商平台服务商', '检测认证机构', '行业协会'. */
  category: text,
  /** One or two sentences for the partner card. */
  description: text,
  /** HTML of the partner's page (p, h3, ul, li, strong). */
  content: text,
  linkUrl: z.string().optional(),
  introducers: z.array(z.strictObject({ name: text, title: text, introduction: text, avatar: z.string().optional() })),
});
export type PartnerSeed = z.infer<typeof partnerSeed>;

/** A question-type of the VAT Q&A (getQaType). */
export const qaTypeSeed = z.strictObject({
  platform: platformCode,
  lang: contentLocale,
  value: text,
  label: text,
});
export type QaTypeSeed = z.infer<typeof qaTypeSeed>;

/** A VAT question with its answer (qaQuestion/searchlist, qaAnswerDetail/get). */
export const qaQuestionSeed = z.strictObject({
  platform: platformCode,
  lang: contentLocale,
  /** A QaTypeSeed value. */
  qaType: text,
  question: text,
  /** HTML (p, ul, ol, li, strong, a). */
  answer: text,
});
export type QaQuestionSeed = z.infer<typeof qaQuestionSeed>;

/**
 * The sample trademark registry (content/marks/sample.yaml): SAMPLE DATA, not any office's records. The hand-written
 * neighbours, and the count and generator seed of the generated rest.
 */
export const sampleMarksSeed = z.strictObject({
  generated: z.strictObject({ count: z.number().int().nonnegative(), seed: z.number().int() }),
  neighbours: z.array(
    z.strictObject({
      office: z.enum(MARK_OFFICES),
      mark: text,
      classes: z.array(z.number().int().min(1).max(45)).min(1),
      owner: text,
      status: text,
      filed: isoDate.nullable(),
    }),
  ),
});
export type SampleMarksSeed = z.infer<typeof sampleMarksSeed>;
