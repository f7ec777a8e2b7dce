import { doubleMetaphone } from 'double-metaphone';
import { pinyin as toPinyin } from 'pinyin-pro';
import { distinctiveTokens, GENERIC_WORDS, HAN_GENERIC_SUFFIX } from './generic.ts';
import { glyphSimilarity } from './glyphs.ts';
import { type MarkKeys, readDigits, swapLetters } from './keys.ts';
import { type MarkMeaning, type MeaningSource, markMeanings, synonymsOf } from './meanings.ts';
import { simplifiedForm } from './script.ts';
import { commonPrefix, editDistance, editSimilarity, jaroWinkler, trigramSimilarity } from './similarity.ts';

export { GENERIC_WORDS } from './generic.ts';

export type MatcherName =
  | 'exact'
  | 'phonetic'
  | 'visual'
  | 'component'
  | 'skeleton'
  | 'pinyin'
  | 'script'
  | 'glyph'
  | 'meaning';
export const MATCHER_NAMES: readonly MatcherName[] = [
  'exact',
  'phonetic',
  'visual',
  'component',
  'skeleton',
  'pinyin',
  'script',
  'glyph',
  'meaning',
];

/** A matcher's score at or above this reports it on a hit. */
export const FIRE_AT: Readonly<Record<MatcherName, number>> = {
  exact: 0.5,
  phonetic: 0.6,
  visual: 0.7,
  component: 0.55,
  skeleton: 0.6,
  pinyin: 0.6,
  script: 0.5,
  glyph: 0.65,
  meaning: 0.7,
};

/** What a matcher saw, for the reasons a hit gives. */
export interface MatcherDetail {
  name: MatcherName;
  score: number;
  /** exact: 'compact' or 'variant' (the shared spelling in `value`); phonetic: the shared code; skeleton: the skeleton; pinyin: the pinyin; component: 'queryInside' | 'markInside'; visual: edit distance. */
  kind?: string;
  value?: string;
  /** meaning: where each side's reading came from (query first). */
  sources?: [MeaningSource[], MeaningSource[]];
}

const HAN = /\p{Script=Han}/u;
const LATIN_ONLY = /^[A-Z]+$/;

const soundOf = (k: MarkKeys): string =>
  HAN.test(k.compact) ? (k.pinyin ?? '') : readDigits(k.compact).replace(/[^A-Z]/g, '');

/**
 * The vowel sounds of a Latin sound string, roughly: QU as KW, a silent final E and the vowel of a final -ER/-OR/-AR
 * dropped, Y as I, doubled vowels once (LYTE, LIGHT -> I; ANKER, ANCHOR -> A; QUICK, KWIK -> I).
 */
export const vowelSounds = (sound: string): string =>
  sound
    .replace(/QU/g, 'KW')
    .replace(/(?<=[^AEIOUY]{1}[AEIOUY][^AEIOUY]+)E$/, '')
    .replace(/[AEIOUY]+R$/, 'R')
    .replace(/GH/g, '')
    .replace(/Y/g, 'I')
    .replace(/[^AEIOU]+/g, ' ')
    .trim()
    .split(' ')
    .map((group) => [...group].filter((ch, i, all) => ch !== all[i - 1]).join(''))
    .join('');

/**
 * Double Metaphone and the consonant skeleton ignore vowels, so SNUZY and SNAZZY code alike; how far the vowel sounds
 * agree scales a consonant-based score from 0.7 (no vowel in common) to 1 (the same vowels). Chinese marks are
 * compared by pinyin and keep their score.
 */
const vowelFactor = (q: MarkKeys, c: MarkKeys): number => {
  if (HAN.test(q.compact) || HAN.test(c.compact)) return 1;
  return 0.7 + 0.3 * editSimilarity(vowelsOf(q), vowelsOf(c));
};

