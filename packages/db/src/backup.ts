/**
 * `npm run db:backup [-- FILE]` and `npm run db:restore -- FILE`: a logical backup of the application's data,
 * made and restored in Node over the pg driver, so that it works on the embedded PostgreSQL 18 (whose package ships
 * no pg_dump) and on any external server (15+) alike, with no client tools of a matching version.
 *
 * The file holds the data only; the schema comes from the migrations. It is one gzip stream of:
 *   the magic line `site-db-backup\n`;
 *   a header frame (JSON: format version, time, server, the migrations applied from drizzle.__drizzle_migrations,
 *     every table of the public schema with its columns and row count, the serial/identity sequences' values);
 *   for each table, in an order where a table comes after the tables its foreign keys point to, the table's
 *     `COPY ... TO STDOUT` text as data frames, then an empty frame;
 *   a trailer frame (JSON: the totals), then nothing.
 * A frame is a 4-byte big-endian length and that many bytes. All tables are read in one REPEATABLE READ READ ONLY
 * transaction, so the file is one consistent snapshot, written to FILE.partial and renamed when complete.
 *
 * A restore reads the header, refuses a file whose migrations are not exactly the database's (an empty database is
 * migrated first when the file's migrations are this checkout's), then in one transaction truncates every table of
 * the public schema (RESTART IDENTITY CASCADE), loads each table with `COPY ... FROM STDIN`, checks every table's
 * row count, the trailer and the end of the gzip stream (its CRC), sets each sequence past both its value at the
 * backup and the largest id, and commits. Any failure (a damaged or cut file, bad data, a lock not granted) rolls
 * back: the database is left as it was.
 */
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { createDatabase, redactUrl } from './client.ts';
import {
  EMBEDDED_DATABASE,
  embeddedConnectionString,
  inspectEmbeddedServer,
  startEmbeddedPostgres,
} from './embedded.ts';
import { runningPort } from './marks/connect.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.ts';
import { type DatabaseSettings, REPO_ROOT } from './settings.ts';

export const BACKUP_FORMAT = 'site-db-backup';
export const BACKUP_VERSION = 1;
const MAGIC = Buffer.from(`${BACKUP_FORMAT}\n`);
/** The schema whose tables are backed up: all of the application's (drizzle keeps its journal in `drizzle`). */
const SCHEMA = 'public';
/** COPY output is gathered into frames of about this size. */
const FRAME_BYTES = 256 * 1024;
/** Larger frame lengths can only come from a damaged file. */
const MAX_FRAME_BYTES = 1024 * 1024 * 1024;
const MAX_HEADER_BYTES = 16 * 1024 * 1024;
/** How long a restore waits for the tables' locks (a running site holds them briefly) before giving up. */
const RESTORE_LOCK_TIMEOUT = '30s';
/** A restore drops a table's plain indexes and builds them after loading it from this many rows on. */
const REBUILD_INDEXES_FROM_ROWS = 10_000;

/**
 * The session settings of both ends: COPY's text output of dates, intervals and floats depends on them, so a file
 * is read back exactly whatever the servers' defaults.
 */
const SESSION_SETTINGS = [
  "SET client_encoding = 'UTF8'",
  "SET DateStyle = 'ISO, YMD'",
  "SET IntervalStyle = 'postgres'",
  "SET TimeZone = 'UTC'",
  'SET extra_float_digits = 3',
  "SET bytea_output = 'hex'",
];

export interface BackupMigration {
  hash: string;
  /** drizzle's `created_at`: the journal's `when` of the migration. */
  createdAt: number;
  /** The migration's file name in this checkout's journal, when it is there (for messages). */
  tag?: string;
}

export interface BackupTable {
  name: string;
  /** The stored columns in table order (generated columns are computed again, not stored). */
  columns: string[];
  rows: number;
}

export interface BackupSequence {
  table: string;
  column: string;
  sequence: string;
  /** The sequence's last value at the backup, or null when it had never been used. */
  lastValue: string | null;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: string;
  server: string;
  migrations: BackupMigration[];
  tables: BackupTable[];
  sequences: BackupSequence[];
}

interface BackupTrailer {
  end: true;
  tables: number;
  rows: number;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  tables: { name: string; rows: number }[];
  rows: number;
  migrations: number;
  seconds: number;
}

