import { Messages, RequestHeader, ResultCode, system } from '@site/contracts';

const { AccountMessages, PORTAL_SESSION_COOKIE } = system;

import type { Database } from '@site/db/client';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { GatewayError } from './http.ts';
import { type Credential, findSession, findSessionUserId, SESSION_TTL_MS } from './repositories/sessions.ts';

/** The bearer token of a call, or undefined. */
export const bearerToken = (c: Context): string | undefined => {
  const header = c.req.header(RequestHeader.authorization) ?? '';
  const match = /^Bearer\s+(\S{6,512})$/i.exec(header.trim());
  return match?.[1];
};

/** The bearer token of a call that needs one; a call without one is a 401. */
const requireToken = (c: Context): string => {
  const token = bearerToken(c);
  if (!token) throw new GatewayError(ResultCode.unauthorized, Messages.unauthorized);
  return token;
};

const unauthorized = () => new GatewayError(ResultCode.unauthorized, Messages.unauthorized);

/** The logged-in user of a call that needs one (401 without a live session). */
export const requireUserId = async (c: Context, db: Database): Promise<number> => {
  const userId = await findSessionUserId(db, requireToken(c));
  if (userId === null) throw unauthorized();
  return userId;
};

/**
 * The user of a call whose token is optional: null without an Authorization header; a header that is not a
 * live session is a 401 (spec section 8: the site clears its login cookie and sends the call again without it).
 */
export const optionalUserId = async (c: Context, db: Database): Promise<number | null> => {
  if (!c.req.header(RequestHeader.authorization)?.trim()) return null;
  const token = bearerToken(c);
  const userId = token ? await findSessionUserId(db, token) : null;
  if (userId === null) throw unauthorized();
  return userId;
};

// The portal's credentials (docs/portal.md, "Two credentials per login"): the Bearer login code everywhere, and the
// HttpOnly portal cookie only on the portal's calls (info, workbench, password, logout). A cookie-authenticated write
// must come from a page of this same host (Origin, else Referer): the cookie is SameSite=Lax, and this refuses what
// Lax lets through (a top-level cross-site POST of a form).

/** Whether the call came over HTTPS: its own URL, or with TRUST_PROXY the proxy's X-Forwarded-Proto (as the site). */
export const cameOverHttps = (c: Context, trustProxy: boolean): boolean => {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
};

/** The call's Bearer credential, else (portal calls) its portal cookie; undefined without either. */
export const portalCredential = (c: Context): Exclude<Credential, string> | undefined => {
  const token = bearerToken(c);
  if (token) return { kind: 'bearer', value: token };
  const cookie = getCookie(c, PORTAL_SESSION_COOKIE);
  return cookie && /^[A-Za-z0-9_-]{20,100}$/.test(cookie) ? { kind: 'cookie', value: cookie } : undefined;
};

const hostOf = (url: string | undefined): string | undefined => {
  if (!url || !URL.canParse(url)) return undefined;
  return new URL(url).host.toLowerCase();
};

/** Whether Origin (else Referer) names this request's own host (the Host header; with TRUST_PROXY the forwarded one). */
export const fromOwnOrigin = (c: Context, trustProxy: boolean): boolean => {
  const own = ((trustProxy ? c.req.header('x-forwarded-host') : undefined) ?? c.req.header('host'))
    ?.split(',')[0]
    ?.trim()
    .toLowerCase();
  if (!own) return false;
  const origin = c.req.header('origin');
  if (origin && origin !== 'null') return hostOf(origin) === own;
  return hostOf(c.req.header('referer')) === own;
};

/**
 * The signed-in user of a portal call: Bearer or portal cookie; 401 without a live session; a cookie-authenticated
 * write (`write`) from another origin is a 403.
 */
export const requirePortalSession = async (
  c: Context,
  db: Database,
  options: { write: boolean; trustProxy: boolean },
) => {
  const credential = portalCredential(c);
  if (!credential) throw unauthorized();
  if (credential.kind === 'cookie' && options.write && !fromOwnOrigin(c, options.trustProxy))
    throw new GatewayError(ResultCode.forbidden, AccountMessages.foreignOrigin);
  const session = await findSession(db, credential);
  if (!session) throw unauthorized();
  return { ...session, credential };
};

/** Sets the portal cookie: HttpOnly, SameSite=Lax, Path=/, host-only, 30 days, Secure over HTTPS. */
export const setPortalCookie = (c: Context, value: string, https: boolean) =>
  setCookie(c, PORTAL_SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: https,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });

/** Clears the portal cookie (same attributes, expired). */
export const clearPortalCookie = (c: Context, https: boolean) =>
  deleteCookie(c, PORTAL_SESSION_COOKIE, { httpOnly: true, sameSite: 'Lax', path: '/', secure: https });
