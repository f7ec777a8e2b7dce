import { PLATFORMS, type Platform } from '@site/contracts/hosts';
import type { ContentChange } from '@site/db/content-changes';

/**
 * Cache tags: a content change revalidates exactly the reads, and so the pages, it touches. Every cached read
 * carries its brand's tag (gateway.ts, cachedRead), so a brand's change reaches all its pages. Plain module: server.ts
 * reads it too.
 */
export const contentTags = {
  brand: (platform: Platform) => `brand:${platform}`,
  shell: (platform: Platform) => `shell:${platform}`,
  home: (platform: Platform) => `home:${platform}`,
  pages: (platform: Platform) => `pages:${platform}`,
  articles: (platform: Platform) => `articles:${platform}`,
  products: () => 'products',
};

/** The tags a content change the database announced makes stale: its brand's, or every brand's. */
export const tagsOfChange = (change: ContentChange): string[] =>
  change.platform === '*' || !(PLATFORMS as readonly string[]).includes(change.platform)
    ? [...PLATFORMS.map((platform) => contentTags.brand(platform)), contentTags.products()]
    : [contentTags.brand(change.platform as Platform)];
