import { getCommon } from '@site/contracts/business';
import type { MenuItemWire } from '@site/contracts/common';
import type { Brand, Locale } from '../brands.ts';
import { onContentChanged } from '../lib/content-change-hooks.ts';
import { type MenuTarget, menuTarget } from '../lib/site-routes.ts';
import { gatewayClient } from './gateway-client.ts';
import { type MenuEntry, menuEntriesFromWire } from './navigation.ts';

/**
 * Which routes a brand's menus switch off, for proxy.ts (spec section 2: a page whose menu entry
 * is disabled redirects home). Read through the same gateway client as the pages, without Next's
 * data cache (the proxy runs outside a render): a small in-process cache per brand and locale
 * instead, so an entry switched off in the database takes effect within MENU_STATE_TTL_MS.
 */

export interface MenuState {
  disabled: MenuTarget[];
  enabled: MenuTarget[];
}

export interface MenuLink {
  path: string;
  enabled: boolean;
}

/** How long the proxy keeps a brand's menu state. */
const MENU_STATE_TTL_MS = 30_000;
/** After a failed read the proxy serves pages as if nothing were disabled, and asks again after this long. */
const FAILURE_TTL_MS = 5_000;
/** The proxy waits no longer than this for the menus; a page is never held up by a slow gateway. */
const READ_TIMEOUT_MS = 2_000;

const EMPTY: MenuState = { disabled: [], enabled: [] };

/** Every menu entry with a path: an entry is enabled only when it and every entry above it are (a hidden group hides its children). */
const menuLinksOf = (entries: readonly MenuEntry[], parentEnabled: boolean): MenuLink[] =>
  entries.flatMap((entry) => {
    const enabled = parentEnabled && entry.enabled;
    return [...(entry.path ? [{ path: entry.path, enabled }] : []), ...menuLinksOf(entry.children, enabled)];
  });

/** The links of a brand's menus (pcnavList), through the menus' one mapper (navigation.ts). */
export const menuLinksFromWire = (menus: readonly MenuItemWire[]): MenuLink[] =>
  menuLinksOf(menuEntriesFromWire(menus), true);

/** The menu links as the routes they show, split into enabled and disabled. */
export const menuStateOf = (brand: Brand, locale: Locale, links: readonly MenuLink[]): MenuState => {
  const state: MenuState = { disabled: [], enabled: [] };
  for (const link of links) {
    const target = menuTarget(brand, locale, link.path);
    if (target) (link.enabled ? state.enabled : state.disabled).push(target);
  }
  return state;
};

const readMenuState = async (brand: Brand, locale: Locale): Promise<MenuState> => {
  const client = gatewayClient(brand.code, locale, { timeoutMs: READ_TIMEOUT_MS });
  const common = await client.call(getCommon, { silent: true });
  return menuStateOf(brand, locale, menuLinksFromWire(common.pcnavList));
};

const cache = new Map<string, { expires: number; state: Promise<MenuState> }>();
// A brand's content changed (server.ts hears it from the database): its menu state is read again on the next request.
onContentChanged((platform) => {
  for (const key of cache.keys()) if (platform === '*' || key.startsWith(`${platform}:`)) cache.delete(key);
});

/** A brand's menu state, from the cache when it is fresh. Never rejects: a failed read counts as nothing disabled. */
export const getMenuState = (brand: Brand, locale: Locale, now = Date.now()): Promise<MenuState> => {
  const key = `${brand.code}:${locale}`;
  const cached = cache.get(key);
  if (cached && cached.expires > now) return cached.state;
  const entry = { expires: now + MENU_STATE_TTL_MS, state: readMenuState(brand, locale) };
  entry.state = entry.state.catch((error: unknown) => {
    entry.expires = Date.now() + FAILURE_TTL_MS;
    console.error(
      `[proxy] menu state of ${key} unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
    return EMPTY;
  });
  cache.set(key, entry);
  return entry.state;
};

/** Forgets every cached menu state (tests). */
export const clearMenuState = (): void => cache.clear();
