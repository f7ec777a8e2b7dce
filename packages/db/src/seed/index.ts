import { createHash } from 'node:crypto';
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AnyColumn, and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { seedRuleVersions } from '../compliance-rules.ts';
import { generateMarks } from '../marks/generator.ts';
import { markRow, upsertMarksStatement } from '../marks/import.ts';
import * as t from '../schema/index.ts';
import { CONTENT_DIR, type SeedContent, seedContent } from './load.ts';
import type { CatalogueNamesSeed, MenuSeed, PlatformSeed } from './types.ts';

/**
 * Seeds the versioned content, read from the files of packages/db/content (load.ts). Each unit (a brand in one
 * language, the reference tables, a brand's campaigns...) is applied once, in its own transaction, and recorded in
 * seed_runs: a second start changes nothing, and rows operators edited or deleted stay as they are. Units added in a
 * later version of the content are applied on the next start; while the files and the seed's code are unchanged, a
 * start only hashes them (seedDatabase).
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface SeedUnit {
  key: string;
  apply: (tx: Tx) => Promise<void>;
}

const insertMenus = async (tx: Tx, brand: PlatformSeed, menus: MenuSeed[], parentId: number | null) => {
  for (const [index, menu] of menus.entries()) {
    const [row] = await tx
      .insert(t.menuItems)
      .values({
        platform: brand.code,
        lang: menu.lang ?? brand.locale,
        parentId,
        typeName: menu.typeName ?? 'header',
        label: menu.label,
        description: menu.description ?? null,
        path: menu.path ?? null,
        typeKey: menu.typeKey ?? null,
        pageType: menu.pageType ?? null,
        enabled: menu.enabled ?? true,
        sort: index,
        mainId: menu.mainId ?? null,
      })
      .returning({ id: t.menuItems.id });
    if (!row) throw new Error(`menu ${menu.label} was not inserted`);
    if (menu.panels?.length) {
      await tx.insert(t.menuDivPages).values(
        menu.panels.map((panel, sort) => ({
          menuId: row.id,
          name: panel.name,
          title: panel.title,
          icon: panel.icon,
          linkUrl: panel.linkUrl ?? null,
          pageType: panel.pageType ?? null,
          sort,
        })),
      );
    }
    if (menu.children?.length) await insertMenus(tx, brand, menu.children, row.id);
  }
};

const brandUnit = (brand: PlatformSeed): SeedUnit => ({
  key: `brand:${brand.code}:${brand.locale}`,
  apply: async (tx) => {
    const lang = brand.locale;
    await tx.insert(t.platformConfigs).values({
      code: brand.code,
      lang,
      key: brand.key,
      label: brand.label,
      labelEn: brand.labelEn,
      companyName: brand.companyName,
      copyright: brand.copyright,
      filingNo: brand.filingNo,
      policeFilingNo: brand.policeFilingNo,
      licence: brand.licence,
      seoTitle: brand.seo.title,
      seoDescription: brand.seo.description,
      seoKeywords: brand.seo.keywords,
      contact: brand.contact,
      homeTexts: brand.home,
      prefixedLocales: brand.prefixedLocales,
      compliance: brand.compliance,
    });
    if (brand.advantages.length) {
      await tx.insert(t.platformAdvantages).values(
        brand.advantages.map((a, sort) => ({
          platform: brand.code,
          lang,
          title: a.title,
          description: a.desc,
          icon: a.icon,
          img: a.img ?? null,
          sort,
        })),
      );
    }
    await insertMenus(tx, brand, brand.menus, null);
    for (const [sort, block] of brand.footer.entries()) {
      const [row] = await tx
        .insert(t.footerBlocks)
        .values({ platform: brand.code, lang, kind: block.kind, title: block.title, sort })
        .returning({ id: t.footerBlocks.id });
      if (row && block.items.length) {
        await tx
          .insert(t.footerItems)
          .values(
            block.items.map((item, i) => ({ blockId: row.id, label: item.label, value: item.value ?? null, sort: i })),
          );
      }
    }
    if (brand.suspended.length) {
      await tx.insert(t.commonItems).values(
        brand.suspended.map((item, sort) => ({
          platform: brand.code,
          lang,
          section: 'suspended',
          label: item.name,
          value: item.icon,
          extra: item.icon,
          hoverImage: item.hoverImage ?? null,
          linkUrl: item.linkUrl ?? null,
          sort,
        })),
      );
    }
    const [more] = await tx
      .insert(t.commonItems)
      .values({ platform: brand.code, lang, section: 'more', label: brand.more.title })
      .returning({ id: t.commonItems.id });
    if (more && brand.more.items.length) {
      await tx.insert(t.commonItems).values(
        brand.more.items.map((item, sort) => ({
          platform: brand.code,
          lang,
          section: 'more',
          parentId: more.id,
          label: item.label,
          value: item.value ?? null,
          extra: item.extra ?? null,
          kind: item.kind,
          sort,
        })),
      );
    }
    if (brand.search.length) {
      await tx.insert(t.searchServices).values(
        brand.search.map((s, sort) => ({
          platform: brand.code,
          lang,
          name: s.name,
          path: s.path,
          hot: s.hot ?? false,
          sort,
        })),
      );
    }
  },
});

const referenceUnit = ({ serviceCountries, serviceTypes, trademarkClasses }: SeedContent): SeedUnit => ({
  key: 'reference',
  apply: async (tx) => {
    await tx.insert(t.serviceCountries).values(serviceCountries).onConflictDoNothing();
    await tx.insert(t.serviceTypes).values(serviceTypes).onConflictDoNothing();
    await tx.insert(t.trademarkClasses).values(trademarkClasses).onConflictDoNothing();
  },
});

const catalogueUnit = ({ products }: SeedContent): SeedUnit => ({
  key: 'products',
  apply: async (tx) => {
    await tx
      .insert(t.products)
      .values(products.map((p, sort) => ({ ...p, sort })))
      .onConflictDoNothing();
  },
});

const articlesUnit = ({ articleCategories, articles, videos }: SeedContent): SeedUnit => ({
  key: 'articles',
  apply: async (tx) => {
    await tx
      .insert(t.articleCategories)
      .values(articleCategories.map((c, sort) => ({ ...c, sort })))
      .onConflictDoNothing();
    await tx
      .insert(t.articles)
      .values(articles.map((a) => ({ ...a, publishedAt: new Date(a.publishedAt) })))
      .onConflictDoNothing();
    await tx
      .insert(t.videos)
      .values(
        videos.map((v, sort) => ({
          platform: v.platform,
          title: v.title,
          summary: v.summary,
          cover: v.cover,
          src: v.src ?? null,
          fileId: v.fileId,
          appId: v.appId,
          durationSeconds: v.durationSeconds,
          category: v.category,
          publishedAt: new Date(v.publishedAt),
          sort,
        })),
      )
      .onConflictDoNothing();
  },
});

/**
 * A short hash of a unit's content: a unit keyed by it is applied again when its content changes,
 * inserting what is new (rows already there, edited or not, are left as they are).
 */
