/**
 * The trademark registry's imports in the back office (issue 26 section 4): an admin or the compliance team uploads
 * a CSV, USPTO XML or EUIPO TM-XML file in parts of at most 8 MB (each request well inside the server's request time
 * limit); the gateway streams each to disk (never held in memory; at most MARK_UPLOAD_MAX_MB in all), checks the
 * whole file's format from its content, records the import as running and hands it to a child
 * process at the lowest CPU priority that pauses between its statements (@site/db's marks/upload.ts), so the site keeps
 * its speed while a registry of millions of marks goes in. One upload runs at a time. The list shows every import
 * (uploads, the command, the daily schedule) with its progress, counts and refused lines, and each office's coverage.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { fileURLToPath } from 'node:url';
import { ResultCode } from '@site/contracts';
import { adminCalls, MARK_UPLOAD_MAX_MB, MARK_UPLOAD_PART_BYTES, type MarkImportRow } from '@site/contracts/admin';
import type { Database } from '@site/db/client';
import { readCoverage } from '@site/db/marks/coverage';
import { detectFileFormat } from '@site/db/marks/formats';
import { finishImport, startImport } from '@site/db/marks/import-log';
import type { Context, Hono } from 'hono';
import { sendFail, sendOk } from '../http.ts';
import { type Actor, audit } from './audit.ts';
import { type AnyEnv, callsWithInput, routePath, type StaffGuard } from './calls.ts';
import { pageOf } from './lists.ts';

export const MarkImportMessages = {
  tooLarge: `文件过大（上限 ${MARK_UPLOAD_MAX_MB} MB）`,
  empty: '文件为空',
  unknownFormat:
    '无法识别文件格式：须为表头为 number,mark,classes,owner,country,status,filed 的 CSV，或 USPTO 商标日报 XML、EUIPO TM-XML',
  busy: '已有一个商标库导入正在进行，请等它完成后再上传',
  interrupted: '上传已中断，请重新上传该文件',
  notFound: '导入记录不存在',
  disabled: '此部署未启用商标库导入',
  workerFailed: '导入进程异常退出',
} as const;

/** Where uploads are kept until imported, and the database the import process writes to. */
export interface MarkUploadSettings {
  /** The folder of uploaded files (created when missing; each file is deleted once imported). */
  dir: string;
  /** The site's database, for the import process. */
  databaseUrl: string;
  /** The largest upload in bytes (default MARK_UPLOAD_MAX_MB). */
  maxBytes?: number;
  /** Called with each started import process (tests wait for it). */
  onWorker?: (child: ChildProcess, id: number) => void;
}

interface MarkImportDeps {
  db: Database;
  staff: StaffGuard;
  uploads?: MarkUploadSettings;
}

const WORKER = fileURLToPath(new URL('../../../db/src/cli/marks-upload-worker.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** Serialises the check for a running upload and the new row across instances (pg_advisory_xact_lock's key). */
const UPLOAD_LOCK = 7_262_026;

const ROW_COLUMNS = `id::int AS id, trigger, office, origin, status,
  to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "startedAt",
  to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "finishedAt",
  counts, error, progress, refused, started_by AS "startedBy"`;

const rowOf = async (db: Database, id: number): Promise<MarkImportRow | undefined> =>
  (await db.$client.query<MarkImportRow>(`SELECT ${ROW_COLUMNS} FROM mark_imports WHERE id = $1`, [id])).rows[0];

class TooLarge extends Error {}

/** Whether an uploaded file is being imported. */
const uploadRunning = async (client: { query: Database['$client']['query'] }) =>
  ((await client.query(`SELECT 1 FROM mark_imports WHERE trigger = 'upload' AND status = 'running' LIMIT 1`))
    .rowCount ?? 0) > 0;

/** Parts of uploads abandoned more than a day ago. */
async function removeStaleParts(dir: string) {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.endsWith('.part')) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && info.mtimeMs < dayAgo) await rm(file, { force: true });
  }
}

/** Streams the request body to `file` (appended to it, or a new file), at most `max` bytes (TooLarge past it). */
async function saveBody(c: Context, file: string, max: number, append: boolean): Promise<number> {
  const body = c.req.raw.body;
  if (!body) {
    if (!append) await writeFile(file, '');
    return 0;
  }
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > max) done(new TooLarge());
      else done(null, chunk);
    },
  });
  await pipeline(
    Readable.fromWeb(body as WebReadableStream<Uint8Array>),
    counter,
    createWriteStream(file, { flags: append ? 'a' : 'w' }),
  );
  return bytes;
}

