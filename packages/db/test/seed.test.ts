import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PLATFORMS } from '@site/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/client.ts';
import { migrateDatabase } from '../src/migrate.ts';
import { catalogueNamesUnit, SEED_INPUTS, seedDatabase, seedInputsVersion, seedUnits } from '../src/seed/index.ts';
import { CONTENT_DIR, loadSeedContent, SeedContentError, seedContent } from '../src/seed/load.ts';
import { type TestDatabase, useTestDatabase } from '../src/testing.ts';

const TABLES = [
  'platform_configs',
  'platform_advantages',
  'menu_items',
  'menu_div_pages',
  'common_items',
  'footer_blocks',
  'footer_items',
  'search_services',
  'article_categories',
  'articles',
  'videos',
  'products',
  'service_types',
  'service_countries',
  'trademark_classes',
  'popup_configs',
  'popup_buttons',
  'posters',
  'register_award_packages',
  'register_awards',
  'channel_codes',
];

const { brands: brandSeeds, catalogueNames, products, serviceCountries, serviceTypes } = seedContent();
const catalogueNamesZhTw = catalogueNames.find((names) => names.lang === 'zh-TW');
if (!catalogueNamesZhTw) throw new Error('content/catalogue/names.zh-TW.yaml is missing');

let database: TestDatabase;

const countRows = async () => {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = result.rows[0]?.n ?? -1;
  }
  return counts;
};

