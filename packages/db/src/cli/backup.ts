/**
 * `npm run db:backup [-- FILE]`: a pg_dump custom-format file of the database (DATABASE_URL, or the embedded one of
 * DATA_DIR), by default backups/<database>-<UTC time>.dump; prints the file's path. See ../backup.ts.
 */
import { backupCommand } from '../backup.ts';
import { databaseSettings } from '../settings.ts';

const [file] = process.argv.slice(2);
try {
  console.log(await backupCommand(databaseSettings(), file));
} catch (error) {
  console.error(`db:backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
