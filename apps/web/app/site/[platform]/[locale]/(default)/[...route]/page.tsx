import { routePageFile } from '@/app-shell/route-page.tsx';

/**
 * Every route of the default layout (src/lib/site-routes.ts) without a page file of its own;
 * anything else under the brand, including the path the proxy sends unknown routes to, is a 404.
 * A route's own page file (e.g. ld/VAT/page.tsx) would take precedence over this one.
 */
export const revalidate = 300;

const page = routePageFile<{ route: string[] }>('default', ({ route }) => `/${route.join('/')}`);
export const { generateStaticParams, generateMetadata } = page;
export default page.render;
