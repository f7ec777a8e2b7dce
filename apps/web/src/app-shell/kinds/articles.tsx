import 'server-only';
import { redirect } from 'next/navigation';
import type { Brand, Locale } from '../../brands.ts';
import {
  type ArticleCategory,
  type ArticleListKind,
  type ArticleSummary,
  getArticle,
  getArticles,
  getCategories,
  getHotArticles,
} from '../../content/articles.ts';
import { getContentPage } from '../../content/pages.ts';
import {
  ArticleBody,
  ArticleList,
  CategoryTabs,
  categoryTabs,
  HotArticles,
} from '../../features/articles/article-views.tsx';
import { htmlToLine } from '../../lib/html-text.ts';
import { articleKind } from '../../lib/page-kinds/article.ts';
import { articleListKind } from '../../lib/page-kinds/article-list.ts';
import { schoolKind } from '../../lib/page-kinds/school.ts';
import { localePath } from '../../lib/site-routes.ts';
import { listPathOf, otherLocales, SCHOOL_PATHS } from './article-links.ts';
import styles from './kinds.module.css';
import { type PageKind, pageNumberOf } from './kit.tsx';

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

export const articleListPage: PageKind = {
  spec: articleListKind,
  compose: async (data, kit) => {
    const { brand, locale, view } = data;
    if (view.view !== 'articles') return null;
    const { categories, code, t, ui } = kit;
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
    const title = category?.name ?? kit.menuTitle ?? introPage?.title ?? ui('allNews');
    const crumbs = kit.crumbsTo(title);
    const top = await kit.intro(view.key, title, crumbs);
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
      noAlternates: true,
      body: kit.listBody(
        top.node,
        title,
        <>
          {view.list === 'news' || view.list === 'help' || view.list === 'manual' ? (
            <CategoryTabs
              tabs={categoryTabs(sameKind, view.categoryId, listPath, t('allCategories'))}
              label={t('category')}
            />
          ) : null}
          <ArticleList
            page={{ ...list, list: list.list }}
            text={t}
            articleHref={(id) => kit.hrefOfArticle(id, list.list.find((a) => a.id === id)?.categoryId)}
            pageHref={(n) => (n === 1 ? base : `${base}?page=${n}`)}
          />
        </>,
      ),
      structured: [{ kind: 'breadcrumb', crumbs }],
    };
  },
};

export const articlePage: PageKind = {
  spec: articleKind,
  compose: async (data, kit) => {
    const { brand, locale, view } = data;
    if (view.view !== 'article') return null;
    const { categories, code, t } = kit;
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
    const crumbs = kit.crumbsTo(article.title, { label: article.category, href: listHref });
    const hot =
      brand.segment === 'cht' && kind && SCHOOL_PATHS[kind] ? await getHotArticles(code, locale, kind as 'trends') : [];
    const text = htmlToLine(article.content);
    const hrefOf = (id: number) => kit.hrefOfArticle(id, article.categoryId);
    return {
      title: article.title,
      description: text.slice(0, 150),
      published: article.publishDate,
      canonical: kit.hrefOfArticle(article.id, article.categoryId),
      noAlternates: true,
      body: (
        <div className={`container ${styles.articleLayout}`}>
          <div className={styles.crumbs}>{kit.breadcrumb(crumbs)}</div>
          <ArticleBody article={article} text={t} articleHref={hrefOf} />
          <HotArticles
            title={t('hotArticles')}
            articles={hot.filter((a) => a.id !== article.id)}
            articleHref={hrefOf}
          />
        </div>
      ),
      structured: [
        { kind: 'breadcrumb', crumbs },
        { kind: 'article', title: article.title, author: article.author, published: article.publishDate },
      ],
    };
  },
};

export const schoolPage: PageKind = {
  spec: schoolKind,
  compose: async (data, kit) => {
    const { brand, locale } = data;
    const title = kit.menuTitle ?? 'xmsailSchool';
    const crumbs = kit.crumbsTo(title);
    const top = await kit.intro('cht-xmsailSchool', title, crumbs);
    const kinds = (['trends', 'companyEncy', 'industryInfo', 'FinanceTaxEncy'] as const).filter((k) =>
      kit.categories.some((c) => c.kind === k),
    );
    if (kinds.length === 0) return null;
    const lists = await Promise.all(kinds.map((k) => getArticles(kit.code, locale, k, { pageSize: 4 })));
    return {
      title: top.page?.title ?? title,
      description: top.page?.description ?? title,
      keywords: top.page?.keywords,
      body: (
        <>
          {top.node}
          {kinds.map((k, i) => {
            const category = kit.categories.find((c) => c.kind === k);
            const articles: ArticleSummary[] = lists[i]?.list ?? [];
            return (
              <section key={k} className={`section ${i % 2 ? 'section-alt' : ''}`} aria-labelledby={`school-${k}`}>
                <div className="container">
                  <header className={styles.listHead}>
                    <h2 id={`school-${k}`} className="section-title">
                      {category?.name}
                    </h2>
                    <a href={localePath(brand, locale, `/cht/xmsailSchool/${k}`)} className="btn btn-outline btn-sm">
                      {kit.ui('readMore')}
                    </a>
                  </header>
                  <ArticleList
                    page={{ total: articles.length, pageNum: 1, pageSize: 4, list: articles }}
                    text={kit.t}
                    articleHref={(id) => kit.hrefOfArticle(id, category?.id)}
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
  },
};
