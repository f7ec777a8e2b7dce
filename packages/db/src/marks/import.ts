/**
 * Writing marks into the registry: each record gets its search keys from @site/trademark's markKeys and is upserted
 * by (office, number) in batches. A row whose every column is already what the file says is not touched (its
 * updated_at stays), so importing the same file twice changes nothing and reports it as unchanged.
 */
import { markKeys } from '@site/trademark';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { MarkSource } from '../schema/marks.ts';
import { refreshCoverage } from './coverage.ts';
import { MarkFileError, type MarkFormat, type MarkRefusal, readMarkFile } from './formats.ts';
import type { MarkRecord } from './generator.ts';
import { nearKeys } from './near.ts';

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** What one query needs to run: a pool, a client or a Drizzle transaction's client. */
export interface Queryable {
  query: pg.Pool['query'];
}

/** A record with its keys, as the upsert's JSON rows name the columns. */
export const markRow = (r: MarkRecord, source: MarkSource) => {
  const keys = markKeys(r.mark);
  return {
    office: r.office,
    number: r.number,
    registration_number: r.registrationNumber ?? null,
    mark: r.mark,
    normalized: keys.normalized,
    compact: keys.compact,
    tokens: keys.tokens,
    phonetic: keys.phonetic,
    skeleton: keys.skeleton,
    pinyin: keys.pinyin,
    variants: keys.variants,
    meanings: keys.meanings,
    near_keys: nearKeys(keys),
    classes: r.classes,
    owner: r.owner,
    status: r.status,
    filed: r.filed,
    source,
  };
};
export type MarkRow = ReturnType<typeof markRow>;

const COLUMNS = [
  'office',
  'number',
  'registration_number',
  'mark',
  'normalized',
  'compact',
  'tokens',
  'phonetic',
  'skeleton',
  'pinyin',
  'variants',
  'meanings',
  'near_keys',
  'classes',
  'owner',
  'status',
  'filed',
  'source',
] as const;
const TYPES: Record<(typeof COLUMNS)[number], string> = {
  office: 'text',
  number: 'text',
  registration_number: 'text',
  mark: 'text',
  normalized: 'text',
  compact: 'text',
  tokens: 'text[]',
  phonetic: 'text[]',
  skeleton: 'text',
  pinyin: 'text',
  variants: 'text[]',
  meanings: 'text[]',
  near_keys: 'text[]',
  classes: 'int[]',
  owner: 'text',
  status: 'text',
  filed: 'date',
  source: 'text',
};
const UPDATED = COLUMNS.filter((c) => c !== 'office' && c !== 'number');

/** One statement per batch: the rows as a JSON array, inserted or updated only where something differs. */
const UPSERT_SQL = `
INSERT INTO marks (${COLUMNS.join(', ')})
SELECT ${COLUMNS.join(', ')}
FROM jsonb_to_recordset($1::jsonb) AS x(${COLUMNS.map((c) => `${c} ${TYPES[c]}`).join(', ')})
ON CONFLICT (office, number) DO UPDATE SET ${UPDATED.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()
WHERE (${UPDATED.map((c) => `marks.${c}`).join(', ')}) IS DISTINCT FROM (${UPDATED.map((c) => `excluded.${c}`).join(', ')})
RETURNING (xmax = 0) AS inserted`;

/** The upsert as a Drizzle statement (for a transaction's `execute`), rows distinct by (office, number). */
export const upsertMarksStatement = (rows: MarkRow[]): SQL => {
  const [before, after] = UPSERT_SQL.split('$1::jsonb') as [string, string];
  return sql`${sql.raw(before)}${JSON.stringify(rows)}::jsonb${sql.raw(after)}`;
};

