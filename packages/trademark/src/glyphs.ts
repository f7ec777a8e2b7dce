import { GLYPH_NEIGHBOURS } from './data/generated/glyphs.ts';

let neighbours: Map<string, Map<string, number>> | undefined;

/** The look-alike table (generated from hanzi-writer-data's strokes into data/generated/glyphs.ts), read once. */
const table = (): Map<string, Map<string, number>> => {
  if (neighbours === undefined) {
    neighbours = new Map();
    for (const line of GLYPH_NEIGHBOURS.split('\n')) {
      const chars = [...line];
      const [char] = chars;
      if (char === undefined) continue;
      const list = new Map<string, number>();
      // After the character: a neighbour, then its similarity in percent (two digits), repeated.
      for (let i = 1; i + 2 < chars.length + 1; i += 3) {
        const other = chars[i];
        const percent = Number(`${chars[i + 1] ?? ''}${chars[i + 2] ?? ''}`);
        if (other !== undefined && Number.isFinite(percent)) list.set(other, percent / 100);
      }
      neighbours.set(char, list);
    }
  }
  return neighbours;
};

/**
 * How alike two Chinese characters look, from their strokes: 1 for the same character, the table's similarity for
 * look-alike neighbours (己/已 0.91, 戊/戌 0.80, 贝/见 0.76: one stroke or one component apart), else 0.
 */
export const glyphSimilarity = (a: string, b: string): number => {
  if (a === b) return 1;
  return table().get(a)?.get(b) ?? 0;
};

/** A character's look-alike neighbours, best first. */
export const glyphNeighbours = (char: string): [string, number][] => [...(table().get(char) ?? new Map())];

const HAN_ONLY = /^\p{Script=Han}+$/u;

/** The longest Chinese mark whose look-alike spellings the search expands (each character's neighbours). */
const MAX_EXPANDED = 8;

/**
 * The spellings one look-alike character away from a Chinese mark (己知 -> 已知, 巳知, 己和...), for the candidate
 * query: every position, each neighbour. Empty for a mark that is not all Chinese or longer than 8 characters.
 */
export const glyphVariants = (compact: string): string[] => {
  const chars = [...compact];
  if (!HAN_ONLY.test(compact) || chars.length > MAX_EXPANDED) return [];
  const out: string[] = [];
  chars.forEach((ch, i) => {
    for (const [other] of glyphNeighbours(ch)) out.push([...chars.slice(0, i), other, ...chars.slice(i + 1)].join(''));
  });
  return out;
};