const codeCache = new Map<string, [string, string]>();
const codesOf = (sound: string): [string, string] => {
  let codes = codeCache.get(sound);
  if (codes === undefined) {
    codes = sound === '' ? ['', ''] : doubleMetaphone(sound);
    if (codeCache.size > 50_000) codeCache.clear();
    codeCache.set(sound, codes);
  }
  return codes;
};

/** What the matchers derive from one mark's keys, each computed on first use and kept per keys object. */
const memo = <T>(compute: (k: MarkKeys) => T): ((k: MarkKeys) => T) => {
  const cache = new WeakMap<MarkKeys, T>();
  return (k) => {
    let v = cache.get(k);
    if (v === undefined) {
      v = compute(k);
      cache.set(k, v);
    }
    return v;
  };
};

/** The Double Metaphone codes of the sound and of its letter-swapped spelling (SCRUB codes SKP, SKRUB SKRP). */
const soundCodes = memo((k) => {
  const sound = soundOf(k);
  const swapped = swapLetters(sound);
  const codes = swapped === sound ? codesOf(sound) : [...codesOf(sound), ...codesOf(swapped)];
  return [...new Set(codes)].filter((c) => c !== '');
});
const vowelsOf = memo((k) => (HAN.test(k.compact) ? '' : vowelSounds(soundOf(k))));
const distinctOf = memo((k) => distinctivePart(k));

const pinyinCache = new Map<string, string>();
/** Toneless upper-case pinyin of a Han token (cached: tokens repeat across candidates). */
const tokenPinyin = (token: string): string => {
  let p = pinyinCache.get(token);
  if (p === undefined) {
    p = toPinyin(token, { toneType: 'none', type: 'array', nonZh: 'consecutive' })
      .join('')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '');
    if (pinyinCache.size > 50_000) pinyinCache.clear();
    pinyinCache.set(token, p);
  }
  return p;
};

/** exact: the same compact spelling (1), or a shared spelling variant, digits read as letters or a letter swap (0.92). */
export const exactMatcher = (q: MarkKeys, c: MarkKeys): MatcherDetail => {
  if (q.compact !== '' && q.compact === c.compact)
    return { name: 'exact', score: 1, kind: 'compact', value: q.compact };
  // The same Chinese mark in traditional and simplified characters: the script matcher says so.
  if (sameInSimplified(q, c)) return { name: 'exact', score: 0 };
  const mine = new Set(q.variants);
  const shared = c.variants.find((v) => mine.has(v));
  if (shared !== undefined) return { name: 'exact', score: 0.92, kind: 'variant', value: shared };
  return { name: 'exact', score: 0 };
};

/**
 * phonetic: the Double Metaphone codes of the whole mark (Latin letters with digits read as letters; pinyin for a
 * Chinese mark). A shared code scores by its length (short codes collide by chance); codes one edit apart score less.
 */
export const phoneticMatcher = (q: MarkKeys, c: MarkKeys): MatcherDetail => {
  const cq = soundCodes(q);
  const cc = soundCodes(c);
  let best: MatcherDetail = { name: 'phonetic', score: 0 };
  for (const a of cq) {
    if (a === '') continue;
    for (const b of cc) {
      if (b === '') continue;
      let score = 0;
      if (a === b) score = a.length >= 3 ? 0.95 : a.length === 2 ? 0.85 : 0.55;
      // Codes one sound apart: reported, but on their own no more than a low risk.
      else if (Math.min(a.length, b.length) >= 4 && editDistance(a, b) === 1 && a[0] === b[0]) score = 0.6;
      if (score > best.score) best = { name: 'phonetic', score, kind: a === b ? 'same' : 'near', value: a };
    }
  }
  if (best.score > 0 && best.kind === 'same') best.score *= vowelFactor(q, c);
  return best;
};

/**
 * visual: how alike the two spellings look: trigram similarity (as pg_trgm), edit similarity and Jaro-Winkler (which
 * weighs the start), on the compact marks.
 */
