import 'server-only';
import { isPlatform } from '@site/contracts/hosts';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cache, type ReactNode } from 'react';
import { articleHref, type Brand, brandOf, isLocaleOf, type Locale } from '../brands.ts';
import {
  type ArticleCategory,
  type ArticleListKind,
  type ArticleSummary,
  getArticle,
  getArticles,
  getCategories,
  getHotArticles,
  getVideos,
} from '../content/articles.ts';
import { getAnswer, getPartner, getPartners, getQaTypes, getQuestions } from '../content/community.ts';
import { type ContentPage, getContentPage, getFreeTrialEntries, getProducts } from '../content/pages.ts';
import { getRuleChanges } from '../content/rule-changes.ts';
import { getShell } from '../content/shell.ts';
import type { Shell } from '../content/types.ts';
import {
  ArticleBody,
  ArticleList,
  CategoryTabs,
  categoryTabs,
  HotArticles,
} from '../features/articles/article-views.tsx';
import { Calculator } from '../features/calculators/calculator.tsx';
import { ContactForm } from '../features/contact-form/contact-form-island.tsx';
import { type BlockContext, PageBlocks } from '../features/content-page/page-blocks.tsx';
import { PartnerGrid, PartnerPage } from '../features/partners/partner-views.tsx';
import { Questionnaire } from '../features/questionnaire/questionnaire-island.tsx';
import { QuestionBoard } from '../features/questions/question-views.tsx';
import { RegulationUpdates, regulationText } from '../features/regulation-updates/regulation-updates.tsx';
import { VideoCards } from '../features/videos/video-cards.tsx';
import { VideoPlayer } from '../features/videos/video-player-island.tsx';
import type { CalculatorProduct } from '../lib/calculators.ts';
import { pageTitleFor } from '../lib/menu-rules.ts';
import { pageText } from '../lib/page-text.ts';
import { CONTACT_PAGE_KEYS, type PageView, pageViewOf, splitQuerySegment, toolKeyOfPath } from '../lib/page-views.ts';
import type { SiteParams } from '../lib/route-params.ts';
import { homePath, type Layout, localePath, matchInternalPath, type RouteMatch } from '../lib/site-routes.ts';
import { uiText } from '../lib/ui-text.ts';
import { settings } from '../settings.ts';
import { Breadcrumb, type Crumb } from '../ui/breadcrumb.tsx';
import { ipSearchOf } from './ip-search.tsx';
import styles from './route-page.module.css';
import { JsonLd, pageMetadata, type StructuredData } from './seo.tsx';

/**
 * Every route of spec section 2 other than home and the error page: the route table (site-routes)
 * says which route a path is, page-views says what the route shows, and this composes the features
 * that show it from the content layer's reads. Routes' page files take their exports from
 * routePageFile and stay a few lines.
 */

interface RouteData {
  brand: Brand;
  locale: Locale;
  shell: Shell;
  match: RouteMatch;
  view: PageView;
  /** The public path of the page, with the locale prefix where the brand uses one. */
  path: string;
  query: URLSearchParams;
}

const load = cache(
  async (platform: string, locale: string, rest: string, layout: Layout, search: string): Promise<RouteData | null> => {
    if (!isPlatform(platform)) return null;
    const brand = brandOf(platform);
    if (!isLocaleOf(brand, locale)) return null;
    const match = matchInternalPath(brand, rest);
    if (!match || match.route.layout !== layout) return null;
    const query = new URLSearchParams(search);
    const view = pageViewOf(match, query);
    if (view.view === 'notFound') return null;
    const shell = await getShell(brand.code, locale);
    return { brand, locale, shell, match, view, path: localePath(brand, locale, match.canonical), query };
  },
);

/** The page number of a list (?page=n), 1 for anything else. */
const pageNumberOf = (query: URLSearchParams): number => {
  const raw = query.get('page');
  return raw && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1;
};