/** Starts the import process of a recorded upload at the lowest CPU priority; a crash fails the row. */
function startWorker(db: Database, uploads: MarkUploadSettings, id: number, file: string, name: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, String(id), file, name], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: uploads.databaseUrl },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, 19);
    } catch {
      // Not allowed on this system: the pauses between statements still leave the database to the site.
    }
  }
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  child.on('exit', (code) => {
    if (code === 0) return;
    // The process ended without recording its end (killed, out of memory): the row must not stay 'running'.
    void db.$client
      .query(`SELECT status FROM mark_imports WHERE id = $1`, [id])
      .then(async ({ rows }) => {
        if (rows[0]?.status === 'running') {
          await finishImport(db.$client, id, {
            error: new Error(`${MarkImportMessages.workerFailed}: ${stderr.trim()}`),
          });
        }
      })
      .catch(() => undefined)
      .finally(() => rm(file, { force: true }).catch(() => undefined));
  });
  uploads.onWorker?.(child, id);
}

export function registerMarkImportRoutes(app: Hono<AnyEnv>, deps: MarkImportDeps) {
  const { db, staff } = deps;
  const route = callsWithInput(app, staff);

  route(adminCalls.listMarkImports, async (c, q) => {
    const { limit, offset } = pageOf(q);
    const [rows, total, coverage] = await Promise.all([
      db.$client.query<MarkImportRow>(
        `SELECT ${ROW_COLUMNS} FROM mark_imports ORDER BY started_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [limit, offset],
      ),
      db.$client.query<{ n: number }>('SELECT count(*)::int AS n FROM mark_imports'),
      readCoverage(db.$client),
    ]);
    return sendOk(c, { total: total.rows[0]?.n ?? 0, rows: rows.rows, coverage });
  });

  app.get(routePath(adminCalls.getMarkImport), staff(adminCalls.getMarkImport), async (c) => {
    const id = Number(c.req.param('id'));
    const row = Number.isSafeInteger(id) && id > 0 ? await rowOf(db, id) : undefined;
    if (!row) return sendFail(c, ResultCode.notFound, MarkImportMessages.notFound);
    return sendOk(c, row);
  });

  route(adminCalls.uploadMarkImport, async (c, { name, upload, offset, last }) => {
    const uploads = deps.uploads;
    if (!uploads) return sendFail(c, ResultCode.unavailable, MarkImportMessages.disabled);
    const max = uploads.maxBytes ?? MARK_UPLOAD_MAX_MB * 1024 * 1024;
    const partMax = Math.min(MARK_UPLOAD_PART_BYTES, max - offset);
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (partMax < 0 || declared > partMax) return sendFail(c, ResultCode.payloadTooLarge, MarkImportMessages.tooLarge);
    if (offset === 0 && (await uploadRunning(db.$client))) {
      return sendFail(c, ResultCode.conflict, MarkImportMessages.busy);
    }

    await mkdir(uploads.dir, { recursive: true });
    const ext = path.extname(name).toLowerCase();
    const part = path.join(uploads.dir, `${upload.toLowerCase()}${ext}.part`);
    const held = await stat(part).then(
      (info) => info.size,
      () => -1,
    );
    if (offset === 0) await removeStaleParts(uploads.dir);
    else if (held !== offset) return sendFail(c, ResultCode.conflict, MarkImportMessages.interrupted);
    let received: number;
    try {
      received = offset + (await saveBody(c, part, partMax, offset > 0));
    } catch (error) {
      await rm(part, { force: true });
      if (error instanceof TooLarge) return sendFail(c, ResultCode.payloadTooLarge, MarkImportMessages.tooLarge);
      throw error;
    }
    if (!last) return sendOk(c, { received });

    const file = part.slice(0, -'.part'.length);
    let keep = false;
    try {
      await rename(part, file);
      if (received === 0) return sendFail(c, ResultCode.badRequest, MarkImportMessages.empty);
      const format = await detectFileFormat(file).catch(() => undefined);
      if (!format) return sendFail(c, ResultCode.badRequest, MarkImportMessages.unknownFormat);

      const { actor } = c.var as unknown as { actor: Actor };
      const client = await db.$client.connect();
      let id: number;
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [UPLOAD_LOCK]);
        if (await uploadRunning(client)) {
          await client.query('ROLLBACK');
          return sendFail(c, ResultCode.conflict, MarkImportMessages.busy);
        }
        id = await startImport(client, { trigger: 'upload', origin: name, startedBy: actor.name });
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      await audit(db, actor, {
        action: 'marks.import',
        target: String(id),
        after: { name, bytes: received, format },
      });
      keep = true;
      startWorker(db, uploads, id, file, name);
      return sendOk(c, (await rowOf(db, id)) as MarkImportRow);
    } finally {
      if (!keep) await rm(file, { force: true });
    }
  });
}
