import 'server-only';
import { Converter } from 'opencc-js/cn2t';
import type { Locale } from '../brands.ts';

/**
 * Texts stored in simplified Chinese (the compliance rules: their titles, what to do, conditions, sources' names;
 * the rules' change history), shown in the page's script: traditional for XM's zh-TW, with Taiwan's words (OpenCC's
 * `twp`: 软件 -> 軟體, 意大利 -> 義大利, as XM's own pages write them). Latin text, ids and links are left alone.
 */

const HAN = /[\u3400-\u9fff]/;
let toTw: ((text: string) => string) | undefined;

/** One text in traditional script (unchanged when it holds no Chinese). */
export const toTraditional = (text: string): string => {
  if (!HAN.test(text)) return text;
  toTw ??= Converter({ from: 'cn', to: 'twp' });
  return toTw(text);
};

const convert = (value: unknown): unknown => {
  if (typeof value === 'string') return toTraditional(value);
  if (Array.isArray(value)) return value.map(convert);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convert(item)]));
  }
  return value;
};

/** Every text of a read (plain objects and arrays, deeply) in the script of `locale`. */
export const inScriptOf = <T>(locale: Locale, value: T): T => (locale === 'zh-TW' ? (convert(value) as T) : value);
