import type { AdminCallDef } from '@site/contracts/admin';
import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { validate } from '../http.ts';
import type { Actor } from './audit.ts';

// biome-ignore lint/suspicious/noExplicitAny: the admin app's environment type stays in routes.ts
export type AnyEnv = any;

/** The guard in front of an admin call: the caller's session and a role the call allows (routes.ts). */
export type StaffGuard = (def: AdminCallDef) => MiddlewareHandler<AnyEnv>;

/** An admin call's path in Hono's syntax (`{id}` -> `:id`). */
export const routePath = (def: AdminCallDef) => def.path.replace(/\{(\w+)\}/g, ':$1');

/** The staff member a call runs for (set by the guard). */
export const actorOf = (c: Context<AnyEnv>) => c.var.actor as Actor;

/** A call's input as its contract parses it: the body, or for a call without one the query. */
export type InputOf<D extends AdminCallDef> = D extends { body: z.ZodType }
  ? z.infer<D['body']>
  : D extends { query: z.ZodType }
    ? z.infer<D['query']>
    : never;

/**
 * Registers admin calls that take input: each at its path and method, behind the guard, its input checked by the
 * contract's schema (a failure answers 400 before the handler runs), and the handler given the parsed input.
 */
export const callsWithInput =
  <E extends Env>(app: Hono<E>, staff: (def: AdminCallDef) => MiddlewareHandler<E>) =>
  <D extends AdminCallDef>(
    def: D,
    handler: (c: Context<E>, input: InputOf<D>) => Response | Promise<Response>,
  ): void => {
    const target = def.body ? 'json' : 'query';
    const schema = def.body ?? def.query;
    if (!schema) throw new Error(`admin call ${def.method} ${def.path} takes no input`);
    app.on(def.method, routePath(def), staff(def), validate(target, schema), (c) =>
      // Hono types the validated context apart from the app's own; it is the same context.
      handler(c as unknown as Context<E>, c.req.valid(target as never) as InputOf<D>),
    );
  };