const versionOf = (content: unknown): string =>
  createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 12);

/**
 * The catalogue's names in another content language (XM's traditional Chinese), filled in where the row has none in
 * that language yet: rows found by code (countries, service types) or by their seeded name (products), so a renamed or
 * edited row keeps what the operator wrote. Keyed by its content, so a new version fills what is new.
 */
export const catalogueNamesUnit = (names: CatalogueNamesSeed): SeedUnit => ({
  key: `catalogue-names:${names.lang}:${versionOf(names)}`,
  apply: async (tx) => {
    const entry = (name: string) => sql`jsonb_build_object(${names.lang}::text, ${name}::text)`;
    const missing = (column: AnyColumn) => sql`not (${column} ? ${names.lang})`;
    for (const [code, name] of Object.entries(names.serviceCountries)) {
      await tx
        .update(t.serviceCountries)
        .set({ names: sql`${t.serviceCountries.names} || ${entry(name)}` })
        .where(and(eq(t.serviceCountries.code, Number(code)), missing(t.serviceCountries.names)));
    }
    for (const [code, name] of Object.entries(names.serviceTypes)) {
      await tx
        .update(t.serviceTypes)
        .set({ names: sql`${t.serviceTypes.names} || ${entry(name)}` })
        .where(and(eq(t.serviceTypes.code, Number(code)), missing(t.serviceTypes.names)));
    }
    for (const [seeded, name] of Object.entries(names.products)) {
      await tx
        .update(t.products)
        .set({ names: sql`${t.products.names} || ${entry(name)}` })
        .where(and(eq(t.products.name, seeded), missing(t.products.names)));
    }
  },
});

