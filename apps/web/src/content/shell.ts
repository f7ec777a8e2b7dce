import 'server-only';
import { business, type DataOf, type MenuItemWire, system } from '@site/contracts';
import type { Platform } from '@site/contracts/hosts';
import { cache } from 'react';
import type { Locale } from '../brands.ts';
import { cachedRead, contentTags, readCall } from './gateway.ts';
import { contactLink, toLink } from './links.ts';
import type { FooterBlock, FooterBlockKind, FooterItem, MenuItem, MenuPanel, Shell, SiteConfig } from './types.ts';

type CommonWire = DataOf<typeof business.getCommon>;
type ConfigWire = DataOf<typeof system.getPageConfigAllInfo>;
type BlockWire = NonNullable<CommonWire['footer']['function']>;
type PanelWire = MenuItemWire['divPageList'][number];

const QR_PREFIX = 'qr:';
/** The ICP filing link: the footer shows it with the filing number, not again among the legal links. */
const MIIT_FILING = /^https?:\/\/beian\.miit\.gov\.cn/i;
/** Footer columns, left to right. */
const COLUMN_ORDER: FooterBlockKind[] = ['function', 'contactInformation', 'blogroll', 'qrcode'];

const panelFromWire = (wire: PanelWire): MenuPanel => ({
  id: wire.id,
  name: wire.navigationName,
  description: wire.navigationTitle,
  icon: wire.navigationIcon,
  link: toLink(wire.hadeUrl),
});

/** Deleted and disabled entries are not shown. */
const menuFromWire = (wire: MenuItemWire): MenuItem[] =>
  wire.delIs === 1 || wire.isEnable === 0
    ? []
    : [
        {
          id: wire.id,
          label: wire.typeValueOne,
          link: toLink(wire.typeValueThree),
          typeKey: wire.typeValueFour,
          description: wire.typeValueTow,
          children: wire.children.flatMap(menuFromWire),
          panels: wire.divPageList.map(panelFromWire),
        },
      ];

const footerItemFromWire = (wire: BlockWire['subsetList'][number]): FooterItem => {
  const value = wire.typeValueTow?.trim() ?? '';
  if (value.startsWith(QR_PREFIX))
    return { label: wire.typeValueOne, text: null, link: null, qr: value.slice(QR_PREFIX.length) };
  const link = toLink(value);
  if (link) return { label: wire.typeValueOne, text: null, link, qr: null };
  return { label: wire.typeValueOne, text: value || null, link: value ? contactLink(value) : null, qr: null };
};

const footerBlockFromWire = (kind: FooterBlockKind, wire: BlockWire | null): FooterBlock | null =>
  wire ? { kind, title: wire.typeValueOne, items: wire.subsetList.map(footerItemFromWire) } : null;

const configFromWire = (wire: ConfigWire): SiteConfig => ({
  name: wire.label,
  nameEn: wire.enLabel,
  lang: wire.lang,
  companyName: wire.companyName,
  copyright: wire.copyright,
  recordNo: wire.recordNo,
  publicSecurityNo: wire.publicSecurityNo,
  licence: wire.licence,
  seo: {
    title: wire.seoTitle,
    description: wire.seoDescription,
    keywords: wire.seoKeywords
      .split(/[,，]/)
      .map((k) => k.trim())
      .filter(Boolean),
  },
  contact: wire.contact,
});

const shellFromWire = (common: CommonWire, config: ConfigWire): Shell => {
  const columns = COLUMN_ORDER.flatMap((kind) => footerBlockFromWire(kind, common.footer[kind]) ?? []);
  const bottom = footerBlockFromWire('bottom', common.footer.bottom);
  return {
    config: configFromWire(config),
    menus: common.pcnavList.flatMap(menuFromWire),
    footer: {
      columns,
      legal: (bottom?.items ?? []).filter((item) => !(item.link && MIIT_FILING.test(item.link.href))),
    },
  };
};

/** Header menus, footer and platform config of a brand's locale: what the default layout shows. */
export const getShell = cache(
  (platform: Platform, locale: Locale): Promise<Shell> =>
    cachedRead(['shell', platform, locale], platform, [contentTags.shell(platform)], async () => {
      const [common, config] = await Promise.all([
        readCall(platform, locale, business.getCommon),
        readCall(platform, locale, system.getPageConfigAllInfo),
      ]);
      return shellFromWire(common, config);
    }),
);
