import { routePageFile } from '@/app-shell/route-page.tsx';

/** /anniversary, the anniversary campaign (spec section 2, activity layout). */
export const revalidate = 300;

const page = routePageFile('activity', () => '/anniversary');
export const { generateStaticParams, generateMetadata } = page;
export default page.render;
