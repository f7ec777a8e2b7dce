/**
 * The database package's public API. Subpaths (`@site/db/client`, `@site/db/schema`, `@site/db/seed/types`...)
 * stay available for callers that need one part without loading the rest.
 */
export {
  type CreateDatabaseOptions,
  createDatabase,
  type Database,
  type DatabaseConnection,
  isDatabaseUnavailable,
  redactUrl,
  type Schema,
  schema,
} from './client.ts';
export {
  clearDeadServerProcesses,
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
  embeddedConnectionString,
  handOverSignals,
  inspectEmbeddedServer,
  type ServerState,
  startEmbeddedPostgres,
  stopOrphanedServer,
} from './embedded.ts';
export { MIGRATIONS_FOLDER, migrateDatabase, migrationsApplied } from './migrate.ts';
export {
  type DatabaseReadiness,
  type OpenDatabase,
  type OpenDatabaseOptions,
  openDatabase,
  type WatchdogOptions,
} from './runtime.ts';
export { type SeedSource, type SeedUnit, seedDatabase, seedUnits } from './seed/index.ts';
export { type DatabaseConfig, type DatabaseSettings, databaseSettings, readDatabaseSettings } from './settings.ts';
