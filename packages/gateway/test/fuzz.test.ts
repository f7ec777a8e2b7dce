/**
 * Fuzz test of every call of packages/contracts (issue 11): walks `calls`, so a new call is covered without new test
 * code. For each call: valid inputs generated from its zod schemas (fast-check arbitraries from the schema's
 * definition; a candidate counts as valid only when the contract itself accepts it), invalid ones (each field
 * replaced by a wrong type, a 100 KB string, NUL bytes, SQL and HTML injection, numbers out of range; unknown keys;
 * missing fields) and the classic bad requests (empty body, invalid UTF-8, wrong content types, deep JSON, unknown
 * platform codes in the header and the host). Besides the random valid inputs, the shortest and the longest valid
 * inputs of every call, built from the same schemas (issue 22: a one-character mark answered 500). Asserts: never a 5xx, never a stack trace, SQL or file path in the
 * answer, the envelope always `{code, msg, data}`, valid inputs never refused as bad input (400, 405, 413, 415),
 * inputs the contract refuses never accepted. Prints how many inputs it tried per call.
 */
import {
  type CallDef,
  calls,
  DEFAULT_BODY_LIMIT,
  envelope,
  Messages,
  system,
  textNumberFields,
  toQueryString,
  urlOf,
} from '@site/contracts';
import { migrateDatabase } from '@site/db/migrate';
import { seedDatabase } from '@site/db/seed/index';
import { type TestDatabase, useTestDatabase } from '@site/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createGateway, type Gateway } from '../src/index.ts';
import { LOGIN_OR_PHONE_MESSAGE } from '../src/routes/ipr-more.ts';

const SEED = 20_261_111;
const VALID_RUNS = 10;
const DEVICE_ID = '0123456789abcdef0123456789abcdef';

let database: TestDatabase;
let gateway: Gateway;
/** The same gateway believing X-Forwarded-For: the ends' inputs come from addresses of their own (past the limits). */
let forwardingGateway: Gateway;

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  gateway = createGateway({ db: database.db });
  forwardingGateway = createGateway({ db: database.db, trustProxy: true });
});

afterAll(async () => {
  await database?.close();
});

// Arbitraries from a zod 4 schema's definition (zod-fast-check targets zod 3).

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;

const stringArbitrary = (schema: z.ZodType): fc.Arbitrary<string> => {
  const json = jsonSchemaOf(schema);
  const minLength = (json.minLength as number | undefined) ?? 0;
  const declaredMax = json.maxLength as number | undefined;
  const maxLength = Math.min(declaredMax ?? 40, 200);
  // Only the schema's own bounds: a pattern whose every match is longer than the generators' cap (a 56-character
  // preview token) would leave nothing to pass a filter, and fast-check would try for ever.
  const fits = (s: string) => s.length >= minLength && (declaredMax === undefined || s.length <= declaredMax);
  if (json.format === 'email') return fc.emailAddress().filter(fits);
  if (json.format === 'uuid') return fc.uuid({ version: 4 });
  if (json.format === 'uri') return fc.webUrl().filter(fits);
  const patterns = [json.pattern, ...((json.allOf as { pattern?: string }[] | undefined) ?? []).map((p) => p.pattern)]
    .filter((p): p is string => typeof p === 'string')
    .map((p) => new RegExp(p));
  if (patterns.length > 0) {
    try {
      const [first, ...rest] = patterns as [RegExp, ...RegExp[]];
      return fc.stringMatching(first).filter((s) => fits(s) && rest.every((p) => p.test(s)));
    } catch {
      // A pattern fast-check cannot generate from (lookaheads): plain strings, filtered by the contract later.
    }
  }
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
};

const numberArbitrary = (schema: z.ZodType): fc.Arbitrary<number> => {
  const json = jsonSchemaOf(schema);
  const min = (json.minimum as number | undefined) ?? (json.exclusiveMinimum as number | undefined) ?? -1_000_000;
  const max = (json.maximum as number | undefined) ?? (json.exclusiveMaximum as number | undefined) ?? 1_000_000;
  if (json.type === 'integer') return fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
};

const lengthsOf = (schema: z.ZodType) => {
  const json = jsonSchemaOf(schema);
  const minLength = (json.minItems as number | undefined) ?? 0;
  return { minLength, maxLength: Math.max(minLength, Math.min((json.maxItems as number | undefined) ?? 4, 4)) };
};

