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

export interface MenuItem {
  id: number;
  label: string;
  /** The route, when the entry is a link itself (group menus have none). */
  link: Link | null;
  /** A special menu type of spec section 2 ('freeTrial', 'Services', 'OnlineTool', ...). */
  typeKey: string | null;
  description: string | null;
  children: MenuItem[];
  panels: MenuPanel[];
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

/** What every page of the default layout shows around its content. */
export interface Shell {
  config: SiteConfig;
  menus: MenuItem[];
  footer: {
    /** The blocks shown as columns, in display order (function links, contact, friendly links, QR codes). */
    columns: FooterBlock[];
    /** Legal links of the bottom bar (privacy, terms). */
    legal: FooterItem[];
  };
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
  registerBanner: { title: string; text: string; button: string; backgroundImage: string | null } | null;
  news: {
    title: string;
    articles: { id: number; title: string; summary: string; publishedOn: string; link: Link }[];
  } | null;
}
