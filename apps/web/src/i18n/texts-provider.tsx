'use client';

/**
 * use-intl's provider as a client component: a server component cannot render it directly (use-intl's React entry
 * has no 'use client' of its own). Rendered by <Texts> (texts.tsx) only.
 */
export { IntlProvider as TextsProvider } from 'use-intl/react';
