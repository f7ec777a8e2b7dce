'use client';

import { GlobalErrorView } from '@/features/pages/error-boundary-lazy.tsx';
import '@/styles/globals.css';

/** An error in the root layout itself: the error page as a whole document. */
export default function GlobalError({ error }: { error: unknown }) {
  return (
    <html lang="zh-CN">
      <body>
        <main id="main">
          <GlobalErrorView error={error} />
        </main>
      </body>
    </html>
  );
}
