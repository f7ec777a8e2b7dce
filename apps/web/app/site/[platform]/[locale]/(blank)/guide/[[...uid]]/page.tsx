import { optionalSegments, routePageFile } from '@/app-shell/route-page.tsx';

/** /guide/{uid?}, the registration reward guide (spec section 2, blank layout). */
export const revalidate = 300;

const page = routePageFile<{ uid?: string[] }>('blank', ({ uid }) => `/guide${optionalSegments(uid)}`);
export const { generateStaticParams, generateMetadata } = page;
export default page.render;
