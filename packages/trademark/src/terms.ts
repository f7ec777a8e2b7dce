import { type NiceClass, niceClass } from './data/nice-classes.ts';
import { TERMS_01_17 } from './data/terms/goods-01-17.ts';
import { TERMS_18_34 } from './data/terms/goods-18-34.ts';
import { TERMS_35_45 } from './data/terms/services-35-45.ts';

/** A goods or services term of the term list, with its Nice class. */
export interface GoodsTerm {
  class: number;
  en: string;
  zh: string;
}

export interface TermMatch extends GoodsTerm {
  /** How well the term matches the word (higher is better; 100 is the term itself). */
  score: number;
}

export interface ClassSuggestion {
  class: number;
  labelZh: string;
  labelEn: string;
  /** The sum of the scores of the class's matching terms. */
  score: number;
  /** How many of the class's terms match. */
  count: number;
  /** The best matching terms of the class, at most five. */
  terms: GoodsTerm[];
}

export type TermLang = 'zh-CN' | 'en';

const parse = (table: Readonly<Record<number, string>>): GoodsTerm[] =>
  Object.entries(table).flatMap(([cls, lines]) =>
    lines
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .map((line) => {
        const [en = '', zh = ''] = line.split('|');
        return { class: Number(cls), en: en.trim(), zh: zh.trim() };
      }),
  );

/** The whole term list, by class then in the data's order. */
export const TERMS: readonly GoodsTerm[] = [...parse(TERMS_01_17), ...parse(TERMS_18_34), ...parse(TERMS_35_45)].sort(
  (a, b) => a.class - b.class,
);

/** Lower case, full-width to half-width, punctuation to spaces, single spaces. */
const fold = (s: string): string =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const HAN = /\p{Script=Han}/u;

interface Indexed {
  term: GoodsTerm;
  en: string;
  enWords: string[];
  zh: string;
}

const INDEX: readonly Indexed[] = TERMS.map((term) => {
  const en = fold(term.en);
  return { term, en, enWords: en.split(' '), zh: fold(term.zh).replaceAll(' ', '') };
});

/** Forms of a query word: itself, and without a plural ending (cases -> case, boxes -> box). */
const wordForms = (w: string): string[] => {
  const forms = [w];
  if (w.length > 3 && w.endsWith('es')) forms.push(w.slice(0, -2));
  if (w.length > 3 && w.endsWith('s')) forms.push(w.slice(0, -1));
  return forms;
};

const englishScore = (entry: Indexed, query: string, words: string[]): number => {
  if (entry.en === query) return 100;
  let first = false;
  for (const w of words) {
    const forms = wordForms(w);
    const at = entry.enWords.findIndex((tw) => forms.some((f) => tw.startsWith(f)));
    if (at < 0) return 0;
    if (at === 0) first = true;
  }
  const base = entry.en.startsWith(query) ? 80 : first ? 60 : 50;
  return base - Math.min(9, entry.enWords.length - words.length);
};

const chineseScore = (entry: Indexed, query: string): number => {
  if (entry.zh === query) return 100;
  const at = entry.zh.indexOf(query);
  if (at < 0) return 0;
  const base = at === 0 ? 80 : entry.zh.endsWith(query) ? 70 : 60;
  return base - Math.min(9, [...entry.zh].length - [...query].length);
};

/**
 * Everyday words a seller types for what the term list names otherwise (whole words or, in Chinese, substrings):
 * 'dog toys' is listed as pet toys, 狗粮 as 宠物食品. Used only when the words as typed find nothing.
 */
const EVERYDAY_WORDS: readonly [RegExp, string][] = [
  [/\b(dog|dogs|puppy|puppies|cat|cats|kitten|kittens)\b/g, 'pet'],
  [/(狗|犬|猫|猫咪)/g, '宠物'],
  [/\b(cellphone|smartphone|mobile)\b/g, 'phone'],
  [/\b(tee|tees|tshirt|tshirts)\b/g, 't shirts'],
  [/\b(sneaker|sneakers|trainers)\b/g, 'shoes'],
];

