import type { Metadata } from 'next';
import { loadRouteMetadata, loadRoutePage, optionalSegments, RoutePage } from '@/features/pages/route-page.tsx';
import type { SiteParams } from '@/lib/route-params.ts';

/** /ld/video/{uid?}, the video player (spec section 2, blank layout). Its content comes in a later issue. */
export const revalidate = 300;

export async function generateStaticParams(): Promise<(SiteParams & { uid?: string[] })[]> {
  return [];
}

type PageProps = { params: Promise<SiteParams & { uid?: string[] }> };

const restOf = async (params: PageProps['params']) => `/ld/video${optionalSegments((await params).uid)}`;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return loadRouteMetadata(params, await restOf(params), 'blank');
}

export default async function Page({ params }: PageProps) {
  return <RoutePage data={await loadRoutePage(params, await restOf(params), 'blank')} layout="blank" />;
}