/** Upserts rows (distinct (office, number) within the call); counts what changed. */
export async function upsertMarkRows(db: Queryable, rows: MarkRow[]): Promise<UpsertCounts> {
  if (rows.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const result = await db.query<{ inserted: boolean }>(UPSERT_SQL, [JSON.stringify(rows)]);
  const inserted = result.rows.filter((r) => r.inserted).length;
  const updated = result.rows.length - inserted;
  return { inserted, updated, unchanged: rows.length - result.rows.length };
}

export interface ImportSummary extends UpsertCounts {
  /** Records read from the files (good, bad and skipped). */
  read: number;
  /** Records reported as bad (with their line). */
  bad: number;
  /** Records without a word element (design marks), which a word search cannot match. */
  skipped: number;
  /** Files that could not be read at all (missing, unknown format). */
  failedFiles: number;
  seconds: number;
  /** The offices of the records read (each file's own). */
  offices: string[];
}

export interface ImportOptions {
  /** The rows' source: 'import' (default) or 'generated' for the synthetic registry. */
  source?: Exclude<MarkSource, 'sample'>;
  /** Rows per statement. Default 2000. */
  batchSize?: number;
  /** The format of every file instead of telling it from the content. */
  format?: MarkFormat;
  /** A bad record: its file, line and reason (in English, and as a key with its values). */
  onBad?: (file: string, line: number, reason: string, refusal: MarkRefusal) => void;
  /** A file that cannot be read at all: the reason in English, and as a key when the importer knows it. */
  onFileError?: (file: string, reason: string, refusal?: MarkRefusal) => void;
  /** Called now and then: the file, its bytes read so far and its size, and the running summary. */
  onProgress?: (progress: { file: string; bytes: number; size: number; summary: ImportSummary }) => void;
  /**
   * Awaited before each statement after the first, with how long the last one took (ms): an import beside a serving
   * site waits here so that the database keeps time for the site's queries (the back office's uploads).
   */
  pause?: (lastStatementMs: number) => Promise<void>;
}

/** Imports the files one after another; one bad record or unreadable file never stops the others. */
export async function importMarks(db: Queryable, files: string[], options: ImportOptions = {}): Promise<ImportSummary> {
  const { stat } = await import('node:fs/promises');
  const source = options.source ?? 'import';
  const batchSize = options.batchSize ?? 2000;
  const started = performance.now();
  const summary: ImportSummary = {
    read: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    bad: 0,
    skipped: 0,
    failedFiles: 0,
    seconds: 0,
    offices: [],
  };
  const offices = new Set<string>();
  const add = (counts: UpsertCounts) => {
    summary.inserted += counts.inserted;
    summary.updated += counts.updated;
    summary.unchanged += counts.unchanged;
  };
  for (const file of files) {
    let size = 0;
    let bytes = 0;
    try {
      size = (await stat(file)).size;
    } catch (error) {
      summary.failedFiles++;
      options.onFileError?.(file, error instanceof Error ? error.message : String(error));
      continue;
    }
    let batch = new Map<string, MarkRow>();
    // One statement in flight while the next batch is read and keyed: the database and this process work at once.
    let inFlight: Promise<void> | undefined;
    let lastStatementMs: number | undefined;
    const flush = async () => {
      await inFlight;
      inFlight = undefined;
      if (batch.size === 0) return;
      if (options.pause && lastStatementMs !== undefined) await options.pause(lastStatementMs);
      const rows = [...batch.values()];
      batch = new Map();
      const sent = performance.now();
      inFlight = upsertMarkRows(db, rows).then((counts) => {
        lastStatementMs = performance.now() - sent;
        add(counts);
        summary.seconds = (performance.now() - started) / 1000;
        options.onProgress?.({ file, bytes, size, summary });
      });
      // Handled when awaited; never an unhandled rejection meanwhile.
      inFlight.catch(() => undefined);
    };
    try {
      for await (const item of readMarkFile(file, options.format, (read) => {
        bytes = read;
      })) {
        summary.read++;
        if (item.error !== undefined) {
          if ('skipped' in item && item.skipped) summary.skipped++;
          else {
            summary.bad++;
            options.onBad?.(file, item.line, item.error, item.refusal);
          }
          continue;
        }
        offices.add(item.record.office);
        const key = `${item.record.office}\u0000${item.record.number}`;
        // The same number twice in one statement cannot be upserted: write the batch first (the later row wins).
        if (batch.has(key)) {
          await flush();
          await flush();
        }
        batch.set(key, markRow(item.record, source));
        if (batch.size >= batchSize) await flush();
      }
      await flush();
      await flush();
    } catch (error) {
      await inFlight?.catch(() => undefined);
      summary.failedFiles++;
      options.onFileError?.(
        file,
        error instanceof Error ? error.message : String(error),
        error instanceof MarkFileError ? error.refusal : undefined,
      );
    }
  }
  if (summary.inserted + summary.updated > 0) await settleMarks(db);
  summary.offices = [...offices].sort();
  // An office's own records are the search's coverage; the sample and generated rows are not.
  if (source === 'import') await refreshCoverage(db, summary.offices);
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

/**
 * After a bulk write: merges the GIN indexes' pending lists (fast inserts park new entries there, and every search
 * would read them one by one until autovacuum gets round to it) and refreshes the planner's statistics.
 */
export async function settleMarks(db: Queryable): Promise<void> {
  await db.query(
    `SELECT gin_clean_pending_list(c.oid::regclass)
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
     WHERE i.indrelid = 'marks'::regclass AND a.amname = 'gin'`,
  );
  await db.query('ANALYZE marks');
}
