import { optionalSegments, routePageFile } from '@/app-shell/route-page.tsx';

/** /custom/{uid?}, a custom page (campaigns, terms) (spec section 2, blank layout). */
export const revalidate = 300;

const page = routePageFile<{ uid?: string[] }>('blank', ({ uid }) => `/custom${optionalSegments(uid)}`);
export const { generateStaticParams, generateMetadata } = page;
export default page.render;
