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
 * Terms for a product word in Chinese or English: case-insensitive and full-width safe; a Chinese word matches as a
 * substring, an English word as the start of a term's words (every word of the query must match). Best first.
 */
export function searchTerms(word: string, options: { lang?: TermLang; limit?: number } = {}): TermMatch[] {
  const query = fold(typeof word === 'string' ? word : '');
  if (query === '') return [];
  const limit = Math.max(0, Math.floor(options.limit ?? 20));
  const compactQuery = query.replaceAll(' ', '');
  const words = query.split(' ');
  const searchEn = options.lang !== 'zh-CN';
  const searchZh = options.lang !== 'en';
  const out: TermMatch[] = [];
  for (const entry of INDEX) {
    const score = Math.max(
      searchEn && !HAN.test(query) ? englishScore(entry, query, words) : 0,
      searchZh ? chineseScore(entry, compactQuery) : 0,
    );
    if (score > 0) out.push({ ...entry.term, score });
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
