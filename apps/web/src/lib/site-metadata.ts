import type { Metadata } from 'next';
import type { Brand } from '../brands.ts';
import type { SiteConfig } from '../content/types.ts';

/** The brand's mark as a small SVG: the pages' favicon (inline) and /favicon.ico's answer (app/favicon.ico). */
export const faviconSvgOf = (brand: Brand): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${brand.theme.primary}"/>` +
  `<text x="16" y="22" text-anchor="middle" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff">${brand.mark}</text></svg>`;

/** The brand's favicon, inline: no request, one per brand. */
const faviconOf = (brand: Brand): string => `data:image/svg+xml,${encodeURIComponent(faviconSvgOf(brand))}`;

/** Title, description and keywords from the brand's SEO texts (platform config). */
export const siteMetadata = (brand: Brand, config: SiteConfig): Metadata => ({
  title: config.seo.title,
  description: config.seo.description,
  keywords: config.seo.keywords,
  applicationName: config.name,
  icons: { icon: faviconOf(brand) },
  openGraph: {
    type: 'website',
    siteName: config.name,
    title: config.seo.title,
    description: config.seo.description,
    locale: config.lang.replace('-', '_'),
  },
});
