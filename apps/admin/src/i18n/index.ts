import type { I18nProvider } from '@refinedev/core';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';

const catalogues: Record<string, unknown> = { 'zh-CN': zhCN, en };
let locale = 'zh-CN';

const lookup = (tree: unknown, key: string): string | undefined => {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );
  return typeof value === 'string' ? value : undefined;
};

/** A text of the catalogue, `{{name}}` filled from options; the Chinese text when the locale lacks it. */
export const translate = (key: string, options?: Record<string, unknown> | string, fallback?: string): string => {
  const text =
    lookup(catalogues[locale], key) ?? lookup(zhCN, key) ?? (typeof options === 'string' ? options : fallback) ?? key;
  if (!options || typeof options === 'string') return text;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
};

export const i18nProvider: I18nProvider = {
  translate: (key, options, fallback) => translate(key, options as Record<string, unknown> | undefined, fallback),
  changeLocale: async (next) => {
    locale = next in catalogues ? next : 'zh-CN';
  },
  getLocale: () => locale,
};