/**
 * The article library's second release: categories added since (with their language), the new
 * articles, and the video summaries and local files. Rows already there are left as they are.
 */
const libraryUnit = ({ articleCategories, libraryArticles, videos }: SeedContent): SeedUnit => ({
  key: `library:${versionOf([articleCategories, libraryArticles, videos])}`,
  apply: async (tx) => {
    await tx
      .insert(t.articleCategories)
      .values(articleCategories.map((c, sort) => ({ ...c, sort })))
      .onConflictDoNothing();
    if (libraryArticles.length) {
      await tx
        .insert(t.articles)
        .values(libraryArticles.map((a) => ({ ...a, publishedAt: new Date(a.publishedAt) })))
        .onConflictDoNothing();
    }
    for (const video of videos) {
      await tx
        .update(t.videos)
        .set({ summary: video.summary, src: video.src ?? null, durationSeconds: video.durationSeconds })
        .where(sql`${t.videos.platform} = ${video.platform} and ${t.videos.fileId} = ${video.fileId}`);
    }
  },
});

/** The copy of every content page, partners and the VAT questions and answers. */
const pagesUnit = ({ pages, partners, qaTypes, qaQuestions }: SeedContent): SeedUnit => ({
  key: `pages:${versionOf([pages, partners, qaTypes, qaQuestions])}`,
  apply: async (tx) => {
    if (pages.length) {
      await tx
        .insert(t.pages)
        .values(pages.map((p) => ({ ...p, blocks: p.blocks as unknown[] })))
        .onConflictDoNothing();
    }
    for (const [sort, partner] of partners.entries()) {
      const { introducers, linkUrl, ...fields } = partner;
      const [row] = await tx
        .insert(t.partners)
        .values({ ...fields, linkUrl: linkUrl ?? null, sort })
        .onConflictDoNothing()
        .returning({ id: t.partners.id });
      if (row && introducers.length) {
        await tx
          .insert(t.partnerIntroducers)
          .values(introducers.map((i) => ({ ...i, avatar: i.avatar ?? null, partnerId: row.id })));
      }
    }
    if (qaTypes.length) {
      await tx
        .insert(t.qaTypes)
        .values(qaTypes.map((q, sort) => ({ ...q, sort })))
        .onConflictDoNothing();
    }
    if (qaQuestions.length) await tx.insert(t.qaQuestions).values(qaQuestions).onConflictDoNothing();
  },
});

const campaignsUnit = ({ popups, posters, registerAwardPackages, channelCodes }: SeedContent): SeedUnit => ({
  key: 'campaigns',
  apply: async (tx) => {
    for (const [sort, popup] of popups.entries()) {
      const [row] = await tx
        .insert(t.popupConfigs)
        .values({
          platform: popup.platform,
          limitType: popup.limitType,
          moduleType: popup.moduleType,
          triggerPage: popup.triggerPage,
          title: popup.title,
          content: popup.content,
          mainImg: popup.mainImg,
          iconImg: popup.iconImg ?? null,
          displayStyle: popup.displayStyle,
          imageOptionType: popup.imageOptionType,
          imgJumpUrl: popup.imgJumpUrl,
          startAt: new Date(popup.startAt),
          endAt: new Date(popup.endAt),
          sort,
        })
        .returning({ id: t.popupConfigs.id });
      if (row && popup.buttons.length) {
        await tx
          .insert(t.popupButtons)
          .values(popup.buttons.map((b, i) => ({ popupId: row.id, name: b.name, url: b.url, sort: i })));
      }
    }
    if (posters.length) {
      await tx.insert(t.posters).values(
        posters.map((p, sort) => ({
          platform: p.platform,
          module: p.module,
          status: p.status,
          showPosition: p.showPosition,
          img: p.posterImg,
          link: p.showWay,
          showType: p.showType,
          title: p.name,
          startAt: new Date(p.startAt),
          endAt: new Date(p.endAt),
          sort,
        })),
      );
    }
    for (const [sort, pack] of registerAwardPackages.entries()) {
      const [row] = await tx
        .insert(t.registerAwardPackages)
        .values({ platform: pack.platform, name: pack.name, sort })
        .returning({ id: t.registerAwardPackages.id });
      if (row && pack.awardList.length) {
        await tx.insert(t.registerAwards).values(pack.awardList.map((a, i) => ({ ...a, packageId: row.id, sort: i })));
      }
    }
    await tx.insert(t.channelCodes).values(channelCodes).onConflictDoNothing();
  },
});

