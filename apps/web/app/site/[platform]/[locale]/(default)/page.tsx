import type { Metadata } from 'next';
import { JsonLd } from '@/app-shell/seo.tsx';
import { getHome } from '@/content/home.ts';
import { getShell } from '@/content/shell.ts';
import { Advantages } from '@/features/home/advantages.tsx';
import { Hero } from '@/features/home/hero.tsx';
import { LatestNews } from '@/features/home/latest-news.tsx';
import { Process } from '@/features/home/process.tsx';
import { Services } from '@/features/home/services.tsx';
import { textsOf } from '@/i18n/translate.ts';
import { brandParams, type SiteParams } from '@/lib/route-params.ts';
import { siteMetadata } from '@/lib/site-metadata.ts';
import { homePath } from '@/lib/site-routes.ts';
import { settings } from '@/settings.ts';

/**
 * The home page of a brand's locale (public '/' and '/ld/homes', see proxy.ts). Incremental static
 * regeneration: nothing is rendered at build time (the database is not running then); the first
 * request renders the page, Next.js caches it, and serves it from the cache until it is older than
 * `revalidate` seconds or a content tag of src/content/gateway.ts is revalidated.
 */
export const revalidate = 300;

export async function generateStaticParams(): Promise<SiteParams[]> {
  return [];
}

type PageProps = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { brand, locale } = await brandParams(params);
  const shell = await getShell(brand.code, locale);
  const origin = settings().siteOrigins[brand.code];
  const base = siteMetadata(brand, shell.config);
  const languages =
    brand.prefixedLocales.length > 1
      ? Object.fromEntries(brand.locales.map((l) => [l, `${origin}${homePath(brand, l)}`]))
      : undefined;
  const url = `${origin}${homePath(brand, locale)}`;
  return {
    ...base,
    alternates: { canonical: url, ...(languages ? { languages } : {}) },
    openGraph: { ...base.openGraph, url },
  };
}

export default async function HomePage({ params }: PageProps) {
  const { brand, locale } = await brandParams(params);
  const home = await getHome(brand.code, locale);
  const t = textsOf(locale, 'ui');
  const shell = await getShell(brand.code, locale);
  return (
    <>
      {/* The mark the right panel's quick guide shows on (its CSS reads it; nothing shifts after load). */}
      <div hidden data-home-page="" />
      <JsonLd data={[]} origin={settings().siteOrigins[brand.code]} organization={shell.config} />
      <Hero hero={home.hero} />
      <Services services={home.services} readMore={t('readMore')} />
      <Advantages advantages={home.advantages} />
      {home.process ? <Process process={home.process} stepLabel={(n) => t('stepLabel', { n: String(n) })} /> : null}
      {home.news ? <LatestNews news={home.news} moreHref={brand.newsPath} moreLabel={t('allNews')} /> : null}
    </>
  );
}
