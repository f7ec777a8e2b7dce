/**
 * Shapes of the versioned seed content. Field names are our own (see STYLE.md:
 * wire names such as typeValueOne stay in packages/contracts); the seeder maps
 * these into the tables of ../schema.
 */

/** The eight platform codes of spec section 1 plus the three variants. */
export const PLATFORM_CODES = ['00', '01', '08', '10', '13', '15', '19', '20', 'EU', 'KR', 'CS'] as const;
export type PlatformCode = (typeof PLATFORM_CODES)[number];

/** Language of a brand's copy. */
export type ContentLocale = 'zh-CN' | 'zh-TW' | 'en' | 'de' | 'ko';

/** Names of the inline SVG icons the web app ships (apps/web/src/ui/icons). */
export type IconName =
  | 'vat'
  | 'epr'
  | 'compliance'
  | 'cbam'
  | 'trademark'
  | 'patent'
  | 'company'
  | 'korea'
  | 'calculator'
  | 'guide'
  | 'recycle'
  | 'label'
  | 'news'
  | 'video'
  | 'faq'
  | 'manual'
  | 'audit'
  | 'bank'
  | 'secretary'
  | 'visa'
  | 'marketing'
  | 'tax'
  | 'shield'
  | 'globe'
  | 'clock'
  | 'team'
  | 'price'
  | 'service'
  | 'phone'
  | 'mail'
  | 'chat'
  | 'gift'
  | 'leaf'
  | 'law'
  | 'search';

/** Special header menu types of spec section 2 (typeValueFour on the wire). */
export type MenuTypeKey = 'freeTrial' | 'Services' | 'OnlineTool' | 'IndustryInsight' | 'productServices';

/** One entry of the right panel of a mega-menu (divPageList on the wire). */
export interface MenuPanelSeed {
  /** navigationName: the entry's name. */
  name: string;
  /** navigationTitle: a one-line description. */
  title: string;
  /** navigationIcon. */
  icon: IconName;
  /** hadeUrl: a site path (/ld/VAT) or an absolute http(s) link. */
  linkUrl?: string;
  /** pageType: set (1) when linkUrl is an external link to open in a new tab. */
  pageType?: number;
}

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

/** A footer block (qrcode, blogroll, bottom, contactInformation, function). */
export type FooterBlockKind = 'qrcode' | 'blogroll' | 'bottom' | 'contactInformation' | 'function';

export interface FooterItemSeed {
  /** typeValueOne: the label (or the QR caption). */
  label: string;
  /** typeValueTow: the value: a link, a phone number, an image path, or "qr:<text>" for a QR code rendered from <text>. */
  value?: string;
}

export interface FooterBlockSeed {
  kind: FooterBlockKind;
  /** typeValueOne: the block title. */
  title: string;
  items: FooterItemSeed[];
}

/** A right-panel campaign or service icon (suspendedList). */
export interface SuspendedSeed {
  /** typeValueOne. */
  name: string;
  /** typeValueTow / typeValueThree: icon names (normal / active). */
  icon: IconName;
  /** typeValueFour: a hover image: a site path, or "qr:<text>" for a QR code the web app renders from <text>. */
  hoverImage?: string;
  linkUrl?: string;
}

/** The right panel's 'more' block. */
export interface MoreSeed {
  title: string;
  items: {
    /** typeValueFive. */
    kind: 'contactUs' | 'preSaleTelephone' | 'qrcode' | 'link';
    /** typeValueOne, typeValueTow, typeValueThree. */
    label: string;
    value?: string;
    extra?: string;
  }[];
}

export interface SearchServiceSeed {
  /** menuName. */
  name: string;
  /** menuAttribute: the path the result opens. */
  path: string;
  hot?: boolean;
}

export interface AdvantageSeed {
  title: string;
  desc: string;
  icon: IconName;
  img?: string;
}

