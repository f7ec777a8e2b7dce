import type { z } from 'zod';
import { wireInput } from './input.ts';
import type { CallRoute } from './route.ts';

/** A call of spec section 7: where it lives (route.ts) and what goes in and out. */
export type { Auth } from './route.ts';

export interface CallDef extends CallRoute {
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of `{name}` path segments, when the path has any. */
  params?: z.ZodType;
  data: z.ZodType;
  /** The largest body accepted, in bytes (POST calls); default DEFAULT_BODY_LIMIT. Larger only where a call needs it. */
  maxBodyBytes?: number;
  /** Media types read as JSON besides application/json and application/*+json (bodies browsers make: CSP reports). */
  bodyTypes?: readonly string[];
  /** What the call is for, one line. */
  summary: string;
}

/** The body limit of a call that sets none: 64 KB. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * Keeps the exact schema types of a call (so `def.query` is the call's own schema), with its inputs in their wire
 * form (input.ts): unknown keys refused, numbers of the query and path read from plain decimal text only.
 */
export const defineCall = <const T extends CallDef>(def: T): T => ({
  ...def,
  ...(def.query ? { query: wireInput(def.query, true) } : {}),
  ...(def.params ? { params: wireInput(def.params, true) } : {}),
  ...(def.body ? { body: wireInput(def.body, false) } : {}),
});

export { urlOf } from './route.ts';

export type QueryOf<C> = C extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
export type BodyOf<C> = C extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
export type DataOf<C> = C extends { data: infer D extends z.ZodType } ? z.output<D> : never;
