'use client';

import { lazy } from 'react';

/**
 * The error view for the app's error.tsx files and global-error.tsx, loaded when an error is shown. Next.js sends
 * every error boundary's component with every page, each in a chunk of its own that carries its own copy of what
 * it imports (the view, use-intl's hooks): with this loader in their place, those chunks stay small.
 * React.lazy rather than next/dynamic, whose runtime would be copied into each of them too; the view's CSS is the
 * 404 view's, which every page links already (not-found.tsx).
 */
export const ErrorBoundaryView = lazy(() =>
  import('./error-boundary.tsx').then((module) => ({ default: module.ErrorBoundaryView })),
);

/** The error view of global-error.tsx, which has no layout's <Texts> above it: it loads its own texts (global-error-view.tsx). */
export const GlobalErrorView = lazy(() =>
  import('./global-error-view.tsx').then((module) => ({ default: module.GlobalErrorView })),
);
