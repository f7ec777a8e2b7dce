/**
 * `npm run db:backup [-- FILE]`: a backup of the data of the database (DATABASE_URL, or the embedded one of
 * DATA_DIR), by default backups/<database>-<UTC time>.backup.gz; prints the file, its size, the tables and rows,
 * and the time taken. See ../backup.ts.
 */
import { backupCommand, describeSummary } from '../backup.ts';
import { databaseSettings } from '../settings.ts';

const [file] = process.argv.slice(2);
try {
  console.log(describeSummary('db:backup: wrote', await backupCommand(databaseSettings(), file)));
} catch (error) {
  console.error(`db:backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
