import { doubleMetaphone } from 'double-metaphone';
import { pinyin as toPinyin } from 'pinyin-pro';
import { PINYIN_SYLLABLES } from './data/pinyin-syllables.ts';
import { distinctiveTokens } from './generic.ts';
import { markMeanings } from './meanings.ts';
import { simplifiedForm } from './script.ts';

/** The search keys of one mark. Every key is a function of `normalized` alone, so `markKeys` is idempotent on it. */
export interface MarkKeys {
  /** NFKC, full-width to half-width, upper case, diacritics stripped, punctuation and separators to one space, trimmed. Digits stay. */
  normalized: string;
  /** `normalized` without spaces: BLUE-WAVE, Blue Wave and ＢＬＵＥ　ＷＡＶＥ are all BLUEWAVE. */
  compact: string;
  /** The words of `normalized`; a run of Han characters is one token (龙腾ABC -> 龙腾, ABC). */
  tokens: string[];
  /** Distinct Double Metaphone codes (primary, secondary) of the compact mark, its digits-read-as-letters spelling and that spelling's letter swaps, each token and the pinyin. */
  phonetic: string[];
  /** Consonant skeleton of the compact mark read with digits as letters: first letter kept, then vowels and Y, W, H dropped, doubled letters once (STRIPE, STRYPE -> STRP). */
  skeleton: string;
  /** Toneless pinyin without spaces (龙腾 -> LONGTENG) when the mark has Han characters; a Latin mark that reads as pinyin syllables gives its own letters; else null. */
  pinyin: string | null;
  /** Distinct compact spellings, the compact itself first, then its simplified form (門 -> 门), digits read as letters and the common letter swaps; at most 8. */
  variants: string[];
  /** What the mark means, as English phrases (红牛, RED BULL -> RED BULL; LUNA, 月亮 -> MOON; see meanings.ts); empty for invented words. */
  meanings: string[];
}

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /(\p{Script=Han}+)/u;
const LATIN_LETTER = /[A-Z]/;
const MAX_VARIANTS = 8;

/** Letters NFD does not decompose into a base letter and a mark. */
const SPECIAL_LETTERS: Record<string, string> = {
  Ø: 'O',
  ø: 'o',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ð: 'D',
  ð: 'd',
  Þ: 'TH',
  þ: 'th',
  ı: 'i',
  ß: 'SS',
};
const SPECIAL_RE = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'gu');

/** One pass of the normalisation; `normalizeMark` repeats it until nothing changes. */
const normalizeOnce = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(SPECIAL_RE, (c) => SPECIAL_LETTERS[c] ?? c)
    .toUpperCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    // An apostrophe joins (MCDONALD'S -> MCDONALDS); every other non-letter, non-digit is a separator.
    .replace(/['’‘`´ʼ]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The normalised text of a mark (see `MarkKeys.normalized`). Never throws; a non-string gives ''. */
export const normalizeMark = (mark: unknown): string => {
  let text = typeof mark === 'string' ? mark : mark == null ? '' : String(mark);
  // Lone surrogates are not text: drop them before NFKC (which keeps them) so that the result is well-formed.
  text = text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, ' ');
  for (let i = 0; i < 5; i++) {
    const next = normalizeOnce(text);
    if (next === text) return next;
    text = next;
  }
  return text;
};

/** Digits read as letters: 1 as I (first reading) and as L (second). */
const DIGIT_LETTERS: Record<string, [string, string]> = {
  '0': ['O', 'O'],
  '1': ['I', 'L'],
  '3': ['E', 'E'],
  '4': ['A', 'A'],
  '5': ['S', 'S'],
  '7': ['T', 'T'],
  '8': ['B', 'B'],
};

/** The compact mark with its digits read as letters (reading 0: 1 -> I, reading 1: 1 -> L); itself when it has no Latin letter. */
export const readDigits = (compact: string, reading: 0 | 1 = 0): string =>
  LATIN_LETTER.test(compact) ? compact.replace(/[0134578]/g, (d) => DIGIT_LETTERS[d]?.[reading] ?? d) : compact;

/** The common letter swaps of English spelling: PH -> F, CK/C/Q -> K, Z -> S, X -> KS. */
export const swapLetters = (s: string): string =>
  s.replace(/PH/g, 'F').replace(/CK/g, 'K').replace(/[CQ]/g, 'K').replace(/Z/g, 'S').replace(/X/g, 'KS');

const distinct = (items: Iterable<string>): string[] => {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    if (item === '' || seen.has(item)) continue;
    seen.add(item);
    out.push(item);
  }
  return out;
};

