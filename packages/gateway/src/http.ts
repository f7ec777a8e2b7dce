import { zValidator } from '@hono/zod-validator';
import { type Envelope, fail, httpStatusOf, type KeyedMessage, Messages, ok, ResultCode } from '@site/contracts';
import type { Context, Env, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** The envelope on the wire, with the HTTP status that goes with its code. */
export const sendOk = <T>(c: Context, data: T) => c.json(ok(data));

export const sendFail = (c: Context, code: number, msg: string, keyed?: KeyedMessage) =>
  c.json(fail(code, msg, keyed) as Envelope<null>, httpStatusOf(code) as ContentfulStatusCode);

/** The thing asked for, or code 404 with `notFound` when there is none. */
export const sendFound = <T>(c: Context, found: T | null | undefined, notFound: string = Messages.notFound) =>
  found ? sendOk(c, found) : sendFail(c, ResultCode.notFound, notFound);

/** A thrown failure that becomes `{code, msg}` with its status (never a stack trace). */
export class GatewayError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A readable one-line message from a zod error: the field path and what is wrong. */
export const describeIssues = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return 'invalid request';
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
};

/** zValidator whose failures answer with the envelope: code 400, a clear msg, HTTP 400. */
export const validate = <T extends z.ZodType, Target extends 'query' | 'json' | 'param'>(target: Target, schema: T) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success)
      return sendFail(c, ResultCode.badRequest, describeIssues(result.error as unknown as z.ZodError));
  });

/**
 * zValidator for a visitor's form: a failure answers code 400 with the first issue's own message (the contract's
 * visitor text, e.g. 请输入正确的邮箱), without the field path; `priority` messages (a honeypot's) win. `keyOf` gives
 * the message's key (KeyedMessage) where the call sends one.
 */
export const validateForm = <T extends z.ZodType, Target extends 'query' | 'json'>(
  target: Target,
  schema: T,
  priority: readonly string[] = [],
  keyOf: (message: string) => KeyedMessage | undefined = () => undefined,
) =>
  zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const issues = (result.error as unknown as z.ZodError).issues;
    const first = issues.find((issue) => priority.includes(issue.message)) ?? issues[0];
    const message = first?.message ?? 'invalid request';
    return sendFail(c, ResultCode.badRequest, message, keyOf(message));
  });

/**
 * Registers a service's reads by query: each a GET at the call's path less the service's prefix (`strip`), its query
 * checked by the contract's schema (a failure answers 400 before the handler runs, as `validate` does), and the
 * handler given the parsed query.
 */
export const queryReads =
  <E extends Env>(app: Hono<E>, strip: RegExp) =>
  <S extends z.ZodType>(
    call: { path: string; query: S },
    handler: (c: Context<E>, query: z.infer<S>) => Response | Promise<Response>,
  ): void => {
    app.get(call.path.replace(strip, ''), validate('query', call.query), (c) =>
      // Hono types the validated context apart from the app's own; it is the same context.
      handler(c as unknown as Context<E>, c.req.valid('query' as never) as z.infer<S>),
    );
  };
