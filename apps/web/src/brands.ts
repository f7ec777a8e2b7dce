import { PLATFORM_NAMES, type Platform } from '@site/contracts/hosts';

/**
 * The brand registry: what the web app itself knows about each brand before it reads anything
 * from the gateway: the locales it serves (the proxy builds internal paths from them), the
 * platform key and site name the gateway client sends, the theme tokens, and the capabilities
 * (which widgets show, footer wording, filings). Texts, menus, company data and SEO come from
 * the database.
 */

export type Locale = 'zh-CN' | 'zh-TW' | 'en' | 'de';

export interface Theme {
  /** Buttons, links, highlights. */
  primary: string;
  /** Hover and pressed state of primary, dark hero backgrounds. */
  primaryDark: string;
  /** A light tint of primary for section backgrounds and icon wells. */
  primarySoft: string;
  /** Secondary highlight: stats, tags, the registration banner's button. */
  accent: string;
  /** Multiplies the base font size (CJK copy reads better slightly larger than Latin). */
  fontScale: number;
}

export interface Brand {
  code: Platform;
  /** Platform key sent as x-platform-name, e.g. 'OST'. */
  key: string;
  /** Site name sent as x-source-title and shown in the logo mark when the config has none. */
  name: string;
  /** Short mark drawn in the logo (one or two characters). */
  mark: string;
  /** The first locale is the default. */
  locales: readonly [Locale, ...Locale[]];
  /** Locales served under a path prefix (/en, /de); empty for brands without one. */
  prefixedLocales: readonly Locale[];
  /**
   * The footer's filing numbers are mainland ICP and public-security filings, linked to
   * beian.miit.gov.cn and beian.mps.gov.cn. False where they are other registrations
   * (the EU variant shows its commercial register and VAT id there).
   */
  chinaFilings: boolean;
  /** Where a news article opens: a path with {id} (and {locale} where prefixed). */
  articlePath: string;
  /** The news list the home page's 'more' link opens. */
  newsPath: string;
  theme: Theme;
  /** The path segment of this brand's own pages: /ost/... paths redirect to it (spec section 2). */
  segment: 'ld' | 'cht';
  /** Footer wording (spec: the text differs for SY, REME and MDT). */
  footerVariant: 'standard' | 'sy' | 'reme' | 'mdt';
  /** Which parts of the shell the brand shows. */
  widgets: Widgets;
}

export interface Widgets {
  /** The header search box (non-English variants only). */
  search: boolean;
  /** The fixed Chinese product-services menu of the header (XM). */
  productServicesMenu: boolean;
  /** A contact-us entry in the right panel ("some variants"). */
  contactUs: boolean;
  /** The footer's bottom registration banner (absent for MDT). */
  registerBanner: boolean;
  /** Public paths on which the banner's button is hidden (REME's contact pages). */
  registerBannerButtonHiddenOn: readonly string[];
  /** The language-change modal ('Stay in Chinese' / 'Switch to English') on this brand's Chinese pages. */
  languageModal: boolean;
}

const standardWidgets: Widgets = {
  search: true,
  productServicesMenu: false,
  contactUs: true,
  registerBanner: true,
  registerBannerButtonHiddenOn: [],
  languageModal: true,
};

const cjk = 1;
const latin = 0.96;

