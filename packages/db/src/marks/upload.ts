/**
 * A registry file uploaded in the back office, imported beside the serving site: the gateway stores the file and
 * records the import as 'running' (trigger 'upload'), then a low-priority child process (cli/marks-upload-worker.ts)
 * runs `runUploadedImport`: it imports the file, writes its progress and counts to the row every second, keeps the
 * first refused records with their lines, and pauses between statements so that the database keeps most of its time
 * for the site (each statement is followed by a pause as long as itself: at most half of one core).
 */
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RefusedRecord } from '../schema/marks.ts';
import { type ImportSummary, importMarks, type Queryable } from './import.ts';
import { countsOf, finishImport } from './import-log.ts';

/**
 * How many refused records an import keeps (with their line, their reason's key and values, and its English text);
 * the count covers them all.
 */
export const REFUSED_KEPT = 200;
/** How often the running import writes its progress (ms). */
const PROGRESS_EVERY_MS = 1000;

export interface UploadedImport {
  /** The mark_imports row the gateway recorded. */
  id: number;
  /** The stored upload (deleted once imported). */
  file: string;
  /** The name it was uploaded under (the refused records name it). */
  name: string;
}

export interface UploadedImportOptions {
  /** The wait after each statement, given the statement's time (default: as long as it took). */
  pause?: (lastStatementMs: number) => Promise<void>;
  now?: () => number;
}

/** Imports an uploaded file into the marks table and records the outcome in its mark_imports row. */
export async function runUploadedImport(
  db: Queryable,
  upload: UploadedImport,
  options: UploadedImportOptions = {},
): Promise<ImportSummary | undefined> {
  const now = options.now ?? Date.now;
  const refused: RefusedRecord[] = [];
  let lastWrite = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const writeProgress = (bytes: number, size: number, summary: ImportSummary) => {
    writing = writing.then(() =>
      db
        .query(
          `UPDATE mark_imports SET progress = $2::jsonb, counts = $3::jsonb, refused = $4::jsonb
           WHERE id = $1 AND status = 'running'`,
          [upload.id, JSON.stringify({ bytes, size }), JSON.stringify(countsOf(summary)), JSON.stringify(refused)],
        )
        .catch(() => undefined),
    );
  };
  try {
    const summary = await importMarks(db, [upload.file], {
      pause: options.pause ?? ((ms) => sleep(ms)),
      onBad: (_file, line, reason, refusal) => {
        if (refused.length < REFUSED_KEPT) refused.push({ file: upload.name, line, reason, ...refusal });
      },
      onFileError: (_file, reason, refusal) => {
        if (refused.length < REFUSED_KEPT) refused.push({ file: upload.name, line: 0, reason, ...refusal });
      },
      onProgress: ({ bytes, size, summary }) => {
        if (now() - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = now();
        writeProgress(bytes, size, summary);
      },
    });
    await writing;
    await db.query(`UPDATE mark_imports SET refused = $2::jsonb WHERE id = $1`, [upload.id, JSON.stringify(refused)]);
    await finishImport(db, upload.id, { files: [upload.name], summary });
    return summary;
  } catch (error) {
    await writing;
    await finishImport(db, upload.id, { error });
    return undefined;
  } finally {
    await rm(upload.file, { force: true });
  }
}
