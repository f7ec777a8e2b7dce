import { z } from 'zod';

/**
 * How a call's inputs are read on the wire, applied to every call by `defineCall` (one place, not per call):
 *
 * - Unknown keys are refused: every object of a query, path or body schema is strict, and the 400 names the key
 *   (`不支持的参数：foo`). Records (a pass-through query such as getAnswerInfo's) keep their own key rule.
 * - Text never holds a NUL character (U+0000): every string field refuses it.
 * - Numbers are numbers: a contract declares a number field as a number (`z.number()`, a number literal). In a JSON
 *   body it takes a JSON number only. In a query string or a path segment, where every value is text, it takes a
 *   plain decimal digit string (one leading '-' allowed; the field's own minimum decides whether a negative passes):
 *   `true`, `[1]`, `' 1 '`, `1e3`, `0x10` and '' are refused with the field's message.
 */

/** The 400 message of unknown query parameters or body keys, naming them. */
export const unknownKeysMessage = (keys: readonly string[]) => `不支持的参数：${keys.join('、')}`;

/** The 400 message of text holding a NUL character (PostgreSQL cannot store one in text). */
export const NUL_CHARACTER_MESSAGE = '内容不能包含空字符（NUL）';

/** A decimal integer as text: digits, one optional leading '-', at most 15 digits (exact as a double). */
const DECIMAL_TEXT = /^-?\d{1,15}$/;

/** A query or path value -> the number it spells, or NaN (which the field's number schema refuses). */
const numberFromText = (value: unknown): number => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && DECIMAL_TEXT.test(value)) return Number(value) + 0;
  return Number.NaN;
};

/** Text-side wrappers of number fields, mapped to the number schema they feed (for tools such as the fuzz test). */
export const textNumberFields = new WeakMap<z.ZodType, z.ZodType>();

/** A number field of a query string or path: the number itself (typed clients), or its plain decimal text. */
export const numberFromQueryText = (field: z.ZodType) => {
  const wrapped: z.ZodType = z
    .custom<number | string>(() => true)
    .transform(numberFromText)
    .pipe(field as z.ZodType<unknown, number>);
  textNumberFields.set(wrapped, field);
  return wrapped;
};

/** Schemas already in their wire form (wireInput is applied once, even when a call is defined from another). */
const wired = new WeakSet<z.ZodType>();

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
const defOf = (schema: z.ZodType) => schema._zod.def as Def;
/** A copy of a schema with another definition, keeping its metadata (description, examples). */
const rebuild = (schema: z.ZodType, def: Def) => {
  const copy = schema.clone(def as never) as z.ZodType;
  const meta = z.globalRegistry.get(schema);
  if (meta) z.globalRegistry.add(copy, meta);
  return copy;
};

/** Keeps an object's own error texts and names unknown keys in its 400. */
const withUnknownKeysMessage =
  (own: unknown) =>
  (issue: z.core.$ZodRawIssue): string | undefined | { message: string } => {
    if (issue.code === 'unrecognized_keys') return unknownKeysMessage((issue as { keys: string[] }).keys);
    return typeof own === 'function' ? own(issue) : undefined;
  };

const isNumberLeaf = (def: Def) =>
  def.type === 'number' ||
  (def.type === 'literal' && (def.values as unknown[]).every((value) => typeof value === 'number'));

/**
 * The wire form of an input schema: objects strict (unknown keys named in the message); with `fromText`, number
 * fields read from query or path text. Returns the schema unchanged where nothing applies; applying it twice is
 * harmless (a wrapped number field is left as it is).
 */
export const wireInput = <T extends z.ZodType>(schema: T, fromText: boolean): T => {
  const visit = (node: z.ZodType): z.ZodType => {
    if (textNumberFields.has(node) || wired.has(node)) return node;
    const def = defOf(node);
    switch (def.type) {
      case 'string':
        return (node as z.ZodString).refine((text) => !text.includes('\u0000'), NUL_CHARACTER_MESSAGE);
      case 'number':
      case 'literal':
        return fromText && isNumberLeaf(def) ? numberFromQueryText(node) : node;
      case 'object': {
        const shape = Object.fromEntries(
          Object.entries(def.shape as Record<string, z.ZodType>).map(([key, value]) => [key, visit(value)]),
        );
        const catchall = (def.catchall as z.ZodType | undefined) ?? z.never();
        return rebuild(node, { ...def, shape, catchall, error: withUnknownKeysMessage(def.error) } as Def);
      }
      case 'array':
        return rebuild(node, { ...def, element: visit(def.element as z.ZodType) });
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'nonoptional':
      case 'catch':
        return rebuild(node, { ...def, innerType: visit(def.innerType as z.ZodType) });
      case 'pipe':
        return rebuild(node, { ...def, in: visit(def.in as z.ZodType) });
      case 'record':
        return rebuild(node, {
          ...def,
          keyType: visit(def.keyType as z.ZodType),
          valueType: visit(def.valueType as z.ZodType),
        });
      case 'union':
        return rebuild(node, { ...def, options: (def.options as z.ZodType[]).map(visit) });
      default:
        return node;
    }
  };
  const result = visit(schema);
  wired.add(result);
  return result as T;
};
