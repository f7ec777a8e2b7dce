import { FOREIGN_WORDS, type ForeignLanguage } from './data/foreign-words.ts';
import { CHINESE_ENGLISH, ENGLISH_SYNONYMS, ENGLISH_WORDS } from './data/generated/meanings.ts';
import { simplifiedForm } from './script.ts';

/**
 * What a mark means, in English words: the meaning keys the marks table stores (`meanings`) and the meaning matcher
 * compares. A Chinese mark is read through CC-CEDICT (红牛 -> RED BULL, 月亮 -> MOON), a French, Spanish, Italian or
 * German word through the curated list (LUNA -> MOON), an English word as itself when the tables know it; synonyms
 * (WordNet) are added at comparison time. The tables are read once, on the first mark that needs them.
 */

/** Where a reading of a word comes from. */
export type MeaningSource = 'cedict' | 'english' | ForeignLanguage;

/**
 * A table of sorted lines "key<TAB>value<TAB>...", searched in place: only the lines' start offsets are kept (an
 * Int32Array), not a map of tens of thousands of entries, so the Chinese-English table costs its text and 200 KB.
 */
class SortedLines {
  private readonly starts: Int32Array;
  constructor(private readonly text: string) {
    const starts: number[] = [];
    for (let at = 0; at < text.length; at = text.indexOf('\n', at) + 1 || text.length) {
      if (text[at] !== '\n') starts.push(at);
    }
    this.starts = Int32Array.from(starts);
  }
  private lineAt(i: number): string {
    const start = this.starts[i] ?? 0;
    const end = this.text.indexOf('\n', start);
    return this.text.slice(start, end < 0 ? this.text.length : end);
  }
  /** The values of a key's line, undefined when it has none. */
  get(key: string): string[] | undefined {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const line = this.lineAt(mid);
      const tab = line.indexOf('\t');
      const k = tab < 0 ? line : line.slice(0, tab);
      if (k === key) return tab < 0 ? [] : line.slice(tab + 1).split('\t');
      if (k < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }
  has(key: string): boolean {
    return this.get(key) !== undefined;
  }
}

interface Tables {
  chinese: SortedLines;
  /** Every English word an equivalent uses: a Latin word means itself only when it is one of them. */
  english: SortedLines;
  foreign: Map<string, { english: string; langs: ForeignLanguage[] }>;
  synonyms: SortedLines;
}

let tables: Tables | undefined;

/** The longest Chinese word of the table, in characters (names of up to four). */
const LONGEST_WORD = 4;

/** Accents stripped, upper case: how normalizeMark writes a Latin word (ÉTOILE -> ETOILE, GRÜN -> GRUN). */
const latinKey = (word: string) =>
  word.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'SS').replace(/œ/g, 'OE').toUpperCase();

const load = (): Tables => {
  if (tables !== undefined) return tables;
  const foreign = new Map<string, { english: string; langs: ForeignLanguage[] }>();
  for (const f of FOREIGN_WORDS) {
    const word = latinKey(f.word);
    const known = foreign.get(word);
    if (known && known.english === f.english) known.langs.push(f.lang);
    else if (!known) foreign.set(word, { english: f.english, langs: [f.lang] });
  }
  tables = {
    chinese: new SortedLines(CHINESE_ENGLISH),
    english: new SortedLines(ENGLISH_WORDS),
    foreign,
    synonyms: new SortedLines(ENGLISH_SYNONYMS),
  };
  return tables;
};

/** One way to read a token: the English words and where they come from. */
interface Reading {
  english: string;
  source: MeaningSource[];
  /** How many dictionary words or tokens it was put together from. */
  parts: number;
}

const HAN_ONLY = /^\p{Script=Han}+$/u;
const LATIN_ONLY = /^[A-Z]+$/;
/** At most this many readings of one mark (a Chinese mark read word by word multiplies its words' readings). */
const MAX_READINGS = 8;
const MIN_COMPOUND_PART = 3;

/**
 * A run of Chinese characters read as dictionary words: the split into the fewest words the table knows (红牛 one
 * word, 蓝月亮 蓝 + 月亮), each word's equivalents combined; none when a character is in no word.
 */
