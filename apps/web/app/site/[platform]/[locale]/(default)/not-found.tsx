import { NotFoundView } from '@/features/pages/error-boundary.tsx';

/**
 * A page of the default layout that calls notFound() (e.g. an article that does not exist): the 404
 * page inside the layout. Unknown routes never get here: the proxy sends them to app/global-not-found.tsx.
 */
export default function NotFound() {
  return <NotFoundView />;
}
