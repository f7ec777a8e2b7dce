import type { business, MenuItemWire, system } from '@site/contracts';
import type { Database } from '@site/db/client';
import {
  articleCategories,
  articles,
  commonItems,
  footerBlocks,
  footerItems,
  menuDivPages,
  menuItems,
  menuRelations,
  platformAdvantages,
  platformConfigs,
  searchServices,
} from '@site/db/schema';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { childrenOf } from './children.ts';
import { dateOf, libraryOf } from './library.ts';
import { shownIn } from './shown.ts';

/** The article kinds the home page's latest news lists (not the help and manual articles). */
const HOME_NEWS_KINDS = ['news', 'insight', 'trends', 'companyEncy', 'industryInfo', 'FinanceTaxEncy'];

/**
 * Reads of brand content, mapped from our table names to the spec's wire names
 * (the one place where label becomes typeValueOne and so on).
 */

type PlatformConfigWire = z.infer<typeof system.platformConfigWire>;
type CommonDataWire = z.infer<typeof business.commonDataWire>;
type FooterDataWire = z.infer<typeof business.footerDataWire>;
type HomePageInfoWire = z.infer<typeof business.homePageInfoWire>;
type SearchData = z.infer<typeof business.getCommoditySearch.data>;

/** Languages a brand has content in, the first being its default. */
export const languagesOf = async (db: Database, platform: string): Promise<string[]> => {
  const rows = await db
    .select({ lang: platformConfigs.lang })
    .from(platformConfigs)
    .where(eq(platformConfigs.code, platform))
    .orderBy(asc(platformConfigs.id));
  return rows.map((r) => r.lang);
};

/** A brand's configuration row in one language, or undefined. */
const findPlatformConfig = async (db: Database, platform: string, lang: string) => {
  const [row] = await db
    .select()
    .from(platformConfigs)
    .where(and(eq(platformConfigs.code, platform), eq(platformConfigs.lang, lang)));
  return row;
};

export const getPlatformConfig = async (
  db: Database,
  platform: string,
  lang: string,
): Promise<PlatformConfigWire | null> => {
  const row = await findPlatformConfig(db, platform, lang);
  if (!row) return null;
  return {
    value: row.code,
    key: row.key,
    label: row.label,
    enLabel: row.labelEn,
    lang: row.lang,
    locales: row.prefixedLocales,
    companyName: row.companyName,
    copyright: row.copyright,
    recordNo: row.filingNo,
    publicSecurityNo: row.policeFilingNo,
    licence: row.licence,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
    contact: row.contact,
    compliance: row.compliance,
  };
};

const getMenus = async (db: Database, platform: string, lang: string): Promise<MenuItemWire[]> => {
  const rows = await db
    .select()
    .from(menuItems)
    .where(and(shownIn(menuItems, platform, lang), eq(menuItems.deleted, false)))
    .orderBy(asc(menuItems.sort), asc(menuItems.id));
  if (rows.length === 0) return [];
  const [panels, relations] = await Promise.all([
    childrenOf(db, menuDivPages, menuDivPages.menuId, rows),
    childrenOf(db, menuRelations, menuRelations.menuId, rows),
  ]);
  const nodes = new Map<number, MenuItemWire>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      typeName: row.typeName,
      typeValueOne: row.label,
      typeValueTow: row.description,
      typeValueThree: row.path,
      typeValueFour: row.typeKey,
      typeValueFive: row.extra,
      pageType: row.pageType,
      delIs: 0,
      sort: row.sort,
      parentId: row.parentId,
      isEnable: row.enabled ? 1 : 0,
      lang: row.lang,
      mainId: row.mainId,
      divPageList: [],
      menuRelationList: [],
      children: [],
    });
  }
  for (const panel of panels) {
    nodes.get(panel.menuId)?.divPageList.push({
      id: panel.id,
      navigationName: panel.name,
      navigationTitle: panel.title,
      navigationIcon: panel.icon,
      hadeUrl: panel.linkUrl,
      pageType: panel.pageType,
    });
  }
  for (const relation of relations) {
    nodes.get(relation.menuId)?.menuRelationList.push({
      id: relation.id,
      kind: relation.kind,
      title: relation.title,
      content: relation.content,
      img: relation.img,
      linkUrl: relation.linkUrl,
    });
  }
  const roots: MenuItemWire[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else if (node.parentId === null) roots.push(node);
  }
  return roots;
};