export interface HomeTextsSeed {
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    primaryCta: { label: string; path: string };
    secondaryCta?: { label: string; path: string };
    /** Three to four short proof points under the hero, e.g. '服务卖家 30,000+'. */
    stats: { value: string; label: string }[];
  };
  services: {
    title: string;
    subtitle: string;
    items: { title: string; desc: string; icon: IconName; path: string; tags?: string[] }[];
  };
  advantagesTitle: string;
  process?: { title: string; steps: { title: string; desc: string }[] };
  /** Bottom registration banner (absent for brands without one, e.g. MDT). */
  registerBanner?: { title: string; text: string; button: string; backgroundImage?: string };
  news?: { title: string };
}

export interface ContactSeed {
  phone: string;
  businessCooperation: string;
  email: string;
  address: string;
  /** e.g. '周一至周五 9:00-18:30'. */
  hours: string;
}

/**
 * One brand's content in one language. A brand file exports an array: one entry for
 * most brands, one per language for the English/German variant (same code, other locale).
 */
export interface PlatformSeed {
  code: PlatformCode;
  /** Platform key, e.g. 'OST', 'MDT', 'SIX_DU'. */
  key: string;
  label: string;
  labelEn: string;
  locale: ContentLocale;
  /** Locales served with a path prefix (English/German variant), empty for the Chinese brands. */
  prefixedLocales: ContentLocale[];
  companyName: string;
  /** Copyright line, e.g. 'Copyright © 2017-2026 ... All Rights Reserved'. */
  copyright: string;
  /** ICP filing number, e.g. '粤ICP备17060443号'. */
  filingNo: string;
  /** Public-security filing number, e.g. '粤公网安备44030502001234号'. */
  policeFilingNo: string;
  licence: string;
  seo: { title: string; description: string; keywords: string };
  contact: ContactSeed;
  home: HomeTextsSeed;
  advantages: AdvantageSeed[];
  menus: MenuSeed[];
  footer: FooterBlockSeed[];
  suspended: SuspendedSeed[];
  more: MoreSeed;
  search: SearchServiceSeed[];
  /** Whether the brand has buying-guide compliance data (drives the quick-guide entry). */
  compliance: boolean;
}

/** Shared reference tables. */
export interface ServiceCountrySeed {
  code: number;
  nameZh: string;
  nameEn: string;
  /** ISO 3166-1 alpha-2, or 'EU'. */
  iso: string;
}

export interface ServiceTypeSeed {
  code: number;
  /** A stable type key, e.g. 'VAT_REGISTER', 'IOSS', 'WEEE'. */
  type: string;
  name: string;
}

export interface TrademarkClassSeed {
  /** 1..46; 46 is 'US special'. */
  number: number;
  /** Short label, e.g. '化学原料'. */
  label: string;
  labelEn: string;
  /** Long description of the goods or services in the class. */
  description: string;
}

/**
 * The shared catalogue's names in one more content language: countries and service types by code, products by their
 * simplified-Chinese name (unique in the seed).
 */
export interface CatalogueNamesSeed {
  lang: string;
  serviceCountries: Record<number, string>;
  serviceTypes: Record<number, string>;
  products: Record<string, string>;
}

export interface ProductSeed {
  serviceType: number;
  country: number;
  name: string;
  unitPrice: number;
  discountPrice: number;
  /** e.g. '年', '次', '季度'. */
  priceUnit: string;
}

export interface ArticleCategorySeed {
  id: number;
  platform: PlatformCode;
  /** The language of the category's articles. */
  lang: ContentLocale;
  /** 'news' | 'help' | 'manual' | 'trends' | 'companyEncy' | 'industryInfo' | 'FinanceTaxEncy' | 'insight'. */
  kind: string;
  name: string;
}

export interface ArticleSeed {
  platform: PlatformCode;
  categoryId: number;
  title: string;
  summary: string;
  /** Simple HTML (p, h2, h3, ul, ol, li, strong, a). */
  body: string;
  author: string;
  source: string;
  /** ISO date. */
  publishedAt: string;
}

// Campaign content

