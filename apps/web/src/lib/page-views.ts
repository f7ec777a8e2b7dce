import type { RouteMatch } from './site-routes.ts';

/**
 * What a route shows: a content page (seeded copy by route name), an article list or detail, the
 * videos, a partner, or the VAT questions. Pure: the route table says where a path goes, this says
 * what the page at that route is made of. Parameters that are not ids make the route a 404.
 */

export type ArticleListKind = 'news' | 'help' | 'manual' | 'trends' | 'companyEncy' | 'industryInfo' | 'FinanceTaxEncy';

export type PageView =
  | { view: 'content'; key: string }
  /** A list of articles; `categoryId` narrows it to a category. `key`: the content page giving its intro, if any. */
  | { view: 'articles'; list: ArticleListKind; categoryId: number | null; key: string }
  | { view: 'article'; list: ArticleListKind; id: number }
  /** The xmsailSchool overview: the newest of each school kind. */
  | { view: 'school' }
  | { view: 'videos'; key: string }
  | { view: 'video'; id: number }
  /**
   * A free tool: the header opens /ld/calculate/{id of its freeTrial menu entry}, whose own path
   * names the tool ('/ld/calculate/2'); a tool's number works directly too.
   */
  | { view: 'tool'; id: number }
  | { view: 'partner'; id: number }
  /** A content page followed by the brand's partners (the cooperative page). */
  | { view: 'partners'; key: string }
  /** A content page followed by the VAT questions and answers (complianceAnswer). */
  | { view: 'questions'; key: string; answerId: number | null }
  /** The buying guide: its content page with the questionnaire after the hero. */
  | { view: 'questionnaire'; key: string }
  /**
   * The questionnaire's result page and its PDF: the visitor's own report, rendered on each
   * request by its own page file (app/.../questionAnswer), never cached.
   */
  | { view: 'surveyReport' }
  /** 法规更新: the compliance rules' change history, newest first (issue 24). */
  | { view: 'regulationUpdates' }
  /**
   * The IP search pages: the trademark clearance search (/search), the category search (/searchCategory) and the
   * combined entry with its search-type tabs (/systemSearch). Each is its content page (when the brand has one) with
   * the search after the hero; the page is the same for every visitor (the query is read in the browser).
   */
  | { view: 'trademarkSearch'; key: string }
  | { view: 'categorySearch'; key: string }
  | { view: 'ipSearch'; key: string }
  | { view: 'notFound' };

const ID = /^[1-9]\d{0,9}$/;
const idOf = (value: string | undefined): number | null =>
  value !== undefined && ID.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;

const SCHOOL: Record<string, ArticleListKind> = {
  trends: 'trends',
  companyEncy: 'companyEncy',
  industryInfo: 'industryInfo',
  FinanceTaxEncy: 'FinanceTaxEncy',
};

/** The route name of a content page: the pattern's literal segments joined by '-', the brand segment as 'ld'. */
export const contentKeyOf = (pattern: string): string =>
  pattern
    .split('/')
    .filter((part) => part && !part.startsWith(':'))
    .map((part) => (part === '~' ? 'ld' : part))
    .join('-') || 'home';

/** Routes that show another route's content page (spec section 2: the CBAM aliases). */
const SHARED_CONTENT: Record<string, string> = {
  '/services/eu_cbam': 'ld-CBAM',
};

const listOrDetail = (list: ArticleListKind, value: string | undefined, key: string): PageView => {
  if (value === undefined) return { view: 'articles', list, categoryId: null, key };
  const id = idOf(value);
  return id === null ? { view: 'notFound' } : { view: 'articles', list, categoryId: id, key };
};

const detail = (list: ArticleListKind, value: string | undefined): PageView => {
  const id = idOf(value);
  return id === null ? { view: 'notFound' } : { view: 'article', list, id };
};

/**
 * The view of a matched route. `query` is the page's query string (only the parameters the route
 * declares are read: newsDetail's id, complianceAnswer's answerId).
 */
