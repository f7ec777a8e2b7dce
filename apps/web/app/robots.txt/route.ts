import { platformForHost } from '@site/contracts/hosts';
import { settings } from '@/settings.ts';

/** robots.txt of the brand the Host header names: pages may be crawled, calls and the error page not. */
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  const { hostMap, siteOrigins } = settings();
  const origin = siteOrigins[platformForHost(request.headers.get('host'), hostMap)];
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /auth/',
    'Disallow: /system/',
    'Disallow: /vat/',
    'Disallow: /errorUrl',
    'Disallow: /user/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