export const visualMatcher = (q: MarkKeys, c: MarkKeys): MatcherDetail => {
  const a = q.compact;
  const b = c.compact;
  if (a === '' || b === '') return { name: 'visual', score: 0 };
  // Identical spellings are the exact matcher's; visual likeness is about different spellings.
  if (a === b) return { name: 'visual', score: 0 };
  const la = [...a].length;
  const lb = [...b].length;
  const shorter = Math.min(la, lb);
  // Half the length or less: edit similarity <= 0.5 and trigram similarity about as low, so the score stays below
  // what fires; skip the work.
  if (shorter * 2 <= Math.max(la, lb)) return { name: 'visual', score: 0 };
  const edits = editDistance(a, b);
  const edit = Math.max(0, 1 - edits / Math.max(la, lb));
  let score = 0.3 * trigramSimilarity(a, b) + 0.35 * edit + 0.35 * jaroWinkler(a, b);
  // Very short marks look alike by chance; Chinese marks of different characters are compared by sound instead.
  if (shorter < 3) score *= 0.8;
  // The start weighs more: a different first letter (RAPTURE, CAPTURE) lowers the likeness.
  if ([...a][0] !== [...b][0]) score *= 0.9;
  if (HAN.test(a) || HAN.test(b)) score *= 0.85;
  return { name: 'visual', score, value: String(edits) };
};

/** How far two tokens are the same word: spelled the same (1), sounding the same (0.9), Chinese against its pinyin (0.9). */
const tokenEquality = (x: string, y: string): number => {
  if (x === y) return 1;
  const hx = HAN.test(x);
  const hy = HAN.test(y);
  if (hx && !hy) return LATIN_ONLY.test(y) && tokenPinyin(x) === y ? 0.9 : 0;
  if (hy && !hx) return LATIN_ONLY.test(x) && tokenPinyin(y) === x ? 0.9 : 0;
  if (hx && hy) return x.length >= 2 && tokenPinyin(x) === tokenPinyin(y) ? 0.85 : 0;
  if (x.length >= 4 && y.length >= 4 && LATIN_ONLY.test(x) && LATIN_ONLY.test(y)) {
    const [px] = codesOf(x);
    const [py] = codesOf(y);
    if (px.length >= 3 && px === py) return 0.9;
  }
  return 0;
};

const isGeneric = (tokens: readonly string[]) => tokens.every((t) => GENERIC_WORDS.has(t));

/** The mark without its generic words (SUNRAY HOME -> SUNRAY, 龙腾科技 -> 龙腾); '' when nothing distinctive is left. */
export const distinctivePart = (k: MarkKeys): string =>
  k.tokens
    .filter((t) => !GENERIC_WORDS.has(t))
    .map((t) => (HAN.test(t) ? t.replace(HAN_GENERIC_SUFFIX, '') : t))
    .join('');

/** Where `inner` occurs as a whole token run inside `outer`, and how well (the weakest token's equality). */
const tokenRun = (inner: readonly string[], outer: readonly string[]): { at: number; equality: number } | null => {
  let best: { at: number; equality: number } | null = null;
  for (let at = 0; at + inner.length <= outer.length; at++) {
    let equality = 1;
    for (let i = 0; i < inner.length && equality > 0; i++) {
      equality = Math.min(equality, tokenEquality(inner[i] ?? '', outer[at + i] ?? ''));
    }
    if (equality > 0 && (best === null || equality > best.equality)) best = { at, equality };
  }
  return best;
};

const codePoints = (s: string) => [...s].length;

/**
 * component: one mark is a whole word run inside the other (SUNRAY in SUNRAY HOME), a Chinese run inside a longer
 * one (龙腾 in 龙腾科技), or the start of a compound (SUNRAY in SUNRAYHOME). Scores by the share of the longer mark
 * the shorter covers, more at the start; generic words alone do not count.
 */
