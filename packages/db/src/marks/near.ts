/**
 * Neighbour keys: exact strings that two marks share when they are one or two edits apart, or sound the same, so
 * that such neighbours come from one GIN lookup instead of a broad trigram scan (which, for a short mark in a
 * registry of a million, rechecks tens of thousands of rows). The scheme is the symmetric-deletion one: a mark's key
 * set holds its spelling and every spelling with one character deleted; two marks with a common key are at most one
 * deletion from a common string each (one substitution, insertion, deletion or swap apart, or two deletions).
 *
 * - `D:` the compact spelling and its one-character deletions, for spellings of 5 to 24 characters (shorter ones
 *   have too many neighbours to be a useful key; their variants and trigrams find them);
 * - `P:` the pinyin itself (any length: 龙腾 and LONGTENG share P:LONGTENG, 美佳 and 美家 P:MEIJIA) and, from 6
 *   letters (the pinyin matcher's 'near' needs 6), its one-letter deletions;
 * - `S:` the Double Metaphone codes of the whole mark (its sound) of two letters or more; a two-letter code (KK:
 *   QUICK, KWIK, COOKIE...) is shared by thousands of marks, so it comes with the spelling's length (`S:KK:4`) and
 *   the query looks up its own length and the lengths one either side.
 */
import { type MarkKeys, markKeys } from '@site/trademark';

const MIN_SPELLING = 5;
const MAX_SPELLING = 24;
const MIN_PINYIN = 6;

const deletions = (prefix: string, text: string, min: number, out: Set<string>) => {
  const chars = [...text];
  if (chars.length < min || chars.length > MAX_SPELLING) return;
  out.add(prefix + text);
  for (let i = 0; i < chars.length; i++) out.add(prefix + chars.slice(0, i).join('') + chars.slice(i + 1).join(''));
};

/** The whole mark's sound codes (a row's `phonetic` also holds its words'). */
export const soundCodes = (keys: MarkKeys): string[] =>
  (keys.tokens.length <= 1 ? keys.phonetic : markKeys(keys.compact).phonetic).filter((c) => c.length >= 2);

/** A mark's neighbour keys (stored in marks.near_keys; the search looks up the query's). */
export const nearKeys = (keys: MarkKeys): string[] => {
  const out = new Set<string>();
  deletions('D:', keys.compact, MIN_SPELLING, out);
  if (keys.pinyin) {
    out.add(`P:${keys.pinyin}`);
    deletions('P:', keys.pinyin, MIN_PINYIN, out);
  }
  const length = [...keys.compact].length;
  for (const code of soundCodes(keys)) out.add(code.length > 2 ? `S:${code}` : `S:${code}:${length}`);
  return [...out];
};

/** The query side: its spelling and pinyin keys (4-letter spellings too: one insertion from a stored 5-letter key). */
export const nearQueryKeys = (keys: MarkKeys): { spelling: string[]; sound: string[] } => {
  const out = new Set<string>();
  deletions('D:', keys.compact, MIN_SPELLING - 1, out);
  if (keys.pinyin) {
    out.add(`P:${keys.pinyin}`);
    deletions('P:', keys.pinyin, MIN_PINYIN - 1, out);
  }
  const length = [...keys.compact].length;
  const sound = soundCodes(keys).flatMap((c) =>
    c.length > 2 ? [`S:${c}`] : [length - 1, length, length + 1].map((n) => `S:${c}:${n}`),
  );
  return { spelling: [...out], sound };
};
