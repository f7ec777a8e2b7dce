import type { PageView } from '../page-views.ts';
import { addIfPage, contentKeyOf, type PageKindSpec, route } from './kind.ts';

const VIEWS: Record<string, 'trademarkSearch' | 'categorySearch' | 'ipSearch'> = {
  '/search': 'trademarkSearch',
  '/searchCategory': 'categorySearch',
  '/systemSearch': 'ipSearch',
};

/**
 * The IP search pages: the trademark clearance search (/search), the category search (/searchCategory) and the
 * combined entry with its search-type tabs (/systemSearch). Each is its content page (when the brand has one) with
 * the search after the hero; the page is the same for every visitor (the query is read in the browser).
 */
export const ipSearchKind: PageKindSpec = {
  name: 'ipSearch',
  routes: Object.keys(VIEWS).map((pattern) => route(pattern)),
  view: ({ route: { pattern } }): PageView => {
    const view = VIEWS[pattern];
    return view ? { view, key: contentKeyOf(pattern) } : { view: 'notFound' };
  },
  sitemap: (r, at) => addIfPage(at, contentKeyOf(r.pattern)),
};
