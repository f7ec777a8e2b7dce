import type { Metadata } from 'next';
import type { Brand, Locale } from '../brands.ts';
import type { SiteConfig } from '../content/types.ts';
import { htmlToLine } from '../lib/html-text.ts';
import { siteMetadata } from '../lib/site-metadata.ts';
import { localePath, splitLocale } from '../lib/site-routes.ts';
import type { Crumb } from '../ui/breadcrumb.tsx';

/**
 * A page's metadata (title, description, keywords, canonical URL, Open Graph, language
 * alternates) and its structured data (schema.org JSON-LD: Organization, BreadcrumbList, Article,
 * FAQPage). URLs are absolute, on the brand's public origin (SITE_ORIGINS).
 */

export interface PageSeo {
  brand: Brand;
  locale: Locale;
  config: SiteConfig;
  origin: string;
  /** The public path, with the locale prefix where the brand uses one. */
  path: string;
  /** The query parameters that make the page (e.g. ?id= of newsDetail): part of the canonical URL. */
  query: URLSearchParams;
  title: string;
  description: string;
  keywords?: string;
  /** ISO date of an article. */
  published?: string;
  /** Link the page's other language versions (pages that exist in every locale of the brand). */
  alternates: boolean;
}

const CANONICAL_QUERY = ['id', 'answerId', 'page'];

export const pageMetadata = (seo: PageSeo): Metadata => {
  const base = siteMetadata(seo.brand, seo.config);
  const kept = new URLSearchParams([...seo.query].filter(([key]) => CANONICAL_QUERY.includes(key)));
  const search = kept.size > 0 ? `?${kept}` : '';
  const url = `${seo.origin}${seo.path}${search}`;
  const [, rest] = splitLocale(seo.brand, seo.path);
  const languages = seo.alternates
    ? Object.fromEntries(seo.brand.locales.map((l) => [l, `${seo.origin}${localePath(seo.brand, l, rest)}${search}`]))
    : undefined;
  const title = `${seo.title} - ${seo.config.name}`;
  return {
    ...base,
    title,
    description: seo.description,
    keywords: seo.keywords || base.keywords,
    alternates: { canonical: url, ...(languages ? { languages } : {}) },
    openGraph: {
      ...base.openGraph,
      type: seo.published ? 'article' : 'website',
      url,
      title,
      description: seo.description,
      ...(seo.published ? { publishedTime: seo.published } : {}),
    },
  };
};

export type StructuredData =
  | { kind: 'breadcrumb'; crumbs: Crumb[] }
  | { kind: 'article'; title: string; author: string; published: string }
  | { kind: 'faq'; items: { question: string; answer: string }[] };

const toJsonLd = (item: StructuredData, origin: string, organization: SiteConfig): object => {
  switch (item.kind) {
    case 'breadcrumb':
      return {
        '@type': 'BreadcrumbList',
        itemListElement: item.crumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.label,
          ...(crumb.href ? { item: `${origin}${crumb.href}` } : {}),
        })),
      };
    case 'article':
      return {
        '@type': 'Article',
        headline: item.title,
        datePublished: item.published,
        author: { '@type': 'Organization', name: item.author },
        publisher: { '@type': 'Organization', name: organization.companyName || organization.name },
      };
    case 'faq':
      return {
        '@type': 'FAQPage',
        mainEntity: item.items.map((q) => ({
          '@type': 'Question',
          name: q.question,
          acceptedAnswer: { '@type': 'Answer', text: htmlToLine(q.answer) },
        })),
      };
  }
};

/** '<' escaped so the JSON can never close the script element. */
const serialise = (value: object): string => JSON.stringify(value).replace(/</g, '\\u003c');

export function JsonLd({
  data,
  origin,
  organization,
}: {
  data: StructuredData[];
  origin: string;
  organization: SiteConfig;
}) {
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'Organization', name: organization.companyName || organization.name, url: origin },
      ...data.map((item) => toJsonLd(item, origin, organization)),
    ],
  };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, serialised with '<' escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialise(graph) }} />;
}
