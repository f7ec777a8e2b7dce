import { TRADITIONAL_SIMPLIFIED } from './data/generated/script.ts';

let simplified: Map<string, string> | undefined;

/** The traditional-to-simplified character table (opencc-js's, generated into data/generated/script.ts). */
const table = (): Map<string, string> => {
  if (simplified === undefined) {
    simplified = new Map();
    for (const line of TRADITIONAL_SIMPLIFIED.split('\n')) {
      const [from, to] = [...line];
      if (from !== undefined && to !== undefined) simplified.set(from, to);
    }
  }
  return simplified;
};

const HAN = /\p{Script=Han}/u;

/**
 * The text with traditional (and Taiwan or Hong Kong variant) characters written in their simplified form, character
 * by character (門 -> 门, 龍騰 -> 龙腾); other characters unchanged. A simplified mark and its traditional form are the
 * same mark to a reader of either.
 */
export const simplifiedForm = (text: string): string => {
  if (!HAN.test(text)) return text;
  const map = table();
  let out = '';
  for (const ch of text) out += map.get(ch) ?? ch;
  return out;
};
