import 'server-only';
import { isPlatform } from '@site/contracts/hosts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { type Brand, brandOf, isLocaleOf, type Locale } from '../../brands.ts';
import { getShell } from '../../content/shell.ts';
import type { Shell } from '../../content/types.ts';
import { pageTitleFor } from '../../lib/menu-rules.ts';
import type { SiteParams } from '../../lib/route-params.ts';
import { homePath, type Layout, localePath, matchInternalPath, type RouteMatch } from '../../lib/site-routes.ts';
import { uiText } from '../../lib/ui-text.ts';
import styles from './route-page.module.css';
import { routeText } from './route-texts.ts';

/**
 * The page of a route that has no content of its own yet: its layout (given by where the page
 * file sits), its title (from the menu entry that links to it, else the route's own) and a line on
 * what the page is for (route-texts.ts). Routes' page files stay a few lines: they name their
 * layout and internal path and take their exports from routePageFile.
 */

export interface RoutePageData {
  brand: Brand;
  locale: Locale;
  shell: Shell;
  match: RouteMatch;
  /** The public path of the page, with the locale prefix where the brand uses one. */
  path: string;
  title: string;
  purpose: string;
}

const load = cache(
  async (platform: string, locale: string, rest: string, layout: Layout): Promise<RoutePageData | null> => {
    if (!isPlatform(platform)) return null;
    const brand = brandOf(platform);
    if (!isLocaleOf(brand, locale)) return null;
    const match = matchInternalPath(brand, rest);
    const text = match ? routeText(match.route.pattern, locale) : null;
    if (!match || match.route.layout !== layout || !text) return null;
    const shell = await getShell(brand.code, locale);
    const path = localePath(brand, locale, match.canonical);
    return {
      brand,
      locale,
      shell,
      match,
      path,
      title: pageTitleFor(shell.menus, path) ?? text.title,
      purpose: text.purpose,
    };
  },
);

/**
 * The data of the route an internal page shows: `rest` is the path after /site/{platform}/{locale}.
 * An unknown route is a 404, thrown by the page (thrown from generateMetadata, Next.js would not
 * render the not-found page inside the layout).
 */
const loadRoutePage = async (params: Promise<SiteParams>, rest: string, layout: Layout): Promise<RoutePageData> => {
  const { platform, locale } = await params;
  return (await load(platform, locale, rest, layout)) ?? notFound();
};

/** The page title (spec section 2: from the matching menu entry) and description; none for a missing route. */
const loadRouteMetadata = async (params: Promise<SiteParams>, rest: string, layout: Layout): Promise<Metadata> => {
  const { platform, locale } = await params;
  const data = await load(platform, locale, rest, layout);
  return data ? { title: `${data.title} - ${data.shell.config.name}`, description: data.purpose } : {};
};

/** The page's heading and purpose; in the default and activity layouts under a breadcrumb home. */
export function RoutePage({ data, layout }: { data: RoutePageData; layout: Layout }) {
  const t = uiText(data.locale);
  const home = homePath(data.brand, data.locale);
  if (layout === 'blank') {
    return (
      <section className={styles.blank} aria-labelledby="page-title">
        <p className={styles.brandName}>{data.shell.config.name}</p>
        <h1 id="page-title" className={styles.title}>
          {data.title}
        </h1>
        <p className={styles.purpose}>{data.purpose}</p>
        <a href={home} className="btn btn-outline">
          {t.backHome}
        </a>
      </section>
    );
  }
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className="container">
        <nav aria-label={t.breadcrumb}>
          <ol className={styles.breadcrumb}>
            <li>
              <a href={home}>{t.home}</a>
            </li>
            <li aria-current="page">{data.title}</li>
          </ol>
        </nav>
        <h1 id="page-title" className={styles.title}>
          {data.title}
        </h1>
        <p className={styles.purpose}>{data.purpose}</p>
      </div>
    </section>
  );
}

/** An optional catch-all's segments as a path suffix: '/a' for ['a'], '' when absent. */
export const optionalSegments = (segments: string[] | undefined): string =>
  segments && segments.length > 0 ? `/${segments.join('/')}` : '';

type RouteFileProps<P> = { params: Promise<SiteParams & P> };

/**
 * A route page file's exports: `layout` is its layout group, `pathOf` gives the internal path it
 * serves (the part after /site/{platform}/{locale}) from its own segments. Nothing is rendered at
 * build time (the database is not running then); each page renders on its first request and is
 * cached (the file's own `revalidate`, which Next.js reads from the file itself).
 */
export const routePageFile = <P extends object = Record<never, never>>(
  layout: Layout,
  pathOf: (params: SiteParams & P) => string,
) => ({
  generateStaticParams: async (): Promise<(SiteParams & P)[]> => [],
  generateMetadata: async ({ params }: RouteFileProps<P>): Promise<Metadata> =>
    loadRouteMetadata(params, pathOf(await params), layout),
  /** The page file's default export. */
  render: async ({ params }: RouteFileProps<P>) => (
    <RoutePage data={await loadRoutePage(params, pathOf(await params), layout)} layout={layout} />
  ),
});
