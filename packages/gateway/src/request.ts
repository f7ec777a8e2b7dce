/** Small request helpers: the channel cookie, and the one reader of every call's JSON body. */
import { RequestHeader, RequestMessages, ResultCode, system } from '@site/contracts';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { sendFail } from './http.ts';

/** The caller's user agent as stored beside a request: at most 500 characters, null when none was sent. */
export const userAgentOf = (c: Context): string | null => c.req.header('user-agent')?.slice(0, 500) ?? null;

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

const DEVICE_ID = /^[0-9a-f]{32}$/;

/** The caller's device id (the x-device-id header, spec section 5), lowercase; null when missing or malformed. */
export const deviceFromHeader = (c: Context): string | null => {
  const value = c.req.header(RequestHeader.deviceId)?.trim().toLowerCase();
  return value && DEVICE_ID.test(value) ? value : null;
};

/**
 * A JSON media type (application/json, application/*+json, or one of the call's own `extraTypes`) in UTF-8, as
 * Hono's validator reads it.
 */
const isJsonType = (contentType: string, extraTypes: readonly string[] = []): boolean => {
  const [media = '', ...params] = contentType.split(';');
  const type = media.trim().toLowerCase();
  if (!/^application\/([\w.-]+\+)?json$/.test(type) && !extraTypes.includes(type)) return false;
  const charset = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('charset='));
  return charset === undefined || /^charset="?utf-8"?$/.test(charset);
};

/**
 * The body's bytes, or null once they pass `maxBytes` (reading stops there). The rest of an over-long body is left
 * unread (the lock released, so the 413 can still be answered on the connection), or with `cancel` the stream is
 * cancelled (an upload of many megabytes: nothing more is received).
 */
export const readAtMost = async (
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  { cancel = false }: { cancel?: boolean } = {},
): Promise<Buffer | null> => {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      if (cancel) await reader.cancel().catch(() => undefined);
      else reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
};

const tooLarge = (c: Context) => {
  // The rest of an oversize upload is not read: the connection closes after the answer.
  c.header('connection', 'close');
  return sendFail(c, ResultCode.payloadTooLarge, RequestMessages.bodyTooLarge);
};

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Reads a call's JSON body once, before its route: another content type is a 415 (never read as `{}`), a body over
 * `maxBytes` a 413 (refused on its Content-Length before reading, else cut off once the stream passes the limit),
 * bytes that are not UTF-8 or text that is not JSON a 400. The text is left in Hono's body cache for the route's
 * validator. Answers the refusal, or undefined to go on. `optional`: the call may come without a body; `types`: media
 * types read as JSON besides JSON's own (CSP reports).
 */
export const readJsonBody = async (
  c: Context,
  { maxBytes, optional, types }: { maxBytes: number; optional: boolean; types?: readonly string[] },
): Promise<Response | undefined> => {
  const contentType = c.req.header('content-type');
  if (contentType !== undefined && !isJsonType(contentType, types)) {
    return sendFail(c, ResultCode.unsupportedMediaType, RequestMessages.notJson);
  }
  const declared = c.req.header('content-length')?.trim();
  if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
    if (!/^\d{1,15}$/.test(declared)) return sendFail(c, ResultCode.badRequest, RequestMessages.badJson);
    if (Number(declared) > maxBytes) return tooLarge(c);
  }
  const bytes = await readAtMost(c.req.raw.body, maxBytes);
  if (bytes === null) return tooLarge(c);
  if (bytes.byteLength === 0) {
    if (optional) return undefined;
    return contentType === undefined
      ? sendFail(c, ResultCode.unsupportedMediaType, RequestMessages.notJson)
      : sendFail(c, ResultCode.badRequest, RequestMessages.emptyBody);
  }
  if (contentType === undefined) return sendFail(c, ResultCode.unsupportedMediaType, RequestMessages.notJson);
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return sendFail(c, ResultCode.badRequest, RequestMessages.badEncoding);
  }
  try {
    JSON.parse(text);
  } catch {
    return sendFail(c, ResultCode.badRequest, RequestMessages.badJson);
  }
  (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(text);
  return undefined;
};