const arbitraryOf = (schema: z.ZodType): fc.Arbitrary<unknown> => {
  const field = textNumberFields.get(schema);
  if (field) return arbitraryOf(field);
  // A field whose rule no generator can guess (an office code or region number) carries examples in its contract.
  const examples = z.globalRegistry.get(schema)?.examples;
  const generated = generatedOf(schema);
  return Array.isArray(examples) && examples.length > 0
    ? fc.oneof(fc.constantFrom(...(examples as unknown[])), generated)
    : generated;
};

const generatedOf = (schema: z.ZodType): fc.Arbitrary<unknown> => {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const arbitraries = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, arbitraryOf(value)]));
      const requiredKeys = Object.keys(shape).filter((key) => shape[key]?._zod.optin !== 'optional');
      return fc.record(arbitraries, { requiredKeys });
    }
    case 'array':
      return fc.array(arbitraryOf(def.element as z.ZodType), lengthsOf(schema));
    case 'record':
      return fc.dictionary(
        arbitraryOf(def.keyType as z.ZodType) as fc.Arbitrary<string>,
        arbitraryOf(def.valueType as z.ZodType),
        { maxKeys: 3 },
      );
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(arbitraryOf));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(arbitraryOf(def.innerType as z.ZodType), { nil: undefined });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType as z.ZodType), { nil: null });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return arbitraryOf(def.innerType as z.ZodType);
    case 'pipe': {
      const out = defOf(def.out as z.ZodType);
      // `z.string().trim().pipe(z.email())`: the output side knows the format.
      if (defOf(def.in as z.ZodType).type === 'string' && out.type === 'string')
        return arbitraryOf(def.out as z.ZodType);
      return arbitraryOf(def.in as z.ZodType);
    }
    case 'lazy':
      return arbitraryOf((def.getter as () => z.ZodType)());
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

// Requests.

interface Input {
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
  body?: unknown;
}

/** How a query travels: every value as text; a repeated parameter becomes an array (as Hono reads it). */
const wireQuery = (query: Record<string, unknown> | undefined): Record<string, string | string[]> => {
  const search = new URLSearchParams(toQueryString(query).slice(1));
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    out[key] = all.length === 1 ? (all[0] as string) : all;
  }
  return out;
};

/** A path segment; text that cannot be encoded (a lone surrogate) goes as bytes that are not UTF-8. */
const segment = (value: unknown) => {
  try {
    return encodeURIComponent(String(value ?? '1'));
  } catch {
    return '%ED%A0%80';
  }
};

const pathOf = (def: CallDef, params: Record<string, unknown> = {}) =>
  urlOf(def).replace(/\{(\w+)\??\}/g, (_, name: string) => segment(params[name]));

