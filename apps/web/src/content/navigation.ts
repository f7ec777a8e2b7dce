import type { business, DataOf, MenuItemWire } from '@site/contracts';
import type { Brand, Locale } from '../brands.ts';
import { LOCALES, type Messages } from '../i18n/catalogue.ts';
import { textsOf } from '../i18n/translate.ts';
import { isHttpUrl } from '../lib/urls.ts';
import { toLink } from './links.ts';
import type { Link, MenuItem, MenuPanel, MenuTypeKey, SearchData, SearchEntry } from './types.ts';

/**
 * The header's data, from the wire: the menus (pcnavList) with the special types of spec section 2
 * resolved into plain links, and the search data (getCommoditySearch). menuEntriesFromWire is the
 * one place that reads the menus' wire names; the header (menusFromWire) and the proxy's
 * disabled-menu rule (menu-state.ts) both start from its entries.
 */

type PanelWire = MenuItemWire['divPageList'][number];
type SearchWire = DataOf<typeof business.getCommoditySearch>;

export interface MenuContext {
  brand: Pick<Brand, 'prefixedLocales' | 'widgets'>;
  locale: Locale;
}

/** A mega-menu panel entry (divPageList) in the site's names, its link not yet resolved. */
export interface MenuEntryPanel {
  id: number;
  name: string;
  description: string;
  icon: string;
  url: string | null;
  pageType: number | null;
}

/** A menu entry (pcnavList) in the site's names, disabled ones included, links not yet resolved. */
export interface MenuEntry {
  id: number;
  label: string;
  /** The entry's path or link as the data writes it (trimmed); null when it has none. */
  path: string | null;
  description: string | null;
  /** The raw special type (typeValueFour). */
  type: string | null;
  pageType: number | null;
  /** The news category an IndustryInsight child lists. */
  categoryId: number | null;
  /** Its own switch (isEnable); a disabled parent hides it too, which the readers decide. */
  enabled: boolean;
  panels: MenuEntryPanel[];
  children: MenuEntry[];
}

/**
 * The menus' wire names, translated once: typeValueOne label, typeValueTow description,
 * typeValueThree path, typeValueFour type, mainId category, isEnable; deleted entries (delIs) are gone.
 */
export const menuEntriesFromWire = (wires: readonly MenuItemWire[]): MenuEntry[] =>
  wires.flatMap((wire) =>
    wire.delIs === 1
      ? []
      : [
          {
            id: wire.id,
            label: wire.typeValueOne,
            path: wire.typeValueThree?.trim() || null,
            description: wire.typeValueTow,
            type: wire.typeValueFour,
            pageType: wire.pageType,
            categoryId: wire.mainId,
            enabled: wire.isEnable === 1,
            panels: wire.divPageList.map(
              (panel: PanelWire): MenuEntryPanel => ({
                id: panel.id,
                name: panel.navigationName,
                description: panel.navigationTitle,
                icon: panel.navigationIcon,
                url: panel.hadeUrl,
                pageType: panel.pageType,
              }),
            ),
            children: menuEntriesFromWire(wire.children),
          },
        ],
  );

const MENU_TYPE_KEYS: readonly MenuTypeKey[] = [
  'freeTrial',
  'Services',
  'OnlineTool',
  'IndustryInsight',
  'productServices',
];

/**
 * The freeTrial child 'named as purchase guide' (spec section 2), in each language the brands write (any of them
 * matches, whatever the page's locale): the catalogue's navigation.purchaseGuideNames, '|' between names.
 */
const PURCHASE_GUIDE_NAMES = new Set(
  LOCALES.flatMap((locale) =>
    textsOf(
      locale,
      'navigation',
    )('purchaseGuideNames')
      .split('|')
      .map((name) => name.trim().toLowerCase()),
  ),
);
const BUYING_GUIDE_PATH = '/buyingGuide';
/** The hash that opens the buying guide's questionnaire at once (features/questionnaire). */
const QUESTIONNAIRE_HASH = '#questionnaire';

const typeKeyOf = (value: string | null): MenuTypeKey | null =>
  MENU_TYPE_KEYS.find((key) => key === value?.trim()) ?? null;

const isPrefixed = (ctx: MenuContext): boolean => (ctx.brand.prefixedLocales as readonly string[]).includes(ctx.locale);