const collapseDoubles = (s: string): string => {
  let out = '';
  for (const ch of s) if (!out.endsWith(ch)) out += ch;
  return out;
};

/** The consonant skeleton of a string (see `MarkKeys.skeleton`). */
export const consonantSkeleton = (s: string): string => {
  const chars = [...collapseDoubles(s)];
  const first = chars.shift();
  if (first === undefined) return '';
  return first + chars.filter((c) => !/[AEIOUYWH]/.test(c)).join('');
};

const SYLLABLES = new Set(PINYIN_SYLLABLES);
const MAX_SYLLABLE = Math.max(...PINYIN_SYLLABLES.map((s) => s.length));

/** Whether a string of capital letters is a whole run of pinyin syllables (LONGTENG, XIAOMI). */
export const readsAsPinyin = (s: string): boolean => {
  if (s.length < 2 || !/^[A-Z]+$/.test(s)) return false;
  const reach = new Array<boolean>(s.length + 1).fill(false);
  reach[0] = true;
  for (let i = 0; i < s.length; i++) {
    if (!reach[i]) continue;
    for (let len = 1; len <= MAX_SYLLABLE && i + len <= s.length; len++) {
      if (SYLLABLES.has(s.slice(i, i + len))) reach[i + len] = true;
    }
  }
  return reach[s.length] === true;
};

/** Toneless pinyin of a normalised text with Han characters, other letters and digits kept, upper case, no spaces. */
const hanPinyin = (normalized: string): string =>
  toPinyin(normalized, { toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

const onlyLatin = (s: string): string => s.replace(/[^A-Z]/g, '');

const metaphoneCodes = (s: string): string[] => {
  const letters = onlyLatin(s);
  return letters === '' ? [] : doubleMetaphone(letters);
};

/** The tokens of a normalised text: its words, a Han run split from the letters around it. */
const tokenize = (normalized: string): string[] =>
  normalized === '' ? [] : normalized.split(' ').flatMap((word) => word.split(HAN_RUN).filter((t) => t !== ''));

/** The search keys of a mark. Deterministic, never throws; `markKeys(markKeys(x).normalized)` equals `markKeys(x)`. */
export function markKeys(mark: string): MarkKeys {
  const normalized = normalizeMark(mark);
  const compact = normalized.replaceAll(' ', '');
  const tokens = tokenize(normalized);
  const hasHan = HAN.test(compact);
  const pinyin = hasHan ? hanPinyin(normalized) || null : readsAsPinyin(compact) ? compact : null;
  const read0 = readDigits(compact, 0);
  const read1 = readDigits(compact, 1);
  const variants = distinct([
    compact,
    simplifiedForm(compact),
    read0,
    read1,
    swapLetters(compact),
    swapLetters(read0),
    swapLetters(read1),
  ]).slice(0, MAX_VARIANTS);
  const phonetic = distinct([
    ...metaphoneCodes(compact),
    ...metaphoneCodes(read0),
    ...metaphoneCodes(swapLetters(read0)),
    ...tokens.flatMap(metaphoneCodes),
    ...(hasHan && pinyin !== null ? metaphoneCodes(pinyin) : []),
  ]);
  const meanings = markMeanings(distinctiveTokens(tokens)).map((m) => m.english);
  return { normalized, compact, tokens, phonetic, skeleton: consonantSkeleton(read0), pinyin, variants, meanings };
}
