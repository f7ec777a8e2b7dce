/**
 * The back office's registry import, in a child process of the gateway (packages/gateway/src/admin/marks-import.ts):
 * `node --import tsx marks-upload-worker.ts ID FILE NAME`, with DATABASE_URL naming the site's database. It runs at
 * the lowest CPU priority (the gateway sets it) and imports FILE as the mark_imports row ID records
 * (marks/upload.ts); the row says how it ended. Exit status 0 when the row was written, 1 otherwise.
 */
import { createDatabase } from '../client.ts';
import { runUploadedImport } from '../marks/upload.ts';

const [id, file, name] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (!id || !/^\d+$/.test(id) || !file || !name || !url) {
  console.error('usage: DATABASE_URL=... marks-upload-worker.ts ID FILE NAME');
  process.exit(2);
}
const database = createDatabase(url, { max: 2, applicationName: 'site-marks-upload' });
try {
  await runUploadedImport(database.pool, { id: Number(id), file, name });
} catch (error) {
  console.error(`marks upload ${id}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