/** A button of an activity pop-up (buttonDetailList: buttonName, buttonUrl). */
export interface PopupButtonSeed {
  name: string;
  /** A site path or an absolute http(s) link. */
  url: string;
}

/**
 * An activity pop-up (spec section 3 'Pop-up config', section 4 'Activity pop-up').
 * The site shows it only when moduleType is 1, the trigger page matches (or is null)
 * and the limit rule passes.
 */
export interface PopupSeed {
  platform: PlatformCode;
  /** 0 once per day, 1 always, 2 only once ever. */
  limitType: 0 | 1 | 2;
  /** 1 is the official-website activity module; other values are not shown on the site. */
  moduleType: number;
  /** popupBoxTriggerType: the route the pop-up is bound to, or null for every page. */
  triggerPage: string | null;
  title: string;
  /** Plain text, may contain line breaks. */
  content: string;
  /** Main image: a site path under /campaign/. */
  mainImg: string;
  /** Optional small icon shown beside the title. */
  iconImg?: string;
  /** 1 image above title, text and buttons; 2 image only (the image is the whole pop-up). */
  displayStyle: 1 | 2;
  /** 0 the image is not clickable; 1 a click on the image opens imgJumpUrl. */
  imageOptionType: 0 | 1;
  imgJumpUrl: string | null;
  buttons: PopupButtonSeed[];
  /** ISO date-times bounding the campaign. */
  startAt: string;
  endAt: string;
}

/** A home banner pop-up (getHomeBanner: module=1, status=1, showPosition='40'). */
export interface PosterSeed {
  platform: PlatformCode;
  /** Internal name of the poster, for the admin list. */
  name: string;
  module: number;
  /** 1 published. */
  status: number;
  showPosition: string;
  /** A site path under /campaign/. */
  posterImg: string;
  /** The link a click opens in a new tab; null when showType is 2. */
  showWay: string | null;
  /** 1 the image links to showWay; 2 no link. */
  showType: 1 | 2;
  startAt: string;
  endAt: string;
}

/**
 * One reward of a register award package. awardType: 0 coupons, 1 coupon package,
 * 2 service coupon, 3 full reduction, 4 bonus points (shown as 奖励积分).
 */
export interface RegisterAwardSeed {
  awardType: 0 | 1 | 2 | 3 | 4;
  /** 0 an amount off (shown with ￥), 1 a discount rate (shown with 折, awardMoney 8.5 = 8.5折). */
  discountType: 0 | 1;
  /** CNY amount, or the discount rate when discountType is 1; 0 for bonus points. */
  awardMoney: number;
  /** Number of coupons granted. */
  count: number;
  /** Bonus points (awardType 4), otherwise 0. */
  awardScore: number;
  /** What the reward applies to, e.g. '满3000元可用 · VAT注册'. */
  couponTypeText: string;
}

export interface RegisterAwardPackageSeed {
  platform: PlatformCode;
  /** Internal name of the package. */
  name: string;
  awardList: RegisterAwardSeed[];
}

/** A tutorial video played by the third-party player (fileID and appID). */
export interface VideoSeed {
  platform: PlatformCode;
  title: string;
  summary: string;
  /** A site path under /video/. */
  cover: string;
  /** A video file under /video/ the site plays when the third-party player cannot load. */
  src?: string;
  fileId: string;
  appId: string;
  durationSeconds: number;
  category: string;
  /** ISO date. */
  publishedAt: string;
}

/** A channel code read from channelNo/channelCode (spec section 3 'Channel tracking'). */
export interface ChannelCodeSeed {
  code: string;
  name: string;
  platform: PlatformCode;
}

// Pages: the copy of every content route, per brand and language (served by getCustom?uid=KEY)

/** A call to action: a site path (with the brand's locale prefix where it has one) or an http(s) link. */
export interface PageActionSeed {
  label: string;
  href: string;
  /** primary (filled) or secondary (outlined); primary when absent. */
  style?: 'primary' | 'secondary';
}

