/**
 * `npm run db:restore -- FILE`: pg_restore --clean of a db:backup file into the database (DATABASE_URL, or the
 * embedded one of DATA_DIR), in one transaction. See ../backup.ts.
 */
import { restoreCommand } from '../backup.ts';
import { databaseSettings } from '../settings.ts';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run db:restore -- FILE');
  process.exit(2);
}
try {
  const where = await restoreCommand(databaseSettings(), file);
  console.log(`restored ${file} into ${where}`);
} catch (error) {
  console.error(`db:restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