const SCHOOL_PATHS: Partial<Record<ArticleListKind, string>> = {
  trends: '/trends/{id}.html',
  companyEncy: '/companyEncy/{id}.html',
  industryInfo: '/industryInfo/{id}.html',
  FinanceTaxEncy: '/FinanceTaxEncy/{id}.html',
};

/** Where an article opens: the school kinds at their own detail routes, the rest at the brand's article path. */
const articleHrefOf =
  (brand: Brand, locale: Locale, categories: ArticleCategory[]) => (id: number, categoryId?: number) => {
    const kind = categories.find((c) => c.id === categoryId)?.kind as ArticleListKind | undefined;
    const school = kind ? SCHOOL_PATHS[kind] : undefined;
    return school ? localePath(brand, locale, school.replace('{id}', String(id))) : articleHref(brand, locale, id);
  };

/** The list page an article kind belongs to, for the breadcrumb. */
const listPathOf = (brand: Brand, kind: ArticleListKind): string => {
  if (SCHOOL_PATHS[kind]) return `/cht/xmsailSchool/${kind}`;
  if (kind === 'help') return `/${brand.segment}/problem`;
  if (kind === 'manual') return `/${brand.segment}/operation`;
  return brand.newsPath;
};

/** The other locales of a brand with locale prefixes (the EU variant's English and German). */
const otherLocales = (brand: Brand, locale: Locale): Locale[] =>
  brand.prefixedLocales.length > 1 ? brand.locales.filter((l) => l !== locale) : [];

/**
 * The category of this locale at the same place as another locale's category `id` (the EU variant's
 * English and German news categories are kept in the same order), or null.
 */
const siblingCategory = async (
  brand: Brand,
  locale: Locale,
  id: number,
  categories: ArticleCategory[],
): Promise<number | null> => {
  for (const other of otherLocales(brand, locale)) {
    const theirs = (await getCategories(brand.code, other)).filter((c) => c.kind === 'news' || c.kind === 'insight');
    const at = theirs.findIndex((c) => c.id === id);
    const ours = categories.filter((c) => c.kind === 'news' || c.kind === 'insight');
    if (at >= 0) return ours[at]?.id ?? null;
  }
  return null;
};

const isOtherLanguageArticle = async (brand: Brand, locale: Locale, id: number): Promise<boolean> => {
  for (const other of otherLocales(brand, locale)) if (await getArticle(brand.code, other, id)) return true;
  return false;
};

interface Composed {
  title: string;
  description: string;
  keywords?: string;
  body: ReactNode;
  structured: StructuredData[];
  /** For an article: its date, for Article metadata. */
  published?: string;
  /** The page's own address when it is shown at another (a school article at another kind's route). */
  canonical?: string;
}

const listKindsOf = (view: PageView): ArticleListKind[] => {
  if (view.view === 'articles' || view.view === 'article') return [view.list];
  return [];
};

