import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { errorFromQuery, errorTexts, REQUEST_ID_HEADER } from '@/features/pages/error-texts.ts';
import { ErrorView } from '@/features/pages/error-view.tsx';
import { brandParams, type SiteParams } from '@/lib/route-params.ts';
import { homePath } from '@/lib/site-routes.ts';

/**
 * /errorUrl (spec section 2, blank layout): the error page for errors the site sends visitors to,
 * from its query: code (default 500), url (the failed request) and message. Rendered per request
 * (its HTML follows the query); of the visitor's request only its id (x-request-id, set by server.ts) is read,
 * and shown for the visitor to quote.
 */
type PageProps = {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const { locale } = await brandParams(params);
  const { code, message } = errorFromQuery(await searchParams, errorTexts(locale));
  return { title: `${code} - ${message}`, robots: { index: false } };
}

export default async function ErrorUrlPage({ params, searchParams }: PageProps) {
  const { brand, locale } = await brandParams(params);
  const texts = errorTexts(locale);
  const { code, message, url } = errorFromQuery(await searchParams, texts);
  const requestId = (await headers()).get(REQUEST_ID_HEADER);
  return (
    <ErrorView
      code={code}
      message={message}
      url={url}
      home={homePath(brand, locale)}
      requestId={requestId}
      texts={texts}
    />
  );
}
