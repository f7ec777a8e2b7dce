import { Messages, RequestHeader, ResultCode } from '@site/contracts';
import type { Context } from 'hono';
import { GatewayError } from './http.ts';

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
