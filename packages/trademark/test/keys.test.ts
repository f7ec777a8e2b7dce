import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consonantSkeleton, markKeys, normalizeMark, readsAsPinyin } from '../src/keys.ts';

const RUNS = { numRuns: 500 };

/** Any text: every code unit (lone surrogates too), graphemes, full-width forms, Han, Latin with marks. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({
    unit: fc.constantFrom(
      ..."ＡＢｃ１２　－＿.,·、。龙腾华为小米 éÉüÜñßøæŒ\u0301\u0000\u200b\u3000ǰŉﬀ①Ⅻ'’-&A0b1".split(''),
      '\uD83D\uDE00',
    ),
    maxLength: 20,
  }),
);

describe('normalisation', () => {
  it.each([
    ['BLUE-WAVE', 'BLUE WAVE', 'BLUEWAVE'],
    ['Blue Wave', 'BLUE WAVE', 'BLUEWAVE'],
    ['ＢＬＵＥ　ＷＡＶＥ', 'BLUE WAVE', 'BLUEWAVE'],
    ['  blue___wave!! ', 'BLUE WAVE', 'BLUEWAVE'],
    ['Crème Brûlée', 'CREME BRULEE', 'CREMEBRULEE'],
    ['Ærø Straße', 'AERO STRASSE', 'AEROSTRASSE'],
    ["McDonald's", 'MCDONALDS', 'MCDONALDS'],
    ['L00K', 'L00K', 'L00K'],
    ['龙腾，科技', '龙腾 科技', '龙腾科技'],
    ['ｆｏｏ１２３', 'FOO123', 'FOO123'],
    ['a\u0000b\tc\nd', 'A B C D', 'ABCD'],
    ['!!!', '', ''],
    ['', '', ''],
  ])('%j -> %j / %j', (mark, normalized, compact) => {
    const k = markKeys(mark);
    expect(k.normalized).toBe(normalized);
    expect(k.compact).toBe(compact);
  });

  it('splits tokens by word and by Han run', () => {
    expect(markKeys('Sunray Home').tokens).toEqual(['SUNRAY', 'HOME']);
    expect(markKeys('龙腾ABC 科技').tokens).toEqual(['龙腾', 'ABC', '科技']);
    expect(markKeys('').tokens).toEqual([]);
  });
});

describe('phonetic codes', () => {
  it('FONE and PHONE, KWIK and QUICK share a Double Metaphone code', () => {
    const shared = (a: string, b: string) => markKeys(a).phonetic.some((c) => markKeys(b).phonetic.includes(c));
    expect(shared('FONE', 'PHONE')).toBe(true);
    expect(shared('KWIK', 'QUICK')).toBe(true);
    expect(shared('APPLE', 'ORANGE')).toBe(false);
  });

  it('codes the compact mark first, then the tokens, then the pinyin', () => {
    expect(markKeys('Long Teng').phonetic).toEqual(['LNKTNK', 'LNK', 'TNK']);
    expect(markKeys('龙腾').phonetic).toEqual(['LNKTNK']);
    expect(markKeys('L00K').phonetic).toContain('LK');
    // Double Metaphone codes SCRUB as SKP; its swapped spelling SKRUB gives SKRP.
    expect(markKeys('SCRUB').phonetic).toEqual(['SKP', 'SKRP']);
  });
});

describe('consonant skeleton', () => {
  it.each([
    ['STRIPE', 'STRP'],
    ['STRYPE', 'STRP'],
    ['APPLE', 'APL'],
    ['NETFLIX', 'NTFLX'],
    ['B3ST', 'BST'],
    ['', ''],
  ])('%s -> %s', (mark, skeleton) => {
    expect(markKeys(mark).skeleton).toBe(skeleton);
  });

  it('keeps the first letter even when it is a vowel and drops Y, W, H after it', () => {
    expect(consonantSkeleton('OWYHEN')).toBe('ON');
    expect(consonantSkeleton('YAHOO')).toBe('Y');
  });
});

describe('pinyin', () => {
  it.each([
    ['龙腾', 'LONGTENG'],
    ['华为', 'HUAWEI'],
    ['小米', 'XIAOMI'],
    ['重庆', 'CHONGQING'],
    ['绿源', 'LUYUAN'],
    ['龙腾 Tech', 'LONGTENGTECH'],
    ['LONGTENG', 'LONGTENG'],
    ['Long Teng', 'LONGTENG'],
    ['xiaomi', 'XIAOMI'],
    ['APPLE', null],
    ['NETFLIX', null],
    ['L0NG', null],
  ])('%s -> %s', (mark, pinyin) => {
    expect(markKeys(mark).pinyin).toBe(pinyin);
  });

  it('reads a Latin string as pinyin only when all of it splits into syllables', () => {
    expect(readsAsPinyin('XIANGSHANG')).toBe(true);
    expect(readsAsPinyin('ZHONGGUO')).toBe(true);
    expect(readsAsPinyin('STRIPE')).toBe(false);
    expect(readsAsPinyin('A')).toBe(false);
    expect(readsAsPinyin('')).toBe(false);
  });
});

describe('variants', () => {
  it.each([
    ['L00K', 'LOOK'],
    ['B3ST', 'BEST'],
    ['P4WS', 'PAWS'],
    ['5UN', 'SUN'],
    ['7OP', 'TOP'],
    ['8OLT', 'BOLT'],
    ['1NK', 'INK'],
    ['F1X', 'FLX'],
    ['PHONE', 'FONE'],
    ['QUICK', 'KUIK'],
    ['ZOOM', 'SOOM'],
    ['XPRESS', 'KSPRESS'],
    ['KLICK', 'KLIK'],
  ])('%s has the spelling %s', (mark, variant) => {
    expect(markKeys(mark).variants).toContain(variant);
  });

  it('starts with the compact mark and never reads an all-digit mark as letters', () => {
    expect(markKeys('Blue Wave').variants).toEqual(['BLUEWAVE']);
    expect(markKeys('1314').variants).toEqual(['1314']);
    expect(markKeys('').variants).toEqual([]);
  });
});

describe('properties', () => {
  it('never throws and gives well-formed keys', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const k = markKeys(text);
        expect(k.normalized).toBe(k.normalized.trim());
        expect(k.normalized).not.toMatch(/ {2}/);
        expect(k.compact).not.toContain(' ');
        expect(k.compact).toBe(k.normalized.replaceAll(' ', ''));
        expect(k.variants.length).toBeLessThanOrEqual(8);
        expect(new Set(k.variants).size).toBe(k.variants.length);
        expect(new Set(k.phonetic).size).toBe(k.phonetic.length);
        if (k.compact !== '') expect(k.variants[0]).toBe(k.compact);
        expect(k.tokens.join('')).toBe(k.compact);
      }),
      RUNS,
    );
  });

  it('is idempotent on the normalised text, and every key follows from it', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const k = markKeys(text);
        expect(markKeys(k.normalized).normalized).toBe(k.normalized);
        expect(markKeys(k.normalized)).toEqual(k);
      }),
      RUNS,
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(markKeys(text)).toEqual(markKeys(text));
      }),
      RUNS,
    );
  });

  it('does not throw for a non-string at run time', () => {
    expect(normalizeMark(undefined)).toBe('');
    expect(normalizeMark(null)).toBe('');
    expect(normalizeMark(42)).toBe('42');
    expect(markKeys(undefined as unknown as string).compact).toBe('');
  });
});