const request = (
  def: CallDef,
  input: Input,
  headers: Record<string, string> = {},
  rawBody?: BodyInit,
  via: Gateway = gateway,
) => {
  const path = `${pathOf(def, input.params)}${toQueryString(input.query)}`;
  const init: RequestInit = {
    method: def.method,
    headers: {
      'x-platform-type': '00',
      'x-device-id': DEVICE_ID,
      'accept-language': 'zh-CN',
      ...(def.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
  };
  if (def.method === 'POST') init.body = rawBody ?? (input.body === undefined ? undefined : JSON.stringify(input.body));
  return via.request(path, init);
};

/** Whether the contract accepts the input as it arrives on the wire. */
const contractAccepts = (def: CallDef, input: Input): boolean => {
  if (def.query && !def.query.safeParse(wireQuery(input.query)).success) return false;
  if (!def.query && Object.keys(wireQuery(input.query)).length > 0) return false;
  if (def.params && !def.params.safeParse(input.params ?? {}).success) return false;
  if (
    def.body &&
    !def.body.safeParse(input.body === undefined ? undefined : JSON.parse(JSON.stringify(input.body))).success
  )
    return false;
  return true;
};

const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\n\s+at |\bat .+\.(ts|js|mjs):\d+/],
  ['a file path', /(\/(work|home|usr|tmp|root|node_modules|var)\/|[A-Z]:\\)/],
  ['SQL', /\b(select|insert into|update|delete from)\b[^"]{0,80}\b(from|values|set|where)\b/i],
  [
    'a database error',
    /syntax error at or near|relation "|duplicate key|violates|DrizzleQueryError|PostgresError|ECONNREFUSED/i,
  ],
];
/** Checked in the message only: data may carry what the visitor saved (their own search text, as JSON). */
const REFLECTED_MARKUP = /<script|<img|onerror=/i;

interface Checked {
  status: number;
  body: { code: number; msg: string; data: unknown };
}

/** The assertions every answer must pass, whatever the input. */
const check = async (res: Response, label: string): Promise<Checked> => {
  const text = await res.text();
  expect(res.status, `${label}: ${text.slice(0, 300)}`).toBeLessThan(500);
  for (const [what, pattern] of LEAKS)
    expect(pattern.test(text), `${label} answers ${what}: ${text.slice(0, 300)}`).toBe(false);
  // An empty success: a HEAD-like answer, or 204 (the CSP report call).
  if ((res.status === 200 || res.status === 204) && text === '')
    return { status: res.status, body: { code: 0, msg: '', data: null } };
  const body = JSON.parse(text) as Checked['body'];
  expect(REFLECTED_MARKUP.test(String(body.msg)), `${label} reflects markup: ${body.msg}`).toBe(false);
  // The envelope: code, msg and data, and a failure's message key with its arguments where the call sends one.
  expect(
    Object.keys(body)
      .filter((key) => key !== 'key' && key !== 'args')
      .sort(),
    label,
  ).toEqual(['code', 'data', 'msg']);
  expect(envelope(z.unknown()).strict().safeParse(body).success, label).toBe(true);
  expect(typeof body.code, label).toBe('number');
  expect(typeof body.msg, label).toBe('string');
  if (res.status >= 400) expect(body.code, label).toBe(res.status);
  return { status: res.status, body };
};

/** Refusals that mean 'bad input'; a valid input never gets them. */
const BAD_INPUT = new Set([400, 405, 413, 415]);
/**
 * Route rules a contract cannot express, by message: who is asking (an anonymous attorney request needs a phone)
 * and content (the questionnaire's questions and options live in packages/compliance, not in the wire schema).
 */
const ROUTE_RULES = new Set<string>([
  LOGIN_OR_PHONE_MESSAGE,
  Messages.tickCompletely,
  // A verification code the contract cannot judge: no live code for the phone, expired, or wrong.
  system.AccountMessages.codeInvalid,
  // Whether digits are a textable number of their area: libphonenumber's full metadata, the gateway's alone (the
  // contract runs in every page's script).
  system.AccountMessages.invalidPhone,
  system.AccountMessages.codeExpired,
  ...[0, 1, 2, 3, 4].map(system.AccountMessages.wrongCode),
]);

// Invalid values put in place of each field.

const HOSTILE: unknown[] = [
  'x'.repeat(100 * 1024),
  'a\u0000b',
  "' OR 1=1; DROP TABLE users; --",
  '1; SELECT pg_sleep(1)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '\uD800',
  '',
  ' 1 ',
  '1e3',
  '0x10',
  'true',
  true,
  null,
  [1],
  { $gt: '' },
  -1,
  0,
  2 ** 31,
  2 ** 53 + 1,
  1e308,
  -1e308,
  1.5,
];

const fieldsOf = (schema: z.ZodType | undefined): string[] => {
  if (!schema) return [];
  let node = schema;
  for (;;) {
    const def = defOf(node);
    if (def.type === 'object') return Object.keys(def.shape as object);
    if (def.type === 'pipe') node = def.in as z.ZodType;
    else if (def.innerType) node = def.innerType as z.ZodType;
    else return [];
  }
};

/** A deterministic pick of the hostile values for a call (a few thousand requests in all). */
const mutationsOf = (def: CallDef, valid: Input): Input[] => {
  const out: Input[] = [];
  const pick = (field: string) => HOSTILE.filter((_, i) => (i + field.length) % 3 === 0);
  for (const part of ['query', 'params', 'body'] as const) {
    const base = (valid[part] ?? {}) as Record<string, unknown>;
    if (part === 'body' && (Array.isArray(valid.body) || typeof valid.body !== 'object')) continue;
    for (const field of fieldsOf(def[part])) {
      for (const value of pick(field)) out.push({ ...valid, [part]: { ...base, [field]: value } });
      // A path cannot lack a segment: only query and body fields are left out.
      const { [field]: _dropped, ...without } = base;
      if (part !== 'params') out.push({ ...valid, [part]: without });
    }
    // An unknown path parameter has no place in the path (the request would be the valid one): query and body only.
    if (def[part] && part !== 'params') out.push({ ...valid, [part]: { ...base, unknownParameter: '1' } });
  }
  if (Array.isArray(valid.body)) {
    const first: unknown = valid.body[0];
    out.push({ ...valid, body: [...valid.body, ...valid.body, { unknownParameter: 1 }] });
    out.push({ ...valid, body: Array.from({ length: 1000 }, () => first) });
  }
  for (const body of [null, 'text', 42, [], {}, [[[]]]]) if (def.body) out.push({ ...valid, body });
  return out;
};

// The ends of every input's range (issue 22): random inputs seldom reach them (a one-character mark left an SQL
// parameter without a type: 500, and 555 random and hostile inputs had not found it), so they are built on purpose.
// Texts at their fewest and most characters, of each kind of character; numbers at their range's ends; lists with
// their fewest and most items; objects with their required keys only, with every key at its shortest, and with every
// key at its longest. A value is kept only when the schema of its own level accepts it, so rules the JSON Schema
// cannot show (a length counted in code points, classes each once, a number read from query text) are met.

type End = 'shortest' | 'longest';

/**
 * One character of each kind a text may hold: an ASCII letter and digit, an accented letter, Chinese (three UTF-8
 * bytes), a Chinese letter beyond the BMP (two UTF-16 units, one code point), an emoji (no letter) and punctuation.
 */
const CHARACTERS = ['a', '1', 'é', '商', '𠀀', '😀', '-'] as const;
/** Beyond any body (64 KB by default): a text or list still accepted at this size has no limit of its own. */
const LONGEST_PROBE = 70_000;
/** The most inputs of each end sent to one call (fields offer their values in turn, zipped). */
const PER_END = 16;

const codePoints = (text: string) => [...text].length;
const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
const distinct = <T>(values: T[]): T[] => [
  ...new Map(values.map((value) => [JSON.stringify(value) ?? 'undefined', value])).values(),
];

/** The values whose size is within `slack` of the smallest (shortest) or of the largest (longest). */
const atEnd = <T>(values: T[], size: (value: T) => number, end: End, slack = 0): T[] => {
  const sizes = values.map(size);
  const target = end === 'shortest' ? Math.min(...sizes) : Math.max(...sizes);
  return values.filter((_, i) => Math.abs((sizes[i] as number) - target) <= slack);
};

/** The largest n up to LONGEST_PROBE that `ok` accepts, given it accepts `from` (a bound is one limit: monotonic). */
const largestAccepted = (from: number, ok: (n: number) => boolean): number => {
  let low = Math.max(from, 1);
  let high = low;
  while (low < LONGEST_PROBE) {
    high = Math.min(low * 2, LONGEST_PROBE);
    if (!ok(high)) break;
    low = high;
  }
  if (low === LONGEST_PROBE) return low;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (ok(middle)) low = middle;
    else high = middle;
  }
  return low;
};

/** Where a format puts its free text: an address's local part, a link's path. */
const textTemplate = (schema: z.ZodType): ((free: string) => string) => {
  const format = jsonSchemaOf(schema).format;
  if (format === 'email') return (free) => `${free}@example.com`;
  if (format === 'uri') return (free) => `https://example.com/${free}`;
  return (free) => free;
};

const sampleOf = (schema: z.ZodType, runs = 200) =>
  fc.sample(arbitraryOf(schema), { numRuns: runs, seed: SEED }).filter((value) => accepts(schema, value));

const textEnds = (schema: z.ZodType, end: End): string[] => {
  const minLength = (jsonSchemaOf(schema).minLength as number | undefined) ?? 0;
  const template = textTemplate(schema);
  const samples = sampleOf(schema) as string[];
  if (end === 'shortest') {
    // One character alone, and beside an emoji (`a😀`: one letter once the mark is normalised).
    const made = ['', ...CHARACTERS.flatMap((c) => [c.repeat(Math.max(minLength, 1)), `${c}😀`])].map(template);
    const valid = distinct([...made, ...samples]).filter((text) => accepts(schema, text));
    return valid.length ? atEnd(valid, codePoints, 'shortest', 1) : [];
  }
  const made = CHARACTERS.flatMap((c) => {
    const from = Math.max(minLength, 1);
    const ok = (n: number) => accepts(schema, template(c.repeat(n)));
    return ok(from) ? [template(c.repeat(largestAccepted(from, ok)))] : [];
  });
  return distinct([...made, ...(samples.length ? atEnd(samples, codePoints, 'longest', 1) : [])]);
};

const numberEnds = (schema: z.ZodType, accepted: (value: number) => boolean, end: End): number[] => {
  const json = jsonSchemaOf(schema);
  const bounds = [json.minimum, json.maximum, json.exclusiveMinimum, json.exclusiveMaximum].filter(
    (bound): bound is number => typeof bound === 'number',
  );
  const made = [
    ...bounds.flatMap((bound) => [bound - 1, bound, bound + 1]),
    ...[0, 1, 0.5, 2 ** 31 - 1, 2 ** 31, 10 ** 15 - 1, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE].flatMap((n) => [
      n,
      -n,
    ]),
  ];
  const valid = distinct(made).filter(accepted);
  if (valid.length === 0) return [];
  return end === 'shortest'
    ? atEnd(valid, (n) => String(n).length, 'shortest')
    : distinct([Math.min(...valid), Math.max(...valid)]);
};

/**
 * Each candidate of a field at one end; `text`: the field travels as query or path text; `fits`: what the schema
 * around it also demands (a pipe's transform, seen by the list it reads).
 */
const endsOf = (schema: z.ZodType, end: End, text: boolean, fits?: (value: unknown) => boolean): unknown[] => {
  const numberField = textNumberFields.get(schema);
  if (numberField)
    return numberEnds(numberField, (n) => accepts(schema, text ? String(n) : n) && accepts(numberField, n), end);
  const examples = z.globalRegistry.get(schema)?.examples;
  const own = valuesAtEnd(schema, end, text, fits);
  if (!Array.isArray(examples) || examples.length === 0) return own;
  const valid = (examples as unknown[]).filter((value) => accepts(schema, value));
  return distinct([...atEnd(valid, (value) => JSON.stringify(value).length, end), ...own]);
};

const valuesAtEnd = (
  schema: z.ZodType,
  end: End,
  text: boolean,
  fits: (value: unknown) => boolean = () => true,
): unknown[] => {
  const def = defOf(schema);
  const valid = (value: unknown) => accepts(schema, value) && fits(value);
  const keep = (values: unknown[]) => distinct(values).filter(valid);
  switch (def.type) {
    case 'string':
      return textEnds(schema, end);
    case 'number':
      return numberEnds(schema, (n) => accepts(schema, n), end);
    case 'boolean':
      return [true, false];
    case 'null':
      return [null];
    case 'literal':
      return def.values as unknown[];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>);
    case 'object':
      return objectEnds(schema, end, text);
    case 'array': {
      const json = jsonSchemaOf(schema);
      const minItems = (json.minItems as number | undefined) ?? 0;
      const element = def.element as z.ZodType;
      if (end === 'shortest') {
        if (minItems === 0) return [[]];
        const items = endsOf(element, 'shortest', text);
        return keep(items.map((_, i) => Array.from({ length: minItems }, (_, k) => items[(i + k) % items.length])));
      }
      // Distinct items (a list may refuse repeats), the longest first; every value of a small integer range.
      const numberRange = textNumberFields.get(element) ?? element;
      const range = jsonSchemaOf(numberRange);
      const small =
        range.type === 'integer' && typeof range.minimum === 'number' && typeof range.maximum === 'number'
          ? range.maximum - range.minimum <= 100
          : false;
      const pool = distinct([
        ...endsOf(element, 'longest', text),
        ...endsOf(element, 'shortest', text),
        ...(small
          ? Array.from(
              { length: (range.maximum as number) - (range.minimum as number) + 1 },
              (_, i) => (range.minimum as number) + i,
            )
          : []),
        ...sampleOf(element),
      ]);
      if (pool.length === 0) return [];
      // The items a list takes (alone, where it may hold one), then as many of them as it takes, from a few places
      // in the pool: one list starts with the longest items, others hold the rest (the US among six offices).
      const items = pool.filter((item) => accepts(element, item) && (minItems > 1 || valid([item])));
      const list = (n: number, from = 0) => Array.from({ length: n }, (_, i) => items[(from + i) % items.length]);
      if (items.length === 0 || !valid(list(Math.max(minItems, 1)))) return [];
      const length = largestAccepted(minItems, (n) => valid(list(n)));
      return keep([0, 1, 2, 3].map((k) => list(length, Math.floor((k * items.length) / 4))));
    }
    case 'record': {
      if (end === 'shortest') return [{}];
      const keys = endsOf(def.keyType as z.ZodType, 'longest', text) as string[];
      const values = endsOf(def.valueType as z.ZodType, 'longest', text);
      if (values.length === 0) return [];
      return keep([Object.fromEntries(keys.map((key, i) => [key, values[i % values.length]]))]);
    }
    case 'union':
      return keep((def.options as z.ZodType[]).flatMap((option) => endsOf(option, end, text)));
    case 'nullable':
      return keep([...(end === 'shortest' ? [null] : []), ...endsOf(def.innerType as z.ZodType, end, text)]);
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return keep(endsOf(def.innerType as z.ZodType, end, text));
    case 'pipe': {
      const out = defOf(def.out as z.ZodType);
      const side = defOf(def.in as z.ZodType).type === 'string' && out.type === 'string' ? def.out : def.in;
      return keep(endsOf(side as z.ZodType, end, text, valid));
    }
    case 'lazy':
      return endsOf((def.getter as () => z.ZodType)(), end, text);
    default: {
      const samples = sampleOf(schema, 50);
      return samples.length ? atEnd(samples, (value) => JSON.stringify(value)?.length ?? 0, end) : [];
    }
  }
};

