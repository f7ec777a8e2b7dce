/**
 * The database package's public API. Subpaths (`@site/db/client`, `@site/db/schema`, `@site/db/seed/types`...)
 * stay available for callers that need one part without loading the rest (the seed content is large).
 */
export {
  type CreateDatabaseOptions,
  createDatabase,
  type Database,
  type DatabaseConnection,
  redactUrl,
  type Schema,
  schema,
} from './client.ts';
export {
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
  handOverSignals,
  inspectEmbeddedServer,
  type ServerState,
  startEmbeddedPostgres,
  stopOrphanedServer,
} from './embedded.ts';
export { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.ts';
export { type OpenDatabase, type OpenDatabaseOptions, openDatabase } from './runtime.ts';
export { type SeedUnit, seedDatabase, seedUnits } from './seed/index.ts';
export { type DatabaseConfig, type DatabaseSettings, databaseSettings, readDatabaseSettings } from './settings.ts';
