/**
 * `npm run admin:create -- NAME ROLE`: creates a back-office staff account (roles: admin, sales, marketing, editor,
 * compliance) and prints its one-time password on a line of its own. The password must be changed at the first sign-in
 * (and an admin sets up TOTP then). Uses the database of the settings: DATABASE_URL, or the embedded PostgreSQL under
 * DATA_DIR (the running site's, when `npm start` has it open; else started for the run, migrated, and stopped).
 */
import { createDatabase, type Database } from '@site/db/client';
import { embeddedConnectionString, inspectEmbeddedServer } from '@site/db/embedded';
import { migrateDatabase } from '@site/db/migrate';
import { openDatabase } from '@site/db/runtime';
import { databaseSettings } from '@site/db/settings';
import { createStaff, staffAuthOf } from './auth.ts';
import { isStaffRole, STAFF_ROLES } from './roles.ts';
import { adminSettings } from './settings.ts';

const [name, role] = process.argv.slice(2);
if (!name || !isStaffRole(role)) {
  console.error(`usage: npm run admin:create -- NAME ROLE   (ROLE: ${STAFF_ROLES.join(', ')})`);
  process.exit(2);
}

const open = async (): Promise<{ db: Database; close: () => Promise<void> }> => {
  const config = databaseSettings();
  if (config.database.kind === 'embedded') {
    const state = await inspectEmbeddedServer(config.database.dataDir);
    if (state.state === 'running') {
      // The site is running on it: connect to that server.
      const connection = createDatabase(embeddedConnectionString(config.database.dataDir, config.database.port), {
        max: 2,
      });
      return { db: connection.db, close: connection.close };
    }
  }
  const database = await openDatabase(config);
  await migrateDatabase(database.db);
  return { db: database.db, close: database.close };
};

try {
  const { db, close } = await open();
  try {
    const auth = await staffAuthOf({ db, settings: adminSettings() })();
    const staff = await createStaff(auth, db, { username: name, role });
    console.log(`created ${staff.role} account ${staff.username} (sign in at ${adminSettings().origin})`);
    console.log(`one-time password: ${staff.password}`);
  } finally {
    await close();
  }
} catch (error) {
  console.error(`admin:create failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
