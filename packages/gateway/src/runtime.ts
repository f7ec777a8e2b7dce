/**
 * The start-up and shutdown of a process that serves the gateway, written once for both entry points
 * (apps/web/server.ts, the site with the gateway in-process; serve.ts, the gateway alone):
 * open the database (the embedded PostgreSQL unless DATABASE_URL is set), migrate, seed, build the gateway app.
 * The entry point stops it on SIGINT/SIGTERM (shutdown.ts).
 */
import { type DatabaseSettings, databaseSettings, migrateDatabase, openDatabase, seedDatabase } from '@site/db';
import type { Database } from '@site/db/client';
import { createGateway, type Gateway } from './app.ts';
import { type GatewaySettings, gatewayDeps, gatewaySettings } from './settings.ts';

export interface Runtime {
  db: Database;
  app: Gateway;
  /** Which database it runs on, for the ready line. */
  databaseKind: 'embedded' | 'external';
  /** Closes the database (and stops the embedded server). Safe to call more than once. */
  close(): Promise<void>;
}

/** Settings default to this process's environment. */
export async function startRuntime(
  options: { database?: DatabaseSettings; gateway?: GatewaySettings } = {},
): Promise<Runtime> {
  const gateway = options.gateway ?? gatewaySettings();
  const database = await openDatabase(options.database ?? databaseSettings());
  try {
    await migrateDatabase(database.db);
    await seedDatabase(database.db);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return {
    db: database.db,
    app: createGateway(gatewayDeps(database.db, gateway)),
    databaseKind: database.kind,
    close: database.close,
  };
}
