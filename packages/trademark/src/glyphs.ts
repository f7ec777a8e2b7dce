import { GLYPH_NEIGHBOURS } from './data/generated/glyphs.ts';

let lines: Map<string, string> | undefined;

/**
 * The look-alike table (generated from hanzi-writer-data's strokes into data/generated/glyphs.ts): each character's
 * line kept as it is and read when asked (a map of maps would cost several times the text).
 */
const lineOf = (char: string): string | undefined => {
  if (lines === undefined) {
    lines = new Map();
    for (const line of GLYPH_NEIGHBOURS.split('\n')) {
      const [first] = line;
      if (first !== undefined) lines.set(first, line);
    }
  }
  return lines.get(char);
};

/** A line's neighbours: after the character, each neighbour followed by its similarity in percent (two digits). */
const parse = (line: string): [string, number][] => {
  const chars = [...line];
  const out: [string, number][] = [];
  for (let i = 1; i + 2 < chars.length + 1; i += 3) {
    const other = chars[i];
    const percent = Number(`${chars[i + 1] ?? ''}${chars[i + 2] ?? ''}`);
    if (other !== undefined && Number.isFinite(percent)) out.push([other, percent / 100]);
  }
  return out;
};

/**
 * How alike two Chinese characters look, from their strokes: 1 for the same character, the table's similarity for
 * look-alike neighbours (己/已 0.91, 戊/戌 0.80, 贝/见 0.76: one stroke or one component apart), else 0.
 */
export const glyphSimilarity = (a: string, b: string): number => {
  if (a === b) return 1;
  const line = lineOf(a);
  if (line === undefined || !line.includes(b)) return 0;
  return parse(line).find(([other]) => other === b)?.[1] ?? 0;
};

/** A character's look-alike neighbours, best first. */
export const glyphNeighbours = (char: string): [string, number][] => {
  const line = lineOf(char);
  return line === undefined ? [] : parse(line);
};

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
