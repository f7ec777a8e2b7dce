import { articleKind } from './article.ts';
import { articleListKind } from './article-list.ts';
import { contactKind } from './contact.ts';
import { contentKind } from './content.ts';
import { homeKind } from './home.ts';
import { ipSearchKind } from './ip-search.ts';
import type { KindName, PageKindSpec } from './kind.ts';
import { partnersKind } from './partners.ts';
import { errorKind, portalKind, surveyReportKind } from './private-pages.ts';
import { questionnaireKind } from './questionnaire.ts';
import { questionsKind } from './questions.ts';
import { regulationUpdatesKind } from './regulation-updates.ts';
import { schoolKind } from './school.ts';
import { toolKind } from './tool.ts';
import { videoKind, videosKind } from './videos.ts';

/**
 * Every page kind of the site, in the order their routes are listed (and matched, though no two routes claim one
 * path: test/page-kinds.test.ts) and their sitemap entries written. The route table (site-routes.ts), the page views
 * (page-views.ts), the page cache's query and the sitemap (site-map.ts) are built from this list; the composition's
 * registry (src/app-shell/kinds) gives each kind its loading and rendering. A new page kind: a module here, its
 * renderer there, and its content.
 */
export const PAGE_KINDS: readonly PageKindSpec[] = [
  homeKind,
  contentKind,
  contactKind,
  toolKind,
  articleListKind,
  articleKind,
  schoolKind,
  videosKind,
  videoKind,
  partnersKind,
  questionsKind,
  questionnaireKind,
  regulationUpdatesKind,
  ipSearchKind,
  surveyReportKind,
  portalKind,
  errorKind,
];

const BY_NAME = new Map(PAGE_KINDS.map((kind) => [kind.name, kind]));

/** A kind by its name. */
export const pageKind = (name: KindName): PageKindSpec => {
  const kind = BY_NAME.get(name);
  if (!kind) throw new Error(`No page kind ${name}`);
  return kind;
};

export type { KindName, KindRoute, PageKindSpec, SiteMapContext } from './kind.ts';
