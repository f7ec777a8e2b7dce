import { distance } from 'fastest-levenshtein';

/** The trigrams of a string, padded as pg_trgm pads a word (two spaces before, one after). */
export const trigrams = (s: string): Set<string> => {
  const chars = [' ', ' ', ...s, ' '];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  return out;
};

/** Trigram similarity as pg_trgm's `similarity`: shared trigrams over all distinct trigrams of both. */
export const trigramSimilarity = (a: string, b: string): number => {
  if (a === '' || b === '') return a === b ? 1 : 0;
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
};

/**
 * Optimal string alignment distance (Levenshtein with the swap of two neighbours as one edit: XIOAMI, XIAOMI = 1), by
 * code point. Plain Levenshtein (fastest-levenshtein) first: the swap can only lower it, and only when it is >= 2;
 * distances above 4 are returned as they are.
 */
export const editDistance = (a: string, b: string): number => {
  const plain = distance(a, b);
  // A swap saves at most one edit in two; past 4 edits the marks are far apart either way.
  if (plain < 2 || plain > 4) return plain;
  const sa = [...a];
  const sb = [...b];
  const rows = sa.length + 1;
  const cols = sb.length + 1;
  const d = new Array<number>(rows * cols).fill(0);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = sa[i - 1] === sb[j - 1] ? 0 : 1;
      let v = Math.min(
        (d[(i - 1) * cols + j] ?? 0) + 1,
        (d[i * cols + j - 1] ?? 0) + 1,
        (d[(i - 1) * cols + j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && sa[i - 1] === sb[j - 2] && sa[i - 2] === sb[j - 1])
        v = Math.min(v, (d[(i - 2) * cols + j - 2] ?? 0) + 1);
      d[i * cols + j] = v;
    }
  }
  return Math.min(plain, d[rows * cols - 1] ?? plain);
};

/** 1 - edit distance (with swaps) / length of the longer string, by code point. */
export const editSimilarity = (a: string, b: string): number => {
  const max = Math.max([...a].length, [...b].length);
  if (max === 0) return 1;
  return Math.max(0, 1 - editDistance(a, b) / max);
};

/** Jaro similarity. */
export const jaro = (a: string, b: string): number => {
  const sa = [...a];
  const sb = [...b];
  if (sa.length === 0 || sb.length === 0) return sa.length === sb.length ? 1 : 0;
  const window = Math.max(0, Math.floor(Math.max(sa.length, sb.length) / 2) - 1);
  const matchedA = new Array<boolean>(sa.length).fill(false);
  const matchedB = new Array<boolean>(sb.length).fill(false);
  let matches = 0;
  for (let i = 0; i < sa.length; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(sb.length - 1, i + window);
    for (let j = from; j <= to; j++) {
      if (matchedB[j] || sa[i] !== sb[j]) continue;
      matchedA[i] = true;
      matchedB[j] = true;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let j = 0;
  for (let i = 0; i < sa.length; i++) {
    if (!matchedA[i]) continue;
    while (!matchedB[j]) j++;
    if (sa[i] !== sb[j]) transpositions++;
    j++;
  }
  return (matches / sa.length + matches / sb.length + (matches - transpositions / 2) / matches) / 3;
};

/** Length of the common prefix (code points). */
export const commonPrefix = (a: string, b: string): number => {
  const sa = [...a];
  const sb = [...b];
  let i = 0;
  while (i < sa.length && i < sb.length && sa[i] === sb[i]) i++;
  return i;
};

/**
 * Jaro-Winkler: Jaro raised by a shared start (up to 4 characters, scale 0.1). The prefix-weighted similarity:
 * the start of a mark weighs more than its end.
 */
export const jaroWinkler = (a: string, b: string): number => {
  const j = jaro(a, b);
  const prefix = Math.min(4, commonPrefix(a, b));
  return j + prefix * 0.1 * (1 - j);
};
