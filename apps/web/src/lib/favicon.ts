import { type HostMap, platformForHost } from '@site/contracts/hosts';
import { brandOf } from '../brands.ts';
import { faviconSvgOf } from './site-metadata.ts';

/**
 * /favicon.ico of the brand the Host names (issue 27: the portal and result pages' browsers asked for it and got a
 * 404): the brand's mark, the same SVG the pages carry inline, served as SVG (every current browser reads an SVG
 * favicon whatever its path). An unknown host gets the fallback brand's, like its pages.
 */
export const faviconResponse = (host: string | null, hostMap: HostMap): Response =>
  new Response(faviconSvgOf(brandOf(platformForHost(host, hostMap))), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      // A day: a brand's colour or mark may change with a release; the host decides, so caches must key on it.
      'cache-control': 'public, max-age=86400',
      vary: 'host',
    },
  });