/**
 * The channel the questionnaire's result page fixes (apps/web/src/lib/channel.ts REPORT_CHANNEL), for every brand:
 * listed by listChannels like the campaign codes. A unit of its own, so databases seeded before it get it too.
 */
const reportChannelUnit = ({ reportChannel }: SeedContent): SeedUnit => ({
  key: 'channels:questionnaire-report',
  apply: async (tx) => {
    await tx.insert(t.channelCodes).values(reportChannel).onConflictDoNothing();
  },
});

/**
 * The promotion widgets' content (issue 9): every brand's agreements, the channels' page configs (channel_codes.meta,
 * only where none is set), channel reward packages, the notice modal and the anniversary pages. Keyed by its content:
 * a new version inserts what is new and leaves rows already there (edited or not) as they are.
 */
const promotionsUnit = (seed: SeedContent): SeedUnit => {
  const content = {
    agreements: seed.agreements,
    channelPageConfigs: seed.channelPageConfigs,
    channelAwardPackages: seed.channelAwardPackages,
    noticeModals: seed.noticeModals,
    activityPages: seed.activityPages,
    positionPosters: seed.positionPosters,
  };
  return {
    key: `promotions:${versionOf(content)}`,
    apply: async (tx) => {
      await tx.insert(t.agreements).values(content.agreements).onConflictDoNothing();
      for (const [code, meta] of Object.entries(content.channelPageConfigs)) {
        await tx
          .update(t.channelCodes)
          .set({ meta })
          .where(sql`${t.channelCodes.code} = ${code} and ${t.channelCodes.meta} is null`);
      }
      for (const pack of content.channelAwardPackages) {
        const existing = await tx
          .select({ id: t.registerAwardPackages.id })
          .from(t.registerAwardPackages)
          .where(
            sql`${t.registerAwardPackages.platform} = ${pack.platform} and ${t.registerAwardPackages.channelNo} = ${pack.channelNo} and ${t.registerAwardPackages.name} = ${pack.name}`,
          );
        if (existing.length > 0) continue;
        const [row] = await tx
          .insert(t.registerAwardPackages)
          .values({ platform: pack.platform, channelNo: pack.channelNo, name: pack.name })
          .returning({ id: t.registerAwardPackages.id });
        if (row) {
          await tx
            .insert(t.registerAwards)
            .values(pack.awardList.map((a, sort) => ({ ...a, packageId: row.id, sort })));
        }
      }
      for (const notice of content.noticeModals) {
        await tx
          .insert(t.remoteConfigs)
          .values({ key: 'noticeModal', platform: notice.platform, value: notice.value })
          .onConflictDoNothing();
      }
      for (const poster of content.positionPosters) {
        const existing = await tx
          .select({ id: t.posters.id })
          .from(t.posters)
          .where(
            sql`${t.posters.platform} = ${poster.platform} and ${t.posters.showPosition} = ${poster.showPosition} and ${t.posters.img} = ${poster.img}`,
          );
        if (existing.length === 0) await tx.insert(t.posters).values(poster);
      }
      for (const page of content.activityPages) {
        const [row] = await tx
          .insert(t.activityPages)
          .values({
            platform: page.platform,
            lang: page.lang,
            key: page.key,
            title: page.title,
            startAt: new Date(page.startAt),
            endAt: new Date(page.endAt),
          })
          .onConflictDoNothing()
          .returning({ id: t.activityPages.id });
        if (!row) continue;
        await tx.insert(t.activityItems).values(
          page.items.map((item, sort) => ({
            pageId: row.id,
            kind: item.kind,
            title: item.title,
            description: item.description,
            startAt: item.startAt ? new Date(item.startAt) : null,
            endAt: item.endAt ? new Date(item.endAt) : null,
            linkUrl: item.linkUrl,
            serviceTypes: item.serviceTypes ?? null,
            countries: item.countries ?? null,
            sort,
          })),
        );
      }
    },
  };
};

/**
 * The sample trademark registry (source 'sample', numbers starting with S): the hand-written neighbours and the
 * generated rest. Keyed by the rows with their search keys, so that a new version of the list or of markKeys is
 * applied again on the next start (rows whose columns already match are left alone).
 */
