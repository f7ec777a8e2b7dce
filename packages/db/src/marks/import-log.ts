/**
 * Every import of registry files is recorded in mark_imports with what it read and wrote (the command's and the
 * daily job's alike): a row 'running' when it starts, 'done' or 'failed' with its counts when it ends.
 */
import type { RefusedRecord } from '../schema/marks.ts';
import type { ImportSummary, Queryable } from './import.ts';

export interface ImportRecord {
  trigger: 'command' | 'schedule' | 'upload';
  /** The staff member who uploaded the file (an upload). */
  startedBy?: string;
  /** The office a scheduled source is for. */
  office?: string;
  /** The folder, URL or files, without credentials. */
  origin: string;
}

/** The counts kept for an import (the summary without its office list). */
export const countsOf = (s: ImportSummary) => ({
  read: s.read,
  inserted: s.inserted,
  updated: s.updated,
  unchanged: s.unchanged,
  bad: s.bad,
  skipped: s.skipped,
  failedFiles: s.failedFiles,
  seconds: Math.round(s.seconds * 10) / 10,
});

/** Records an import as started ('running'); its row's id. */
export async function startImport(db: Queryable, record: ImportRecord): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO mark_imports (trigger, office, origin, status, started_by) VALUES ($1, $2, $3, 'running', $4) RETURNING id`,
    [record.trigger, record.office ?? null, record.origin, record.startedBy ?? null],
  );
  return Number(rows[0]?.id);
}

/** Records a started import's end: 'done' with its counts, or 'failed' (unreadable files, or the reason it threw). */
export async function finishImport(
  db: Queryable,
  id: number,
  outcome: { files: string[]; summary: ImportSummary } | { error: unknown },
): Promise<void> {
  if ('error' in outcome) {
    const reason = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    await db.query(
      `UPDATE mark_imports SET status = 'failed', finished_at = now(), progress = NULL, error = $2 WHERE id = $1`,
      [id, reason.slice(0, 2000)],
    );
    return;
  }
  const { files, summary } = outcome;
  const failed = summary.failedFiles > 0;
  await db.query(
    `UPDATE mark_imports SET status = $2, finished_at = now(), files = $3::text[], counts = $4::jsonb, error = $5,
       progress = NULL
     WHERE id = $1`,
    [
      id,
      failed ? 'failed' : 'done',
      files,
      JSON.stringify(countsOf(summary)),
      failed ? `${summary.failedFiles} file(s) could not be read` : null,
    ],
  );
}

/**
 * Runs an import and records it: `run` gets the row's id and returns the files it read and its summary. An import
 * that throws is recorded as failed with the reason, then rethrown; one with unreadable files is failed too.
 */
export async function recordImport(
  db: Queryable,
  record: ImportRecord,
  run: () => Promise<{ files: string[]; summary: ImportSummary }>,
): Promise<{ id: number; files: string[]; summary: ImportSummary }> {
  const id = await startImport(db, record);
  try {
    const result = await run();
    await finishImport(db, id, result);
    return { id, ...result };
  } catch (error) {
    await finishImport(db, id, { error }).catch(() => undefined);
    throw error;
  }
}

export interface ImportRow {
  id: number;
  trigger: string;
  office: string | null;
  origin: string;
  status: string;
  startedAt: string;
  finishedAt: string | null;
  files: string[];
  counts: Record<string, number> | null;
  error: string | null;
  progress: { bytes: number; size: number } | null;
  refused: RefusedRecord[] | null;
  startedBy: string | null;
}

/** The latest imports, newest first. */
export async function latestImports(db: Queryable, limit = 20): Promise<ImportRow[]> {
  const { rows } = await db.query<ImportRow>(
    `SELECT id::int AS id, trigger, office, origin, status,
            to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "startedAt",
            to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "finishedAt",
            files, counts, error, progress, refused, started_by AS "startedBy"
     FROM mark_imports ORDER BY started_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}
