/**
 * `npm run db:setup`: migrates and seeds the database of the settings (DATABASE_URL, or the embedded PostgreSQL
 * under DATA_DIR, started for the run and stopped after it), then exits. The servers do the same on every start;
 * this prepares a database ahead of them, for example a new external server.
 */
import { redactUrl } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { openDatabase } from '../runtime.ts';
import { seedDatabase } from '../seed/index.ts';
import { databaseSettings } from '../settings.ts';

try {
  const database = await openDatabase(databaseSettings());
  try {
    await migrateDatabase(database.db);
    const applied = await seedDatabase(database.db);
    const seeded = applied.length ? `seeded ${applied.length} content units` : 'seed content already applied';
    console.log(`db:setup: ${database.kind} database at ${redactUrl(database.url)} migrated; ${seeded}`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`db:setup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
