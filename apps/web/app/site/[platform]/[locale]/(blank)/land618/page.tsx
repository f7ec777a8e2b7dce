import type { Metadata } from 'next';
import { loadRouteMetadata, loadRoutePage, RoutePage } from '@/features/pages/route-page.tsx';
import type { SiteParams } from '@/lib/route-params.ts';

/** /land618, the 618 sale landing page (spec section 2, blank layout). Its content comes in a later issue. */
export const revalidate = 300;

export async function generateStaticParams(): Promise<SiteParams[]> {
  return [];
}

type PageProps = { params: Promise<SiteParams> };

const PATH = '/land618';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return loadRouteMetadata(params, PATH, 'blank');
}

export default async function Page({ params }: PageProps) {
  return <RoutePage data={await loadRoutePage(params, PATH, 'blank')} layout="blank" />;
}
