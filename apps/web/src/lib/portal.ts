import type { HostMap } from '@site/contracts/hosts';

/**
 * Addresses of the sites the header sends visitors to: the user portal (login, registration and
 * the workbench, spec section 2 'Login and registration') and the English site (the EU variant).
 * Both are configured on the server (PORTAL_URL, PLATFORM_HOSTS): src/settings.ts reads them once,
 * with portalOrigins and englishSiteHost, and the composition hands them to components as props.
 */

export type PortalPage = 'login' | 'register';

/** pointType of each portal page (spec section 2). */
const POINT_TYPE: Record<PortalPage, string> = { login: 'logins', register: 'registers' };

/** intoWay of a registration opened from the registration guide. */
const GUIDE_INTO_WAY = 'wwwNavGuide';

/** An origin without its trailing slashes. */
const trimOrigin = (value: string) => value.trim().replace(/\/+$/, '');

/**
 * The portal's origin per brand from PORTAL_URL, without a trailing slash; '' (the brand's own host) for a brand it
 * does not name. PORTAL_URL is one origin for every brand (`https://portal.ost.com.cn`), or a comma-separated list of
 * `CODE=origin` entries with at most one bare origin for the brands not listed
 * (`10=https://portal.xm.com.hk,01=https://portal.mdt.com,https://portal.ost.com.cn`): a visitor registers in the look
 * and name of the brand it came from, and the login code lands on that brand's parent domain.
 * Throws (with the entry) on a malformed entry, an unknown code or a second default.
 */
export const portalOrigins = (
  value: string | undefined,
  platforms: readonly string[],
  isUrl: (value: string) => boolean,
): Record<string, string> => {
  let fallback = '';
  const named: Record<string, string> = {};
  for (const entry of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z0-9]{2})=(.+)$/.exec(entry);
    if (match) {
      const [, code = '', url = ''] = match;
      if (!platforms.includes(code)) throw new Error(`${entry}: ${code} is not a platform code`);
      if (!isUrl(url)) throw new Error(`${entry}: must be an absolute http(s) URL`);
      named[code] = trimOrigin(url);
    } else {
      if (!isUrl(entry)) throw new Error(`${entry}: must be an absolute http(s) URL`);
      if (fallback) throw new Error(`${entry}: a second origin for every brand`);
      fallback = trimOrigin(entry);
    }
  }
  return Object.fromEntries(platforms.map((code) => [code, named[code] ?? fallback]));
};

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
