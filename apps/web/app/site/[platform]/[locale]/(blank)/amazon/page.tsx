import { routePageFile } from '@/app-shell/route-page.tsx';

/** /amazon, the Amazon sellers' landing page (spec section 2, blank layout). */
export const revalidate = 300;

const page = routePageFile('blank', () => '/amazon');
export const { generateStaticParams, generateMetadata } = page;
export default page.render;