export interface RestoreSummary extends BackupSummary {
  /** When the backup was made. */
  createdAt: string;
  /** The database was empty (no migration) and was migrated before the restore. */
  migrated: boolean;
}

export interface BackupOptions {
  /** The migrations folder (its journal names migrations in messages; a restore migrates an empty database). */
  migrationsFolder?: string;
  /** Restore: drop and rebuild the plain indexes of tables of this many rows or more (default 10,000). */
  rebuildIndexesFromRows?: number;
}

/** A refusal or failure meant for the operator: its message says what happened and what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (table: string) => `${ident(SCHEMA)}.${ident(table)}`;
const quoteLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;

const frame = (payload: Buffer): Buffer[] => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(payload.length);
  return [length, payload];
};
const END_OF_TABLE = Buffer.alloc(4);

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  // A dropped connection during a restore must fail the command, not the process.
  client.on('error', () => {});
  try {
    for (const statement of SESSION_SETTINGS) await client.query(statement);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return client;
}

/** `when` to tag, from the migrations folder's journal. */
function journalTags(migrationsFolder: string): Map<number, string> {
  return new Map(readJournal(migrationsFolder).map((entry) => [entry.when, entry.tag]));
}

function readJournal(migrationsFolder: string): { when: number; tag: string }[] {
  try {
    // Synchronous like drizzle's own reader: a small file, read once per command.
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number; tag: string }[];
    };
    return journal.entries;
  } catch {
    return [];
  }
}

/** The migrations recorded in the database, in the order applied (none when it was never migrated). */
async function appliedMigrations(client: pg.Client, tags: Map<number, string>): Promise<BackupMigration[]> {
  try {
    const { rows } = await client.query<{ hash: string; created_at: string }>(
      'SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY id',
    );
    return rows.map((row) => {
      const createdAt = Number(row.created_at);
      const tag = tags.get(createdAt);
      return tag ? { hash: row.hash, createdAt, tag } : { hash: row.hash, createdAt };
    });
  } catch (error) {
    // 42P01 undefined_table, 3F000 invalid_schema_name: never migrated.
    if (['42P01', '3F000'].includes((error as { code?: string }).code ?? '')) return [];
    throw error;
  }
}

/** The public schema's tables with their stored columns, sorted so that referenced tables come first. */
async function listTables(client: pg.Client): Promise<{ name: string; columns: string[] }[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'r' AND NOT c.relispartition ORDER BY c.relname`,
    [SCHEMA],
  );
  const { rows: columns } = await client.query<{ table: string; column: string }>(
    `SELECT c.relname AS table, a.attname AS column FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY c.relname, a.attnum`,
    [SCHEMA],
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = child.relnamespace
       JOIN pg_class parent ON parent.oid = k.confrelid JOIN pg_namespace pn ON pn.oid = parent.relnamespace
      WHERE k.contype = 'f' AND cn.nspname = $1 AND pn.nspname = $1`,
    [SCHEMA],
  );
  const columnsOf = new Map<string, string[]>();
  for (const row of columns) columnsOf.set(row.table, [...(columnsOf.get(row.table) ?? []), row.column]);
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of references) {
    // A table referring to itself is loaded in one COPY, checked at its end.
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t.name) && [...(parents.get(t.name) ?? [])].every((p) => placed.has(p)),
    );
    if (ready.length === 0) {
      const left = tables.filter((t) => !placed.has(t.name)).map((t) => t.name);
      throw new BackupError(
        `The foreign keys of these tables form a cycle, which db:backup cannot order: ${left.join(', ')}`,
      );
    }
    for (const t of ready) {
      placed.add(t.name);
      ordered.push(t.name);
    }
  }
  return ordered.map((name) => ({ name, columns: columnsOf.get(name) ?? [] }));
}

/** The sequences owned by the public tables' columns (serial and identity). */
async function listSequences(client: pg.Client): Promise<Omit<BackupSequence, 'lastValue'>[]> {
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(
    `SELECT t.relname AS table, a.attname AS column, s.relname AS sequence FROM pg_depend d
       JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S' JOIN pg_namespace sn ON sn.oid = s.relnamespace
       JOIN pg_class t ON t.oid = d.refobjid JOIN pg_namespace tn ON tn.oid = t.relnamespace
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
      WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
        AND tn.nspname = $1 AND sn.nspname = $1 AND t.relkind = 'r'
      ORDER BY t.relname, a.attname`,
    [SCHEMA],
  );
  return rows;
}

