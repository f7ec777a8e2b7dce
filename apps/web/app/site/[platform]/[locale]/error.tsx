'use client';

import { ErrorBoundaryView } from '@/features/pages/error-boundary-lazy.tsx';

/** An error in a layout (e.g. the shell's data could not be read): the error page on its own. */
export default function LayoutError({ error }: { error: unknown }) {
  return (
    <main id="main">
      <ErrorBoundaryView error={error} />
    </main>
  );
}
