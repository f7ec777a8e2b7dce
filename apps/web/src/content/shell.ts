import 'server-only';
import { business, type DataOf, system } from '@site/contracts';
import type { Platform } from '@site/contracts/hosts';
import { cache } from 'react';
import { brandOf, type Locale } from '../brands.ts';
import { cachedRead, contentTags, readCall } from './gateway.ts';
import { decodeValue } from './links.ts';
import { type MenuContext, menusFromWire, searchFromWire } from './navigation.ts';
import { rightPanelFromWire } from './right-panel.ts';
import type { FooterBlock, FooterBlockKind, FooterItem, RegisterBannerData, Shell, SiteConfig } from './types.ts';

type CommonWire = DataOf<typeof business.getCommon>;
type ConfigWire = DataOf<typeof system.getPageConfigAllInfo>;
type BlockWire = NonNullable<CommonWire['footer']['function']>;
type SearchWire = DataOf<typeof business.getCommoditySearch>;
type HomeWire = DataOf<typeof business.getHomePageInfo>;

/** The ICP filing link: the footer shows it with the filing number, not again among the legal links. */
const MIIT_FILING = /^https?:\/\/beian\.miit\.gov\.cn/i;
/** Footer columns, left to right. */
const COLUMN_ORDER: FooterBlockKind[] = ['function', 'contactInformation', 'blogroll', 'qrcode'];

/** typeValueOne label, typeValueTow value (path, link, phone, mailbox or qr:<text>). */
const footerItemFromWire = (wire: BlockWire['subsetList'][number]): FooterItem => ({
  label: wire.typeValueOne,
  ...decodeValue(wire.typeValueTow),
});

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

const registerBannerFromWire = (wire: HomeWire['registerBanner']): RegisterBannerData | null =>
  wire
    ? { title: wire.title, text: wire.text, button: wire.button, backgroundImage: wire.backgroundImage?.trim() || null }
    : null;

const shellFromWire = (
  common: CommonWire,
  config: ConfigWire,
  search: SearchWire | null,
  banner: HomeWire['registerBanner'],
  ctx: MenuContext,
): Shell => {
  const columns = COLUMN_ORDER.flatMap((kind) => footerBlockFromWire(kind, common.footer[kind]) ?? []);
  const bottom = footerBlockFromWire('bottom', common.footer.bottom);
  return {
    config: configFromWire(config),
    menus: menusFromWire(common.pcnavList, ctx),
    search: search ? searchFromWire(search) : null,
    rightPanel: rightPanelFromWire(common),
    footer: {
      columns,
      legal: (bottom?.items ?? []).filter((item) => !(item.link && MIIT_FILING.test(item.link.href))),
      registerBanner: registerBannerFromWire(banner),
    },
  };
};

/** Header menus and search data, footer and platform config of a brand's locale: what the default layout shows. */
export const getShell = cache(
  (platform: Platform, locale: Locale): Promise<Shell> =>
    cachedRead(['shell', platform, locale], platform, [contentTags.shell(platform)], async () => {
      const brand = brandOf(platform);
      const [common, config, search, banner] = await Promise.all([
        readCall(platform, locale, business.getCommon),
        readCall(platform, locale, system.getPageConfigAllInfo),
        brand.widgets.search ? readCall(platform, locale, business.getCommoditySearch) : null,
        // The footer's registration banner travels with the home page's texts; a brand without them shows none.
        brand.widgets.registerBanner
          ? readCall(platform, locale, business.getHomePageInfo).then(
              (home) => home.registerBanner,
              () => null,
            )
          : null,
      ]);
      return shellFromWire(common, config, search, banner, { brand, locale });
    }),
);
