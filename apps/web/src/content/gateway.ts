import 'server-only';
import type { CallDef, CallOptions, DataOf } from '@site/contracts';
import type { Platform } from '@site/contracts/hosts';
import { unstable_cache } from 'next/cache';
import type { Locale } from '../brands.ts';
import { gatewayClient } from './gateway-client.ts';
import { contentTags } from './tags.ts';

/** The pages' reads, through the server's one gateway client (gateway-client.ts), cached and tagged. */

/** How long a cached read (and the page built from it) may be served before it is refreshed. */
const CONTENT_REVALIDATE_SECONDS = 300;

export { contentTags } from './tags.ts';

export const readCall = <C extends CallDef>(
  platform: Platform,
  locale: Locale,
  def: C,
  options: Pick<CallOptions, 'query' | 'params'> = {},
): Promise<DataOf<C>> => gatewayClient(platform, locale).call(def, options);

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