/** Values taken in turn from each list, as many as the longest list has (`undefined`: the key is left out). */
const zip = (lists: Record<string, unknown[]>): Record<string, unknown>[] => {
  const count = Math.max(1, ...Object.values(lists).map((list) => list.length));
  return Array.from({ length: count }, (_, i) =>
    Object.fromEntries(
      Object.entries(lists)
        .map(([key, list]) => [key, list[i % list.length]] as const)
        .filter(([, value]) => value !== undefined),
    ),
  );
};

/** Up to 1,000 ways of taking one value from each list (every pairing, when there are no more). */
const pairings = (lists: Record<string, unknown[]>): Record<string, unknown>[] => {
  const entries = Object.entries(lists);
  const total = entries.reduce((product, [, list]) => product * list.length, 1);
  return Array.from({ length: Math.min(total, 1000) }, (_, n) => {
    let rest = n;
    return Object.fromEntries(
      entries.map(([key, list]) => {
        const value = list[rest % list.length];
        rest = Math.floor(rest / list.length);
        return [key, value];
      }),
    );
  });
};

const objectEnds = (schema: z.ZodType, end: End, text: boolean): unknown[] => {
  const shape = defOf(schema).shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  const optional = keys.filter((key) => shape[key]?._zod.optin === 'optional');
  const lists = Object.fromEntries(keys.map((key) => [key, endsOf(shape[key] as z.ZodType, end, text)]));
  const without = (left: string[]) => Object.fromEntries(Object.entries(lists).filter(([key]) => !left.includes(key)));
  if (keys.some((key) => lists[key]?.length === 0 && !optional.includes(key))) return [];
  const usable = without(keys.filter((key) => lists[key]?.length === 0));
  const candidates = end === 'shortest' ? [...zip(without(optional)), ...zip(usable)] : zip(usable);
  const omit = (candidate: Record<string, unknown>, left: string[]) =>
    Object.fromEntries(Object.entries(candidate).filter(([key]) => !left.includes(key)));
  // Values that only clash together (class 46 without the US among the offices): the candidate without one optional
  // key, without any, then other pairings of the same values.
  return distinct(
    candidates.flatMap((candidate) => {
      const tries = [candidate, ...optional.map((key) => omit(candidate, [key])), omit(candidate, optional)];
      const fit =
        tries.find((t) => accepts(schema, t)) ??
        pairings(Object.fromEntries(Object.entries(usable).filter(([key]) => key in candidate))).find((t) =>
          accepts(schema, t),
        );
      return fit ? [fit] : [];
    }),
  );
};

