/**
 * Every import of registry files is recorded in mark_imports with what it read and wrote (the command's and the
 * daily job's alike): a row 'running' when it starts, 'done' or 'failed' with its counts when it ends.
 */
import type { ImportSummary, Queryable } from './import.ts';

export interface ImportRecord {
  trigger: 'command' | 'schedule';
  /** The office a scheduled source is for. */
  office?: string;
  /** The folder, URL or files, without credentials. */
  origin: string;
}

/** The counts kept for an import (the summary without its office list). */
const countsOf = (s: ImportSummary) => ({
  read: s.read,
  inserted: s.inserted,
  updated: s.updated,
  unchanged: s.unchanged,
  bad: s.bad,
  skipped: s.skipped,
  failedFiles: s.failedFiles,
  seconds: Math.round(s.seconds * 10) / 10,
});

/**
 * Runs an import and records it: `run` gets the row's id and returns the files it read and its summary. An import
 * that throws is recorded as failed with the reason, then rethrown; one with unreadable files is failed too.
 */
export async function recordImport(
  db: Queryable,
  record: ImportRecord,
  run: () => Promise<{ files: string[]; summary: ImportSummary }>,
): Promise<{ id: number; files: string[]; summary: ImportSummary }> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO mark_imports (trigger, office, origin, status) VALUES ($1, $2, $3, 'running') RETURNING id`,
    [record.trigger, record.office ?? null, record.origin],
  );
  const id = Number(rows[0]?.id);
  try {
    const { files, summary } = await run();
    const failed = summary.failedFiles > 0;
    await db.query(
      `UPDATE mark_imports SET status = $2, finished_at = now(), files = $3::text[], counts = $4::jsonb, error = $5 WHERE id = $1`,
      [
        id,
        failed ? 'failed' : 'done',
        files,
        JSON.stringify(countsOf(summary)),
        failed ? `${summary.failedFiles} file(s) could not be read` : null,
      ],
    );
    return { id, files, summary };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .query(`UPDATE mark_imports SET status = 'failed', finished_at = now(), error = $2 WHERE id = $1`, [
        id,
        reason.slice(0, 2000),
      ])
      .catch(() => undefined);
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
}

/** The latest imports, newest first. */
export async function latestImports(db: Queryable, limit = 20): Promise<ImportRow[]> {
  const { rows } = await db.query<ImportRow>(
    `SELECT id::int AS id, trigger, office, origin, status,
            to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "startedAt",
            to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "finishedAt",
            files, counts, error
     FROM mark_imports ORDER BY started_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}
