import { portalPageFile } from '@/app-shell/portal-page.tsx';

/** /user/login, a page of the user portal (docs/portal.md): the visitor's own, rendered on every request. */
export const dynamic = 'force-dynamic';

const page = portalPageFile('login');
export const { generateMetadata } = page;
export default page.render;
