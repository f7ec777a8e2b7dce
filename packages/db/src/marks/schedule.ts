/**
 * The registry kept current: each office's bulk files imported on a schedule through a job queue on PostgreSQL
 * (pg-boss, in its own `pgboss` schema). MARKS_IMPORT_SOURCES names a folder or an http(s) URL per office; the job
 * of each office runs on MARKS_IMPORT_CRON (daily by default), once across every process and instance (the queue
 * hands a job to one worker), retried twice on failure. Each run is recorded in mark_imports with its counts
 * (import-log.ts) and refreshes the coverage the search states.
 *
 * - A folder: its registry files (.csv, .xml) not imported yet, oldest first; a file counts as imported once a
 *   finished import of that office and folder lists it with the same size and modification time.
 * - A URL: fetched (with If-Modified-Since the last finished import; 304 records a run with nothing read) into a
 *   temporary file, imported, deleted.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { z } from 'zod';
import { MARK_OFFICES, type MarkOffice } from '../schema/marks.ts';
import { type Env, readSettings, textSetting } from '../settings.ts';
import { type ImportSummary, importMarks } from './import.ts';
import { recordImport } from './import-log.ts';

export interface MarkImportSource {
  office: MarkOffice;
  /** An absolute folder, or an http(s) URL. */
  origin: string;
}

export interface MarkImportSettings {
  sources: MarkImportSource[];
  /** A five-field cron expression, UTC. */
  cron: string;
}

export const DEFAULT_MARKS_IMPORT_CRON = '0 3 * * *';
const QUEUE_PREFIX = 'marks-import-';
const REGISTRY_FILE = /\.(csv|xml)$/i;
/** How long one download may take. */
const DOWNLOAD_TIMEOUT_MS = 30 * 60_000;

const cronField = /^(\*|\d+(-\d+)?)(\/\d+)?(,(\*|\d+(-\d+)?)(\/\d+)?)*$/;

/**
 * MARKS_IMPORT_SOURCES: `US=/srv/registry/us,EU=https://example.org/eu.xml` (office=folder or URL, comma-separated);
 * MARKS_IMPORT_CRON: when, UTC (default daily at 03:00). Unset sources: no schedule.
 */
export function readMarkImportSettings(env: Env): MarkImportSettings {
  const raw = readSettings(
    {
      MARKS_IMPORT_SOURCES: textSetting().transform((value, ctx) => {
        if (value === undefined) return [];
        const sources: MarkImportSource[] = [];
        for (const part of value
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)) {
          const at = part.indexOf('=');
          const office = part.slice(0, at).trim().toUpperCase();
          const origin = part.slice(at + 1).trim();
          if (at < 1 || !(MARK_OFFICES as readonly string[]).includes(office)) {
            ctx.addIssue({
              code: 'custom',
              message: `must be OFFICE=folder-or-URL pairs (offices ${MARK_OFFICES.join(', ')}), got "${part}"`,
            });
            return z.NEVER;
          }
          if (!/^https?:\/\//i.test(origin) && !path.isAbsolute(origin)) {
            ctx.addIssue({ code: 'custom', message: `needs an absolute folder or an http(s) URL, got "${origin}"` });
            return z.NEVER;
          }
          if (sources.some((s) => s.office === office)) {
            ctx.addIssue({ code: 'custom', message: `names ${office} twice` });
            return z.NEVER;
          }
          sources.push({ office: office as MarkOffice, origin });
        }
        return sources;
      }),
      MARKS_IMPORT_CRON: textSetting().refine(
        (value) =>
          value === undefined ||
          (value.split(/\s+/).length === 5 && value.split(/\s+/).every((f) => cronField.test(f))),
        'must be a five-field cron expression such as "0 3 * * *"',
      ),
    },
    env,
  );
  return { sources: raw.MARKS_IMPORT_SOURCES, cron: raw.MARKS_IMPORT_CRON ?? DEFAULT_MARKS_IMPORT_CRON };
}

