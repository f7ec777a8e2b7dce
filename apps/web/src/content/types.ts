/**
 * The shapes the UI reads. The gateway's wire names (typeValueOne, hadeUrl, ...) are translated
 * into these once, in the mapping functions of this folder; nothing else sees the wire names.
 */

/** Where a link goes: a site path, or an absolute link opened in a new tab. */
export interface Link {
  href: string;
  external: boolean;
}

/** One entry of a mega-menu's right panel. */
export interface MenuPanel {
  id: number;
  name: string;
  description: string;
  icon: string;
  link: Link | null;
}

/** The special header menu types of spec section 2. */
export type MenuTypeKey = 'freeTrial' | 'Services' | 'OnlineTool' | 'IndustryInsight' | 'productServices';

export interface MenuItem {
  id: number;
  label: string;
  /** The route, when the entry is a link itself (group menus have none). */
  link: Link | null;
  /** The entry's special menu type, when it has one. */
  typeKey: MenuTypeKey | null;
  description: string | null;
  /** Marked free in the header (the online tools). */
  free: boolean;
  children: MenuItem[];
  panels: MenuPanel[];
}

/** One service of the header search: its name and where it leads. */
export interface SearchEntry {
  id: number;
  name: string;
  link: Link;
}

/** The header search's data: every service (filtered as the visitor types) and the hot ones. */
export interface SearchData {
  all: SearchEntry[];
  hot: SearchEntry[];
}

export interface FooterItem {
  label: string;
  /** The text shown for contact items (a phone number, an address); null for plain links. */
  text: string | null;
  link: Link | null;
  /** The text a QR code is drawn from, for QR items. */
  qr: string | null;
}

export type FooterBlockKind = 'function' | 'contactInformation' | 'blogroll' | 'qrcode' | 'bottom';

export interface FooterBlock {
  kind: FooterBlockKind;
  title: string;
  items: FooterItem[];
}

export interface Contact {
  phone: string;
  businessCooperation: string;
  email: string;
  address: string;
  hours: string;
  /** The customer-service WeChat ID (entered in the back office's 品牌配置), if any. */
  wechatId?: string;
}

/** The brand's platform config: names, company, filings, SEO, contact. */
export interface SiteConfig {
  name: string;
  nameEn: string;
  /** The content language, e.g. 'zh-CN'. */
  lang: string;
  companyName: string;
  copyright: string;
  /** ICP filing number (a commercial register for the EU variant). */
  recordNo: string;
  /** Public-security filing number (a VAT id for the EU variant). */
  publicSecurityNo: string;
  licence: string;
  seo: { title: string; description: string; keywords: string[] };
  contact: Contact;
}

/** A hover card of the right panel: an image (a site path or link), or a QR code drawn from a text. */
export type HoverImage = { kind: 'image'; src: string } | { kind: 'qr'; text: string };

/** One icon of the right panel (suspendedList): a campaign, the online customer service, contact. */
export interface PanelItem {
  id: number;
  name: string;
  icon: string;
  /** The icon shown on hover and focus, when it differs from `icon`. */
  activeIcon: string | null;
  hoverImage: HoverImage | null;
  link: Link | null;
  /** Leads to a contact page: shown only where the brand has contact-us. */
  contact: boolean;
}

export interface MoreItem {
  kind: 'contactUs' | 'preSaleTelephone' | 'qrcode' | 'link';
  label: string;
  /** The value shown (a phone number, a mailbox), when it is not a plain link or QR code. */
  text: string | null;
  /** A second line (office hours, reply time). */
  note: string | null;
  link: Link | null;
  /** The text a QR code is drawn from. */
  qr: string | null;
}

/** The right panel and floating toolbar's data. */
export interface RightPanelData {
  items: PanelItem[];
  more: { title: string; items: MoreItem[] } | null;
  /** Compliance data exists: the home page shows the quick-guide entry. */
  compliance: boolean;
}

/** What every page of the default layout shows around its content. */
export interface Shell {
  config: SiteConfig;
  menus: MenuItem[];
  /** The header search's data; null where the brand shows no search box. */
  search: SearchData | null;
  rightPanel: RightPanelData;
  footer: {
    /** The blocks shown as columns, in display order (function links, contact, friendly links, QR codes). */
    columns: FooterBlock[];
    /** Legal links of the bottom bar (privacy, terms). */
    legal: FooterItem[];
    /** The bottom registration banner; null where the brand's data has none. */
    registerBanner: RegisterBannerData | null;
  };
}

/** The footer's registration banner (spec section 2): title, text, button, optional background image. */
export interface RegisterBannerData {
  title: string;
  text: string;
  button: string;
  backgroundImage: string | null;
}

export interface Cta {
  label: string;
  link: Link;
}

export interface Home {
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    primaryCta: Cta;
    secondaryCta: Cta | null;
    stats: { value: string; label: string }[];
  };
  services: {
    title: string;
    subtitle: string;
    items: { title: string; description: string; icon: string; link: Link; tags: string[] }[];
  };
  advantages: {
    title: string;
    items: { title: string; description: string; icon: string }[];
  };
  process: { title: string; steps: { title: string; description: string }[] } | null;
  news: {
    title: string;
    articles: { id: number; title: string; summary: string; publishedOn: string; link: Link }[];
  } | null;
}
