import { optionalSegments, routePageFile } from '@/app-shell/route-page.tsx';

/** /ld/video/{uid?}, the video player (spec section 2, blank layout). */
export const revalidate = 300;

const page = routePageFile<{ uid?: string[] }>('blank', ({ uid }) => `/ld/video${optionalSegments(uid)}`);
export const { generateStaticParams, generateMetadata } = page;
export default page.render;
