import type { Brand, Locale } from '../../brands.ts';

/**
 * The footer's wording per brand variant (spec section 2: the text differs for SY, REME and MDT)
 * and the registration banner's button rule. Company names, filings, contact data and link blocks
 * come from each brand's data; these are the layout's own words around them.
 */

export type FooterVariant = Brand['footerVariant'];

export interface FooterWording {
  /** The label over the hotline number in the brand column. */
  hotline: string;
  /** A line of the bottom bar under the company and filings (a disclaimer or notice); null for none. */
  notice: string | null;
}

const STANDARD: Record<Locale, FooterWording> = {
  'zh-CN': { hotline: '全国服务热线', notice: null },
  'zh-TW': { hotline: '服務熱線', notice: null },
  en: { hotline: 'Call us', notice: null },
  de: { hotline: 'Rufen Sie uns an', notice: null },
};

/** The variants' own wording; written in simplified Chinese, the language of the brands that use them. */
const VARIANTS: Record<Exclude<FooterVariant, 'standard'>, FooterWording> = {
  // SY speaks as a self-service platform: orders and progress online, people for help.
  sy: {
    hotline: '自助服务客服热线',
    notice: '本平台为自助服务平台：服务在线自助下单，办理进度在工作台实时可查；服务内容与退款以订单页面约定为准。',
  },
  // REME: its legal-notice line on the reach of its representative services.
  reme: {
    hotline: '合规咨询热线',
    notice: '法律声明：欧盟及英国授权代表服务的责任范围以双方签署的授权代表协议为准，本站内容不构成检测或认证结论。',
  },
  // MDT is a law firm: a consultation line, no sales wording, and the practice disclaimer.
  mdt: {
    hotline: '法律咨询热线',
    notice: '本网站内容仅为一般性法律信息，不构成针对具体事项的法律意见；委托关系以双方签署的委托代理合同为准。',
  },
};

/** The footer wording of a brand's locale: its variant's in simplified Chinese, the standard wording otherwise. */
export const footerWording = (variant: FooterVariant, locale: Locale): FooterWording =>
  variant !== 'standard' && locale === 'zh-CN' ? VARIANTS[variant] : STANDARD[locale];

/**
 * The line that names the company running the brand, from the brand's own configuration (its companyName, the operator
 * its user agreement names): "由…运营". Brands run from one city read as distinct, accountable firms, each with its own
 * operator beside its address (issue 28). Never a name the data does not give.
 */
export const operatorLine = (locale: Locale, company: string): string | null => {
  const name = company.trim();
  if (!name) return null;
  switch (locale) {
    case 'zh-CN':
      return `由${name}运营`;
    case 'zh-TW':
      return `由${name}營運`;
    case 'en':
      return `Operated by ${name}`;
    case 'de':
      return `Betrieben von ${name}`;
  }
};

/** An internal route path (/site/{platform}/{locale}/...) as the public path it serves. */
const INTERNAL = /^\/site\/[^/]+\/[^/]+(?=\/|$)/;

/**
 * Whether the registration banner's button is hidden on a path (REME's contact pages): the path
 * as the browser shows it, or as the server renders it (the brand's internal route).
 */
export const isRegisterButtonHidden = (pathname: string, hiddenOn: readonly string[]): boolean => {
  const path = pathname.replace(INTERNAL, '').replace(/\/+$/, '') || '/';
  return hiddenOn.includes(path);
};

/** The portal's pages (/user/register, /user/login, /user/workbench, /user/dev-outbox; locale-prefixed on the EU site). */
const PORTAL_PAGE = /^(?:\/(?:en|de))?\/user\/(?:register|login|workbench|dev-outbox)\/?$/;

/**
 * Whether the registration banner stays away from a path: the portal's own pages, where the visitor is registering,
 * logging in or already signed in. The path as the browser shows it, or as the server renders it.
 */
export const isBannerHidden = (pathname: string): boolean => PORTAL_PAGE.test(pathname.replace(INTERNAL, ''));
