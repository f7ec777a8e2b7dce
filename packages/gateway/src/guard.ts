import type { Server } from 'node:http';
import {
  type CallDef,
  calls,
  DEFAULT_BODY_LIMIT,
  RequestMessages,
  ResultCode,
  unknownKeysMessage,
  urlOf,
} from '@site/contracts';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { GatewayEnv } from './context.ts';
import { sendFail } from './http.ts';
import { readJsonBody } from './request.ts';

/** Methods no call answers and that are refused everywhere under the gateway's prefixes. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** What the gateway serves at all (the Allow of a path that is not a call). */
const GATEWAY_METHODS = 'GET, HEAD, POST';

interface CallPath {
  pattern: RegExp;
  /** Method -> call (HEAD is answered as GET). */
  byMethod: Map<string, CallDef>;
  allow: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** The calls grouped by their full path; `{name}` segments match one path segment. */
const callPaths = (list: readonly CallDef[]): CallPath[] => {
  const byPath = new Map<string, Map<string, CallDef>>();
  for (const def of list) {
    const path = urlOf(def);
    const methods = byPath.get(path) ?? new Map<string, CallDef>();
    methods.set(def.method, def);
    byPath.set(path, methods);
  }
  return [...byPath].map(([path, byMethod]) => {
    const source = path
      .split(/(\{\w+\??\})/)
      .map((part) => (/^\{\w+\??\}$/.test(part) ? '[^/]+' : escapeRegExp(part)))
      .join('');
    const methods = [...byMethod.keys()].flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m])).sort();
    return { pattern: new RegExp(`^${source}$`), byMethod, allow: methods.join(', ') };
  });
};

const refuseMethod = (c: Context, allow: string) => {
  c.header('allow', allow);
  return sendFail(c, ResultCode.methodNotAllowed, `${RequestMessages.methodNotAllowed}（可用：${allow}）`);
};

/**
 * The request's form, checked once for every call of packages/contracts before any route runs:
 * - method: TRACE, TRACK and CONNECT are refused anywhere (405); a known call path with another method answers 405
 *   with `Allow`; unknown paths go on (404);
 * - query: a call whose contract has no query takes no query parameter (400 naming it; the others are checked by
 *   their strict query schema, the same rule);
 * - body: a call with a body takes JSON only (415; a contract may name other media types read as JSON,
 *   `bodyTypes`), at most its contract's `maxBodyBytes` (default 64 KB; 413 before reading when Content-Length says
 *   more, else once the stream passes it), valid UTF-8 (400) and valid JSON (400);
 *   unknown keys are refused here (400 naming them) for every call; the route's validator then reads the body
 *   already read.
 */
export const callGuard = (list: readonly CallDef[] = Object.values(calls)) => {
  const paths = callPaths(list);
  return createMiddleware<GatewayEnv>(async (c, next) => {
    const method = c.req.method.toUpperCase();
    const known = paths.find((p) => p.pattern.test(c.req.path));
    if (REFUSED_METHODS.has(method)) return refuseMethod(c, known?.allow ?? GATEWAY_METHODS);
    if (!known) return next();
    const def = known.byMethod.get(method === 'HEAD' ? 'GET' : method);
    if (!def) return refuseMethod(c, known.allow);

    if (!def.query) {
      const names = [...new Set(new URL(c.req.url).searchParams.keys())];
      if (names.length > 0) return sendFail(c, ResultCode.badRequest, unknownKeysMessage(names));
    }

    if (def.body && method === 'POST') {
      const refused = await readJsonBody(c, {
        maxBytes: def.maxBodyBytes ?? DEFAULT_BODY_LIMIT,
        optional: def.body.safeParse(undefined).success,
        types: def.bodyTypes,
      });
      if (refused) return refused;
      // Unknown keys and a body of the wrong kind (null, a string for an object) are refused here for every call,
      // whatever its route reads of the body (the route's own validator gives the other messages).
      const text = await (c.req.bodyCache.text as Promise<string> | undefined);
      if (text !== undefined) {
        const result = def.body.safeParse(JSON.parse(text));
        const issues = result.error?.issues ?? [];
        const unknown = issues.find((issue) => issue.code === 'unrecognized_keys');
        if (unknown) {
          const where = unknown.path.length ? `${unknown.path.join('.')}: ` : '';
          return sendFail(c, ResultCode.badRequest, `${where}${unknown.message}`);
        }
        if (issues.some((issue) => issue.code === 'invalid_type' && issue.path.length === 0)) {
          return sendFail(c, ResultCode.badRequest, RequestMessages.badShape);
        }
      }
    }
    return next();
  });
};

/**
 * CONNECT never reaches Hono: Node's HTTP server hands it to a 'connect' listener, or drops the socket. This
 * listener answers it as the guard answers TRACE: 405 with the envelope.
 */
export const refuseConnect = (server: Pick<Server, 'on'>) => {
  server.on('connect', (_request, socket) => {
    const body = JSON.stringify({
      code: ResultCode.methodNotAllowed,
      msg: `${RequestMessages.methodNotAllowed}（可用：${GATEWAY_METHODS}）`,
      data: null,
    });
    socket.on('error', () => undefined);
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\n' +
        `allow: ${GATEWAY_METHODS}\r\n` +
        'content-type: application/json; charset=UTF-8\r\n' +
        'cache-control: no-store\r\n' +
        'connection: close\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  });
};
