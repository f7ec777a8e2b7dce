import type { Database } from '@site/db/client';
import type { GatewayDeps } from './context.ts';

/**
 * Gateway settings from the environment:
 * - TRUST_PROXY=1: read the client address from X-Forwarded-For (set only behind a proxy you run);
 * - COUNTRY_HEADER: a CDN's visitor-country header (e.g. cf-ipcountry) to use instead of the IP database;
 * - PLATFORM, PLATFORM_HOSTS: the brand of calls that carry no x-platform-type header.
 */
export const gatewayDepsFromEnv = (
  db: Database,
  env: Record<string, string | undefined> = process.env,
): GatewayDeps => ({
  db,
  trustProxy: ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').toLowerCase()),
  countryHeader: env.COUNTRY_HEADER?.trim().toLowerCase() || undefined,
  env: { PLATFORM: env.PLATFORM, PLATFORM_HOSTS: env.PLATFORM_HOSTS },
});