/** The origin as recorded: a URL without its user, password and query (which may hold a key). */
export const loggedOrigin = (origin: string): string => {
  if (!/^https?:\/\//i.test(origin)) return origin;
  const url = new URL(origin);
  return `${url.protocol}//${url.host}${url.pathname}`;
};

/** A folder file as recorded in mark_imports.files: its name, size and modification time. */
const fileStamp = (name: string, size: number, mtimeMs: number) => `${name}|${size}|${Math.floor(mtimeMs)}`;

interface Queryable {
  query: pg.Pool['query'];
}

/** The registry files of a folder that no finished import of this office and folder has read, oldest first. */
async function newFolderFiles(db: Queryable, source: MarkImportSource): Promise<{ file: string; stamp: string }[]> {
  const names = (await readdir(source.origin)).filter((n) => REGISTRY_FILE.test(n));
  const files = await Promise.all(
    names.map(async (name) => {
      const file = path.join(source.origin, name);
      const info = await stat(file);
      return { file, stamp: fileStamp(name, info.size, info.mtimeMs), mtime: info.mtimeMs, isFile: info.isFile() };
    }),
  );
  const { rows } = await db.query<{ stamp: string }>(
    `SELECT DISTINCT unnest(files) AS stamp FROM mark_imports
     WHERE trigger = 'schedule' AND office = $1 AND origin = $2 AND status = 'done'`,
    [source.office, source.origin],
  );
  const done = new Set(rows.map((r) => r.stamp));
  return files
    .filter((f) => f.isFile && !done.has(f.stamp))
    .sort((a, b) => a.mtime - b.mtime || (a.file < b.file ? -1 : 1))
    .map(({ file, stamp }) => ({ file, stamp }));
}

const emptySummary = (): ImportSummary => ({
  read: 0,
  inserted: 0,
  updated: 0,
  unchanged: 0,
  bad: 0,
  skipped: 0,
  failedFiles: 0,
  seconds: 0,
  offices: [],
});

/**
 * One scheduled import of one office's source, recorded in mark_imports; the run's id, the files read and the
 * summary. Records of another office in the source's files are imported as the files say (a CSV names each row's
 * office); the coverage follows what was imported.
 */
export async function importSource(
  db: Queryable,
  source: MarkImportSource,
  options: { fetch?: typeof fetch; log?: (message: string) => void } = {},
): Promise<{ id: number; files: string[]; summary: ImportSummary }> {
  const origin = loggedOrigin(source.origin);
  return recordImport(db, { trigger: 'schedule', office: source.office, origin }, async () => {
    if (!/^https?:\/\//i.test(source.origin)) {
      const files = await newFolderFiles(db, { ...source, origin });
      if (files.length === 0) return { files: [], summary: emptySummary() };
      const summary = await importMarks(
        db,
        files.map((f) => f.file),
        {
          onFileError: (file, reason) => options.log?.(`[marks] ${path.basename(file)}: not imported: ${reason}`),
        },
      );
      return { files: files.map((f) => f.stamp), summary };
    }
    const { rows } = await db.query<{ at: Date | null }>(
      `SELECT max(finished_at) AS at FROM mark_imports
       WHERE trigger = 'schedule' AND office = $1 AND origin = $2 AND status = 'done'`,
      [source.office, origin],
    );
    const since = rows[0]?.at;
    const answer = await (options.fetch ?? fetch)(source.origin, {
      headers: since ? { 'if-modified-since': since.toUTCString() } : {},
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    });
    if (answer.status === 304) return { files: [], summary: emptySummary() };
    if (!answer.ok || !answer.body) throw new Error(`${origin} answered ${answer.status}`);
    const dir = await mkdtemp(path.join(tmpdir(), 'marks-import-'));
    try {
      const name = path.basename(new URL(source.origin).pathname) || 'registry';
      const file = path.join(dir, REGISTRY_FILE.test(name) ? name : `${name}.xml`);
      await pipeline(Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>), createWriteStream(file));
      const summary = await importMarks(db, [file]);
      return { files: [path.basename(file)], summary };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}

export interface MarkImportSchedule {
  /** Runs an office's import now (through the queue, like the schedule does); the job's id. */
  runNow(office: MarkOffice): Promise<string | null>;
  stop(): Promise<void>;
}

/**
 * Starts the schedule: a pg-boss queue per office (marks-import-US...), its cron, and a worker on this process. Every
 * process of the site may start it: the schedule is stored once and each job goes to one worker.
 */
export async function startMarkImportSchedule(options: {
  connectionString: string;
  pool: Queryable;
  settings: MarkImportSettings;
  log: (message: string) => void;
}): Promise<MarkImportSchedule> {
  const { settings, log } = options;
  const boss = new PgBoss({ connectionString: options.connectionString, schema: 'pgboss', max: 2 });
  boss.on('error', (error) => log(`[marks] job queue: ${error.message}`));
  await boss.start();
  for (const source of settings.sources) {
    const queue = `${QUEUE_PREFIX}${source.office}`;
    await boss.createQueue(queue, { name: queue, retryLimit: 2, retryDelay: 300, expireInSeconds: 4 * 3600 });
    await boss.schedule(queue, settings.cron, { office: source.office }, { tz: 'UTC', singletonKey: queue });
    await boss.work<{ office: MarkOffice }>(queue, async ([job]) => {
      if (!job) return;
      const run = await importSource(options.pool, source, { log });
      const s = run.summary;
      log(
        `[marks] ${source.office} import ${run.id}: ${run.files.length} file(s), ${s.read} read, ${s.inserted} new, ${s.updated} updated, ${s.unchanged} unchanged, ${s.bad} bad in ${s.seconds.toFixed(1)} s`,
      );
      if (s.failedFiles > 0) throw new Error(`${s.failedFiles} file(s) could not be read`);
    });
  }
  log(
    `[marks] scheduled imports (${settings.cron} UTC): ${settings.sources.map((s) => `${s.office} ${loggedOrigin(s.origin)}`).join(', ')}`,
  );
  return {
    runNow: (office) => boss.send(`${QUEUE_PREFIX}${office}`, { office }),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