/**
 * One block of a page, rendered in order. `anchor` gives the block an id for in-page links
 * (e.g. '#registration'). Text is plain; only `html` blocks carry markup (p, h3, ul, ol, li,
 * strong, a, table).
 */
export type PageBlockSeed =
  | {
      kind: 'hero';
      anchor?: string;
      /** A short line above the title (the service line). */
      eyebrow?: string;
      title: string;
      lead: string;
      /** Up to 4 short selling points shown as ticks. */
      points?: string[];
      actions: PageActionSeed[];
    }
  | { kind: 'figures'; anchor?: string; title?: string; items: { value: string; label: string }[] }
  | {
      kind: 'features';
      anchor?: string;
      title: string;
      intro?: string;
      items: { title: string; text: string; icon?: IconName }[];
    }
  | { kind: 'steps'; anchor?: string; title: string; intro?: string; items: { title: string; text: string }[] }
  | {
      kind: 'table';
      anchor?: string;
      title: string;
      intro?: string;
      columns: string[];
      rows: string[][];
      note?: string;
    }
  | { kind: 'faq'; anchor?: string; title: string; items: { question: string; answer: string }[] }
  | { kind: 'text'; anchor?: string; title?: string; html: string }
  | {
      kind: 'cases';
      anchor?: string;
      title: string;
      items: { title: string; client: string; text: string; result: string }[];
    }
  | { kind: 'cta'; anchor?: string; title: string; text: string; actions: PageActionSeed[] }
  /** Live product prices from the products table (spec section 9 price rules). */
  | { kind: 'prices'; anchor?: string; title: string; intro?: string; serviceTypes?: number[]; countries?: number[] }
  /** An interactive calculator of the site (apps/web/src/features/calculators). */
  | {
      kind: 'calculator';
      anchor?: string;
      title: string;
      intro?: string;
      tool: 'vat' | 'packaging' | 'multiSite' | 'cbam';
    }
  /** The latest articles of a category (ids of ../content/articles.ts). */
  | { kind: 'articles'; anchor?: string; title: string; categoryId: number; limit?: number };

export interface PageSeed {
  platform: PlatformCode;
  lang: ContentLocale;
  /**
   * The route name: the internal path's segments joined by '-', e.g. 'ld-VAT', 'ld-aboutUs',
   * 'cht-Incorporation-IncorporationHK', 'mdt-trademark', 'compliance_service_epr', 'service',
   * 'services-eu_cbam'. Brands without a page of their own for a key fall back to brand '00'
   * in the same language.
   */
  key: string;
  /** The page's h1 and <title>. */
  title: string;
  /** Meta description, 70-160 characters. */
  description: string;
  keywords: string;
  blocks: PageBlockSeed[];
}

/** A partner of the cooperative page (/ld/cooperative and /ld/cooperative/{friendId}). */
export interface PartnerSeed {
  platform: PlatformCode;
  lang: ContentLocale;
  name: string;
  /** A site path under /partners/ (an SVG the web app ships) or an https image. */
  logo: string;
  /** e.g. '物流与海外仓', '跨境支付', '电商平台服务商', '检测认证机构', '行业协会'. */
  category: string;
  /** One or two sentences for the partner card. */
  description: string;
  /** HTML of the partner's page (p, h3, ul, li, strong). */
  content: string;
  linkUrl?: string;
  introducers: { name: string; title: string; introduction: string; avatar?: string }[];
}

/** A question-type of the VAT Q&A (getQaType). */
export interface QaTypeSeed {
  platform: PlatformCode;
  lang: ContentLocale;
  value: string;
  label: string;
}

/** A VAT question with its answer (qaQuestion/searchlist, qaAnswerDetail/get). */
export interface QaQuestionSeed {
  platform: PlatformCode;
  lang: ContentLocale;
  /** A QaTypeSeed value. */
  qaType: string;
  question: string;
  /** HTML (p, ul, ol, li, strong, a). */
  answer: string;
}
