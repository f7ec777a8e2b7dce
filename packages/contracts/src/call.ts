import type { z } from 'zod';
import { wireInput } from './input.ts';

/**
 * A call of spec section 7: where it lives and what goes in and out.
 * `base` is the mount point on the site's origin: '/api' for the center gateway
 * (business, space, order, resource, notify, channel), '/api/ipr' for the IP gateway,
 * '/api/chtco' for the overseas-company service, '' for the spec's relative calls
 * (/auth, /system, /vat). `path` is the spec's path, exactly.
 */
export type Auth = 'none' | 'optional' | 'required';

export interface CallDef {
  method: 'GET' | 'POST';
  base: '' | '/api' | '/api/ipr' | '/api/chtco';
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of `{name}` path segments, when the path has any. */
  params?: z.ZodType;
  data: z.ZodType;
  auth: Auth;
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

/** The full path of a call on the site's origin. */
export const urlOf = (def: Pick<CallDef, 'base' | 'path'>): string => `${def.base}${def.path}`;

export type QueryOf<C> = C extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
export type BodyOf<C> = C extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
export type DataOf<C> = C extends { data: infer D extends z.ZodType } ? z.output<D> : never;