const bodyBytes = (input: Input) => Buffer.byteLength(JSON.stringify(input.body) ?? '');

/** The shortest or longest valid inputs of a call, as they go on the wire (at most PER_END). */
const inputsAtEnd = (def: CallDef, end: End): Input[] => {
  const parts = {
    ...(def.query ? { query: endsOf(def.query, end, true) } : {}),
    ...(def.params ? { params: endsOf(def.params, end, true) } : {}),
    ...(def.body ? { body: endsOf(def.body, end, false) } : {}),
  };
  return (zip(parts) as Input[]).filter((input) => contractAccepts(def, input)).slice(0, PER_END);
};

const deepJson = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;

interface Tally {
  call: string;
  valid: number;
  validStatuses: Set<number>;
  /** Shortest and longest valid inputs. */
  ends: number;
  invalid: number;
  classic: number;
}

const tallies: Tally[] = [];

describe('fuzzing every call of packages/contracts', () => {
  const entries = Object.entries(calls) as [string, CallDef][];

  it.each(entries)('%s', async (name, def) => {
    const tally: Tally = { call: name, valid: 0, validStatuses: new Set(), ends: 0, invalid: 0, classic: 0 };
    tallies.push(tally);
    const inputArbitrary = fc.record(
      {
        ...(def.query ? { query: arbitraryOf(def.query) } : {}),
        ...(def.params ? { params: arbitraryOf(def.params) } : {}),
        ...(def.body ? { body: arbitraryOf(def.body) } : {}),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Input>;
    // Candidates are cheap (no request): refinements the generator cannot see are met by sampling more.
    const valid: Input[] = [];
    for (let round = 0; round < 40 && valid.length < VALID_RUNS; round += 1) {
      const candidates = fc.sample(inputArbitrary, { numRuns: 50, seed: SEED + round });
      valid.push(...candidates.filter((input) => contractAccepts(def, input)).slice(0, VALID_RUNS - valid.length));
    }
    expect(valid.length, `${name}: no valid input could be generated`).toBeGreaterThan(0);

    for (const input of valid) {
      const label = `${name} valid ${JSON.stringify(input).slice(0, 200)}`;
      const { status, body } = await check(await request(def, input), label);
      tally.valid += 1;
      tally.validStatuses.add(status);
      if (def.auth === 'required' && status === 401) continue;
      if (!ROUTE_RULES.has(body.msg)) expect(BAD_INPUT.has(status), `${label} -> ${status} ${body.msg}`).toBe(false);
    }

    for (const end of ['shortest', 'longest'] as const) {
      const inputs = inputsAtEnd(def, end);
      expect(inputs.length, `${name}: no ${end} valid input could be built`).toBeGreaterThan(0);
      for (const [i, input] of inputs.entries()) {
        const label = `${name} ${end} ${JSON.stringify(input).slice(0, 200)}`;
        // A device and an address of its own: the random inputs used up the quotas of theirs (three attorney
        // requests a device a day, five contact messages an address in ten minutes), and a 429 would hide a 500.
        const client = {
          'x-device-id': `${end === 'shortest' ? 'a' : 'b'}${String(i).padStart(31, '0')}`,
          'x-forwarded-for': `198.51.100.${end === 'shortest' ? i : 100 + i}`,
        };
        const { status, body } = await check(await request(def, input, client, undefined, forwardingGateway), label);
        expect(status, `${label}: ${body.msg}`).not.toBe(429);
        tally.ends += 1;
        tally.validStatuses.add(status);
        if (def.auth === 'required' && status === 401) continue;
        // Texts whose only bound is the body's size (a CSP report's) reach it at their longest: 413 is the contract.
        if (status === 413 && bodyBytes(input) > (def.maxBodyBytes ?? DEFAULT_BODY_LIMIT)) continue;
        if (!ROUTE_RULES.has(body.msg)) expect(BAD_INPUT.has(status), `${label} -> ${status} ${body.msg}`).toBe(false);
      }
    }

    const base = valid[0] as Input;
    for (const input of mutationsOf(def, base)) {
      const label = `${name} invalid ${JSON.stringify(input).slice(0, 200)}`;
      const { status } = await check(await request(def, input), label);
      tally.invalid += 1;
      if (!contractAccepts(def, input)) expect(status, `${label} was accepted`).toBeGreaterThanOrEqual(400);
    }

    // The classic bad requests.
    const classic: [string, () => Response | Promise<Response>][] = [
      ['unknown platform code', () => request(def, base, { 'x-platform-type': '99' })],
      ['markup as platform code', () => request(def, base, { 'x-platform-type': '<script>alert(1)</script>' })],
      ['empty platform code', () => request(def, base, { 'x-platform-type': '' })],
      ['unknown host', () => request(def, base, { 'x-platform-type': '', host: 'evil.example' })],
      ['bad device id', () => request(def, base, { 'x-device-id': "' OR 1=1 --" })],
      ['garbage token', () => request(def, base, { authorization: 'Bearer <script>' })],
      ['unknown query parameter', () => request(def, { ...base, query: { ...base.query, '<b>': '1' } })],
    ];
    if (def.method === 'POST') {
      classic.push(
        ['empty body', () => request(def, base, {}, '')],
        ['invalid UTF-8', () => request(def, base, {}, new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]))],
        ['NUL bytes', () => request(def, base, {}, '{"a\u0000":"\u0000"}')],
        ['text/plain', () => request(def, base, { 'content-type': 'text/plain' })],
        ['form', () => request(def, base, { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1')],
        ['xml', () => request(def, base, { 'content-type': 'application/xml' }, '<a/>')],
        ['deep JSON', () => request(def, base, {}, deepJson(5000))],
        ['deep arrays', () => request(def, base, {}, `${'['.repeat(20_000)}${']'.repeat(20_000)}`)],
        ['100 KB string', () => request(def, base, {}, JSON.stringify({ value: 'x'.repeat(100 * 1024) }))],
        ['broken JSON', () => request(def, base, {}, '{"a":')],
      );
    } else {
      classic.push([
        '100 KB query',
        () => request(def, { ...base, query: { ...base.query, q: 'x'.repeat(100 * 1024) } }),
      ]);
    }
    for (const [what, send] of classic) {
      await check(await send(), `${name} ${what}`);
      tally.classic += 1;
    }
  });

  afterAll(() => {
    const lines = tallies.map(
      (t) =>
        `${t.call.padEnd(30)} valid ${String(t.valid).padStart(3)} (${[...t.validStatuses].sort().join('/')})  ` +
        `ends ${String(t.ends).padStart(2)}  ` +
        `invalid ${String(t.invalid).padStart(3)}  classic ${String(t.classic).padStart(2)}`,
    );
    const total = tallies.reduce((sum, t) => sum + t.valid + t.ends + t.invalid + t.classic, 0);
    console.log(`fuzz: ${total} requests over ${tallies.length} calls\n${lines.join('\n')}`);
  });
});

/**
 * The account calls of issue 22 at the edges of their contracts: the shortest valid input (required fields only,
 * each at its minimum) and the longest (every optional field, each at its maximum). The same checks as above; a
 * valid input is never refused as bad input, except by the route rules.
 */
describe('the account calls at their shortest and longest valid inputs', () => {
  const code = '000000';
  const long = (n: number) => 'a'.repeat(n);
  const cases: [string, CallDef, Input][] = [
    ['sendCode shortest', calls.sendCode, { body: { phone: '12345', areaCode: '852', channel: 0, purpose: 'login' } }],
    ['sendCode shortest mainland', calls.sendCode, { body: { phone: '13800138000', channel: 0, purpose: 'login' } }],
    [
      'sendCode longest',
      calls.sendCode,
      {
        body: {
          phone: '123456789012345',
          areaCode: '971',
          channel: 0,
          purpose: 'register',
          humanCheck: 'A'.repeat(4096),
        },
      },
    ],
    [
      'sendCode voice',
      calls.sendCode,
      { body: { phone: '13800138000', areaCode: '86', channel: 1, purpose: 'register' } },
    ],
    [
      'register shortest',
      calls.register,
      { body: { phone: '13800138001', smsCode: code, deviceId: DEVICE_ID, agreementAccepted: true } },
    ],
    [
      'register longest',
      calls.register,
      {
        body: {
          phone: '123456789012345',
          areaCode: '971',
          smsCode: code,
          password: `Ab1${'x'.repeat(17)}`,
          channelNo: long(64),
          pointType: long(64),
          intoWay: long(64),
          deviceId: DEVICE_ID,
          agreementAccepted: true,
        },
      },
    ],
    [
      'login shortest',
      calls.login,
      { body: { phone: '12345', areaCode: '65', smsCode: code, deviceId: DEVICE_ID, agreementAccepted: true } },
    ],
    [
      'login longest',
      calls.login,
      {
        body: {
          phone: '123456789012345',
          areaCode: '44',
          smsCode: code,
          channelNo: long(64),
          pointType: long(64),
          intoWay: long(64),
          deviceId: DEVICE_ID.toUpperCase(),
          agreementAccepted: true,
        },
      },
    ],
    ['getHumanCheck', calls.getHumanCheck, { query: {} }],
    ['getDevOutbox', calls.getDevOutbox, { query: {} }],
  ];

  it.each(cases)('%s', async (label, def, input) => {
    expect(contractAccepts(def, input), `${label}: the contract accepts it`).toBe(true);
    const { status, body } = await check(await request(def, input), label);
    if (!ROUTE_RULES.has(body.msg)) expect(BAD_INPUT.has(status), `${label} -> ${status} ${body.msg}`).toBe(false);
    // One character past each edge is refused.
    if (def.body && input.body && typeof input.body === 'object') {
      const fields = input.body as Record<string, unknown>;
      for (const [field, value] of Object.entries(fields)) {
        if (typeof value !== 'string' || field === 'purpose') continue;
        const past = { ...input, body: { ...fields, [field]: `${value}1` } };
        if (contractAccepts(def, past)) continue;
        const refused = await check(await request(def, past), `${label} ${field}+1`);
        expect(refused.status, `${label}: ${field} one character longer`).toBe(400);
      }
    }
  });
});
