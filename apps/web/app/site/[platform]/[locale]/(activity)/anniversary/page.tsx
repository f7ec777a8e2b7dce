import type { Metadata } from 'next';
import { loadRouteMetadata, loadRoutePage, RoutePage } from '@/features/pages/route-page.tsx';
import type { SiteParams } from '@/lib/route-params.ts';

/** /anniversary, the anniversary campaign (spec section 2, activity layout). Its content comes in a later issue. */
export const revalidate = 300;

export async function generateStaticParams(): Promise<SiteParams[]> {
  return [];
}

type PageProps = { params: Promise<SiteParams> };

const PATH = '/anniversary';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return loadRouteMetadata(params, PATH, 'activity');
}

export default async function Page({ params }: PageProps) {
  return <RoutePage data={await loadRoutePage(params, PATH, 'activity')} layout="activity" />;
}
