import { NotFoundView } from '@/features/pages/error-boundary.tsx';

/** A route that turns out not to exist below the default layout (e.g. in the blank layout): the 404 page on its own. */
export default function NotFound() {
  return <NotFoundView />;
}
