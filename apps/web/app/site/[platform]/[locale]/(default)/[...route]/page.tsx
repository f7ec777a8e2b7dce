import type { Metadata } from 'next';
import { loadRouteMetadata, loadRoutePage, RoutePage } from '@/features/pages/route-page.tsx';
import type { SiteParams } from '@/lib/route-params.ts';

/**
 * Every route of the default layout (src/lib/site-routes.ts) that has no page file of its own yet;
 * anything else under the brand, including the path the proxy sends unknown routes to, is a 404.
 * A route's own page file (e.g. ld/VAT/page.tsx) takes precedence when a later issue adds it.
 * ISR like the home page: rendered on first request, cached, revalidated.
 */
export const revalidate = 300;

export async function generateStaticParams(): Promise<(SiteParams & { route: string[] })[]> {
  return [];
}

type PageProps = { params: Promise<SiteParams & { route: string[] }> };

const restOf = async (params: PageProps['params']) => `/${(await params).route.join('/')}`;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return loadRouteMetadata(params, await restOf(params), 'default');
}

export default async function DefaultRoutePage({ params }: PageProps) {
  return <RoutePage data={await loadRoutePage(params, await restOf(params), 'default')} layout="default" />;
}
