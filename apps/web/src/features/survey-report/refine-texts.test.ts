import { Converter } from 'opencc-js/cn2t';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../i18n/catalogue.ts';

/** The refine step's words, as the catalogue holds them. */
const refineText = (locale: 'zh-CN' | 'zh-TW') =>
  CATALOGUE[locale].refine as {
    options: Record<string, string>;
    bands: Partial<Record<string, Record<string, string>>>;
  };

/** Every text of a nested record, flattened. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : [];

describe("the refine step's words", () => {
  it('has every option and band in both scripts, and no simplified character in the traditional ones', () => {
    const simplified = refineText('zh-CN');
    const traditional = refineText('zh-TW');
    expect(Object.keys(traditional.options).sort()).toEqual(Object.keys(simplified.options).sort());
    for (const [name, band] of Object.entries(simplified.bands)) {
      expect(Object.keys(traditional.bands[name] ?? {}).sort(), name).toEqual(Object.keys(band ?? {}).sort());
    }
    // Character by character (OpenCC's `tw`): a traditional text is its own conversion.
    const toTw = Converter({ from: 'cn', to: 'tw' });
    for (const text of textsOf(traditional)) expect(toTw(text), text).toBe(text);
  });
});
