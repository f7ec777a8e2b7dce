import { describe, expect, it } from 'vitest';
import { isKnownClass, NICE_CLASSES, niceClass } from '../src/data/nice-classes.ts';
import { RELATED_CLASSES, relatedClassesOf, relatedRow } from '../src/data/related-classes.ts';
import { searchTerms, suggestClasses, TERMS, termsOfClass } from '../src/terms.ts';

const HAN = /\p{Script=Han}/u;

describe('Nice classes', () => {
  it('has classes 1-45 and the US special 46, goods 1-34 and services 35-45', () => {
    expect(NICE_CLASSES.map((c) => c.number)).toEqual(Array.from({ length: 46 }, (_, i) => i + 1));
    for (const c of NICE_CLASSES) {
      expect(c.kind).toBe(c.number <= 34 ? 'goods' : c.number <= 45 ? 'services' : 'special');
      expect(c.labelZh).toMatch(HAN);
      expect(c.descriptionZh).toMatch(HAN);
      expect(c.labelEn.length).toBeGreaterThan(3);
      expect(c.descriptionEn.length).toBeGreaterThan(c.labelEn.length);
    }
    expect(niceClass(46)?.labelZh).toBe('美国特殊类别');
    expect(niceClass(25)?.labelEn).toBe('Clothing');
    expect(niceClass(9)?.labelEn).toBe('Electrical and scientific apparatus');
    expect(isKnownClass(0)).toBe(false);
    expect(isKnownClass(47)).toBe(false);
  });

  it('has distinct short labels', () => {
    expect(new Set(NICE_CLASSES.map((c) => c.labelZh)).size).toBe(46);
    expect(new Set(NICE_CLASSES.map((c) => c.labelEn)).size).toBe(46);
  });
});

describe('goods and services terms', () => {
  it.each(Array.from({ length: 45 }, (_, i) => i + 1))(
    'class %i has at least 25 terms in both languages, none twice',
    (n) => {
      const terms = termsOfClass(n);
      expect(terms.length).toBeGreaterThanOrEqual(25);
      for (const t of terms) {
        expect(t.en).toMatch(/^[\w(][\w ,'()\-/.&]*$/);
        expect(t.zh).toMatch(HAN);
        expect(t.en).not.toContain('?');
      }
      expect(new Set(terms.map((t) => t.en.toLowerCase())).size).toBe(terms.length);
      expect(new Set(terms.map((t) => t.zh)).size).toBe(terms.length);
    },
  );

  it('has only known classes', () => {
    for (const t of TERMS) expect(t.class >= 1 && t.class <= 45).toBe(true);
  });
});

describe('related classes table', () => {
  it('rows are pairs of two different known classes, each once, with sources', () => {
    const seen = new Set<string>();
    for (const r of RELATED_CLASSES) {
      expect(isKnownClass(r.a) && isKnownClass(r.b) && r.a !== r.b).toBe(true);
      const key = [r.a, r.b].sort((x, y) => x - y).join('-');
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(r.sources.length).toBeGreaterThan(0);
      if (r.confidence === 'high') expect(r.sources.some((s) => s.startsWith('USPTO'))).toBe(true);
    }
  });

  it('is symmetric and lists the most confident first', () => {
    expect(relatedRow(14, 25)).toBe(relatedRow(25, 14));
    expect(
      relatedClassesOf(25)
        .slice(0, 3)
        .map((r) => r.class),
    ).toEqual([14, 18, 35]);
  });
});

describe('searchTerms', () => {
  it('finds by English word prefix, case-insensitive and full-width safe', () => {
    expect(searchTerms('phone case')[0]).toMatchObject({ class: 9, en: 'phone cases', zh: '手机壳' });
    expect(searchTerms('PHONE CASES')[0]?.class).toBe(9);
    expect(searchTerms('ｐｈｏｎｅ　ｃａｓｅ')[0]?.class).toBe(9);
    expect(searchTerms('charg').map((t) => t.en)).toContain('wireless chargers');
    expect(searchTerms('led').map((t) => t.class)).toContain(11);
  });

  it('finds by Chinese substring', () => {
    expect(searchTerms('手机壳')[0]).toMatchObject({ class: 9, en: 'phone cases' });
    expect(searchTerms('充电').map((t) => t.zh)).toEqual(expect.arrayContaining(['充电器', '无线充电器']));
    expect(searchTerms('宠物').length).toBeGreaterThanOrEqual(10);
    expect(searchTerms('LED灯')[0]).toMatchObject({ class: 11 });
  });

  it('restricts to one language and honours the limit', () => {
    expect(searchTerms('手机壳', { lang: 'en' })).toEqual([]);
    expect(searchTerms('phone', { lang: 'zh-CN' })).toEqual([]);
    expect(searchTerms('a', { limit: 3 }).length).toBe(3);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms('!!!')).toEqual([]);
  });

  it('understands everyday words and falls back to the head word when the words as typed find nothing', () => {
    expect(searchTerms('dog toys')[0]).toMatchObject({ class: 28, en: 'pet toys' });
    expect(searchTerms('狗玩具')[0]).toMatchObject({ class: 28, zh: '宠物玩具' });
    expect(searchTerms('cat food').map((t) => t.class)).toContain(31);
    expect(searchTerms('狗狗玩具').map((t) => t.class)).toContain(28);
    expect(searchTerms('waterproof hiking boots').map((t) => t.class)).toContain(25);
    // A fallback never outranks a match of the words as typed, and a query that matches is not widened.
    expect(searchTerms('dog toys')[0]?.score).toBeLessThan(50);
    expect(searchTerms('pet toys')[0]).toMatchObject({ en: 'pet toys', score: 100 });
    expect(searchTerms('zzzz qqqq')).toEqual([]);
  });

  it('puts the term itself first', () => {
    expect(searchTerms('toys')[0]).toMatchObject({ class: 28, en: 'toys', score: 100 });
  });
});

describe('suggestClasses', () => {
  it.each([
    ['phone case', 9],
    ['手机壳', 9],
    ['charger', 9],
    ['LED', 11],
    ['dress', 25],
    ['连衣裙', 25],
    ['toy', 28],
    ['玩具', 28],
    ['lipstick', 3],
    ['化妆品', 3],
    ['frying pan', 21],
    ['dog food', 31],
    ['猫砂', 31],
    ['coffee', 30],
    ['restaurant', 43],
    ['商标注册', 45],
  ])('%s -> class %i first', (word, cls) => {
    expect(suggestClasses(word)[0]?.class).toBe(cls);
  });

  it('ranks several classes for a broad word with their labels and terms', () => {
    const s = suggestClasses('宠物');
    expect(s.map((c) => c.class)).toEqual(expect.arrayContaining([18, 20, 21, 28, 31]));
    for (const c of s) {
      expect(c.terms.length).toBeGreaterThan(0);
      expect(c.terms.length).toBeLessThanOrEqual(5);
      expect(c.labelZh).toMatch(HAN);
    }
    expect(suggestClasses('zzzzqqq')).toEqual([]);
  });
});
