import { pageKind } from './page-kinds/index.ts';
import type { RouteDef, RouteMatch } from './site-routes.ts';

/**
 * What a route shows: a content page (seeded copy by route name), an article list or detail, the
 * videos, a partner, or the VAT questions. Pure: the route table says where a path goes, the route's
 * page kind says what the page at that route is made of. Parameters that are not ids make the route a 404.
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

export { contentKeyOf } from './page-kinds/kind.ts';
export { toolKeyOfPath } from './page-kinds/tool.ts';

/**
 * The view of a matched route: its page kind says (src/lib/page-kinds). `query` is the page's query string (only
 * PAGE_QUERY_KEYS reach a page: newsDetail's id, complianceAnswer's answerId, a list's page).
 */
export const pageViewOf = (match: RouteMatch, query: URLSearchParams = new URLSearchParams()): PageView =>
  pageKind(match.route.kind).view(match, query);

/** Whether a route's page follows the query string: lists (?page=), newsDetail (?id=), complianceAnswer (?answerId=). */
const readsQuery = (route: Pick<RouteDef, 'followsQuery'>): boolean => route.followsQuery === true;

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
export const pageQueryOf = (route: Pick<RouteDef, 'followsQuery'>, search: URLSearchParams): string => {
  if (!readsQuery(route)) return '';
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