export const pageViewOf = (match: RouteMatch, query: URLSearchParams = new URLSearchParams()): PageView => {
  const { pattern } = match.route;
  const p = match.params;
  const key = SHARED_CONTENT[pattern] ?? contentKeyOf(pattern);
  switch (pattern) {
    case '/~/aboutVat/:query?':
      return listOrDetail('news', p.query, 'ld-aboutVat');
    case '/~/problem/:query?':
      return listOrDetail('help', p.query, 'ld-problem');
    case '/~/operation/:query?':
      return listOrDetail('manual', p.query, 'ld-operation');
    case '/~/VATdetail/:query?':
      return detail('news', p.query);
    case '/~/videos/:query?':
      return p.query === undefined ? { view: 'videos', key: 'ld-videos' } : { view: 'notFound' };
    case '/~/videoDetail/:query?':
    case '/ld/video/:uid?': {
      const id = idOf(p.query ?? p.uid);
      return id === null ? { view: 'notFound' } : { view: 'video', id };
    }
    case '/cht/xmsailSchool':
      return { view: 'school' };
    case '/cht/xmsailSchool/trends':
    case '/cht/xmsailSchool/companyEncy':
    case '/cht/xmsailSchool/industryInfo':
    case '/cht/xmsailSchool/FinanceTaxEncy': {
      const list = SCHOOL[pattern.split('/').at(-1) ?? ''];
      return list ? { view: 'articles', list, categoryId: null, key } : { view: 'notFound' };
    }
    case '/trends/:id.html':
    case '/companyEncy/:id.html':
    case '/industryInfo/:id.html':
    case '/FinanceTaxEncy/:id.html': {
      const list = SCHOOL[pattern.split('/')[1] ?? ''];
      return list ? detail(list, p.id) : { view: 'notFound' };
    }
    case '/insight':
      return { view: 'articles', list: 'news', categoryId: null, key: 'insight' };
    case '/news/:id':
      return listOrDetail('news', p.id, 'insight');
    case '/newsDetail':
      return detail('news', query.get('id') ?? undefined);
    case '/ld/cooperative/:friendId?': {
      if (p.friendId === undefined) return { view: 'partners', key: 'ld-cooperative' };
      const id = idOf(p.friendId);
      return id === null ? { view: 'notFound' } : { view: 'partner', id };
    }
    case '/ld/calculate/:id?': {
      if (p.id === undefined) return { view: 'content', key: 'ld-calculate' };
      const id = idOf(p.id);
      return id === null ? { view: 'notFound' } : { view: 'tool', id };
    }
    case '/ld/complianceAnswer': {
      const raw = query.get('answerId');
      const answerId = raw === null ? null : idOf(raw);
      return raw !== null && answerId === null
        ? { view: 'notFound' }
        : { view: 'questions', key: 'ld-complianceAnswer', answerId };
    }
    case '/buyingGuide':
      return { view: 'questionnaire', key };
    case '/search':
      return { view: 'trademarkSearch', key };
    case '/searchCategory':
      return { view: 'categorySearch', key };
    case '/systemSearch':
      return { view: 'ipSearch', key };
    case '/~/questionAnswer':
    case '/~/questionAnswer/pdf':
      return { view: 'surveyReport' };
    case '/ld/regulationUpdates':
      return { view: 'regulationUpdates' };
    case '/custom/:uid?':
      return { view: 'content', key: p.uid === undefined ? 'custom' : `custom-${p.uid}` };
    case '/guide/:uid?':
      return { view: 'content', key: p.uid === undefined ? 'guide' : `guide-${p.uid}` };
    default:
      // A content page has no item of its own: a value in its optional segment names nothing.
      return Object.keys(p).length > 0 ? { view: 'notFound' } : { view: 'content', key };
  }
};

/**
 * The contact pages (spec section 2: /ld/contactUs, its alias /contact, the law firm's /mdt/contactUs):
 * their content page is followed by the contact form. The key is also the form's default 'from' prop.
 */
export const CONTACT_PAGE_KEYS: ReadonlySet<string> = new Set(['ld-contactUs', 'mdt-contactUs']);

/** The routes whose page follows the query string: lists (?page=), newsDetail (?id=), complianceAnswer (?answerId=). */
const QUERY_PATTERNS = new Set([
  '/~/aboutVat/:query?',
  '/~/problem/:query?',
  '/~/operation/:query?',
  '/cht/xmsailSchool/trends',
  '/cht/xmsailSchool/companyEncy',
  '/cht/xmsailSchool/industryInfo',
  '/cht/xmsailSchool/FinanceTaxEncy',
  '/insight',
  '/news/:id',
  '/newsDetail',
  '/ld/complianceAnswer',
]);

export const readsQuery = (pattern: string): boolean => QUERY_PATTERNS.has(pattern);

/** The query parameters a page can follow; nothing else of the query reaches a page. */
const PAGE_QUERY_KEYS = ['answerId', 'id', 'page'] as const;
const QUERY_VALUE = /^[A-Za-z0-9_-]{1,24}$/;

/** The internal path segment that carries a page's query: '_q'. */
export const QUERY_SEGMENT = '_q';

/**
 * The part of a query a route's page follows, as one path segment ('id=5&page=2', keys sorted), or
 * '' when there is none. The proxy puts it in the internal path, so each such page is its own
 * cached page (ISR) and the page never reads the request's query itself.
 */
export const pageQueryOf = (pattern: string, search: URLSearchParams): string => {
  if (!readsQuery(pattern)) return '';
  const kept = PAGE_QUERY_KEYS.flatMap((key) => {
    const value = search.get(key);
    return value !== null && QUERY_VALUE.test(value) ? [`${key}=${value}`] : [];
  });
  return kept.join('&');
};

/** '/_q/id=5/ld/x' -> ['/ld/x', URLSearchParams(id=5)]; other paths unchanged with an empty query. */
export const splitQuerySegment = (rest: string): [string, URLSearchParams] => {
  const prefix = `/${QUERY_SEGMENT}/`;
  if (!rest.startsWith(prefix)) return [rest, new URLSearchParams()];
  const [segment = '', ...tail] = rest.slice(prefix.length).split('/');
  return [`/${tail.join('/')}`, new URLSearchParams(decodeURIComponent(segment))];
};

/** The content page a free tool's path opens: '/ld/calculate/2' -> 'ld-calculate-2'; null for other paths. */
export const toolKeyOfPath = (path: string | null | undefined): string | null => {
  const tool = path?.match(/^\/ld\/calculate\/(\d+)$/)?.[1];
  return tool ? `ld-calculate-${tool}` : null;
};