/** The title, description, body and structured data of a route. Null when what it shows does not exist (a 404). */
const compose = cache(async (data: RouteData, layout: Layout): Promise<Composed | null> => {
  const { brand, locale, shell } = data;
  const code = brand.code;
  const t = pageText(locale);
  const ui = uiText(locale);
  const home = homePath(brand, locale);
  const categories = await getCategories(code, locale);
  const hrefOfArticle = articleHrefOf(brand, locale, categories);
  const contactHref = localePath(brand, locale, '/ld/contactUs');
  const menuTitle = pageTitleFor(shell.menus, data.path);
  const crumbsTo = (title: string, parent?: Crumb): Crumb[] => [
    { label: ui.home, href: home },
    ...(parent ? [parent] : []),
    { label: title },
  ];
  const breadcrumb = (crumbs: Crumb[]) => <Breadcrumb crumbs={crumbs} label={ui.breadcrumb} />;
  const context = (crumbs: Crumb[], products: CalculatorProduct[] = []): BlockContext => ({
    text: t,
    breadcrumb: breadcrumb(crumbs),
    articleHref: (id) => hrefOfArticle(id),
    contactHref,
    calculator: (tool) => <Calculator tool={tool} products={products} />,
  });
  const faqData = (page: ContentPage | null): StructuredData[] => {
    const items = page?.blocks.flatMap((b) => (b.kind === 'faq' ? b.items : [])) ?? [];
    return items.length > 0 ? [{ kind: 'faq', items }] : [];
  };
  const contentBody = (page: ContentPage, crumbs: Crumb[], products?: CalculatorProduct[]) => (
    <PageBlocks blocks={page.blocks} context={context(crumbs, products)} title={page.title} />
  );
  const intro = async (key: string, fallbackTitle: string, crumbs: Crumb[]) => {
    const page = await getContentPage(code, locale, key);
    const heroOnly = page ? { ...page, blocks: page.blocks.filter((b) => b.kind === 'hero') } : null;
    return {
      page,
      node: heroOnly ? (
        contentBody(heroOnly, crumbs)
      ) : (
        <section className={styles.plainHead} aria-labelledby="page-title">
          <div className="container">
            {breadcrumb(crumbs)}
            <h1 id="page-title" className={styles.plainTitle}>
              {fallbackTitle}
            </h1>
          </div>
        </section>
      ),
      rest: page ? { ...page, blocks: page.blocks.filter((b) => b.kind !== 'hero') } : null,
    };
  };

  /** The key of the tool a freeTrial entry (by its menu id) or a tool number opens. */
  const toolKeyOf = async (id: number): Promise<string> => {
    const entry = (await getFreeTrialEntries(code, locale)).find((e) => e.id === id);
    return toolKeyOfPath(entry?.hadeUrl) ?? `ld-calculate-${id}`;
  };
  const view: PageView =
    data.view.view === 'tool' ? { view: 'content', key: await toolKeyOf(data.view.id) } : data.view;

  switch (view.view) {
    case 'content': {
      const page = await getContentPage(code, locale, view.key);
      if (!page) return null;
      const title = menuTitle ?? page.title;
      const products = page.blocks.some((b) => b.kind === 'calculator') ? await getProducts(code, locale) : [];
      return {
        title,
        description: page.description,
        keywords: page.keywords,
        body: (
          <>
            {contentBody(
              page,
              layout === 'blank' ? [{ label: ui.home, href: home }, { label: page.title }] : crumbsTo(page.title),
              products,
            )}
            {CONTACT_PAGE_KEYS.has(view.key) ? (
              <ContactForm
                brand={brand}
                locale={locale}
                home={home}
                portal={settings().portalUrl}
                routeKey={view.key}
              />
            ) : null}
          </>
        ),
        structured: [{ kind: 'breadcrumb', crumbs: crumbsTo(title) }, ...faqData(page)],
      };
    }
    case 'articles': {
      const category = view.categoryId === null ? null : categories.find((c) => c.id === view.categoryId);
      if (view.categoryId !== null && !category) {
        // A category of the brand's other language (the language switch keeps the path): its counterpart here.
        const sibling = await siblingCategory(brand, locale, view.categoryId, categories);
        if (sibling !== null) redirect(localePath(brand, locale, `/news/${sibling}`));
        return null;
      }
      // A brand whose library has no category of the list's kind has no such list.
      const ofKind = (kind: string) =>
        view.list === 'news' ? kind === 'news' || kind === 'insight' : kind === view.list;
      if (!categories.some((c) => ofKind(c.kind))) return null;
      const pageNum = pageNumberOf(data.query);
      const list = await getArticles(code, locale, view.list, {
        pageNum,
        ...(view.categoryId ? { categoryId: view.categoryId } : {}),
      });
      if (pageNum > 1 && list.list.length === 0) return null;
      const introPage = await getContentPage(code, locale, view.key);
      const title = category?.name ?? menuTitle ?? introPage?.title ?? ui.allNews;
      const crumbs = crumbsTo(title);
      const top = await intro(view.key, title, crumbs);
      const sameKind = categories.filter((c) => ofKind(c.kind));
      const intl = brand.prefixedLocales.length > 0;
      const listPath = (id: number | null) => {
        if (intl) return localePath(brand, locale, id === null ? '/insight' : `/news/${id}`);
        const base = data.path.replace(/\/\d+$/, '');
        return id === null ? base : `${base}/${id}`;
      };
      const base = category ? listPath(category.id) : data.path;
      return {
        title: pageNum > 1 ? `${title} (${pageNum})` : title,
        description: top.page?.description ?? title,
        keywords: top.page?.keywords,
        body: (
          <>
            {top.node}
            <section className="section" aria-label={title}>
              <div className="container">
                {view.list === 'news' || view.list === 'help' || view.list === 'manual' ? (
                  <CategoryTabs
                    tabs={categoryTabs(sameKind, view.categoryId, listPath, t.allCategories)}
                    label={t.category}
                  />
                ) : null}
                <ArticleList
                  page={{ ...list, list: list.list }}
                  text={t}
                  articleHref={(id) => hrefOfArticle(id, list.list.find((a) => a.id === id)?.categoryId)}
                  pageHref={(n) => (n === 1 ? base : `${base}?page=${n}`)}
                />
              </div>
            </section>
          </>
        ),
        structured: [{ kind: 'breadcrumb', crumbs }],
      };
    }
    case 'article': {
      const article = await getArticle(code, locale, view.id);
      if (!article) {
        // An article of the brand's other language (the language switch keeps the path): this language's news.
        if (await isOtherLanguageArticle(brand, locale, view.id)) redirect(localePath(brand, locale, '/insight'));
        return null;
      }
      const kind = categories.find((c) => c.id === article.categoryId)?.kind as ArticleListKind | undefined;
      // The school's detail routes show the school's articles, the other detail routes the rest of the library.
      const isSchool = kind !== undefined && SCHOOL_PATHS[kind] !== undefined;
      if (Boolean(SCHOOL_PATHS[view.list]) !== isSchool) return null;
      const listHref = localePath(brand, locale, listPathOf(brand, kind ?? 'news'));
      const crumbs = crumbsTo(article.title, { label: article.category, href: listHref });
      const hot =
        brand.segment === 'cht' && kind && SCHOOL_PATHS[kind]
          ? await getHotArticles(code, locale, kind as 'trends')
          : [];
      const text = article.content
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return {
        title: article.title,
        description: text.slice(0, 150),
        published: article.publishDate,
        canonical: hrefOfArticle(article.id, article.categoryId),
        body: (
          <div className={`container ${styles.articleLayout}`}>
            <div className={styles.crumbs}>{breadcrumb(crumbs)}</div>
            <ArticleBody article={article} text={t} articleHref={(id) => hrefOfArticle(id, article.categoryId)} />
            <HotArticles
              title={t.hotArticles}
              articles={hot.filter((a) => a.id !== article.id)}
              articleHref={(id) => hrefOfArticle(id, article.categoryId)}
            />
          </div>
        ),
        structured: [
          { kind: 'breadcrumb', crumbs },
          { kind: 'article', title: article.title, author: article.author, published: article.publishDate },
        ],
      };
    }
    case 'school': {
      const title = menuTitle ?? 'xmsailSchool';
      const crumbs = crumbsTo(title);
      const top = await intro('cht-xmsailSchool', title, crumbs);
      const kinds = (['trends', 'companyEncy', 'industryInfo', 'FinanceTaxEncy'] as const).filter((k) =>
        categories.some((c) => c.kind === k),
      );
      if (kinds.length === 0) return null;
      const lists = await Promise.all(kinds.map((k) => getArticles(code, locale, k, { pageSize: 4 })));
      return {
        title: top.page?.title ?? title,
        description: top.page?.description ?? title,
        keywords: top.page?.keywords,
        body: (
          <>
            {top.node}
            {kinds.map((k, i) => {
              const category = categories.find((c) => c.kind === k);
              const articles: ArticleSummary[] = lists[i]?.list ?? [];
              return (
                <section key={k} className={`section ${i % 2 ? 'section-alt' : ''}`} aria-labelledby={`school-${k}`}>
                  <div className="container">
                    <header className={styles.listHead}>
                      <h2 id={`school-${k}`} className="section-title">
                        {category?.name}
                      </h2>
                      <a href={localePath(brand, locale, `/cht/xmsailSchool/${k}`)} className="btn btn-outline btn-sm">
                        {ui.readMore}
                      </a>
                    </header>
                    <ArticleList
                      page={{ total: articles.length, pageNum: 1, pageSize: 4, list: articles }}
                      text={t}
                      articleHref={(id) => hrefOfArticle(id, category?.id)}
                      pageHref={() => '#'}
                    />
                  </div>
                </section>
              );
            })}
          </>
        ),
        structured: [{ kind: 'breadcrumb', crumbs }],
      };
    }
    case 'videos': {
      const videos = await getVideos(code, locale);
      const title = menuTitle ?? (await getContentPage(code, locale, view.key))?.title ?? 'Videos';
      const crumbs = crumbsTo(title);
      const top = await intro(view.key, title, crumbs);
      return {
        title,
        description: top.page?.description ?? title,
        keywords: top.page?.keywords,
        body: (
          <>
            {top.node}
            <section className="section" aria-label={title}>
              <div className="container">
                <VideoCards
                  videos={videos}
                  hrefOf={(video) => localePath(brand, locale, `/${brand.segment}/videoDetail/${video.id}`)}
                />
              </div>
            </section>
          </>
        ),
        structured: [{ kind: 'breadcrumb', crumbs }],
      };
    }
    case 'video': {
      const videos = await getVideos(code, locale);
      const video = videos.find((v) => v.id === view.id);
      if (!video) return null;
      const listHref = localePath(brand, locale, `/${brand.segment}/videos`);
      const crumbs = crumbsTo(video.title, {
        label: menuTitleFor(shell, brand, locale, '/videos') ?? t.related,
        href: listHref,
      });
      const others = videos.filter((v) => v.id !== video.id).slice(0, 3);
      return {
        title: video.title,
        description: video.summary,
        body: (
          <div className={`container ${styles.videoLayout}`}>
            {layout === 'blank' ? null : <div className={styles.crumbs}>{breadcrumb(crumbs)}</div>}
            <h1 id="page-title" className={styles.videoTitle}>
              {video.title}
            </h1>
            <VideoPlayer
              title={video.title}
              fileID={video.fileID}
              appID={video.appID}
              src={video.src}
              poster={video.cover}
              autoplay={layout === 'blank'}
              scriptUrl={settings().videoPlayerScript}
              labels={{ speed: t.videoSpeed, unavailable: t.videoUnavailable }}
            />
            <p className={styles.videoSummary}>{video.summary}</p>
            {others.length > 0 && layout !== 'blank' ? (
              <section aria-labelledby="more-videos" className={styles.more}>
                <h2 id="more-videos" className={styles.moreTitle}>
                  {t.related}
                </h2>
                <VideoCards
                  videos={others}
                  hrefOf={(v) => localePath(brand, locale, `/${brand.segment}/videoDetail/${v.id}`)}
                />
              </section>
            ) : null}
          </div>
        ),
        structured: [{ kind: 'breadcrumb', crumbs }],
      };
    }
    case 'partners': {
      const page = await getContentPage(code, locale, view.key);
      if (!page) return null;
      const partners = await getPartners(code, locale);
      const title = menuTitle ?? page.title;
      return {
        title,
        description: page.description,
        keywords: page.keywords,
        body: (
          <>
            {contentBody(page, crumbsTo(page.title))}
            <PartnerGrid
              partners={partners}
              text={t}
              hrefOf={(id) => localePath(brand, locale, `/ld/cooperative/${id}`)}
            />
          </>
        ),
        structured: [{ kind: 'breadcrumb', crumbs: crumbsTo(title) }, ...faqData(page)],
      };
    }
    case 'partner': {
      const partner = await getPartner(code, locale, view.id);
      if (!partner) return null;
      const crumbs = crumbsTo(partner.name, {
        label: menuTitleFor(shell, brand, locale, '/ld/cooperative') ?? t.partners,
        href: localePath(brand, locale, '/ld/cooperative'),
      });
      return {
        title: partner.name,
        description: partner.description,
        body: (
          <div className="container">
            <div className={styles.crumbs}>{breadcrumb(crumbs)}</div>
            <PartnerPage partner={partner} text={t} />
          </div>
        ),
        structured: [{ kind: 'breadcrumb', crumbs }],
      };
    }
    case 'questions': {
      const page = await getContentPage(code, locale, view.key);
      if (!page) return null;
      const [types, questions, answer] = await Promise.all([
        getQaTypes(code, locale),
        getQuestions(code, locale),
        view.answerId === null ? null : getAnswer(code, locale, view.answerId),
      ]);
      if (view.answerId !== null && !answer) return null;
      const title = answer?.question ?? menuTitle ?? page.title;
      return {
        title,
        description: answer ? answer.answer.replace(/<[^>]*>/g, '').slice(0, 150) : page.description,
        keywords: page.keywords,
        body: (
          <>
            {contentBody(page, crumbsTo(page.title))}
            <QuestionBoard
              types={types}
              questions={questions}
              answer={answer}
              text={t}
              hrefOf={(id) => `${data.path}?answerId=${id}#questions`}
            />
          </>
        ),
        structured: [
          { kind: 'breadcrumb', crumbs: crumbsTo(title) },
          ...(answer
            ? [{ kind: 'faq' as const, items: [{ question: answer.question, answer: answer.answer }] }]
            : faqData(page)),
        ],
      };
    }
    case 'questionnaire': {
      const page = await getContentPage(code, locale, view.key);
      if (!page) return null;
      const title = menuTitle ?? page.title;
      const questionnaire = (
        <Questionnaire
          brand={brand}
          locale={locale}
          home={home}
          portal={settings().portalUrl}
          resultPath={localePath(brand, locale, `/${brand.segment}/questionAnswer`)}
        />
      );
      return {
        title,
        description: page.description,
        keywords: page.keywords,
        body: (
          <PageBlocks
            blocks={page.blocks}
            context={context(crumbsTo(page.title))}
            title={page.title}
            afterFirst={questionnaire}
          />
        ),
        structured: [{ kind: 'breadcrumb', crumbs: crumbsTo(title) }, ...faqData(page)],
      };
    }
    case 'regulationUpdates': {
      const changes = await getRuleChanges(code, locale);
      const text = regulationText(locale);
      const title = menuTitle ?? text.title;
      return {
        title,
        description: text.description,
        body: (
          <>
            <section className={styles.plainHead} aria-labelledby="page-title">
              <div className="container">
                {breadcrumb(crumbsTo(text.title))}
                <h1 id="page-title" className={styles.plainTitle}>
                  {text.title}
                </h1>
              </div>
            </section>
            <RegulationUpdates changes={changes} locale={locale} />
          </>
        ),
        structured: [{ kind: 'breadcrumb', crumbs: crumbsTo(title) }],
      };
    }
    case 'trademarkSearch':
    case 'categorySearch':
    case 'ipSearch': {
      const search = ipSearchOf(view.view, { brand, locale, home, portal: settings().portalUrl });
      // The brand has the route only where it has the route's content page (else 404, like every content route);
      // a page whose copy the search does not use (systemSearch's seeded copy is a site search) is not shown.
      const stored = await getContentPage(code, locale, view.key);
      if (!stored) return null;
      const page = search.useContent ? stored : null;
      const title = menuTitle ?? stored.title ?? search.title;
      const crumbs = crumbsTo(page?.title ?? search.title);
      return {
        title,
        description: page?.description ?? search.description,
        keywords: page?.keywords,
        body:
          page && search.useContent ? (
            <PageBlocks blocks={page.blocks} context={context(crumbs)} title={page.title} afterFirst={search.node} />
          ) : (
            <>
              <section className={styles.plainHead} aria-labelledby="page-title">
                <div className="container">
                  {breadcrumb(crumbs)}
                  <h1 id="page-title" className={styles.plainTitle}>
                    {search.title}
                  </h1>
                </div>
              </section>
              {search.node}
            </>
          ),
        structured: [{ kind: 'breadcrumb', crumbs: crumbsTo(title) }, ...(search.useContent ? faqData(page) : [])],
      };
    }
    default:
      return null;
  }
});

