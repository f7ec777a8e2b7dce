'use client';

import { useParams } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'use-intl/react';
import { describeError, type ErrorTexts } from './error-rules.ts';
import { ErrorView } from './error-view.tsx';
import { currentRequestId } from './request-id.ts';

const subscribe = () => () => {};

/**
 * The error views' words: the `errors` namespace in the page's locale, from the <Texts> of the root layout
 * (app/site/[platform]/[locale]/layout.tsx) or, for global-error.tsx, of GlobalErrorView (global-error-view.tsx).
 */
const useErrorTexts = (): Pick<ErrorTexts, 'notFound' | 'systemBusy' | 'errorRequest' | 'backHome' | 'requestId'> => {
  const t = useTranslations('errors');
  return {
    notFound: t('notFound'),
    systemBusy: t('systemBusy'),
    errorRequest: t('errorRequest'),
    backHome: t('backHome'),
    requestId: t('requestId'),
  };
};

/**
 * The page's home: the locale prefix when the address starts with it (the EU variant), else '/'. Read from the
 * address rather than the brand registry, to keep this island (sent with every page) small; the server renders '/'.
 */
const useHome = (): { home: string } => {
  const locale = useParams<{ locale?: string }>()?.locale;
  const home = useSyncExternalStore(
    subscribe,
    () => (locale && window.location.pathname.split('/')[1] === locale ? `/${locale}` : '/'),
    () => '/',
  );
  return { home };
};

/** The error page for an error thrown while rendering (app error.tsx files): status 500 unless the error says otherwise. */
export function ErrorBoundaryView({ error }: { error: unknown }) {
  const { home } = useHome();
  const texts = useErrorTexts();
  const [pageUrl, setPageUrl] = useState<string | null>(null);
  const [requestId, setRequestId] = useState<string | null>(null);
  useEffect(() => {
    setPageUrl(`${window.location.pathname}${window.location.search}`);
    setRequestId(currentRequestId());
    console.error(error);
  }, [error]);
  const { code, message, url } = describeError(error, texts, pageUrl);
  return <ErrorView code={code} message={message} url={url} home={home} requestId={requestId} texts={texts} />;
}

/** The 404 page (spec section 2): 哎呀，页面错误~ in the brand's language, and the way home. */
export function NotFoundView() {
  const { home } = useHome();
  const texts = useErrorTexts();
  return (
    <>
      <title>{`404 - ${texts.notFound}`}</title>
      <ErrorView code={404} message={texts.notFound} home={home} texts={texts} />
    </>
  );
}
