import type { ArticleListKind, PageView } from '../page-views.ts';
import { contentKeyOf, listOrItem, NEWS_KINDS, type PageKindSpec, route, SCHOOL_KINDS } from './kind.ts';

/** A list of articles, narrowed to a category by its optional segment. `key`: the content page giving its intro. */
const listOrDetail = (list: ArticleListKind, value: string | undefined, key: string): PageView => {
  const view = (categoryId: number | null): PageView => ({ view: 'articles', list, categoryId, key });
  return listOrItem(value, view(null), view);
};

/** The lists of the brand's own segment: their article kind and intro page. */
const OWN_LISTS: Record<string, [ArticleListKind, string, (kind: string) => boolean]> = {
  '/~/aboutVat/:query?': ['news', 'ld-aboutVat', (k) => NEWS_KINDS.has(k)],
  '/~/problem/:query?': ['help', 'ld-problem', (k) => k === 'help'],
  '/~/operation/:query?': ['manual', 'ld-operation', (k) => k === 'manual'],
};

const SCHOOL_LIST = /^\/cht\/xmsailSchool\/(\w+)$/;

/** The article lists: news, help and manuals by category, the XM school's four kinds, the English/German insight. */
export const articleListKind: PageKindSpec = {
  name: 'articleList',
  routes: [
    route('/cht/xmsailSchool/companyEncy', { followsQuery: true }),
    route('/cht/xmsailSchool/FinanceTaxEncy', { followsQuery: true }),
    route('/cht/xmsailSchool/industryInfo', { followsQuery: true }),
    route('/cht/xmsailSchool/trends', { followsQuery: true }),
    route('/~/problem/:query?', { followsQuery: true }),
    route('/~/operation/:query?', { followsQuery: true }),
    route('/~/aboutVat/:query?', { followsQuery: true }),
    route('/insight', { scope: 'intl', followsQuery: true }),
    route('/news/:id', { scope: 'intl', followsQuery: true }),
  ],
  aliases: [
    { pattern: '/ld/aboutVAT/:query?', target: '/ld/aboutVat/:query?', scope: 'zh' },
    { pattern: '/support/tutorial/:query?', target: '/~/operation/:query?', scope: 'zh' },
    { pattern: '/support/faq/:query?', target: '/~/problem/:query?', scope: 'zh' },
    { pattern: '/news/:query?', target: '/~/aboutVat/:query?', scope: 'zh' },
  ],
  view: ({ route: { pattern }, params }) => {
    const own = OWN_LISTS[pattern];
    if (own) return listOrDetail(own[0], params.query, own[1]);
    if (pattern === '/insight') return { view: 'articles', list: 'news', categoryId: null, key: 'insight' };
    if (pattern === '/news/:id') return listOrDetail('news', params.id, 'insight');
    const school = pattern.match(SCHOOL_LIST)?.[1];
    return school && SCHOOL_KINDS.has(school)
      ? { view: 'articles', list: school as ArticleListKind, categoryId: null, key: contentKeyOf(pattern) }
      : { view: 'notFound' };
  },
  sitemap: (r, at) => {
    const categoriesOf = (kinds: (kind: string) => boolean) => at.categories.filter((c) => kinds(c.kind));
    const own = OWN_LISTS[r.pattern];
    if (own) {
      const categories = categoriesOf(own[2]);
      if (categories.length === 0) return;
      at.add(at.fill());
      for (const c of categories) at.add(at.fill(String(c.id)));
    } else if (r.pattern === '/insight') {
      if (categoriesOf((k) => NEWS_KINDS.has(k)).length > 0) at.add('/insight');
    } else if (r.pattern === '/news/:id') {
      for (const c of categoriesOf((k) => NEWS_KINDS.has(k))) at.add(`/news/${c.id}`);
    } else {
      const kind = r.pattern.match(SCHOOL_LIST)?.[1];
      if (categoriesOf((k) => k === kind).length > 0) at.add(r.pattern);
    }
  },
};