beforeAll(async () => {
  database = await useTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('migrations and seed', () => {
  it('migrates an empty database, twice without harm, with UTF-8 and pg_trgm', async () => {
    await migrateDatabase(database.db);
    await migrateDatabase(database.db);
    const encoding = await database.db.execute<{ server_encoding: string }>(sql`show server_encoding`);
    expect(encoding.rows[0]?.server_encoding).toBe('UTF8');
    const trgm = await database.db.execute<{ s: number }>(sql`select similarity('VAT注册', 'VAT注册申报') as s`);
    expect(Number(trgm.rows[0]?.s)).toBeGreaterThan(0.3);
  });

  it('applies every unit on the first run and fills every content table', async () => {
    const applied = await seedDatabase(database.db);
    expect(applied).toEqual(seedUnits().map((u) => u.key));
    const counts = await countRows();
    for (const table of TABLES) expect(counts[table], table).toBeGreaterThan(0);
  });

  it('changes nothing on a second run', async () => {
    const before = await countRows();
    expect(await seedDatabase(database.db)).toEqual([]);
    expect(await countRows()).toEqual(before);
  });

  it('keeps what operators edited or deleted', async () => {
    await database.db
      .update(schema.platformConfigs)
      .set({ label: '编辑后的品牌名' })
      .where(eq(schema.platformConfigs.code, '00'));
    const [menu] = await database.db
      .select()
      .from(schema.menuItems)
      .where(eq(schema.menuItems.platform, '08'))
      .limit(1);
    expect(menu).toBeDefined();
    if (!menu) return;
    await database.db.delete(schema.menuItems).where(eq(schema.menuItems.id, menu.id));
    await seedDatabase(database.db);
    const [config] = await database.db
      .select()
      .from(schema.platformConfigs)
      .where(eq(schema.platformConfigs.code, '00'));
    expect(config?.label).toBe('编辑后的品牌名');
    const again = await database.db.select().from(schema.menuItems).where(eq(schema.menuItems.id, menu.id));
    expect(again).toEqual([]);
  });

  it('records the version of its inputs, and skips the whole seed while they are unchanged', async () => {
    const runs = await database.db.select().from(schema.seedRuns);
    expect(runs.map((run) => run.key)).toContain(`inputs:${seedInputsVersion(SEED_INPUTS)}`);

    // A copy of the content: read once for the first start, not at all for the second, again once a file changed.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'seed-inputs-'));
    try {
      cpSync(CONTENT_DIR, dir, { recursive: true });
      let reads = 0;
      const source = {
        inputs: [dir],
        content: () => {
          reads++;
          return loadSeedContent(dir);
        },
      };
      expect(await seedDatabase(database.db, undefined, source)).toEqual([]);
      expect(reads).toBe(1);
      expect(await seedDatabase(database.db, undefined, source)).toEqual([]);
      expect(reads).toBe(1);

      // An editor's new article: the library's version changes and the article is inserted on the next start.
      const folder = path.join(dir, 'articles/library/00.zh-CN');
      const [first] = readdirSync(folder).sort();
      if (!first) throw new Error('no article of 00');
      const article = readFileSync(path.join(folder, first), 'utf8').replace(/^title: .*$/m, 'title: 编辑新增的文章');
      writeFileSync(path.join(folder, '999-new.md'), article);
      const applied = await seedDatabase(database.db, undefined, source);
      expect(reads).toBe(2);
      expect(applied).toEqual([expect.stringMatching(/^library:/)]);
      const rows = await database.db.select().from(schema.articles).where(eq(schema.articles.title, '编辑新增的文章'));
      expect(rows).toHaveLength(1);

      // A broken file stops the start, names the file, and records nothing.
      writeFileSync(path.join(folder, '999-new.md'), article.replace(/^publishedAt: .*$/m, 'publishedAt: soon'));
      const broken = seedDatabase(database.db, undefined, source);
      await expect(broken).rejects.toThrow(SeedContentError);
      await expect(broken).rejects.toThrow(/999-new\.md:\d+: publishedAt: must be an ISO date/);
      const marker = `inputs:${seedInputsVersion([dir])}`;
      expect(await database.db.select().from(schema.seedRuns).where(eq(schema.seedRuns.key, marker))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("names every product, service type and country in XM's traditional Chinese, keeping an operator's name", async () => {
    for (const table of ['products', 'service_types', 'service_countries']) {
      const missing = await database.db.execute<{ n: number }>(
        sql.raw(`select count(*)::int as n from ${table} where names->>'zh-TW' is null`),
      );
      expect(missing.rows[0]?.n, table).toBe(0);
    }
    const [uk] = await database.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.name, '英国公司注册（含注册地址一年）'));
    expect(uk?.names).toEqual({ 'zh-TW': '英國公司註冊（含註冊地址一年）' });

    // An operator's name stays; a row without one gets the new version's.
    await database.db
      .update(schema.products)
      .set({ names: { 'zh-TW': '英國公司成立（營運商改寫）' } })
      .where(eq(schema.products.name, '英国公司注册（含注册地址一年）'));
    await database.db.update(schema.serviceTypes).set({ names: {} }).where(eq(schema.serviceTypes.code, 1019));
    const next = { ...catalogueNamesZhTw, serviceTypes: { ...catalogueNamesZhTw.serviceTypes, 1019: '公司年度審查' } };
    expect(await seedDatabase(database.db, [catalogueNamesUnit(next)])).toHaveLength(1);
    const [edited] = await database.db
      .select({ names: schema.products.names })
      .from(schema.products)
      .where(eq(schema.products.name, '英国公司注册（含注册地址一年）'));
    expect(edited?.names).toEqual({ 'zh-TW': '英國公司成立（營運商改寫）' });
    const [filled] = await database.db
      .select({ names: schema.serviceTypes.names })
      .from(schema.serviceTypes)
      .where(eq(schema.serviceTypes.code, 1019));
    expect(filled?.names).toEqual({ 'zh-TW': '公司年度審查' });
  });

  it('stores Chinese text intact', async () => {
    const [xm] = await database.db.select().from(schema.platformConfigs).where(eq(schema.platformConfigs.code, '10'));
    const seed = brandSeeds.find((b) => b.code === '10');
    expect(xm?.companyName).toBe(seed?.companyName);
  });
});

describe('seed content', () => {
  it('covers every platform code and variant', () => {
    expect(new Set(brandSeeds.map((b) => b.code))).toEqual(new Set(PLATFORMS));
  });

  it('gives XM traditional Chinese, the EU variant English and German, the others simplified Chinese', () => {
    const simplifiedOnly = /[这们务说国门为业发会过时还对实现]/;
    const traditionalOnly = /[這們務說國門為業發會過時還對實現]/;
    for (const brand of brandSeeds) {
      const text = JSON.stringify(brand);
      if (brand.code === '10') {
        expect(brand.locale).toBe('zh-TW');
        expect(text, 'XM').not.toMatch(simplifiedOnly);
      } else if (brand.code === 'EU') {
        expect(['en', 'de']).toContain(brand.locale);
        expect(text, 'EU').not.toMatch(/[\u4e00-\u9fff]/);
      } else {
        expect(brand.locale, brand.code).toBe('zh-CN');
        expect(text, brand.code).not.toMatch(traditionalOnly);
      }
    }
    expect(brandSeeds.filter((b) => b.code === 'EU').map((b) => b.locale)).toEqual(['en', 'de']);
  });

  it('names the whole shared catalogue in traditional Chinese for XM, in traditional characters only', () => {
    const simplifiedOnly = /[这们务说国门为业发会过时还对实现册报税码审认证产类单记护态组织]/;
    expect(catalogueNamesZhTw.lang).toBe('zh-TW');
    expect(Object.keys(catalogueNamesZhTw.products).sort()).toEqual(products.map((p) => p.name).sort());
    expect(Object.keys(catalogueNamesZhTw.serviceTypes).map(Number).sort()).toEqual(
      serviceTypes.map((t) => t.code).sort(),
    );
    expect(Object.keys(catalogueNamesZhTw.serviceCountries).map(Number).sort()).toEqual(
      serviceCountries.map((c) => c.code).sort(),
    );
    expect(JSON.stringify(catalogueNamesZhTw).replace(/"[^"]*":/g, '')).not.toMatch(simplifiedOnly);
  });

  it('gives every brand header menus, all five footer blocks, hot searches and no filler text', () => {
    for (const brand of brandSeeds) {
      expect(brand.menus.length, brand.code).toBeGreaterThanOrEqual(5);
      expect(new Set(brand.footer.map((f) => f.kind)), brand.code).toEqual(
        new Set(['qrcode', 'blogroll', 'bottom', 'contactInformation', 'function']),
      );
      expect(
        brand.search.some((s) => s.hot),
        brand.code,
      ).toBe(true);
      expect(JSON.stringify(brand), brand.code).not.toMatch(/lorem|ipsum|TODO|placeholder|示例文字/i);
    }
  });

  it('follows the brand rules of the spec: MDT law-firm menu without banner, REME 2025, XM product services', () => {
    const byCode = (code: string) => brandSeeds.find((b) => b.code === code);
    const mdt = byCode('01');
    expect(mdt?.home.registerBanner).toBeUndefined();
    expect(JSON.stringify(mdt?.menus)).toContain('/mdt/aboutUs');
    expect(JSON.stringify(mdt?.menus)).toContain('/mdt/contactUs');
    expect(JSON.stringify(mdt?.menus)).toContain('/mdt/faq');
    expect(byCode('19')?.copyright).toMatch(/©\s*2025\b/);
    expect(byCode('19')?.copyright).not.toMatch(/2026/);
    const xmServices = byCode('10')?.menus.find((m) => m.typeKey === 'productServices');
    const paths = JSON.stringify(xmServices);
    for (const route of [
      'IncorporationHK',
      'IncorporationUSA',
      'IncorporationYG',
      'IncorporationFR',
      'IncorporationXJP',
    ]) {
      expect(paths).toContain(`/cht/Incorporation/${route}`);
    }
    for (const route of ['annualReviewHK', 'annualReviewUSA', 'annualReviewYG', 'annualReviewXJP']) {
      expect(paths).toContain(`/cht/annualReview/${route}`);
    }
    for (const route of ['/cht/accountingAudit', '/cht/bankAccount', '/cht/secretaryServices'])
      expect(paths).toContain(route);
    for (const brand of brandSeeds) expect(JSON.stringify(brand.menus), brand.code).not.toContain('/ost/');
  });
});
