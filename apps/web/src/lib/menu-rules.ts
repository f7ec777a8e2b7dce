import type { Link, MenuItem, SearchEntry } from '../content/types.ts';

/**
 * The header's rules (spec sections 2, 4, 5 and 9), as plain functions: which menu entry the
 * current route belongs to and the page title it gives, the search filter, the hover timings of
 * the menu panels and the header's background opacity.
 */

/** A menu panel closes this long after the pointer leaves it, unless it comes back (spec section 9). */
export const MENU_CLOSE_DELAY_MS = 100;
/** The other hover delay of spec section 4: the pointer rests this long on a mega-menu entry before its panel shows. */
export const MENU_SWITCH_DELAY_MS = 50;

/** The header's background opacity goes from `from` at the top of the page to `to` after `overPx` of scroll. */
const HEADER_OPACITY = { from: 0.8, to: 1, overPx: 200 } as const;

/** Paths that show the home page (spec section 2: / and /ld/homes; the law firm's /mdt/homes). */
const HOME_PATHS = new Set(['/', '/ld/homes', '/mdt/homes']);

/** A path as routes compare it: no query or fragment, no trailing slash, lower case, home aliases as '/'. */
const routeKey = (path: string): string => {
  const bare = (path.split(/[?#]/, 1)[0] ?? '').toLowerCase().replace(/\/+$/, '') || '/';
  return HOME_PATHS.has(bare) ? '/' : bare;
};

/**
 * How well a menu link matches the current route: 3 the same route, 2 the same route with a query
 * of its own (one of several views of that page), 1 a page under the link's route; 0 no match.
 */
const matchOf = (link: Link | null, route: string): { score: number; length: number } => {
  if (!link || link.external) return { score: 0, length: 0 };
  const own = routeKey(link.href);
  if (own === route) return { score: link.href.includes('?') ? 2 : 3, length: own.length };
  if (own !== '/' && route.startsWith(`${own}/`)) return { score: 1, length: own.length };
  return { score: 0, length: 0 };
};

/** What the highlight reads of a menu entry: its id, its link and its children (a MenuItem is one). */
export interface MenuRoute {
  id: number;
  link: Link | null;
  children: MenuRoute[];
}

/** A menu's entries as the route tree the header's highlight needs in the browser, without their texts. */
export const menuRoutes = (menus: readonly MenuItem[]): MenuRoute[] =>
  menus.map((item) => ({ id: item.id, link: item.link, children: menuRoutes(item.children) }));

interface Match<T> {
  trail: T[];
  score: number;
  length: number;
}

/**
 * The menu entry the path belongs to, with its ancestors: the best match wins (the same route over
 * a view with a query over a parent route, the longer parent route first); among equals, the first
 * in menu order, so a section's own entry wins over a child that repeats its link.
 */
const bestMatch = <T extends { link: Link | null; children: T[] }>(
  menus: readonly T[],
  pathname: string,
): Match<T> | null => {
  const route = routeKey(pathname);
  const candidates = (items: readonly T[], parents: T[]): Match<T>[] =>
    items.flatMap((item) => {
      const trail = [...parents, item];
      const { score, length } = matchOf(item.link, route);
      return [...(score > 0 ? [{ trail, score, length }] : []), ...candidates(item.children, trail)];
    });
  return candidates(menus, []).reduce<Match<T> | null>(
    (best, next) =>
      !best || next.score > best.score || (next.score === best.score && next.length > best.length) ? next : best,
    null,
  );
};

/** The ids of the highlighted entries for a path, top-level first; empty when no entry matches. */
export const activeMenuTrail = (menus: readonly MenuRoute[], pathname: string): number[] =>
  bestMatch(menus, pathname)?.trail.map((item) => item.id) ?? [];

/** The page title a path takes from its menu entry (the entry's label), or null when no entry matches. */
export const pageTitleFor = (menus: readonly MenuItem[], pathname: string): string | null =>
  bestMatch(menus, pathname)?.trail.at(-1)?.label ?? null;

/** The header search (spec section 5): services whose name contains the query, ignoring case; nothing for an empty query. */
export const filterSearch = (entries: readonly SearchEntry[], query: string): SearchEntry[] => {
  const needle = query.trim().toLowerCase();
  return needle ? entries.filter((entry) => entry.name.toLowerCase().includes(needle)) : [];
};

/** The header's background opacity at a scroll position: 0.8 at the top, rising evenly to 1 at 200 px. */
export const headerOpacity = (scrollY: number): number => {
  const { from, to, overPx } = HEADER_OPACITY;
  const progress = Math.min(Math.max(scrollY / overPx, 0), 1);
  return Math.round((from + (to - from) * progress) * 1000) / 1000;
};

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface HoverIntentOptions {
  /** How long the pointer rests before an entry opens; 0 opens at once. */
  openDelayMs?: number;
  /** How long after the pointer leaves the entry closes; null keeps it open. */
  closeDelayMs?: number | null;
  timers?: Timers;
}

export interface HoverIntent<K> {
  /** The pointer entered `key`: it opens (after the open delay), and a pending close is cancelled. */
  enter(key: K): void;
  /** The pointer left: the open entry closes after the close delay unless it is entered again; a pending open is dropped. */
  leave(): void;
  /** Opens `key`, or closes with null, at once (keyboard, clicks). */
  set(key: K | null): void;
  /** The open entry. */
  current(): K | null;
  /** Drops pending timers. */
  dispose(): void;
}

/**
 * The hover timing of the header's menu panels (spec sections 4 and 9): open on mouse enter, close
 * 100 ms after leave unless re-entered. `onChange` is called whenever the open entry changes.
 */
export const createHoverIntent = <K>(
  onChange: (key: K | null) => void,
  { openDelayMs = 0, closeDelayMs = MENU_CLOSE_DELAY_MS, timers = globalTimers }: HoverIntentOptions = {},
): HoverIntent<K> => {
  let open: K | null = null;
  let pending: unknown;
  const cancel = () => {
    if (pending !== undefined) timers.clearTimeout(pending);
    pending = undefined;
  };
  const set = (key: K | null) => {
    cancel();
    if (key === open) return;
    open = key;
    onChange(key);
  };
  const later = (ms: number, run: () => void) => {
    cancel();
    pending = timers.setTimeout(() => {
      pending = undefined;
      run();
    }, ms);
  };
  return {
    enter: (key) => {
      if (openDelayMs > 0 && key !== open) later(openDelayMs, () => set(key));
      else set(key);
    },
    leave: () => {
      cancel();
      if (open !== null && closeDelayMs !== null) later(closeDelayMs, () => set(null));
    },
    set,
    current: () => open,
    dispose: cancel,
  };
};
