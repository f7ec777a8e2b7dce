'use client';

import { useParams } from 'next/navigation';
import { use } from 'react';
import { TextsProvider } from '../../i18n/texts-provider.tsx';
import { ErrorBoundaryView } from './error-boundary.tsx';
import type { ErrorTexts } from './error-rules.ts';

/**
 * The error view of global-error.tsx: an error in the root layout itself, so no <Texts> above it. It loads the
 * `errors` namespace of the address's locale (simplified Chinese for anything else) when shown: each locale's
 * catalogue is a chunk of its own, fetched only by a page whose root layout failed.
 */
const CATALOGUES = {
  'zh-CN': () => import('../../../messages/zh-CN.json'),
  'zh-TW': () => import('../../../messages/zh-TW.json'),
  en: () => import('../../../messages/en.json'),
  de: () => import('../../../messages/de.json'),
} as const;

type CatalogueLocale = keyof typeof CATALOGUES;

const loaded = new Map<CatalogueLocale, Promise<ErrorTexts>>();

const errorsOf = (locale: CatalogueLocale): Promise<ErrorTexts> => {
  let errors = loaded.get(locale);
  if (!errors) {
    errors = CATALOGUES[locale]().then((module) => module.default.errors);
    loaded.set(locale, errors);
  }
  return errors;
};

export function GlobalErrorView({ error }: { error: unknown }) {
  const asked = useParams<{ locale?: string }>()?.locale;
  const locale: CatalogueLocale = asked && asked in CATALOGUES ? (asked as CatalogueLocale) : 'zh-CN';
  const errors = use(errorsOf(locale));
  return (
    <TextsProvider locale={locale} messages={{ errors }} timeZone="Asia/Shanghai">
      <ErrorBoundaryView error={error} />
    </TextsProvider>
  );
}