export const componentMatcher = (q: MarkKeys, c: MarkKeys): MatcherDetail => {
  if (q.compact === '' || c.compact === '' || q.compact === c.compact) return { name: 'component', score: 0 };
  // The inner mark has fewer words (then fewer characters).
  const queryShorter =
    q.tokens.length !== c.tokens.length
      ? q.tokens.length < c.tokens.length
      : codePoints(q.compact) <= codePoints(c.compact);
  const inner = queryShorter ? q : c;
  const outer = queryShorter ? c : q;
  const kind = queryShorter ? 'queryInside' : 'markInside';
  const share = codePoints(inner.compact) / codePoints(outer.compact);
  const distinct = distinctOf(inner);
  // The same mark once generic words are set aside (SUNRAY ~ SUNRAY HOME, 龙腾 ~ 龙腾科技, LONGTENG ~ 龙腾 TECH).
  if (distinct !== '' && codePoints(distinct) >= 2) {
    const other = distinctOf(outer);
    // Spelled the same, or a Chinese run and its pinyin; sound-alikes are the phonetic matcher's.
    const equality = distinct === other ? 1 : HAN.test(distinct + other) ? tokenEquality(distinct, other) : 0;
    if (equality > 0) return { name: 'component', score: 0.9 * equality, kind, value: inner.normalized };
  }
  let score = 0;
  if (inner.tokens.length < outer.tokens.length && !isGeneric(inner.tokens)) {
    const run = tokenRun(inner.tokens, outer.tokens);
    if (run !== null) score = (0.62 + 0.3 * share + (run.at === 0 ? 0.05 : 0)) * run.equality;
  }
  if (score === 0 && !isGeneric(inner.tokens)) {
    const innerLen = codePoints(inner.compact);
    const innerHan = HAN.test(inner.compact);
    const minLength = innerHan ? 2 : 4;
    if (innerLen >= minLength && outer.compact.includes(inner.compact)) {
      const atStart = outer.compact.startsWith(inner.compact);
      if (innerHan) score = 0.6 + 0.3 * share + (atStart ? 0.05 : 0);
      else if (atStart) score = 0.55 + 0.3 * share;
      else if (innerLen >= 5) score = 0.5 + 0.25 * share;
    }
  }
  return score > 0
    ? { name: 'component', score: Math.min(score, 0.97), kind, value: inner.normalized }
    : { name: 'component', score: 0 };
};

/**
 * The words to look a mark's components up by (the candidate query's token branch): its distinctive tokens, a
 * Chinese run also without a generic suffix (龙腾科技 -> 龙腾) and as pinyin (龙腾 -> LONGTENG), so that 龙腾 finds
 * LONGTENG TECH. Distinct, in order.
 */
export const componentWords = (k: MarkKeys): string[] => {
  const out = new Set<string>();
  for (const t of k.tokens) {
    if (GENERIC_WORDS.has(t) || [...t].length < 2) continue;
    out.add(t);
    if (HAN.test(t)) {
      const stem = t.replace(HAN_GENERIC_SUFFIX, '');
      for (const form of [stem, t]) {
        if ([...form].length < 2) continue;
        out.add(form);
        const p = tokenPinyin(form);
        if (p !== '') out.add(p);
      }
    }
  }
  return [...out];
};

/** skeleton: the same consonant skeleton (STRIPE, STRYPE -> STRP); three consonants score less than four or more. */
export const skeletonMatcher = (q: MarkKeys, c: MarkKeys): MatcherDetail => {
  const a = q.skeleton;
  if (a.length < 3 || a !== c.skeleton || HAN.test(a)) return { name: 'skeleton', score: 0 };
  return { name: 'skeleton', score: (a.length >= 4 ? 0.85 : 0.7) * vowelFactor(q, c), value: a };
};

/**
 * pinyin: a Chinese mark against a Latin mark that spells its pinyin (龙腾 ~ LONGTENG), or two Chinese marks of
 * different characters that sound the same (龙腾 ~隆腾). Pinyin one edit apart (six letters or more) scores less.
 */
const readingsCache = new Map<string, string[]>();
const MAX_READINGS = 16;
/**
 * Every toneless reading of a Chinese mark's Han characters (的 reads DE or DI: 美的 -> MEIDE, MEIDI), other
 * letters kept; at most 16, the usual reading first.
 */
