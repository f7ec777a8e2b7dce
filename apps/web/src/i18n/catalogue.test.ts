import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, LOCALES } from './catalogue.ts';

/** Every message of a catalogue as [dotted key, text]. */
const leaves = (node: unknown, prefix = ''): [string, string][] =>
  typeof node === 'string'
    ? [[prefix, node]]
    : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
        leaves(value, prefix ? `${prefix}.${key}` : key),
      );

/** The argument names of an ICU message: {name}, {n, plural, ...}, {kind, select, ...}. */
const argumentsOf = (message: string): string[] =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1] as string))].sort();

const reference = new Map(leaves(CATALOGUE['zh-CN']));

describe('the message catalogue', () => {
  it.each(LOCALES.filter((l) => l !== 'zh-CN'))(
    '%s has exactly the keys of zh-CN, with the same arguments',
    (locale) => {
      const own = new Map(leaves(CATALOGUE[locale]));
      expect(
        [...own.keys()].filter((key) => !reference.has(key)),
        'keys zh-CN does not have',
      ).toEqual([]);
      expect(
        [...reference.keys()].filter((key) => !own.has(key)),
        'keys missing',
      ).toEqual([]);
      for (const [key, text] of own) {
        expect(argumentsOf(text), `${locale} ${key}`).toEqual(argumentsOf(reference.get(key) ?? ''));
      }
    },
  );

  it.each(LOCALES)('%s: every message is valid ICU and formats with its arguments', (locale) => {
    const errors: string[] = [];
    const t = createTranslator({
      locale,
      messages: CATALOGUE[locale],
      timeZone: 'Asia/Shanghai',
      onError: (error) => errors.push(error.message),
    });
    for (const [key, text] of leaves(CATALOGUE[locale])) {
      expect(text.trim(), `${locale} ${key} is empty`).not.toBe('');
      const values = Object.fromEntries(argumentsOf(text).map((name) => [name, 1]));
      // biome-ignore lint/suspicious/noExplicitAny: every key of every locale, walked at run time
      (t as any)(key, values);
    }
    expect(errors).toEqual([]);
  });

  it('a missing argument is an error, not a silent blank (the check above can fail)', () => {
    const errors: string[] = [];
    const t = createTranslator({
      locale: 'zh-CN',
      messages: { x: { y: '第{n}页' } },
      timeZone: 'Asia/Shanghai',
      onError: (error) => errors.push(error.message),
    });
    // biome-ignore lint/suspicious/noExplicitAny: called without its argument on purpose
    (t as any)('x.y');
    expect(errors.length).toBe(1);
  });
});