export const BRANDS: Readonly<Record<Platform, Brand>> = {
  '00': {
    code: '00',
    key: 'OST',
    name: PLATFORM_NAMES['00'],
    mark: 'O',
    locales: ['zh-CN'],
    prefixedLocales: [],
    chinaFilings: true,
    articlePath: '/ld/VATdetail/{id}',
    newsPath: '/ld/aboutVAT',
    theme: { primary: '#1f5fd6', primaryDark: '#123a8c', primarySoft: '#eaf1fd', accent: '#f59e0b', fontScale: cjk },
    segment: 'ld',
    footerVariant: 'standard',
    widgets: standardWidgets,
  },
  '01': {
    code: '01',
    key: 'MDT',
    name: PLATFORM_NAMES['01'],
    mark: '明',
    locales: ['zh-CN'],
    prefixedLocales: [],
    chinaFilings: true,
    articlePath: '/ld/VATdetail/{id}',
    newsPath: '/ld/aboutVAT',
    theme: { primary: '#1e3a5f', primaryDark: '#12253e', primarySoft: '#edf1f6', accent: '#b8893b', fontScale: cjk },
    segment: 'ld',
    footerVariant: 'mdt',
    // The law firm's fixed menu carries its contact page (spec section 2); the panel does not repeat it.
    widgets: { ...standardWidgets, registerBanner: false, contactUs: false },
  },
  '08': {
    code: '08',
    key: 'SIX_DU',
    name: PLATFORM_NAMES['08'],
    mark: '6',
    locales: ['zh-CN'],
    prefixedLocales: [],
    chinaFilings: true,
    articlePath: '/ld/VATdetail/{id}',
    newsPath: '/ld/aboutVAT',
    theme: { primary: '#0f766e', primaryDark: '#0b4f4a', primarySoft: '#e7f4f2', accent: '#f97316', fontScale: cjk },
    segment: 'ld',
    footerVariant: 'standard',
    widgets: standardWidgets,
  },
  '10': {
    code: '10',
    key: 'XM',
    name: PLATFORM_NAMES['10'],
    mark: '信',
    locales: ['zh-TW'],
    prefixedLocales: [],
    chinaFilings: true,
    articlePath: '/trends/{id}.html',
    newsPath: '/cht/xmsailSchool/trends',
    theme: { primary: '#b4232c', primaryDark: '#7a151c', primarySoft: '#fbeced', accent: '#d4a017', fontScale: cjk },
    segment: 'cht',
    footerVariant: 'standard',
    widgets: { ...standardWidgets, productServicesMenu: true },
  },
  '13': {
    code: '13',
    key: 'TIAN_HE',
    name: PLATFORM_NAMES['13'],
    mark: '天',
    locales: ['zh-CN'],
    prefixedLocales: [],
    chinaFilings: true,
    articlePath: '/ld/VATdetail/{id}',
    newsPath: '/ld/aboutVAT',
    theme: { primary: '#2b59c3', primaryDark: '#1b3a84', primarySoft: '#ecf1fb', accent: '#e0a100', fontScale: cjk },
    segment: 'ld',
    footerVariant: 'standard',
    widgets: standardWidgets,
  },
  '15': {
    code: '15',
    key: 'LV_ZHOU',
    name: PLATFORM_NAMES['15'],
    mark: '绿',
    locales: ['zh-CN'],
    prefixedLocales: [],
    chinaFilings: true,
    articlePath: '/ld/VATdetail/{id}',
    newsPath: '/ld/aboutVAT',
    theme: { primary: '#15803d', primaryDark: '#0e5229', primarySoft: '#eaf6ee', accent: '#84a31c', fontScale: cjk },
    segment: 'ld',
    footerVariant: 'standard',
    widgets: standardWidgets,
  },
  '19': {
    code: '19',
    key: 'REME',
    name: PLATFORM_NAMES['19'],
    mark: '瑞',
    locales: ['zh-CN'],
    prefixedLocales: [],
    chinaFilings: true,
    articlePath: '/ld/VATdetail/{id}',
    newsPath: '/ld/aboutVAT',
    theme: { primary: '#6d3fc0', primaryDark: '#47287f', primarySoft: '#f1ecfa', accent: '#f0a020', fontScale: cjk },
    segment: 'ld',
    footerVariant: 'reme',
    widgets: { ...standardWidgets, registerBannerButtonHiddenOn: ['/ld/contactUs', '/contact'] },
  },
  '20': {
    code: '20',
    key: 'SHUYOU',
    name: PLATFORM_NAMES['20'],
    mark: '数',
    locales: ['zh-CN'],
    prefixedLocales: [],
    chinaFilings: true,
    articlePath: '/ld/VATdetail/{id}',
    newsPath: '/ld/aboutVAT',
    theme: { primary: '#0369a1', primaryDark: '#024469', primarySoft: '#e8f3fa', accent: '#10a37f', fontScale: cjk },
    segment: 'ld',
    footerVariant: 'sy',
    widgets: standardWidgets,
  },
  EU: {
    code: 'EU',
    key: 'EU_EPR',
    name: PLATFORM_NAMES.EU,
    mark: 'R',
    locales: ['en', 'de'],
    prefixedLocales: ['en', 'de'],
    chinaFilings: false,
    articlePath: '/{locale}/newsDetail?id={id}',
    newsPath: '/insight',
    // The accent is the brand's own green, lighter (issue 28: no bright blue buttons on the green brand).
    theme: { primary: '#047857', primaryDark: '#064e3b', primarySoft: '#e8f5ef', accent: '#10b981', fontScale: latin },
    segment: 'ld',
    footerVariant: 'standard',
    // Reached by email and phone (the panel's own items and 'more' block); no Chinese contact page.
    widgets: { ...standardWidgets, search: false, languageModal: false, contactUs: false },
  },
  KR: {
    code: 'KR',
    key: 'KOREA',
    name: PLATFORM_NAMES.KR,
    mark: '韩',
    locales: ['zh-CN'],
    prefixedLocales: [],
    chinaFilings: true,
    articlePath: '/ld/VATdetail/{id}',
    newsPath: '/ld/aboutVAT',
    theme: { primary: '#1e40af', primaryDark: '#142b75', primarySoft: '#ecf0fb', accent: '#d62839', fontScale: cjk },
    segment: 'ld',
    footerVariant: 'standard',
    widgets: standardWidgets,
  },
  CS: {
    code: 'CS',
    key: 'CONSULT',
    name: PLATFORM_NAMES.CS,
    mark: '衡',
    locales: ['zh-CN'],
    prefixedLocales: [],
    chinaFilings: true,
    articlePath: '/ld/VATdetail/{id}',
    newsPath: '/ld/aboutVAT',
    theme: { primary: '#334e68', primaryDark: '#1f3347', primarySoft: '#eef2f6', accent: '#0d9488', fontScale: cjk },
    segment: 'ld',
    footerVariant: 'standard',
    widgets: standardWidgets,
  },
};

export const articleHref = (brand: Brand, locale: Locale, id: number): string =>
  brand.articlePath.replace('{id}', String(id)).replace('{locale}', locale);

export const brandOf = (platform: Platform): Brand => BRANDS[platform];

export const isLocaleOf = (brand: Brand, value: string): value is Locale =>
  (brand.locales as readonly string[]).includes(value);
