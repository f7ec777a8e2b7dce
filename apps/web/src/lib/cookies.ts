/**
 * The site's one cookie helper (browser side): read, set and remove, with the parent-domain
 * rule of spec section 6 (as the browser's Public Suffix List allows it) and the login-code rules of spec section 5.
 *
 * Every cookie of the site is written here, by its scripts (the server and the gateway set none), and read by
 * them, so none can be HttpOnly. Each is SameSite=Lax (not sent with another site's POST, frame or fetch) and
 * Secure on an HTTPS page. The login code is the one a script must read: it sends it as the Authorization header.
 * The gateway reads the session from that header only, never from the cookie, so the cookie alone (sent by a
 * browser with another site's request) is not enough to act as the user (docs/decisions.md, issue 11).
 */

/** The login code (session token) cookie of spec section 3. */
const LOGIN_CODE_COOKIE = 'loginCode';

/** Spec section 5: the login cookie is sent only when longer than 5 characters. */
const LOGIN_CODE_MIN_LENGTH = 6;

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Where a cookie shared across a brand's hosts may go: the host's parents of two labels or more, shortest first, then
 * the host itself (portal.ost.com.cn -> com.cn, ost.com.cn, portal.ost.com.cn). None where a Domain attribute would
 * be rejected or meaningless: localhost and *.localhost names (browsers refuse Domain=localhost), IP addresses and
 * single-label hosts.
 */
export const parentDomainCandidates = (host: string): string[] => {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (name === '' || name.startsWith('[') || name.includes(':')) return [];
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(name)) return [];
  const labels = name.split('.');
  if (labels.length < 2 || labels.at(-1) === 'localhost') return [];
  return labels.slice(0, -1).map((_, i) => labels.slice(-(i + 2)).join('.'));
};

/**
 * The Domain attribute for cookies shared across a brand's hosts: the registrable domain, that is the shortest
 * candidate the browser keeps a cookie on (`keeps`: the browser's answer, browserKeeps). Spec section 6 says "the
 * last two labels of the host", which on a public suffix of two labels (com.cn, com.hk, co.uk) names the suffix
 * itself, and browsers drop that cookie (issue 22): the browser's own Public Suffix List decides instead, so
 * www.example.com -> example.com and portal.ost.com.cn -> ost.com.cn. Undefined: a host-only cookie.
 */
export const parentDomain = (host: string, keeps: (domain: string) => boolean): string | undefined =>
  parentDomainCandidates(host).find(keeps);

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

/** The `document.cookie` assignment for a cookie; `domain`: its Domain attribute, none for a host-only cookie. */
export const serializeCookie = (
  name: string,
  value: string,
  domain: string | undefined,
  options: Omit<CookieOptions, 'scope'> = {},
): string => {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.days !== undefined) parts.push(`Max-Age=${Math.round(options.days * DAY_SECONDS)}`);
  if (domain) parts.push(`Domain=${domain}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
};

export const readCookie = (name: string): string | undefined => cookieValue(document.cookie, name);

const writeCookie = (assignment: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the one place the site writes cookies; the Cookie Store API is not in every browser we serve.
  document.cookie = assignment;
};

const PROBE_COOKIE = 'cookieDomainProbe';

/**
 * Whether this browser keeps a cookie on `domain`: a probe cookie of a value of its own is written there and read
 * back (then removed). A public suffix, or a domain that is not a parent of the page's host, is refused.
 */
const browserKeeps = (domain: string): boolean => {
  const probe = `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  const secure = window.location.protocol === 'https:';
  writeCookie(serializeCookie(PROBE_COOKIE, probe, domain, { secure }));
  const kept = readCookie(PROBE_COOKIE) === probe;
  if (kept) writeCookie(serializeCookie(PROBE_COOKIE, '', domain, { secure, days: 0 }));
  return kept;
};

let shared: { host: string; domain: string | undefined } | undefined;

/** The parent domain of this page's host, as this browser sees it (found once per host). */
const browserParentDomain = (): string | undefined => {
  const host = window.location.hostname;
  if (shared?.host !== host) shared = { host, domain: parentDomain(host, browserKeeps) };
  return shared.domain;
};

export const setCookie = (name: string, value: string, options: CookieOptions = {}): void => {
  const { scope, ...rest } = options;
  writeCookie(
    serializeCookie(name, value, scope === 'parent' ? browserParentDomain() : undefined, {
      secure: window.location.protocol === 'https:',
      ...rest,
    }),
  );
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
