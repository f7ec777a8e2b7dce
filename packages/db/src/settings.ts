/**
 * The database package's settings, parsed once from the environment with zod; the rest of the package takes them
 * from here. Plus the small readers the other packages' settings modules are built from, so that every setting is
 * read the same way: a blank variable counts as unset, and a bad value stops the start with an error naming it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_EMBEDDED_PORT } from './embedded.ts';

export type Env = Record<string, string | undefined>;

/** The repository root (this file is packages/db/src/settings.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The default DATA_DIR. */
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, 'data');
export const DEFAULT_POOL_MAX = 10;
export const DEFAULT_TEST_PORT = 54340;

// ---------------------------------------------------------------------------------------------------------------
// Readers. An issue's message follows the variable's name: "EMBEDDED_PG_PORT must be an integer ...".

/** A variable's trimmed text; unset or blank (a `.env` line like `DATABASE_URL=`) is undefined. */
export const textSetting = () =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined);

export const integerSetting = (options: { min: number; max: number; fallback: number }) =>
  textSetting().transform((raw, ctx) => {
    if (raw === undefined) return options.fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < options.min || value > options.max) {
      ctx.addIssue({
        code: 'custom',
        message: `must be an integer between ${options.min} and ${options.max}, got "${raw}"`,
      });
      return z.NEVER;
    }
    return value;
  });

/** A TCP port to listen on; 0 lets the system choose a free one. */
export const portSetting = (fallback: number) => integerSetting({ min: 0, max: 65535, fallback });

/** `1`, `true` or `yes` (any case) is true; anything else, or unset, is false. */
export const flagSetting = () =>
  textSetting().transform((raw) => ['1', 'true', 'yes'].includes(raw?.toLowerCase() ?? ''));

/**
 * An absolute URL with one of the given protocols (as written, trimmed), or undefined when unset. `check` names
 * what else is wrong with a well-formed URL, if anything.
 */
export const urlSetting = (protocols: string[], example: string, check?: (url: URL) => string | undefined) =>
  textSetting().transform((raw, ctx) => {
    if (raw === undefined) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      ctx.addIssue({ code: 'custom', message: `is not a valid URL; expected ${example}` });
      return z.NEVER;
    }
    const expected = protocols.map((protocol) => `${protocol}//`).join(' or ');
    const problem = protocols.includes(parsed.protocol)
      ? check?.(parsed)
      : `must start with ${expected}, got ${parsed.protocol}//`;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: `${problem}; expected ${example}` });
      return z.NEVER;
    }
    return raw;
  });

/**
 * Parses the variables of `shape` from `env`. Throws one error naming every bad variable, e.g.
 * `Invalid setting: EMBEDDED_PG_PORT must be an integer between 1024 and 65535, got "abc"`.
 */
export function readSettings<Shape extends z.ZodRawShape>(shape: Shape, env: Env): z.output<z.ZodObject<Shape>> {
  const result = z.object(shape).safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new Error(`Invalid setting${problems.length > 1 ? 's' : ''}: ${problems.join('; ')}`);
}

// ---------------------------------------------------------------------------------------------------------------
// This package's settings

export type DatabaseConfig = { kind: 'external'; url: string } | { kind: 'embedded'; dataDir: string; port: number };

export interface DatabaseSettings {
  /**
   * - `DATABASE_URL` (postgres:// or postgresql://) set: that server;
   * - otherwise the embedded server, with its data under `DATA_DIR` (default `<repo>/data`; a relative path is
   *   taken from the repository root, whatever the current directory) on port `EMBEDDED_PG_PORT` (default 54329).
   */
  database: DatabaseConfig;
  /** Connections per pool: `PG_POOL_MAX` (default 10). */
  poolMax: number;
  /** Tests only: the first port of the test suites' embedded server, `TEST_PG_PORT` (default 54340). */
  testPort: number;
  /** The Vitest worker (`VITEST_POOL_ID`, set by Vitest; 1 elsewhere): each worker's test server has its own port. */
  testWorker: number;
}

const POSTGRES_URL_EXAMPLE = 'postgres://user:password@host:port/database';

const databaseShape = {
  DATABASE_URL: urlSetting(['postgres:', 'postgresql:'], POSTGRES_URL_EXAMPLE, (url) =>
    url.hostname || url.searchParams.get('host') ? undefined : 'has no host',
  ),
  DATA_DIR: textSetting(),
  EMBEDDED_PG_PORT: integerSetting({ min: 1024, max: 65535, fallback: DEFAULT_EMBEDDED_PORT }),
  PG_POOL_MAX: integerSetting({ min: 1, max: 1000, fallback: DEFAULT_POOL_MAX }),
  TEST_PG_PORT: integerSetting({ min: 1024, max: 65000, fallback: DEFAULT_TEST_PORT }),
  VITEST_POOL_ID: integerSetting({ min: 1, max: 1000, fallback: 1 }),
};

/** The database settings of `env`; throws an error naming the bad variable. */
export function readDatabaseSettings(env: Env): DatabaseSettings {
  const raw = readSettings(databaseShape, env);
  return {
    database: raw.DATABASE_URL
      ? { kind: 'external', url: raw.DATABASE_URL }
      : {
          kind: 'embedded',
          dataDir: path.resolve(REPO_ROOT, raw.DATA_DIR ?? DEFAULT_DATA_DIR),
          port: raw.EMBEDDED_PG_PORT,
        },
    poolMax: raw.PG_POOL_MAX,
    testPort: raw.TEST_PG_PORT,
    testWorker: raw.VITEST_POOL_ID,
  };
}

let fromProcess: DatabaseSettings | undefined;

/** The settings of this process's environment, parsed on first use. */
export function databaseSettings(): DatabaseSettings {
  fromProcess ??= readDatabaseSettings(process.env);
  return fromProcess;
}
