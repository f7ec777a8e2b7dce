/** Small request helpers of the lead-flow calls: the channel cookie and a guard for JSON bodies. */
import { system } from '@site/contracts';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { sendFail } from './http.ts';

/** The visitor's channel: the channelNo cookie, else channelCode (spec section 3); malformed values are ignored. */
export const channelFromCookies = (c: Context): string | null => {
  for (const name of ['channelNo', 'channelCode']) {
    const value = getCookie(c, name);
    if (value === undefined) continue;
    const parsed = system.channelNoParam.safeParse(value);
    if (parsed.success) return parsed.data;
  }
  return null;
};

export const BODY_TOO_LARGE_MESSAGE = '提交内容过长，请精简后重试';
export const NOT_JSON_MESSAGE = '请求格式不正确（须为 application/json）';

/**
 * A JSON body of at most `maxBytes`: another content type is a 415, a larger body a 413, each with a clear
 * message (before anything reads the body).
 */
export const jsonBody = (maxBytes: number) => {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => sendFail(c, 413, BODY_TOO_LARGE_MESSAGE),
  });
  const type = createMiddleware(async (c, next) => {
    const contentType = c.req.header('content-type') ?? '';
    if (!/^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i.test(contentType)) {
      return sendFail(c, 415, NOT_JSON_MESSAGE);
    }
    await next();
  });
  return [type, limit] as const;
};
