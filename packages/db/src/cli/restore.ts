/**
 * `npm run db:restore -- FILE`: a db:backup file into the database (DATABASE_URL, or the embedded one of DATA_DIR),
 * in one transaction; the database must be at the file's migrations (an empty one is migrated first). Prints what
 * was restored and the time taken. See ../backup.ts.
 */
import { describeSummary, restoreCommand } from '../backup.ts';
import { databaseSettings } from '../settings.ts';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run db:restore -- FILE');
  process.exit(2);
}
try {
  const summary = await restoreCommand(databaseSettings(), file);
  const made = `backup of ${summary.createdAt}${summary.migrated ? '; the empty database was migrated first' : ''}`;
  console.log(describeSummary('db:restore: restored', summary, made));
} catch (error) {
  console.error(`db:restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
