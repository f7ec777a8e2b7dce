import { routePageFile } from '@/app-shell/route-page.tsx';

/** /ld/registered, the registration page (spec section 2, blank layout). */
export const revalidate = 300;

const page = routePageFile('blank', () => '/ld/registered');
export const { generateStaticParams, generateMetadata } = page;
export default page.render;
