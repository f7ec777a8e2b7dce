import { businessExtra } from '@site/contracts';
import { seedContent } from '@site/db/seed/load';
import { describe, expect, it } from 'vitest';

/** The seeded content, checked against the contracts the gateway serves it with. */

const {
  articleCategories,
  articles,
  libraryArticles,
  pages: contentPages,
  partners: partnerSeeds,
  qaQuestions: qaQuestionSeeds,
  qaTypes: qaTypeSeeds,
} = seedContent();
const allArticles = [...articles, ...libraryArticles];

describe('the seeded library', () => {
  it('has at least 12 articles in every category', () => {
    for (const category of articleCategories) {
      const count = allArticles.filter((a) => a.categoryId === category.id).length;
      expect(count, `${category.id} ${category.name}`).toBeGreaterThanOrEqual(12);
    }
  });

  it('gives every article a category of its own brand, and a title unique for the brand', () => {
    const seen = new Set<string>();
    for (const article of allArticles) {
      const category = articleCategories.find((c) => c.id === article.categoryId);
      expect(category?.platform, article.title).toBe(article.platform);
      const key = `${article.platform}:${article.title}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(Number.isNaN(Date.parse(article.publishedAt)), article.title).toBe(false);
    }
  });
});

describe('the seeded pages', () => {
  it('have blocks the page contract accepts, a hero or a title, and one row per brand, language and key', () => {
    const blocks = businessExtra.customPageWire.shape.blocks;
    const keys = new Set<string>();
    for (const page of contentPages) {
      const id = `${page.platform}/${page.lang}/${page.key}`;
      expect(blocks.safeParse(page.blocks).success, id).toBe(true);
      expect(page.key, id).toMatch(/^[A-Za-z0-9_-]{1,96}$/);
      expect(page.description.length, id).toBeGreaterThan(20);
      expect(keys.has(id), id).toBe(false);
      keys.add(id);
    }
  });

  it('have table rows as wide as their columns', () => {
    for (const page of contentPages) {
      for (const block of page.blocks) {
        if (block.kind !== 'table') continue;
        for (const row of block.rows) expect(row.length, `${page.key}: ${block.title}`).toBe(block.columns.length);
      }
    }
  });
});

describe('partners and questions', () => {
  it('use known question types, and every partner has a logo under /partners/', () => {
    const types = new Set(qaTypeSeeds.map((t) => `${t.platform}:${t.lang}:${t.value}`));
    for (const q of qaQuestionSeeds) expect(types.has(`${q.platform}:${q.lang}:${q.qaType}`), q.question).toBe(true);
    for (const p of partnerSeeds) expect(p.logo, p.name).toMatch(/^\/partners\/[a-z0-9-]+\.svg$/);
  });
});