const sampleMarksUnit = ({ sampleMarks: { neighbours, generated } }: SeedContent): SeedUnit => {
  const rows = [
    ...neighbours.map((m, i) => markRow({ ...m, number: `SX${String(i + 1).padStart(5, '0')}` }, 'sample')),
    ...[...generateMarks(generated.count, { seed: generated.seed, numberPrefix: 'S' })].map((m) =>
      markRow(m, 'sample'),
    ),
  ];
  return {
    key: `marks:sample:${versionOf(rows)}`,
    apply: async (tx) => {
      for (let i = 0; i < rows.length; i += 1000) await tx.execute(upsertMarksStatement(rows.slice(i, i + 1000)));
    },
  };
};

/** The compliance rules: the code table as the first published version, when the database has none. */
const ruleVersionsUnit: SeedUnit = {
  key: 'compliance-rules:first-version',
  apply: async (tx) => {
    await seedRuleVersions(tx);
  },
};

/** The seed's units, made from the content of packages/db/content (read and checked on the first call). */
export const seedUnits = (content: SeedContent = seedContent()): SeedUnit[] => [
  referenceUnit(content),
  catalogueUnit(content),
  ...content.catalogueNames.map(catalogueNamesUnit),
  articlesUnit(content),
  libraryUnit(content),
  pagesUnit(content),
  campaignsUnit(content),
  reportChannelUnit(content),
  ...content.brands.map(brandUnit),
  promotionsUnit(content),
  sampleMarksUnit(content),
  ruleVersionsUnit,
];

/**
 * Everything the units are made from: the content files, the seed's code, and the code of the sample registry's
 * rows (its generator, and the search keys @site/trademark computes for each mark). The trademark package is read
 * from its folder beside this one.
 */
export const SEED_INPUTS = [
  CONTENT_DIR,
  fileURLToPath(new URL('./', import.meta.url)),
  fileURLToPath(new URL('../marks/', import.meta.url)),
  fileURLToPath(new URL('../../../trademark/src/', import.meta.url)),
];

/**
 * A hash of every file of the seed's inputs (paths and bytes): while it is the one recorded after a complete seed,
 * every unit is applied, and a start need not read, parse and check the content to find that out.
 */
export const seedInputsVersion = (inputs: string[] = SEED_INPUTS): string => {
  const hash = createHash('sha256');
  for (const root of inputs) {
    const files = (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files)
      hash
        .update(`${path.relative(root, file)}\0`)
        .update(readFileSync(file))
        .update('\0');
    hash.update('\0\0');
  }
  return hash.digest('hex').slice(0, 16);
};

/** Applies the units not applied yet, each in its own transaction; returns the keys it applied. */
const applyUnits = async (db: Database, units: SeedUnit[]): Promise<string[]> => {
  const applied: string[] = [];
  for (const unit of units) {
    const done = await db.transaction(async (tx) => {
      // One seeder at a time per unit, even when several instances start together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${unit.key}))`);
      const inserted = await tx
        .insert(t.seedRuns)
        .values({ key: unit.key })
        .onConflictDoNothing()
        .returning({ key: t.seedRuns.key });
      if (inserted.length === 0) return false;
      await unit.apply(tx);
      return true;
    });
    if (done) applied.push(unit.key);
  }
  return applied;
};

/** Where the seed's own units come from: the files hashed for the version, and the content they give. */
export interface SeedSource {
  inputs: string[];
  content: () => SeedContent;
}

/**
 * Applies the seed units not applied yet; returns the keys it applied. Without `units`, the seed's own: skipped at
 * once when the database records the present inputs' version (`inputs:<hash>` in seed_runs, written after every
 * unit was applied), else read from the files, checked (a SeedContentError names every problem) and applied.
 */
export const seedDatabase = async (
  db: Database,
  units?: SeedUnit[],
  source: SeedSource = { inputs: SEED_INPUTS, content: seedContent },
): Promise<string[]> => {
  if (units) return applyUnits(db, units);
  const marker = `inputs:${seedInputsVersion(source.inputs)}`;
  const recorded = await db.select({ key: t.seedRuns.key }).from(t.seedRuns).where(eq(t.seedRuns.key, marker));
  if (recorded.length > 0) return [];
  const applied = await applyUnits(db, seedUnits(source.content()));
  await db.insert(t.seedRuns).values({ key: marker }).onConflictDoNothing();
  return applied;
};