const copyColumns = (columns: string[]) => columns.map(ident).join(', ');

/** The number of rows in a piece of COPY text output: every row ends with a newline, which data never holds. */
const countNewlines = (chunk: Buffer) => {
  let count = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) count++;
  return count;
};

/** The file's content (before gzip), read from `client` inside its snapshot transaction. */
async function* backupContent(client: pg.Client, header: BackupHeader): AsyncGenerator<Buffer> {
  yield MAGIC;
  yield* frame(Buffer.from(JSON.stringify(header)));
  let total = 0;
  for (const table of header.tables) {
    const stream = client.query(copyTo(`COPY ${qualified(table.name)} (${copyColumns(table.columns)}) TO STDOUT`));
    let pending: Buffer[] = [];
    let size = 0;
    let rows = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      rows += countNewlines(chunk);
      pending.push(chunk);
      size += chunk.length;
      if (size >= FRAME_BYTES) {
        yield* frame(Buffer.concat(pending, size));
        pending = [];
        size = 0;
      }
    }
    if (size > 0) yield* frame(Buffer.concat(pending, size));
    yield END_OF_TABLE;
    if (rows !== table.rows) {
      throw new BackupError(`${table.name}: counted ${table.rows} rows but COPY gave ${rows}`);
    }
    total += rows;
  }
  const trailer: BackupTrailer = { end: true, tables: header.tables.length, rows: total };
  yield* frame(Buffer.from(JSON.stringify(trailer)));
}

/**
 * Writes a backup of the database of `url` to `file` (through `file.partial`, mode 0600: it holds the site's
 * secrets and visitors' data).
 */
