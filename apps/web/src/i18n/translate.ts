import {
  _createCache,
  _createIntlFormatters,
  createTranslator,
  type NamespaceKeys,
  type NestedKeyOf,
} from 'use-intl/core';
import type { Locale } from '../brands.ts';
import { CATALOGUE, type Messages } from './catalogue.ts';

/** The namespaces of the catalogue: 'page', 'portal', 'portal.workbench', ... */
export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/**
 * The time zone every date of the site is shown in: the company and nearly all its visitors are in China, and a
 * server-rendered page must read the same whatever the server's own zone (use-intl warns without one).
 */
export const TIME_ZONE = 'Asia/Shanghai';

/** One formatter cache per locale: ICU messages are parsed once per process, not once per render. */
const caches = new Map<
  Locale,
  { cache: ReturnType<typeof _createCache>; formatters: ReturnType<typeof _createIntlFormatters> }
>();

const cacheOf = (locale: Locale) => {
  let entry = caches.get(locale);
  if (!entry) {
    const cache = _createCache();
    entry = { cache, formatters: _createIntlFormatters(cache) };
    caches.set(locale, entry);
  }
  return entry;
};

/**
 * The texts of one namespace in one locale, for server code: `const t = textsOf(locale, 'page'); t('pageOf', { n, total })`.
 * Keys and arguments are checked by TypeScript against the simplified Chinese catalogue.
 */
export const textsOf = <N extends Namespace>(locale: Locale, namespace: N) => {
  const { cache, formatters } = cacheOf(locale);
  return createTranslator({
    locale,
    messages: CATALOGUE[locale],
    namespace,
    timeZone: TIME_ZONE,
    _cache: cache,
    _formatters: formatters,
  });
};

/** What a server component passes to a client island or a view: the translator of a namespace. */
export type Texts<N extends Namespace> = ReturnType<typeof textsOf<N>>;

type Tree = Record<string, unknown>;

const branchAt = (tree: Tree, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

const setBranch = (tree: Tree, path: readonly string[], value: unknown) => {
  let node = tree;
  for (const part of path.slice(0, -1)) {
    if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
    node = node[part] as Tree;
  }
  node[path[path.length - 1] as string] = value;
};

/**
 * The messages of some namespaces in one locale (what <Texts> sends to the browser); a nested namespace
 * ('portal.workbench') keeps its path and sends only that branch.
 */
export const messagesOf = (locale: Locale, namespaces: readonly Namespace[]): Partial<Messages> => {
  const picked: Tree = {};
  for (const namespace of namespaces) {
    const path = namespace.split('.');
    setBranch(picked, path, branchAt(CATALOGUE[locale] as Tree, path));
  }
  return picked as Partial<Messages>;
};
