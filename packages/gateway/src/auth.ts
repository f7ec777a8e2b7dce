import { Messages, RequestHeader, ResultCode } from '@site/contracts';
import type { Database } from '@site/db/client';
import type { Context } from 'hono';
import { GatewayError } from './http.ts';
import { findSessionUserId } from './repositories/sessions.ts';

/** The bearer token of a call, or undefined. */
export const bearerToken = (c: Context): string | undefined => {
  const header = c.req.header(RequestHeader.authorization) ?? '';
  const match = /^Bearer\s+(\S{6,512})$/i.exec(header.trim());
  return match?.[1];
};

/** The bearer token of a call that needs one; a call without one is a 401. */
export const requireToken = (c: Context): string => {
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