export async function backupDatabase(url: string, file: string, options: BackupOptions = {}): Promise<BackupSummary> {
  const started = performance.now();
  const target = path.resolve(file);
  const partial = `${target}.partial`;
  await fs.mkdir(path.dirname(target), { recursive: true });
  const client = await connect(url);
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tags = journalTags(options.migrationsFolder ?? MIGRATIONS_FOLDER);
    const migrations = await appliedMigrations(client, tags);
    if (migrations.length === 0) {
      throw new BackupError('The database has no migrations applied: there is nothing of the site to back up.');
    }
    const tables: BackupTable[] = [];
    for (const table of await listTables(client)) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${qualified(table.name)}`);
      tables.push({ ...table, rows: Number(rows[0]?.n ?? 0) });
    }
    const sequences: BackupSequence[] = [];
    for (const sequence of await listSequences(client)) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text AS last_value, is_called FROM ${qualified(sequence.sequence)}`,
      );
      sequences.push({ ...sequence, lastValue: rows[0]?.is_called ? (rows[0]?.last_value ?? null) : null });
    }
    const { rows: about } = await client.query<{ database: string; server: string }>(
      "SELECT current_database() AS database, current_setting('server_version') AS server",
    );
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: about[0]?.database ?? '',
      server: about[0]?.server ?? '',
      migrations,
      tables,
      sequences,
    };
    try {
      await pipeline(
        Readable.from(backupContent(client, header)),
        zlib.createGzip({ level: 6 }),
        createWriteStream(partial, { mode: 0o600 }),
      );
      const handle = await fs.open(partial, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(partial, target);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
    await client.query('COMMIT');
    const { size } = await fs.stat(target);
    return {
      file: target,
      bytes: size,
      tables: tables.map(({ name, rows }) => ({ name, rows })),
      rows: tables.reduce((sum, t) => sum + t.rows, 0),
      migrations: migrations.length,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    // Ending the connection also ends a transaction left open by an error.
    await client.end().catch(() => {});
  }
}

/** Reads a backup file's content (after gunzip) in exact pieces. */
class BackupReader {
  private readonly chunks: AsyncIterator<Buffer>;
  private buffered: Buffer[] = [];
  private size = 0;
  private readonly input: ReturnType<typeof createReadStream>;
  private readonly gunzip: zlib.Gunzip;

  constructor(file: string) {
    this.input = createReadStream(file);
    this.gunzip = zlib.createGunzip({ chunkSize: 64 * 1024 });
    this.input.on('error', (error) => this.gunzip.destroy(error));
    this.input.pipe(this.gunzip);
    this.chunks = this.gunzip[Symbol.asyncIterator]();
  }

  /** Reads more; false at the end of the content. */
  private async more(): Promise<boolean> {
    let next: IteratorResult<Buffer>;
    try {
      next = await this.chunks.next();
    } catch (error) {
      throw damaged(error);
    }
    if (next.done) return false;
    this.buffered.push(next.value);
    this.size += next.value.length;
    return true;
  }

  async read(length: number): Promise<Buffer> {
    while (this.size < length) {
      if (!(await this.more())) throw new BackupError('the file ends too early (it is incomplete)');
    }
    const all = this.buffered.length === 1 ? (this.buffered[0] as Buffer) : Buffer.concat(this.buffered, this.size);
    const piece = all.subarray(0, length);
    const rest = all.subarray(length);
    this.buffered = rest.length ? [rest] : [];
    this.size = rest.length;
    return piece;
  }

  /** A frame's payload: empty for the end of a table. */
  async frame(limit = MAX_FRAME_BYTES): Promise<Buffer> {
    const length = (await this.read(4)).readUInt32BE(0);
    if (length > limit) throw new BackupError(`the file is damaged (a frame claims ${length} bytes)`);
    return length === 0 ? Buffer.alloc(0) : this.read(length);
  }

  /** Whether the content ends here; reading to the end checks the gzip stream's length and CRC. */
  async atEnd(): Promise<boolean> {
    if (this.size > 0) return false;
    return !(await this.more());
  }

  close(): void {
    this.input.destroy();
    this.gunzip.destroy();
  }
}

const damaged = (error: unknown) =>
  new BackupError(
    `the file is damaged or incomplete (gzip: ${error instanceof Error ? error.message : String(error)})`,
  );

/** Reads and checks the magic line and the header. */
async function readHeader(reader: BackupReader): Promise<BackupHeader> {
  let magic: Buffer;
  try {
    magic = await reader.read(MAGIC.length);
  } catch (error) {
    throw new BackupError(`not a db:backup file (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!magic.equals(MAGIC)) throw new BackupError('not a db:backup file (it does not start with site-db-backup)');
  let header: BackupHeader;
  try {
    header = JSON.parse((await reader.frame(MAX_HEADER_BYTES)).toString('utf8')) as BackupHeader;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError('the header is damaged (not JSON)');
  }
  if (header.format !== BACKUP_FORMAT || !Array.isArray(header.tables) || !Array.isArray(header.migrations)) {
    throw new BackupError('the header is damaged');
  }
  if (header.version !== BACKUP_VERSION) {
    throw new BackupError(`format version ${header.version}; this checkout reads version ${BACKUP_VERSION}`);
  }
  return header;
}

/** The header of a backup file (to look at one without restoring it). */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const reader = new BackupReader(path.resolve(file));
  try {
    return await readHeader(reader);
  } finally {
    reader.close();
  }
}

const describeMigrations = (migrations: BackupMigration[]) => {
  const last = migrations.at(-1);
  if (!last) return 'none';
  return `${migrations.length}, the last ${last.tag ?? `of ${new Date(last.createdAt).toISOString()}`}`;
};

const sameMigrations = (a: BackupMigration[], b: BackupMigration[]) =>
  a.length === b.length && a.every((m, i) => m.hash === b[i]?.hash && m.createdAt === b[i]?.createdAt);

/** The table lists differ (a table made by hand, or a migration changed in place): say how. */
function tableDifference(file: BackupTable[], database: { name: string; columns: string[] }[]): string | undefined {
  const inDatabase = new Map(database.map((t) => [t.name, t.columns]));
  const inFile = new Map(file.map((t) => [t.name, t.columns]));
  const problems: string[] = [];
  for (const [name, columns] of inFile) {
    const there = inDatabase.get(name);
    if (!there) problems.push(`table ${name} is not in the database`);
    else if (there.join(',') !== columns.join(',')) problems.push(`table ${name} has other columns`);
  }
  for (const name of inDatabase.keys()) if (!inFile.has(name)) problems.push(`table ${name} is not in the file`);
  return problems.length ? problems.join('; ') : undefined;
}

/**
 * Drops the plain indexes (those of no constraint) of the tables the file fills with at least `fromRows` rows, and returns their definitions to create them after the load: building an index
 * once is much faster than updating it row by row (the marks table's GIN indexes). Inside the restore's
 * transaction, so a failure brings them back.
 */
async function dropIndexesOfLargeTables(client: pg.Client, tables: BackupTable[], fromRows: number): Promise<string[]> {
  const large = tables.filter((t) => t.rows >= fromRows).map((t) => t.name);
  if (large.length === 0) return [];
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = $1 AND t.relname = ANY($2::text[]) AND NOT x.indisclustered AND NOT x.indisreplident
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
      ORDER BY i.relname`,
    [SCHEMA, large],
  );
  for (const index of rows) await client.query(`DROP INDEX ${qualified(index.name)}`);
  if (rows.length) await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
  return rows.map((index) => index.definition);
}

/** The data frames of one table, as a stream for COPY FROM. */
async function* tableData(reader: BackupReader): AsyncGenerator<Buffer> {
  for (;;) {
    const payload = await reader.frame();
    if (payload.length === 0) return;
    yield payload;
  }
}

/**
 * Restores a db:backup file into the database of `url` (see the module's comment). The database must have
 * exactly the file's migrations; one with none is migrated first when the file's are this checkout's.
 */
export async function restoreDatabase(url: string, file: string, options: BackupOptions = {}): Promise<RestoreSummary> {
  const started = performance.now();
  const source = path.resolve(file);
  const stat = await fs.stat(source).catch(() => undefined);
  if (!stat?.isFile()) throw new BackupError(`No such file: ${source}`);
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  const reader = new BackupReader(source);
  let client: pg.Client | undefined;
  try {
    let header: BackupHeader;
    try {
      header = await readHeader(reader);
    } catch (error) {
      throw new BackupError(`${source}: ${(error as Error).message}. Nothing was changed.`);
    }
    const tags = journalTags(migrationsFolder);
    for (const m of header.migrations) m.tag ??= tags.get(m.createdAt);
    client = await connect(url);
    let applied = await appliedMigrations(client, tags);
    let migrated = false;
    if (applied.length === 0 && (await listTables(client)).length === 0) {
      // An empty database (a new DATA_DIR or server): make the schema from this checkout's migrations if they are
      // the file's.
      const here = readMigrationFiles({ migrationsFolder }).map((m) => ({ hash: m.hash, createdAt: m.folderMillis }));
      if (!sameMigrations(here, header.migrations)) {
        throw new BackupError(
          `The database is empty, and this checkout's migrations (${describeMigrations(
            here.map((m) => ({ ...m, tag: tags.get(m.createdAt) })),
          )}) are not the backup's (${describeMigrations(header.migrations)}): restore with the checkout that made ` +
            'the backup. Nothing was changed.',
        );
      }
      const connection = createDatabase(url, { max: 1 });
      try {
        await migrateDatabase(connection.db, migrationsFolder);
      } finally {
        await connection.close();
      }
      migrated = true;
      applied = await appliedMigrations(client, tags);
    }
    if (!sameMigrations(applied, header.migrations)) {
      throw new BackupError(
        `The backup was made at other migrations than the database's: the file has ${describeMigrations(
          header.migrations,
        )}; the database has ${describeMigrations(applied)}. Restore it into a database at the same migrations ` +
          '(with the checkout that made the backup). Nothing was changed.',
      );
    }
    const tables = await listTables(client);
    const difference = tableDifference(header.tables, tables);
    if (difference) {
      throw new BackupError(`The backup's tables are not the database's: ${difference}. Nothing was changed.`);
    }

    await client.query('BEGIN');
    try {
      await client.query(`SET LOCAL lock_timeout = ${quoteLiteral(RESTORE_LOCK_TIMEOUT)}`);
      // The funnel's daily visit counts are restored as they were saved: the visit triggers (migration 0020) must
      // not count the visits a second time as they are loaded.
      await client.query(`SET LOCAL site.restoring = 'on'`);
      try {
        await client.query(`TRUNCATE ${tables.map((t) => qualified(t.name)).join(', ')} RESTART IDENTITY CASCADE`);
      } catch (error) {
        if ((error as { code?: string }).code === '55P03') {
          throw new BackupError(
            `The tables stayed in use for ${RESTORE_LOCK_TIMEOUT} (a long transaction?): stop the site and retry.`,
          );
        }
        throw error;
      }
      const rebuilt = await dropIndexesOfLargeTables(
        client,
        header.tables,
        options.rebuildIndexesFromRows ?? REBUILD_INDEXES_FROM_ROWS,
      );
      for (const table of header.tables) {
        const copy = client.query(copyFrom(`COPY ${qualified(table.name)} (${copyColumns(table.columns)}) FROM STDIN`));
        try {
          await pipeline(Readable.from(tableData(reader)), copy);
        } catch (error) {
          if (error instanceof BackupError) throw error;
          throw new BackupError(`loading ${table.name} failed: ${(error as Error).message}`);
        }
        if (copy.rowCount !== table.rows) {
          throw new BackupError(`${table.name} has ${copy.rowCount} rows in the file, its header says ${table.rows}`);
        }
      }
      let trailer: BackupTrailer;
      try {
        trailer = JSON.parse((await reader.frame(MAX_HEADER_BYTES)).toString('utf8')) as BackupTrailer;
      } catch (error) {
        if (error instanceof BackupError) throw error;
        throw new BackupError('the end of the file is damaged');
      }
      const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
      if (trailer.end !== true || trailer.tables !== header.tables.length || trailer.rows !== rows) {
        throw new BackupError('the end of the file does not match its header');
      }
      if (!(await reader.atEnd())) throw new BackupError('the file goes on after its end');
      for (const definition of rebuilt) await client.query(definition);
      for (const s of header.sequences ?? []) {
        // Past both the largest id and the value at the backup; neither (an empty table never used): TRUNCATE ...
        // RESTART IDENTITY left the sequence at its start.
        await client.query(
          `SELECT setval($1::regclass, v, true)
             FROM (SELECT greatest(max(${ident(s.column)})::bigint, $2::bigint) AS v FROM ${qualified(s.table)}) m
            WHERE v IS NOT NULL`,
          [qualified(s.sequence), s.lastValue],
        );
      }
      await client.query('COMMIT');
      return {
        file: source,
        bytes: stat.size,
        tables: header.tables.map(({ name, rows }) => ({ name, rows })),
        rows,
        migrations: header.migrations.length,
        createdAt: header.createdAt,
        migrated,
        seconds: (performance.now() - started) / 1000,
      };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      const reason = error instanceof Error ? error.message : String(error);
      throw new BackupError(`${source}: ${reason}. The restore was rolled back: nothing was changed.`, {
        cause: error,
      });
    }
  } finally {
    reader.close();
    await client?.end().catch(() => {});
  }
}

interface Target {
  url: string;
  close(): Promise<void>;
}

/** The database of the settings: DATABASE_URL, or the embedded one (running, or started for the command). */
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

const stamp = (date = new Date()) => date.toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');

/** `npm run db:backup [-- FILE]`: the default file is backups/<database>-<UTC time>.backup.gz in the repository. */
export async function backupCommand(
  settings: DatabaseSettings,
  file?: string,
): Promise<BackupSummary & { where: string }> {
  const target = await openTarget(settings);
  try {
    const name = decodeURIComponent(new URL(target.url).pathname.slice(1)) || 'database';
    const out = file ?? path.join(REPO_ROOT, 'backups', `${name}-${stamp()}.backup.gz`);
    return { ...(await backupDatabase(target.url, out)), where: redactUrl(target.url) };
  } finally {
    await target.close();
  }
}

/** `npm run db:restore -- FILE`. */
export async function restoreCommand(
  settings: DatabaseSettings,
  file: string,
): Promise<RestoreSummary & { where: string }> {
  const target = await openTarget(settings);
  try {
    return { ...(await restoreDatabase(target.url, file)), where: redactUrl(target.url) };
  } finally {
    await target.close();
  }
}

export const formatBytes = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The commands' report: the summary line (and `note`), then the tables that have rows, largest first. */
export function describeSummary(verb: string, summary: BackupSummary & { where: string }, note?: string): string {
  const filled = summary.tables.filter((t) => t.rows > 0).sort((a, b) => b.rows - a.rows || (a.name < b.name ? -1 : 1));
  const empty = summary.tables.length - filled.length;
  return [
    `${verb} ${summary.file} (${formatBytes(summary.bytes)}): ${summary.tables.length} tables, ` +
      `${summary.rows.toLocaleString('en')} rows, ${summary.migrations} migrations; ${summary.where}; ` +
      `${summary.seconds.toFixed(2)} s${note ? `; ${note}` : ''}`,
    `  ${filled.map((t) => `${t.name} ${t.rows.toLocaleString('en')}`).join(', ')}${empty ? ` (${empty} empty)` : ''}`,
  ].join('\n');
}