/** A menu entry's label for a public path of the brand (e.g. the videos list), if a menu links there. */
const menuTitleFor = (shell: Shell, brand: Brand, locale: Locale, rest: string): string | null =>
  pageTitleFor(
    shell.menus,
    localePath(brand, locale, `/${brand.segment}${rest}`.replace(/^\/(ld|cht)\/ld\//, '/ld/')),
  ) ?? pageTitleFor(shell.menus, localePath(brand, locale, rest));

type RouteFileProps<P> = { params: Promise<SiteParams & P> };

const resolve = async <P,>(props: RouteFileProps<P>, layout: Layout, pathOf: (params: SiteParams & P) => string) => {
  const params = await props.params;
  // The proxy carries the query a page follows in the internal path ('/_q/page=2/...'): the page
  // never reads the request's query, so every page stays static and cached (ISR).
  const [rest, query] = splitQuerySegment(pathOf(params));
  const data = await load(params.platform, params.locale, rest, layout, query.toString());
  if (!data) return null;
  const composed = await compose(data, layout);
  return composed ? { data, composed } : null;
};

/**
 * A route page file's exports: `layout` is its layout group, `pathOf` gives the internal path it
 * serves (the part after /site/{platform}/{locale}) from its own segments. Nothing is rendered at
 * build time (the database is not running then); each page renders on its first request and is
 * cached (the file's own `revalidate`). What a route shows that does not exist is a 404, thrown by
 * the page (thrown from generateMetadata, Next.js would not render the not-found page inside the layout).
 */
export const routePageFile = <P extends object = Record<never, never>>(
  layout: Layout,
  pathOf: (params: SiteParams & P) => string,
) => ({
  generateStaticParams: async (): Promise<(SiteParams & P)[]> => [],
  generateMetadata: async (props: RouteFileProps<P>): Promise<Metadata> => {
    const found = await resolve(props, layout, pathOf);
    if (!found) return {};
    const { data, composed } = found;
    return pageMetadata({
      brand: data.brand,
      locale: data.locale,
      config: data.shell.config,
      origin: settings().siteOrigins[data.brand.code],
      path: composed.canonical ?? data.path,
      query: composed.canonical ? new URLSearchParams() : data.query,
      title: composed.title,
      description: composed.description,
      keywords: composed.keywords,
      published: composed.published,
      alternates: data.brand.prefixedLocales.length > 1 && listKindsOf(data.view).length === 0,
    });
  },
  /** The page file's default export. */
  render: async (props: RouteFileProps<P>) => {
    const found = await resolve(props, layout, pathOf);
    if (!found) notFound();
    const { data, composed } = found;
    return (
      <>
        {composed.body}
        <JsonLd
          data={composed.structured}
          origin={settings().siteOrigins[data.brand.code]}
          organization={data.shell.config}
        />
      </>
    );
  },
});

/** An optional catch-all's segments as a path suffix: '/a' for ['a'], '' when absent. */
export const optionalSegments = (segments: string[] | undefined): string =>
  segments && segments.length > 0 ? `/${segments.join('/')}` : '';
