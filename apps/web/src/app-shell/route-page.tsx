import 'server-only';
import { isPlatform } from '@site/contracts/hosts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { brandOf, isLocaleOf } from '../brands.ts';
import { getShell } from '../content/shell.ts';
import { pageViewOf, splitQuerySegment } from '../lib/page-views.ts';
import type { SiteParams } from '../lib/route-params.ts';
import { type Layout, localePath, matchInternalPath } from '../lib/site-routes.ts';
import { settings } from '../settings.ts';
import { PAGE_RENDERERS } from './kinds/index.ts';
import { type Composed, kitOf, type RouteData } from './kinds/kit.tsx';
import { JsonLd, pageMetadata } from './seo.tsx';

/**
 * Every route of spec section 2 without a page file of its own: the route table says which route a path is, the
 * route's page kind (src/app-shell/kinds) what it shows, how it loads and renders. Route page files take their
 * exports from routePageFile and stay a few lines.
 */

/** The route of an internal path in a layout, with its view and the brand's shell; null for a 404. */
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
    const path = localePath(brand, locale, match.canonical);
    return { brand, locale, shell, match, view, path, query, layout };
  },
);

/** The page of a loaded route, by its kind. Null when what it shows does not exist (a 404). */
const compose = cache(async (data: RouteData): Promise<Composed | null> => {
  const { compose: render } = PAGE_RENDERERS[data.match.route.kind];
  return render === 'ownPageFile' ? null : render(data, await kitOf(data));
});

type RouteFileProps<P> = { params: Promise<SiteParams & P> };

const resolve = async <P,>(props: RouteFileProps<P>, layout: Layout, pathOf: (params: SiteParams & P) => string) => {
  const params = await props.params;
  // The proxy carries the query a page follows in the internal path ('/_q/page=2/...'): the page
  // never reads the request's query, so every page stays static and cached (ISR).
  const [rest, query] = splitQuerySegment(pathOf(params));
  const data = await load(params.platform, params.locale, rest, layout, query.toString());
  const composed = data ? await compose(data) : null;
  return data && composed ? { data, composed } : null;
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
      alternates: data.brand.prefixedLocales.length > 1 && !composed.noAlternates,
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