/** A path without query and fragment, lower-cased: what route rules compare. */
const routeOf = (href: string | null | undefined): string => (href ?? '').split(/[?#]/, 1)[0]?.toLowerCase() ?? '';

const siteLink = (href: string): Link => ({ href, external: false });

/**
 * A freeTrial sub-entry (a child, or a divPageList entry): the purchase guide goes to the buying
 * guide with its id, opening its questionnaire; an entry with a pageType and an http(s) link opens that link in a new tab;
 * every other entry goes to the calculate route with its id.
 */
const freeTrialLink = (entry: { id: number; name: string; url: string | null; pageType: number | null }): Link => {
  const url = entry.url?.trim() ?? '';
  if (PURCHASE_GUIDE_NAMES.has(entry.name.trim().toLowerCase()) || routeOf(url) === routeOf(BUYING_GUIDE_PATH))
    return siteLink(`${BUYING_GUIDE_PATH}?id=${entry.id}${QUESTIONNAIRE_HASH}`);
  if (entry.pageType !== null && isHttpUrl(url)) return { href: url, external: true };
  return siteLink(`/ld/calculate/${entry.id}`);
};

/** The two online tools of spec section 2, both free; the EPR check is locale-prefixed where the brand prefixes. */
const ONLINE_TOOLS = [
  { route: '/compliance_service_epr', prefixed: true, label: 'eprCheck' },
  { route: '/design_for_recycling', prefixed: false, label: 'recyclability' },
] as const satisfies readonly { route: string; prefixed: boolean; label: string }[];

type OnlineTool = (typeof ONLINE_TOOLS)[number];

const toolOf = (item: MenuItem): OnlineTool | undefined =>
  item.link && !item.link.external
    ? ONLINE_TOOLS.find((tool) => routeOf(item.link?.href).endsWith(tool.route))
    : undefined;

const toolLink = (tool: OnlineTool, ctx: MenuContext): Link =>
  siteLink(tool.prefixed && isPrefixed(ctx) ? `/${ctx.locale}${tool.route}` : tool.route);

/** OnlineTool's entries: both tools, always there and marked free; any other entry as it is. */
const onlineToolChildren = (children: MenuItem[], ctx: MenuContext): MenuItem[] => {
  const resolved = children.map((child) => {
    const tool = toolOf(child);
    return tool ? { ...child, link: toolLink(tool, ctx), free: true } : child;
  });
  const missing = ONLINE_TOOLS.filter((tool) => !children.some((child) => toolOf(child) === tool));
  const t = textsOf(ctx.locale, 'navigation');
  return [
    ...resolved,
    ...missing.map(
      (tool, index): MenuItem => ({
        id: -(index + 1),
        label: t(`onlineTools.${tool.label}`),
        link: toolLink(tool, ctx),
        typeKey: null,
        description: null,
        free: true,
        children: [],
        panels: [],
      }),
    ),
  ];
};

/** IndustryInsight's entries list the news of their category: /{locale}/news/{mainId}, or the news list of a brand without locale prefixes. */
const industryInsightLink = (mainId: number, ctx: MenuContext): Link =>
  siteLink(isPrefixed(ctx) ? `/${ctx.locale}/news/${mainId}` : `/ld/aboutVat/${mainId}`);

const panelOf = (panel: MenuEntryPanel, parentType: MenuTypeKey | null): MenuPanel => ({
  id: panel.id,
  name: panel.name,
  description: panel.description,
  icon: panel.icon,
  link:
    parentType === 'freeTrial'
      ? freeTrialLink({ id: panel.id, name: panel.name, url: panel.url, pageType: panel.pageType })
      : toLink(panel.url),
});

const linkOf = (entry: MenuEntry, parentType: MenuTypeKey | null, ctx: MenuContext): Link | null => {
  if (parentType === 'freeTrial')
    return freeTrialLink({ id: entry.id, name: entry.label, url: entry.path, pageType: entry.pageType });
  if (parentType === 'IndustryInsight' && entry.categoryId !== null) return industryInsightLink(entry.categoryId, ctx);
  return toLink(entry.path);
};

/** Disabled entries are not shown, nor anything under them. */
const menuOf = (entry: MenuEntry, parentType: MenuTypeKey | null, ctx: MenuContext): MenuItem[] => {
  if (!entry.enabled) return [];
  const typeKey = typeKeyOf(entry.type);
  const children = entry.children.flatMap((child) => menuOf(child, typeKey, ctx));
  return [
    {
      id: entry.id,
      label: entry.label,
      link: linkOf(entry, parentType, ctx),
      typeKey,
      description: entry.description,
      free: false,
      children: typeKey === 'OnlineTool' ? onlineToolChildren(children, ctx) : children,
      panels: entry.panels.map((panel) => panelOf(panel, typeKey)),
    },
  ];
};

/** A fixed entry: its texts are the catalogue's navigation.productServices.{key} (label and description). */
interface FixedEntry {
  key: keyof Messages['navigation']['productServices'];
  path?: string;
  icon: string;
}

const entry = (key: FixedEntry['key'], icon: string, path?: string): FixedEntry => ({ key, icon, path });

/** The countries of the registration and annual-review pages: a country's key suffix and its page's suffix. */
const COUNTRY_PAGES = { Hk: 'HK', Us: 'USA', Uk: 'YG', Fr: 'FR', Sg: 'XJP' } as const;
type Country = keyof typeof COUNTRY_PAGES;
/** The countries a group has entries for in the catalogue (`${group}${country}`). */
type CountryOf<G extends string> = FixedEntry['key'] extends infer K
  ? K extends `${G}${infer C extends Country}`
    ? C
    : never
  : never;

/** A group's country entries: `${group}${country}` in the catalogue, `${path}${page}` on the site. */
const countryEntries = <G extends 'registration' | 'annualReview'>(
  group: G,
  icon: string,
  path: string,
  countries: CountryOf<G>[],
): FixedEntry[] =>
  countries.map((country) =>
    entry(`${group}${country}` as FixedEntry['key'], icon, `${path}${COUNTRY_PAGES[country]}`),
  );

/**
 * The fixed product-services menu of spec section 2 (the XM brand): company registration and
 * annual review with their countries, accounting and audit, bank account, secretarial services.
 */
const PRODUCT_SERVICES = {
  self: entry('self', 'company'),
  groups: [
    {
      self: entry('registration', 'company'),
      items: countryEntries('registration', 'company', '/cht/Incorporation/Incorporation', [
        'Hk',
        'Us',
        'Uk',
        'Fr',
        'Sg',
      ]),
    },
    {
      self: entry('annualReview', 'clock'),
      items: countryEntries('annualReview', 'clock', '/cht/annualReview/annualReview', ['Hk', 'Us', 'Uk', 'Sg']),
    },
    { self: entry('accountingAudit', 'audit', '/cht/accountingAudit'), items: [] },
    { self: entry('bankAccount', 'bank', '/cht/bankAccount'), items: [] },
    { self: entry('secretary', 'secretary', '/cht/secretaryServices'), items: [] },
  ],
} as const;

/**
 * The fixed product-services menu in the page's script (traditional for zh-TW, simplified
 * otherwise: the English and German catalogues repeat the simplified texts). Its entries have negative ids, apart from the database's. A group lists its
 * countries in the mega-menu's right panel; a single service shows itself there.
 */
export const productServicesMenu = (locale: Locale): MenuItem => {
  const t = textsOf(locale, 'navigation');
  const label = (fixed: FixedEntry) => t(`productServices.${fixed.key}.label`);
  const description = (fixed: FixedEntry) => t(`productServices.${fixed.key}.description`);
  let nextId = 0;
  const id = () => -1000 - nextId++;
  const panel = (fixed: FixedEntry): MenuPanel => ({
    id: id(),
    name: label(fixed),
    description: description(fixed),
    icon: fixed.icon,
    link: fixed.path ? siteLink(fixed.path) : null,
  });
  const item = (fixed: FixedEntry, children: MenuItem[], panels: MenuPanel[]): MenuItem => ({
    id: id(),
    label: label(fixed),
    link: fixed.path ? siteLink(fixed.path) : null,
    typeKey: null,
    description: description(fixed),
    free: false,
    children,
    panels,
  });
  const groups = PRODUCT_SERVICES.groups.map((group) =>
    item(group.self, [], group.items.length > 0 ? group.items.map(panel) : [panel(group.self)]),
  );
  return { ...item(PRODUCT_SERVICES.self, groups, []), typeKey: 'productServices' };
};

/**
 * The header menus of a brand's locale. Where the brand has the fixed product-services menu, it
 * takes the place of a database entry of that type (never shown twice), or follows the first
 * entry (home) when the database has none.
 */
export const menusFromWire = (wires: readonly MenuItemWire[], ctx: MenuContext): MenuItem[] => {
  const menus = menuEntriesFromWire(wires).flatMap((entry) => menuOf(entry, null, ctx));
  if (!ctx.brand.widgets.productServicesMenu) return menus;
  const fixed = productServicesMenu(ctx.locale);
  const at = menus.findIndex((menu) => menu.typeKey === 'productServices');
  const others = menus.filter((menu) => menu.typeKey !== 'productServices');
  const position = at >= 0 ? at : Math.min(1, others.length);
  return [...others.slice(0, position), fixed, ...others.slice(position)];
};

const searchEntryFromWire = (wire: SearchWire['allService'][number]): SearchEntry[] => {
  const link = toLink(wire.menuAttribute);
  return link && wire.menuName.trim() ? [{ id: wire.id, name: wire.menuName.trim(), link }] : [];
};

/** Search data: entries without a usable name or link are left out. */
export const searchFromWire = (wire: SearchWire): SearchData => ({
  all: wire.allService.flatMap(searchEntryFromWire),
  hot: wire.hotService.flatMap(searchEntryFromWire),
});
