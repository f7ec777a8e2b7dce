import type { ArticleListKind, PageView } from '../page-views.ts';
import { byId, type PageKindSpec, route, SCHOOL_KINDS } from './kind.ts';

const detail = (list: ArticleListKind, value: string | undefined | null): PageView =>
  byId(value, (id) => ({ view: 'article', list, id }));

const SCHOOL_DETAIL = /^\/(\w+)\/:id\.html$/;

/** An article: the library's at the brand's detail path, the XM school's at their kind's .html path. */
export const articleKind: PageKindSpec = {
  name: 'article',
  routes: [
    route('/trends/:id.html'),
    route('/companyEncy/:id.html'),
    route('/industryInfo/:id.html'),
    route('/FinanceTaxEncy/:id.html'),
    route('/~/VATdetail/:query?'),
    route('/newsDetail', { scope: 'intl', followsQuery: true, query: ['id'] }),
  ],
  aliases: [{ pattern: '/newsDetail/:query?', target: '/~/VATdetail/:query?', scope: 'zh' }],
  view: ({ route: { pattern }, params }, query) => {
    if (pattern === '/~/VATdetail/:query?') return detail('news', params.query);
    if (pattern === '/newsDetail') return detail('news', query.get('id'));
    const school = pattern.match(SCHOOL_DETAIL)?.[1];
    return school && SCHOOL_KINDS.has(school) ? detail(school as ArticleListKind, params.id) : { view: 'notFound' };
  },
  sitemap: (r, at) => {
    if (r.pattern === '/~/VATdetail/:query?') {
      if (at.brand.prefixedLocales.length > 0) return;
      for (const a of at.articles) if (!SCHOOL_KINDS.has(a.kind)) at.add(at.fill(String(a.id)), a.updatedAt);
    } else if (r.pattern === '/newsDetail') {
      for (const a of at.articles) at.add(`/newsDetail?id=${a.id}`, a.updatedAt);
    } else {
      const kind = r.pattern.match(SCHOOL_DETAIL)?.[1];
      for (const a of at.articles) if (a.kind === kind) at.add(at.fill(String(a.id)), a.updatedAt);
    }
  },
};
