/**
 * The site's one cookie helper (browser side): read, set and remove, with the parent-domain
 * rule of spec section 6 and the login-code rules of spec section 5.
 *
 * Every cookie of the site is written here, by its scripts (the server and the gateway set none), and read by
 * them, so none can be HttpOnly. Each is SameSite=Lax (not sent with another site's POST, frame or fetch) and
 * Secure on an HTTPS page. The login code is the one a script must read: it sends it as the Authorization header.
 * The gateway reads the session from that header only, never from the cookie, so the cookie alone (sent by a
 * browser with another site's request) is not enough to act as the user (docs/decisions.md, issue 11).
 */

/** The login code (session token) cookie of spec section 3. */
export const LOGIN_CODE_COOKIE = 'loginCode';

/** Spec section 5: the login cookie is sent only when longer than 5 characters. */
const LOGIN_CODE_MIN_LENGTH = 6;

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The Domain attribute for cookies shared across a brand's hosts: the last two labels of the host
 * (www.example.com -> example.com). Undefined (a host-only cookie) where a Domain attribute would
 * be rejected or meaningless: localhost and *.localhost names (browsers refuse Domain=localhost),
 * IP addresses and single-label hosts.
 */
export const parentDomain = (host: string): string | undefined => {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (name === '' || name.startsWith('[') || name.includes(':')) return undefined;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(name)) return undefined;
  const labels = name.split('.');
  if (labels.length < 2 || labels.at(-1) === 'localhost') return undefined;
  return labels.slice(-2).join('.');
};

/** The login code worth sending: the value when longer than 5 characters, else undefined. */
export const usableLoginCode = (value: string | undefined): string | undefined =>
  value !== undefined && value.length >= LOGIN_CODE_MIN_LENGTH ? value : undefined;

/** The value of a cookie in a `document.cookie` string. */
export const cookieValue = (cookieHeader: string, name: string): string | undefined => {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
};

export interface CookieOptions {
  /** Lifetime in days; a session cookie when absent. */
  days?: number;
  /** 'parent': shared by every host of the parent domain (parentDomain); 'host': this host only. */
  scope?: 'parent' | 'host';
  /** Sent over HTTPS only (set on HTTPS pages: a cookie written there never leaks over plain HTTP). */
  secure?: boolean;
}

/** The `document.cookie` assignment for a cookie (exported for tests). */
export const serializeCookie = (name: string, value: string, host: string, options: CookieOptions = {}): string => {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.days !== undefined) parts.push(`Max-Age=${Math.round(options.days * DAY_SECONDS)}`);
  const domain = options.scope === 'parent' ? parentDomain(host) : undefined;
  if (domain) parts.push(`Domain=${domain}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
};

export const readCookie = (name: string): string | undefined => cookieValue(document.cookie, name);

export const setCookie = (name: string, value: string, options: CookieOptions = {}): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: the one place the site writes cookies; the Cookie Store API is not in every browser we serve.
  document.cookie = serializeCookie(name, value, window.location.hostname, {
    secure: window.location.protocol === 'https:',
    ...options,
  });
};

/** Removes a cookie set with the same scope (a parent-domain cookie needs its Domain to go). */
export const removeCookie = (name: string, options: Pick<CookieOptions, 'scope'> = {}): void => {
  setCookie(name, '', { ...options, days: 0 });
};

/** The login code of the session, when one worth sending exists. */
export const readLoginCode = (): string | undefined => usableLoginCode(readCookie(LOGIN_CODE_COOKIE));

/** Login codes live on the parent domain so the user portal and every brand host share them. */
export const setLoginCode = (value: string, days?: number): void =>
  setCookie(LOGIN_CODE_COOKIE, value, { scope: 'parent', days });

export const removeLoginCode = (): void => {
  removeCookie(LOGIN_CODE_COOKIE, { scope: 'parent' });
  // A host-only cookie of the same name (set before the parent-domain rule, or by hand) goes too.
  removeCookie(LOGIN_CODE_COOKIE, { scope: 'host' });
};
