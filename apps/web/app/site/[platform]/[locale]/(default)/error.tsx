'use client';

import { ErrorBoundaryView } from '@/features/pages/error-boundary-lazy.tsx';

/** An error while rendering a page of the default layout: the error page between header and footer. */
export default function PageError({ error }: { error: unknown }) {
  return <ErrorBoundaryView error={error} />;
}
