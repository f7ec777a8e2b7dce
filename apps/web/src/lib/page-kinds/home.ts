import type { PageKindSpec } from './kind.ts';

/** The brand's home page (its own page file, app/site/.../(default)/page.tsx). */
export const homeKind: PageKindSpec = {
  name: 'home',
  routes: [{ pattern: '/', layout: 'default', scope: 'all', middleware: [] }],
  aliases: [
    { pattern: '/ld/homes', target: '/', scope: 'all' },
    { pattern: '/mdt/homes', target: '/', scope: 'zh' },
  ],
  view: () => ({ view: 'content', key: 'home' }),
  sitemap: (_route, at) => at.add('/'),
};
