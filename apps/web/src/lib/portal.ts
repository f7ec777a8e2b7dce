import type { HostMap } from '@site/contracts/hosts';

/**
 * Addresses of the sites the header sends visitors to: the user portal (login, registration and
 * the workbench, spec section 2 'Login and registration') and the English site (the EU variant).
 * Both are configured on the server (PORTAL_URL, PLATFORM_HOSTS): src/settings.ts reads them once,
 * with portalBase and englishSiteHost, and the composition hands them to components as props.
 */

export type PortalPage = 'login' | 'register';

/** pointType of each portal page (spec section 2). */
const POINT_TYPE: Record<PortalPage, string> = { login: 'logins', register: 'registers' };

/** intoWay of a registration opened from the registration guide. */
export const GUIDE_INTO_WAY = 'wwwNavGuide';

/** The portal's origin from PORTAL_URL, without a trailing slash; '' (this site's own origin) when unset. */
export const portalBase = (env: { PORTAL_URL?: string }): string => env.PORTAL_URL?.trim().replace(/\/+$/, '') ?? '';

/**
 * The portal's login or registration page, carrying the current page's query over, with pointType
 * (logins or registers) and, for a registration opened from the guide, intoWay=wwwNavGuide.
 */
export const portalUrl = (
  portal: string,
  page: PortalPage,
  currentSearch: string,
  options: { fromGuide?: boolean } = {},
): string => {
  const query = new URLSearchParams(currentSearch);
  query.set('pointType', POINT_TYPE[page]);
  if (page === 'register' && options.fromGuide) query.set('intoWay', GUIDE_INTO_WAY);
  return `${portal}/user/${page}?${query}`;
};

/** The logged-in user's workbench on the portal. */
export const workbenchUrl = (portal: string): string => `${portal}/user/workbench`;

/** The host name of the English site: the first host the host map gives the EU variant, or null when it has none. */
export const englishSiteHost = (hostMap: Pick<HostMap, 'hosts'>): string | null =>
  Object.entries(hostMap.hosts).find(([, platform]) => platform === 'EU')?.[0] ?? null;

/**
 * The English site's home (/en) on its host, with the current page's protocol and port (the same
 * in production, and what makes *.localhost hosts work on a development port).
 */
export const englishSiteUrl = (host: string, location: { protocol: string; port: string }): string =>
  `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}/en`;
