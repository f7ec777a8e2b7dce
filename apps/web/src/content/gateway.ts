import 'server-only';
import { type CallDef, type CallOptions, createGatewayClient, type DataOf } from '@site/contracts';
import type { Platform } from '@site/contracts/hosts';
import { unstable_cache } from 'next/cache';
import { brandOf, type Locale } from '../brands.ts';
import { gatewayHandle } from '../lib/gateway-registry.ts';

/**
 * Server-side reads through the site's one gateway client (@site/contracts createGatewayClient):
 * the same headers, timeout and envelope handling as in the browser, sent in-process to the Hono
 * app (or to GATEWAY_URL) through the handle server.ts registers.
 */

/** How long a cached read (and the page built from it) may be served before it is refreshed. */
export const CONTENT_REVALIDATE_SECONDS = 300;

/** Cache tags: a content change revalidates exactly the reads, and so the pages, it touches. */
export const contentTags = {
  brand: (platform: Platform) => `brand:${platform}`,
  shell: (platform: Platform) => `shell:${platform}`,
  home: (platform: Platform) => `home:${platform}`,
  pages: (platform: Platform) => `pages:${platform}`,
  articles: (platform: Platform) => `articles:${platform}`,
  products: () => 'products',
};

const clientFor = (platform: Platform, locale: Locale) => {
  const brand = brandOf(platform);
  return createGatewayClient({
    baseUrl: '',
    fetch: (url, init) => gatewayHandle().fetch(url, init),
    context: { platform, platformName: brand.key, sourceTitle: brand.name, lang: locale },
  });
};

export const readCall = <C extends CallDef>(
  platform: Platform,
  locale: Locale,
  def: C,
  options: Pick<CallOptions, 'query' | 'params'> = {},
): Promise<DataOf<C>> => clientFor(platform, locale).call(def, options);

/**
 * A read cached across requests under its key, tagged with the brand and the given tags.
 * unstable_cache, not 'use cache': the pages are ISR pages (cacheComponents is off, see
 * app/site/[platform]/[locale]/(default)/page.tsx), and the database is not there at build time.
 */
export const cachedRead = <T>(key: string[], platform: Platform, tags: string[], read: () => Promise<T>): Promise<T> =>
  unstable_cache(read, ['content', ...key], {
    tags: [contentTags.brand(platform), ...tags],
    revalidate: CONTENT_REVALIDATE_SECONDS,
  })();
