import type { z } from 'zod';
import type { CallDef, DataOf } from './call.ts';
import { Messages, ResultCode } from './codes.ts';
import { FIXED_PLATFORM_CODE, FIXED_REQUEST_PLATFORM, REQUEST_TIMEOUT_MS, RequestHeader } from './headers.ts';
import { urlOf } from './route.ts';

/**
 * The one HTTP client of the site (spec section 7, "Shared HTTP behaviour"): 30 s timeout,
 * no-cache, the header set, code 0 = success, any other code thrown with its msg, code 404
 * sends the visitor home, HTTP 401 opens the portal login unless the call ignores it.
 * The same client runs in the browser (fetch to the site's origin) and on the server
 * (in-process: `fetch` is the Hono app's `request`).
 */

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status: number,
    readonly url: string,
    /** The gateway's message key and its arguments (envelope.ts, KeyedMessage), when the answer carried one. */
    readonly key?: string,
    readonly args?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ClientContext {
  /** Brand platform code, e.g. '00'. */
  platform: string;
  /** Brand platform key, e.g. 'OST'. */
  platformName: string;
  /** Site name, e.g. the brand label. */
  sourceTitle: string;
  /** Content language, e.g. 'zh-CN'. */
  lang: string;
  deviceId?: () => string | undefined;
  channelNo?: () => string | undefined;
  pageTitle?: () => string | undefined;
  systemType?: () => 'pc' | 'h5';
  token?: () => string | undefined;
}

export interface ClientOptions {
  /** Origin or base URL the call paths are appended to; '' for same-origin in the browser. */
  baseUrl: string;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  context: ClientContext;
  timeoutMs?: number;
  /** HTTP 401, unless the call sets ignoreUnauthorized. */
  onUnauthorized?: (error: ApiError) => void;
  /** Code 404 in the envelope: the site goes home. */
  onNotFound?: (error: ApiError) => void;
  /** Every failure, unless the call is silent: the browser toasts `error.message`. */
  onError?: (error: ApiError) => void;
}

export interface CallOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  /** Values for `{name}` segments of the path. */
  params?: Record<string, string | number>;
  /** No toast on failure. */
  silent?: boolean;
  /** Do not open the login on HTTP 401 (calls that work anonymously). */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
}

const fillPath = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/\{(\w+)\??\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new ApiError(`missing path parameter ${name}`, ResultCode.badRequest, 0, path);
    return encodeURIComponent(String(value));
  });

export const toQueryString = (query: Record<string, unknown> | undefined): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const buildHeaders = (context: ClientContext, auth: CallDef['auth']): Record<string, string> => {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'cache-control': 'no-cache',
    pragma: 'no-cache',
    'accept-language': context.lang,
    'content-language': context.lang,
    [RequestHeader.platformType]: context.platform,
    [RequestHeader.platformName]: context.platformName,
    [RequestHeader.sourceTitle]: encodeURIComponent(context.sourceTitle),
    [RequestHeader.platformCode]: FIXED_PLATFORM_CODE,
    [RequestHeader.requestPlatform]: FIXED_REQUEST_PLATFORM,
    [RequestHeader.systemType]: context.systemType?.() ?? 'pc',
  };
  const deviceId = context.deviceId?.();
  if (deviceId) headers[RequestHeader.deviceId] = deviceId;
  const channelNo = context.channelNo?.();
  if (channelNo) headers[RequestHeader.channelNo] = channelNo;
  const pageTitle = context.pageTitle?.();
  if (pageTitle) headers[RequestHeader.pageTitle] = encodeURIComponent(pageTitle);
  if (auth !== 'none') {
    const token = context.token?.();
    if (token) headers[RequestHeader.authorization] = `Bearer ${token}`;
  }
  return headers;
};

export type GatewayClient = ReturnType<typeof createGatewayClient>;

/**
 * A call sent by its route alone (route.ts), typed as its full contract `C`: the page loads nothing of zod for it,
 * and its input goes to the gateway unchecked here; the gateway checks it with `C`'s schemas (a bad input answers 400
 * with the schema's message, as any call's). For the widgets every page loads; forms keep their checks here.
 */
export const byRoute = <C extends CallDef>(route: Pick<C, 'method' | 'base' | 'path' | 'auth'>): C => route as C;

export const createGatewayClient = (options: ClientOptions) => {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  const report = (error: ApiError, call: CallOptions) => {
    if (error.status === 401 && !call.ignoreUnauthorized) options.onUnauthorized?.(error);
    if (error.code === ResultCode.notFound) options.onNotFound?.(error);
    if (!call.silent) options.onError?.(error);
    return error;
  };

  async function call<C extends CallDef>(def: C, call: CallOptions = {}): Promise<DataOf<C>> {
    const url = `${options.baseUrl}${fillPath(urlOf(def), call.params)}`;
    let query = call.query;
    let body = call.body;
    try {
      if (def.query) query = (def.query as z.ZodType).parse(call.query ?? {}) as Record<string, unknown>;
      if (def.body) body = (def.body as z.ZodType).parse(call.body);
    } catch (error) {
      const issue = (error as z.ZodError).issues?.[0];
      throw report(new ApiError(issue?.message ?? Messages.systemError, ResultCode.badRequest, 0, url), call);
    }
    const headers = buildHeaders(options.context, def.auth);
    if (def.method === 'POST') headers['content-type'] = 'application/json';
    // The call's time limit, cleared as soon as its answer is read. (AbortSignal.timeout's timer runs its full time
    // whatever happens, and holds the async context it was made in: on the server, a page render's request, with its
    // answer's buffers, kept for 30 s after every gateway call: issue 27.)
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new DOMException('The gateway call timed out', 'TimeoutError')),
      timeoutMs,
    );
    const signal = call.signal ? AbortSignal.any([call.signal, timeout.signal]) : timeout.signal;

    let response: Response;
    let payload: { code?: unknown; msg?: unknown; key?: unknown; args?: unknown; data?: unknown } | undefined;
    try {
      try {
        response = await options.fetch(`${url}${toQueryString(query)}`, {
          method: def.method,
          headers,
          body: def.method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
          signal,
          cache: 'no-store',
        });
      } catch {
        throw report(new ApiError(Messages.networkAbnormal, ResultCode.unavailable, 0, url), call);
      }
      try {
        payload = (await response.json()) as typeof payload;
      } catch {
        payload = undefined;
      }
    } finally {
      clearTimeout(timer);
    }
    const code =
      typeof payload?.code === 'number' ? payload.code : response.ok ? ResultCode.systemError : response.status;
    if (response.status === 401 || code !== ResultCode.ok || !payload) {
      const msg =
        typeof payload?.msg === 'string' && payload.msg
          ? payload.msg
          : payload
            ? Messages.networkAbnormal
            : Messages.systemError;
      const key = typeof payload?.key === 'string' && msg === payload.msg ? payload.key : undefined;
      const args =
        key && typeof payload?.args === 'object' && payload.args !== null
          ? (payload.args as Record<string, string | number>)
          : undefined;
      throw report(new ApiError(msg, code, response.status, url, key, args), call);
    }
    return payload.data as DataOf<C>;
  }

  return { call, context: options.context };
};