const score = (query: string, searchEn: boolean, searchZh: boolean): TermMatch[] => {
  const compactQuery = query.replaceAll(' ', '');
  const words = query.split(' ');
  const out: TermMatch[] = [];
  for (const entry of INDEX) {
    const s = Math.max(
      searchEn && !HAN.test(query) ? englishScore(entry, query, words) : 0,
      searchZh ? chineseScore(entry, compactQuery) : 0,
    );
    if (s > 0) out.push({ ...entry.term, score: s });
  }
  return out;
};

/** How much a fallback match weighs against a match of the words as typed (always below every direct match). */
const FALLBACK_WEIGHT = 0.45;

/**
 * The fallbacks of a query that finds nothing as typed, best first: its everyday words replaced ('dog toys' -> 'pet
 * toys'), then its head word (English: the last word, 'waterproof hiking boots' -> 'boots'; Chinese: the longest
 * ending of two or more characters that the list has, 狗狗玩具 -> 玩具).
 */
const fallbacks = (query: string): string[] => {
  const out: string[] = [];
  let everyday = query;
  for (const [pattern, replacement] of EVERYDAY_WORDS) everyday = everyday.replace(pattern, replacement);
  if (everyday !== query) out.push(everyday);
  if (HAN.test(query)) {
    const chars = [...query.replaceAll(' ', '')];
    for (let start = 1; start <= chars.length - 2; start++) out.push(chars.slice(start).join(''));
  } else {
    const words = query.split(' ');
    if (words.length > 1) out.push(words.at(-1) as string);
  }
  return out;
};

/**
 * Terms for a product word in Chinese or English: case-insensitive and full-width safe; a Chinese word matches as a
 * substring, an English word as the start of a term's words (every word of the query must match). When the words
 * as typed find nothing, everyday words and then the head word are tried (scored lower). Best first.
 */
export function searchTerms(word: string, options: { lang?: TermLang; limit?: number } = {}): TermMatch[] {
  const query = fold(typeof word === 'string' ? word : '');
  if (query === '') return [];
  const limit = Math.max(0, Math.floor(options.limit ?? 20));
  const searchEn = options.lang !== 'zh-CN';
  const searchZh = options.lang !== 'en';
  let out = score(query, searchEn, searchZh);
  if (out.length === 0) {
    for (const fallback of fallbacks(query)) {
      out = score(fallback, searchEn, searchZh).map((t) => ({ ...t, score: Math.round(t.score * FALLBACK_WEIGHT) }));
      if (out.length > 0) break;
    }
  }
  out.sort((a, b) => b.score - a.score || a.class - b.class || (a.en < b.en ? -1 : a.en > b.en ? 1 : 0));
  return out.slice(0, limit);
}

/** The classes for a product word, ranked by the terms found in each (see `searchTerms`). */
export function suggestClasses(word: string, options: { lang?: TermLang; limit?: number } = {}): ClassSuggestion[] {
  const matches = searchTerms(word, { lang: options.lang, limit: Number.MAX_SAFE_INTEGER });
  const byClass = new Map<number, TermMatch[]>();
  for (const m of matches) byClass.set(m.class, [...(byClass.get(m.class) ?? []), m]);
  const out: ClassSuggestion[] = [];
  for (const [cls, terms] of byClass) {
    const c = niceClass(cls) as NiceClass;
    out.push({
      class: cls,
      labelZh: c.labelZh,
      labelEn: c.labelEn,
      score: terms.reduce((sum, t) => sum + t.score, 0),
      count: terms.length,
      terms: terms.slice(0, 5).map(({ score: _score, ...t }) => t),
    });
  }
  out.sort((a, b) => b.score - a.score || a.class - b.class);
  return out.slice(0, Math.max(0, Math.floor(options.limit ?? 10)));
}

/** The terms of one class, in the data's order. */
export const termsOfClass = (n: number): GoodsTerm[] => TERMS.filter((t) => t.class === n);
