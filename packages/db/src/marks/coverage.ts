/**
 * The registry's coverage: per office, how many real records (imported from the office's files) it holds, the
 * newest filing date among them and when its files were last imported. Kept in mark_coverage, refreshed after each
 * import (a count over a million marks takes a moment; the search and /_health read six rows).
 */
import type pg from 'pg';

/** What one query needs to run: a pool or a client. */
export interface Queryable {
  query: pg.Pool['query'];
}

export interface CoverageRow {
  office: string;
  marks: number;
  newestFiled: string | null;
  lastImport: string | null;
}

/**
 * Recounts the real (imported) records per office into mark_coverage: every office's count and newest filing date,
 * and now as the last import of `imported` (the offices whose files were just read, changed or not).
 */
export async function refreshCoverage(db: Queryable, imported: readonly string[] = []): Promise<void> {
  await db.query(
    `INSERT INTO mark_coverage (office, marks, newest_filed, last_import, updated_at)
     SELECT o.office, coalesce(c.marks, 0), c.newest_filed, CASE WHEN o.office = ANY($1::text[]) THEN now() END, now()
     FROM (SELECT DISTINCT office FROM marks WHERE source = 'import' UNION SELECT unnest($1::text[])) o(office)
     LEFT JOIN (SELECT office, count(*)::int AS marks, max(filed) AS newest_filed FROM marks WHERE source = 'import' GROUP BY office) c
       ON c.office = o.office
     ON CONFLICT (office) DO UPDATE SET marks = excluded.marks, newest_filed = excluded.newest_filed,
       last_import = coalesce(excluded.last_import, mark_coverage.last_import), updated_at = now()`,
    [imported],
  );
  // An office whose last real record went (a re-import elsewhere cannot do that, a manual delete can) drops to 0.
  await db.query(
    `UPDATE mark_coverage SET marks = 0, newest_filed = NULL, updated_at = now()
     WHERE marks > 0 AND NOT EXISTS (SELECT 1 FROM marks WHERE source = 'import' AND marks.office = mark_coverage.office)`,
  );
}

/** The coverage rows (offices with real records or an import), office order. */
export async function readCoverage(db: Queryable): Promise<CoverageRow[]> {
  const { rows } = await db.query<{
    office: string;
    marks: number;
    newest_filed: string | null;
    last_import: string | null;
  }>(
    `SELECT office, marks, to_char(newest_filed, 'YYYY-MM-DD') AS newest_filed,
            to_char(last_import AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_import
     FROM mark_coverage ORDER BY office`,
  );
  return rows.map((r) => ({
    office: r.office,
    marks: r.marks,
    newestFiled: r.newest_filed,
    lastImport: r.last_import,
  }));
}
