import { platformForHost } from '@site/contracts/hosts';
import { brandOf } from '@/brands.ts';
import { getFreeTrialEntries, getSiteIndex } from '@/content/pages.ts';
import { toolKeyOfPath } from '@/lib/page-views.ts';
import { siteMap } from '@/lib/site-map.ts';
import { settings } from '@/settings.ts';

/**
 * The sitemap of the brand the Host header names: every public page of each of its locales, on
 * its public origin (SITE_ORIGINS). The reads behind it are cached and tagged like the pages'.
 */
export const dynamic = 'force-dynamic';

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function GET(request: Request) {
  const { hostMap, siteOrigins } = settings();
  const platform = platformForHost(request.headers.get('host'), hostMap);
  const brand = brandOf(platform);
  const origin = siteOrigins[platform];
  const urls: string[] = [];
  for (const locale of brand.locales) {
    const [index, freeTrial] = await Promise.all([
      getSiteIndex(platform, locale),
      getFreeTrialEntries(platform, locale),
    ]);
    const tools = freeTrial.flatMap((entry) => {
      const key = toolKeyOfPath(entry.hadeUrl);
      return key ? [{ id: entry.id, key }] : [];
    });
    for (const entry of siteMap(brand, locale, { ...index, tools })) {
      const lastmod = entry.updatedAt ? `<lastmod>${entry.updatedAt.slice(0, 10)}</lastmod>` : '';
      urls.push(`<url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${lastmod}</url>`);
    }
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...new Set(urls)].join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