const pinyinReadings = (compact: string, usual: string): string[] => {
  let readings = readingsCache.get(compact);
  if (readings === undefined) {
    const perChar = [...compact].map((ch) =>
      HAN.test(ch)
        ? [
            ...new Set(
              toPinyin(ch, { toneType: 'none', type: 'array', multiple: true }).map((p) =>
                p
                  .normalize('NFD')
                  .replace(/\p{M}/gu, '')
                  .toUpperCase()
                  .replace(/[^A-Z]/g, ''),
              ),
            ),
          ]
        : [ch],
    );
    let combos = [''];
    for (const options of perChar) {
      combos = combos.flatMap((prefix) => options.map((o) => prefix + o)).slice(0, MAX_READINGS);
    }
    readings = [usual, ...combos.filter((r) => r !== usual)].slice(0, MAX_READINGS);
    if (readingsCache.size > 50_000) readingsCache.clear();
    readingsCache.set(compact, readings);
  }
  return readings;
};

export const pinyinMatcher = (q: MarkKeys, c: MarkKeys): MatcherDetail => {
  const a = q.pinyin;
  const b = c.pinyin;
  if (a === null || b === null || a === '' || b === '') return { name: 'pinyin', score: 0 };
  if (!HAN.test(q.compact) && !HAN.test(c.compact)) return { name: 'pinyin', score: 0 };
  if (a === b) return { name: 'pinyin', score: 0.95, kind: 'same', value: a };
  // Another reading of a character that has several (美的 read MEIDI).
  const ra = HAN.test(q.compact) ? pinyinReadings(q.compact, a) : [a];
  const rb = HAN.test(c.compact) ? pinyinReadings(c.compact, b) : [b];
  const shared = ra.find((r) => rb.includes(r));
  if (shared !== undefined) return { name: 'pinyin', score: 0.9, kind: 'same', value: shared };
  if (Math.min(a.length, b.length) >= 6 && editDistance(a, b) === 1 && commonPrefix(a, b) >= 2)
    return { name: 'pinyin', score: 0.72, kind: 'near', value: a };
  return { name: 'pinyin', score: 0 };
};

const simplifiedOf = memo((k) => simplifiedForm(k.compact));

/** Two different spellings of one Chinese mark, traditional and simplified (門 and 门, 龍騰 and 龙腾). */
const sameInSimplified = (q: MarkKeys, c: MarkKeys): boolean =>
  q.compact !== c.compact && HAN.test(q.compact + c.compact) && simplifiedOf(q) === simplifiedOf(c);

/** script: the same Chinese mark written in traditional and in simplified characters (0.97: the same mark to a reader). */
export const scriptMatcher = (q: MarkKeys, c: MarkKeys): MatcherDetail =>
  sameInSimplified(q, c) ? { name: 'script', score: 0.97, value: simplifiedOf(q) } : { name: 'script', score: 0 };

const HAN_ONLY = /^\p{Script=Han}+$/u;

/**
 * glyph: two Chinese marks of the same length whose characters differ only in look-alike characters, one stroke or
 * one component apart (己知 ~ 已知, 戊辰 ~ 戌辰): at most one such character in marks of up to three, two in longer
 * ones. Scores 0.95 times the mean character similarity (the differing characters count by their similarity).
 */
export const glyphMatcher = (q: MarkKeys, c: MarkKeys): MatcherDetail => {
  const a = [...simplifiedOf(q)];
  const b = [...simplifiedOf(c)];
  if (a.length !== b.length || a.length === 0 || !HAN_ONLY.test(simplifiedOf(q)) || !HAN_ONLY.test(simplifiedOf(c)))
    return { name: 'glyph', score: 0 };
  const differing: string[] = [];
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? '';
    const y = b[i] ?? '';
    const s = glyphSimilarity(x, y);
    if (s === 0) return { name: 'glyph', score: 0 };
    if (x !== y) differing.push(`${x}/${y}`);
    total += s;
  }
  if (differing.length === 0 || differing.length > (a.length >= 4 ? 2 : 1)) return { name: 'glyph', score: 0 };
  return { name: 'glyph', score: (0.95 * total) / a.length, value: differing.join('、') };
};

