import 'server-only';
import type { ReactNode } from 'react';
import type { Brand, Locale } from '../../brands.ts';
import { getCategories } from '../../content/articles.ts';
import { type ContentPage, getContentPage } from '../../content/pages.ts';
import type { Shell } from '../../content/types.ts';
import { Calculator } from '../../features/calculators/calculator.tsx';
import { type BlockContext, PageBlocks } from '../../features/content-page/page-blocks.tsx';
import { Texts } from '../../i18n/texts.tsx';
import { textsOf } from '../../i18n/translate.ts';
import type { CalculatorProduct } from '../../lib/calculators.ts';
import { pageTitleFor } from '../../lib/menu-rules.ts';
import type { PageKindSpec } from '../../lib/page-kinds/index.ts';
import type { PageView } from '../../lib/page-views.ts';
import { homePath, type Layout, localePath, type RouteMatch } from '../../lib/site-routes.ts';
import { Breadcrumb, type Crumb } from '../../ui/breadcrumb.tsx';
import type { StructuredData } from '../seo.tsx';
import { articleHrefOf } from './article-links.ts';
import styles from './kinds.module.css';

/**
 * What every page kind's renderer shares: the loaded route (RouteData), what a renderer answers (Composed), and the
 * kit of the page's common parts (breadcrumbs, the content page's blocks, the intro of a list). A renderer is one
 * kind's `compose` (src/app-shell/kinds/<kind>.tsx); route-page.tsx calls the route's kind.
 */

export interface RouteData {
  brand: Brand;
  locale: Locale;
  shell: Shell;
  match: RouteMatch;
  view: PageView;
  /** The public path of the page, with the locale prefix where the brand uses one. */
  path: string;
  query: URLSearchParams;
  layout: Layout;
}

export interface Composed {
  title: string;
  description: string;
  keywords?: string;
  body: ReactNode;
  structured: StructuredData[];
  /** For an article: its date, for Article metadata. */
  published?: string;
  /** The page's own address when it is shown at another (a school article at another kind's route). */
  canonical?: string;
  /** No links to the page in the brand's other locales (lists and articles differ per locale). */
  noAlternates?: true;
}

/** A page kind in the composition: its pure description and how it loads and renders (null: a 404). */
export interface PageKind {
  spec: PageKindSpec;
  /** The title, description, body and structured data of a route of the kind; 'ownPageFile' for kinds with their own page file. */
  compose: ((data: RouteData, kit: Kit) => Promise<Composed | null>) | 'ownPageFile';
}

/** The page number of a list (?page=n), 1 for anything else. */
export const pageNumberOf = (query: URLSearchParams): number => {
  const raw = query.get('page');
  return raw && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1;
};

/** A menu entry's label for a public path of the brand (e.g. the videos list), if a menu links there. */
export const menuTitleFor = (shell: Shell, brand: Brand, locale: Locale, rest: string): string | null =>
  pageTitleFor(
    shell.menus,
    localePath(brand, locale, `/${brand.segment}${rest}`.replace(/^\/(ld|cht)\/ld\//, '/ld/')),
  ) ?? pageTitleFor(shell.menus, localePath(brand, locale, rest));

/** The common parts of a page of a brand's locale. */
export const kitOf = async (data: RouteData) => {
  const { brand, locale, shell } = data;
  const code = brand.code;
  const t = textsOf(locale, 'page');
  const ui = textsOf(locale, 'ui');
  const home = homePath(brand, locale);
  const categories = await getCategories(code, locale);
  const hrefOfArticle = articleHrefOf(brand, locale, categories);
  const contactHref = localePath(brand, locale, '/ld/contactUs');
  const menuTitle = pageTitleFor(shell.menus, data.path);
  const crumbsTo = (title: string, parent?: Crumb): Crumb[] => [
    { label: ui('home'), href: home },
    ...(parent ? [parent] : []),
    { label: title },
  ];
  const breadcrumb = (crumbs: Crumb[]) => <Breadcrumb crumbs={crumbs} label={ui('breadcrumb')} />;
  const context = (crumbs: Crumb[], products: CalculatorProduct[] = []): BlockContext => ({
    text: t,
    breadcrumb: breadcrumb(crumbs),
    articleHref: (id) => hrefOfArticle(id),
    contactHref,
    calculator: (tool) => (
      // The tool's own texts, the shared form texts and the rules' names: not the other tools' texts.
      <Texts locale={locale} namespaces={['calculators.form', 'calculators.labels', `calculators.${tool}` as const]}>
        <Calculator tool={tool} products={products} />
      </Texts>
    ),
  });
  const faqData = (page: ContentPage | null): StructuredData[] => {
    const items = page?.blocks.flatMap((b) => (b.kind === 'faq' ? b.items : [])) ?? [];
    return items.length > 0 ? [{ kind: 'faq', items }] : [];
  };
  const contentBody = (page: ContentPage, crumbs: Crumb[], products?: CalculatorProduct[]) => (
    <PageBlocks blocks={page.blocks} context={context(crumbs, products)} title={page.title} />
  );
  /** A page's heading band without a content page: the breadcrumb and the title. */
  const plainHead = (crumbs: Crumb[], title: string) => (
    <section className={styles.plainHead} aria-labelledby="page-title">
      <div className="container">
        {breadcrumb(crumbs)}
        <h1 id="page-title" className={styles.plainTitle}>
          {title}
        </h1>
      </div>
    </section>
  );
  /** A list's intro: the hero of its content page `key`, else a plain heading; `rest` is the page without its hero. */
  const intro = async (key: string, fallbackTitle: string, crumbs: Crumb[]) => {
    const page = await getContentPage(code, locale, key);
    const heroOnly = page ? { ...page, blocks: page.blocks.filter((b) => b.kind === 'hero') } : null;
    return {
      page,
      node: heroOnly ? contentBody(heroOnly, crumbs) : plainHead(crumbs, fallbackTitle),
      rest: page ? { ...page, blocks: page.blocks.filter((b) => b.kind !== 'hero') } : null,
    };
  };
  /** A list page's body: its intro (`intro(…).node`), then the list in a section named by the page's title. */
  const listBody = (introNode: ReactNode, title: string, list: ReactNode) => (
    <>
      {introNode}
      <section className="section" aria-label={title}>
        <div className="container">{list}</div>
      </section>
    </>
  );
  return {
    code,
    t,
    ui,
    home,
    categories,
    hrefOfArticle,
    menuTitle,
    crumbsTo,
    breadcrumb,
    context,
    faqData,
    contentBody,
    plainHead,
    intro,
    listBody,
  };
};

export type Kit = Awaited<ReturnType<typeof kitOf>>;
