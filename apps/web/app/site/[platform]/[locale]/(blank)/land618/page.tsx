import { routePageFile } from '@/app-shell/route-page.tsx';

/** /land618, the 618 sale landing page (spec section 2, blank layout). */
export const revalidate = 300;

const page = routePageFile('blank', () => '/land618');
export const { generateStaticParams, generateMetadata } = page;
export default page.render;
