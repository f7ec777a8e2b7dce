import { createGatewayClient, type GatewayClient } from '@site/contracts/client';
import type { Platform } from '@site/contracts/hosts';
import { brandOf, type Locale } from '../brands.ts';
import { gatewayHandle } from '../lib/gateway-registry.ts';

/**
 * The server's one gateway client (@site/contracts createGatewayClient): the same headers, timeout
 * and envelope handling as in the browser, sent in-process to the Hono app (or to GATEWAY_URL)
 * through the handle server.ts registers. The pages' cached reads (gateway.ts) and the proxy's
 * menu state (menu-state.ts) both call through it.
 */
export const gatewayClient = (
  platform: Platform,
  locale: Locale,
  { timeoutMs }: { timeoutMs?: number } = {},
): GatewayClient => {
  const brand = brandOf(platform);
  return createGatewayClient({
    baseUrl: '',
    fetch: (url, init) => gatewayHandle().fetch(url, init),
    context: { platform, platformName: brand.key, sourceTitle: brand.name, lang: locale },
    timeoutMs,
  });
};