const getFooter = async (db: Database, platform: string, lang: string): Promise<FooterDataWire> => {
  const blocks = await db
    .select()
    .from(footerBlocks)
    .where(shownIn(footerBlocks, platform, lang))
    .orderBy(asc(footerBlocks.sort), asc(footerBlocks.id));
  const items = await childrenOf(db, footerItems, footerItems.blockId, blocks);
  const footer: FooterDataWire = {
    qrcode: null,
    blogroll: null,
    bottom: null,
    contactInformation: null,
    function: null,
  };
  for (const block of blocks) {
    const kind = block.kind as keyof FooterDataWire;
    if (!(kind in footer) || footer[kind]) continue;
    footer[kind] = {
      id: block.id,
      typeValueOne: block.title,
      typeValueTow: null,
      typeValueThree: null,
      typeValueFour: null,
      typeValueFive: block.kind,
      subsetList: items
        .filter((item) => item.blockId === block.id)
        .map((item) => ({ id: item.id, typeValueOne: item.label, typeValueTow: item.value })),
    };
  }
  return footer;
};

export const getCommonData = async (db: Database, platform: string, lang: string): Promise<CommonDataWire> => {
  const [menus, common, footer, config] = await Promise.all([
    getMenus(db, platform, lang),
    db
      .select()
      .from(commonItems)
      .where(and(eq(commonItems.platform, platform), eq(commonItems.lang, lang), eq(commonItems.enabled, true)))
      .orderBy(asc(commonItems.sort), asc(commonItems.id)),
    getFooter(db, platform, lang),
    findPlatformConfig(db, platform, lang),
  ]);
  const moreRoot = common.find((item) => item.section === 'more' && item.parentId === null);
  return {
    pcnavList: menus,
    suspendedList: common
      .filter((item) => item.section === 'suspended')
      .map((item) => ({
        id: item.id,
        typeValueOne: item.label,
        typeValueTow: item.value,
        typeValueThree: item.extra,
        typeValueFour: item.hoverImage,
        linkUrl: item.linkUrl,
      })),
    more: moreRoot
      ? {
          id: moreRoot.id,
          typeValueOne: moreRoot.label,
          subsetList: common
            .filter((item) => item.parentId === moreRoot.id)
            .map((item) => ({
              id: item.id,
              typeValueOne: item.label,
              typeValueTow: item.value,
              typeValueThree: item.extra,
              typeValueFive: item.kind,
            })),
        }
      : null,
    compliance: config?.compliance ?? false,
    footer,
  };
};

export const getSearchData = async (db: Database, platform: string, lang: string): Promise<SearchData> => {
  const rows = await db
    .select()
    .from(searchServices)
    .where(and(eq(searchServices.platform, platform), eq(searchServices.lang, lang)))
    .orderBy(asc(searchServices.sort), asc(searchServices.id));
  const wire = (row: (typeof rows)[number]) => ({ id: row.id, menuName: row.name, menuAttribute: row.path });
  return { allService: rows.map(wire), hotService: rows.filter((r) => r.hot).map(wire) };
};

export const getHomePageInfo = async (
  db: Database,
  platform: string,
  lang: string,
): Promise<HomePageInfoWire | null> => {
  const config = await findPlatformConfig(db, platform, lang);
  if (!config) return null;
  const home = config.homeTexts;
  const library = home.news ? await libraryOf(db, platform, lang) : null;
  const [advantages, latest] = await Promise.all([
    db
      .select()
      .from(platformAdvantages)
      .where(and(eq(platformAdvantages.platform, platform), eq(platformAdvantages.lang, lang)))
      .orderBy(asc(platformAdvantages.sort), asc(platformAdvantages.id)),
    home.news
      ? db
          .select({
            id: articles.id,
            title: articles.title,
            summary: articles.summary,
            categoryId: articles.categoryId,
            publishedAt: articles.publishedAt,
          })
          .from(articles)
          .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
          .where(
            and(
              eq(articleCategories.platform, library?.platform ?? platform),
              eq(articleCategories.lang, lang),
              eq(articles.archived, false),
              inArray(articleCategories.kind, HOME_NEWS_KINDS),
              // A brand sharing the main library: only the categories that fit it (issue 28).
              library?.categories ? inArray(articleCategories.id, [...library.categories]) : undefined,
            ),
          )
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .limit(6)
      : Promise.resolve([]),
  ]);
  return {
    hero: { ...home.hero, secondaryCta: home.hero.secondaryCta ?? null },
    services: {
      title: home.services.title,
      subtitle: home.services.subtitle,
      items: home.services.items.map((item) => ({ ...item, tags: item.tags ?? [] })),
    },
    advantagesTitle: home.advantagesTitle,
    advantageList: advantages.map((a) => ({ title: a.title, desc: a.description, icon: a.icon, img: a.img })),
    process: home.process ?? null,
    registerBanner: home.registerBanner
      ? { ...home.registerBanner, backgroundImage: home.registerBanner.backgroundImage ?? null }
      : null,
    news: home.news
      ? {
          title: home.news.title,
          list: latest.map((a) => ({
            id: a.id,
            title: a.title,
            summary: a.summary,
            categoryId: a.categoryId,
            publishDate: dateOf(a.publishedAt),
          })),
        }
      : null,
  };
};
