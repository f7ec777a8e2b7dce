import 'server-only';
import { homeKind } from '../../lib/page-kinds/home.ts';
import type { KindName } from '../../lib/page-kinds/index.ts';
import { errorKind, portalKind, surveyReportKind } from '../../lib/page-kinds/private-pages.ts';
import { articleListPage, articlePage, schoolPage } from './articles.tsx';
import { partnersPage, questionsPage } from './community.tsx';
import { contactPage, contentPage, toolPage } from './content.tsx';
import type { PageKind } from './kit.tsx';
import { ipSearchPage, questionnairePage, regulationUpdatesPage } from './tools.tsx';
import { videoPage, videosPage } from './videos.tsx';

/**
 * The composition's registry of page kinds: each kind's pure description (src/lib/page-kinds: routes, aliases, view,
 * page-cache query, sitemap) with how it loads and renders. Typed by kind name, so a kind without a renderer does
 * not compile; kinds served by a page file of their own (home, the report, the portal, the error page) say so.
 */
export const PAGE_RENDERERS: { readonly [N in KindName]: PageKind } = {
  home: { spec: homeKind, compose: 'ownPageFile' },
  content: contentPage,
  contact: contactPage,
  tool: toolPage,
  articleList: articleListPage,
  article: articlePage,
  school: schoolPage,
  videos: videosPage,
  video: videoPage,
  partners: partnersPage,
  questions: questionsPage,
  questionnaire: questionnairePage,
  regulationUpdates: regulationUpdatesPage,
  ipSearch: ipSearchPage,
  surveyReport: { spec: surveyReportKind, compose: 'ownPageFile' },
  portal: { spec: portalKind, compose: 'ownPageFile' },
  error: { spec: errorKind, compose: 'ownPageFile' },
};