const meaningsOf = memo((k): MarkMeaning[] =>
  k.meanings.length === 0 ? [] : markMeanings(distinctiveTokens(k.tokens)),
);
const onlyEnglish = (m: MarkMeaning) => m.source.every((s) => s === 'english');

/**
 * meaning: marks that mean the same (a translation: 红牛 ~ RED BULL, LUNA ~ MOON, 月亮 ~ MOON) or a synonym of one
 * word (WordNet: BIG ~ LARGE). A translation scores 0.86 when one side is a single dictionary word (红牛, LUNA), 0.8
 * when both are put together word by word (金山 ~ GOLD MOUNTAIN); a synonym 0.72. Two English readings of the same
 * words are the spelling matchers' business, not a meaning.
 */
export const meaningMatcher = (q: MarkKeys, c: MarkKeys): MatcherDetail => {
  if (q.compact === c.compact) return { name: 'meaning', score: 0 };
  const mq = meaningsOf(q);
  const mc = meaningsOf(c);
  let best: MatcherDetail = { name: 'meaning', score: 0 };
  for (const a of mq) {
    for (const b of mc) {
      let score = 0;
      let kind = 'translation';
      let value = a.english;
      if (a.english === b.english) {
        if (onlyEnglish(a) && onlyEnglish(b)) continue;
        score = Math.min(a.parts, b.parts) === 1 ? 0.86 : 0.8;
      } else if (!a.english.includes(' ') && synonymsOf(a.english).includes(b.english)) {
        score = 0.72;
        kind = 'synonym';
        value = `${a.english}~${b.english}`;
      }
      if (score > best.score) best = { name: 'meaning', score, kind, value, sources: [a.source, b.source] };
    }
  }
  return best;
};

const MATCHERS: Readonly<Record<MatcherName, (q: MarkKeys, c: MarkKeys) => MatcherDetail>> = {
  exact: exactMatcher,
  phonetic: phoneticMatcher,
  visual: visualMatcher,
  component: componentMatcher,
  skeleton: skeletonMatcher,
  pinyin: pinyinMatcher,
  script: scriptMatcher,
  glyph: glyphMatcher,
  meaning: meaningMatcher,
};

/** Every matcher on a pair, in the order of MATCHER_NAMES, scores in [0, 1]. */
export const runMatchers = (q: MarkKeys, c: MarkKeys): MatcherDetail[] =>
  MATCHER_NAMES.map((name) => {
    const d = MATCHERS[name](q, c);
    return { ...d, score: Math.max(0, Math.min(1, d.score)) };
  });

/** Kinds of likeness: sight, sound (Double Metaphone, skeleton and pinyin all follow the sound), words, spelling, meaning. */
const MATCHER_FAMILY: Readonly<Record<MatcherName, 'spelling' | 'sound' | 'sight' | 'words' | 'meaning'>> = {
  exact: 'spelling',
  script: 'spelling',
  glyph: 'sight',
  meaning: 'meaning',
  phonetic: 'sound',
  skeleton: 'sound',
  pinyin: 'sound',
  visual: 'sight',
  component: 'words',
};

/**
 * The mark similarity of a pair from the matchers that fired: the best score, raised a little by the best score of
 * another kind of likeness (sight and sound together are more telling than two sound keys). 0 when none fired.
 */
export const combineScores = (fired: readonly { name: MatcherName; score: number }[]): number => {
  const sorted = [...fired].sort((x, y) => y.score - x.score);
  const first = sorted[0];
  if (first === undefined) return 0;
  const second = sorted.find((d) => MATCHER_FAMILY[d.name] !== MATCHER_FAMILY[first.name])?.score ?? 0;
  return first.score + (1 - first.score) * 0.4 * second;
};