const readChinese = (run: string, t: Tables): Reading[] => {
  const chars = [...simplifiedForm(run)];
  const n = chars.length;
  // best[i]: the fewest words covering chars[0..i), and the split's last word start.
  const best = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
  const from = new Array<number>(n + 1).fill(-1);
  best[0] = 0;
  for (let i = 0; i < n; i++) {
    if (!Number.isFinite(best[i] ?? Number.POSITIVE_INFINITY)) continue;
    for (let len = Math.min(LONGEST_WORD, n - i); len >= 1; len--) {
      if (!t.chinese.has(chars.slice(i, i + len).join(''))) continue;
      const cost = (best[i] ?? 0) + 1;
      if (cost < (best[i + len] ?? Number.POSITIVE_INFINITY)) {
        best[i + len] = cost;
        from[i + len] = i;
      }
    }
  }
  if (!Number.isFinite(best[n] ?? Number.POSITIVE_INFINITY)) return [];
  const words: string[] = [];
  for (let end = n; end > 0; end = from[end] ?? 0) words.unshift(chars.slice(from[end] ?? 0, end).join(''));
  let readings = [''];
  for (const word of words) {
    const keys = t.chinese.get(word) ?? [];
    readings = readings.flatMap((r) => keys.map((k) => (r === '' ? k : `${r} ${k}`))).slice(0, MAX_READINGS);
  }
  return readings.map((english) => ({ english, source: ['cedict'], parts: words.length }));
};

/** A Latin word's readings: an English word the tables know, a foreign word's meaning, a compound of two words. */
const readLatin = (word: string, t: Tables): Reading[] => {
  const out: Reading[] = [];
  if (t.english.has(word)) out.push({ english: word, source: ['english'], parts: 1 });
  const foreign = t.foreign.get(word);
  if (foreign && foreign.english !== word) out.push({ english: foreign.english, source: foreign.langs, parts: 1 });
  if (out.length === 0 && word.length >= 2 * MIN_COMPOUND_PART) {
    // A compound of two English words (REDBULL, MOONSTONE): the first split whose parts both are.
    for (let at = MIN_COMPOUND_PART; at <= word.length - MIN_COMPOUND_PART; at++) {
      const head = word.slice(0, at);
      const tail = word.slice(at);
      if (t.english.has(head) && t.english.has(tail)) {
        out.push({ english: `${head} ${tail}`, source: ['english'], parts: 2 });
        break;
      }
    }
  }
  return out;
};

/** A mark's meaning: its readings as English phrases, with where each came from. */
export interface MarkMeaning {
  english: string;
  source: MeaningSource[];
  /** How many dictionary words or tokens it was put together from (红牛 1, 金山 2, RED BULL 2). */
  parts: number;
}

/**
 * The meanings of a mark's tokens (words and Chinese runs, generic words already left out by the caller): every
 * combination of the tokens' readings, at most 8; none when a token has no reading (an invented word means nothing).
 */
export const markMeanings = (tokens: readonly string[]): MarkMeaning[] => {
  if (tokens.length === 0 || tokens.length > 4) return [];
  const t = load();
  let readings: MarkMeaning[] = [{ english: '', source: [], parts: 0 }];
  for (const token of tokens) {
    const options = HAN_ONLY.test(token) ? readChinese(token, t) : LATIN_ONLY.test(token) ? readLatin(token, t) : [];
    if (options.length === 0) return [];
    readings = readings
      .flatMap((r) =>
        options.map((o) => ({
          english: r.english === '' ? o.english : `${r.english} ${o.english}`,
          source: [...new Set([...r.source, ...o.source])],
          parts: r.parts + o.parts,
        })),
      )
      .slice(0, MAX_READINGS);
  }
  const seen = new Set<string>();
  return readings.filter((r) => !seen.has(r.english) && seen.add(r.english));
};

/** The English synonyms of a one-word meaning (WordNet: each in the other's most frequent sense). */
export const synonymsOf = (english: string): readonly string[] => load().synonyms.get(english) ?? [];

/** The equivalents the Chinese-English table gives a Chinese word (for tests and explanations). */
export const chineseEquivalents = (word: string): readonly string[] => load().chinese.get(simplifiedForm(word)) ?? [];
