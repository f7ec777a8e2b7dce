/**
 * A start on an unchanged database skips the migrations in milliseconds (issue 27, "a two-second start"): the second
 * migrateDatabase on the same folder reads one fingerprint and returns, without the advisory lock and without
 * drizzle's migrator or the data steps; a folder with a new migration is still applied (and then skipped in turn).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MIGRATIONS_FOLDER,
  migrateDatabase,
  migrationsApplied,
  migrationsFingerprint,
  recordedMigrationsFingerprint,
} from '../src/migrate.ts';
import { type TestDatabase, useTestDatabase } from '../src/testing.ts';

/** The key migrateDatabase locks (src/migrate.ts). */
const MIGRATION_LOCK_KEY = 0x5177_e001;

let database: TestDatabase;
let changed: string;

beforeAll(async () => {
  database = await useTestDatabase();
  // This checkout's migrations plus one more, as a later checkout would have them.
  changed = mkdtempSync(path.join(tmpdir(), 'site-migrations-changed-'));
  cpSync(MIGRATIONS_FOLDER, changed, { recursive: true });
  const journalPath = path.join(changed, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('no migrations');
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_migrate_skip_probe' });
  writeFileSync(journalPath, JSON.stringify(journal));
  writeFileSync(path.join(changed, '9999_migrate_skip_probe.sql'), 'CREATE TABLE "migrate_skip_probe" ("id" integer);');
});

afterAll(async () => {
  await database?.close();
  if (changed) rmSync(changed, { recursive: true, force: true });
});

describe('migrations on an unchanged database', () => {
  it('a first run applies them and records the fingerprint', async () => {
    expect(await recordedMigrationsFingerprint(database.pool)).toBeNull();
    const first = await migrateDatabase(database.db);
    expect(first.skipped).toBe(false);
    expect(await recordedMigrationsFingerprint(database.pool)).toBe(migrationsFingerprint());
    expect(await migrationsApplied(database.pool)).toBe(true);
  });

  it('a second run does no work: one query, no lock (another instance holds it), no migrator', async () => {
    // Another instance holds the migration lock: a run that waited for it (the full path) would hang here.
    const holder = await database.pool.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const statements: string[] = [];
    const pool = database.db.$client;
    const query = pool.query.bind(pool);
    pool.query = ((...args: Parameters<typeof query>) => {
      statements.push(String(typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text));
      return query(...args);
    }) as typeof pool.query;
    try {
      const second = await migrateDatabase(database.db);
      expect(second.skipped).toBe(true);
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/site_migration_state/);
      expect(second.ms).toBeLessThan(1000);
    } finally {
      pool.query = query;
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      holder.release();
    }
  });

  it('a changed migration set is applied, then skipped in turn', async () => {
    expect(migrationsFingerprint(changed)).not.toBe(migrationsFingerprint());
    expect(await migrationsApplied(database.pool, changed)).toBe(false);
    const run = await migrateDatabase(database.db, changed);
    expect(run.skipped).toBe(false);
    const { rows } = await database.pool.query("SELECT to_regclass('public.migrate_skip_probe')::text AS probe");
    expect(rows[0]?.probe).toBe('migrate_skip_probe');
    expect(await migrationsApplied(database.pool, changed)).toBe(true);
    expect((await migrateDatabase(database.db, changed)).skipped).toBe(true);
  });

  it('an edited migration file changes the fingerprint', () => {
    const before = migrationsFingerprint(changed);
    writeFileSync(
      path.join(changed, '9999_migrate_skip_probe.sql'),
      'CREATE TABLE "migrate_skip_probe" ("id" integer, "x" text);',
    );
    expect(migrationsFingerprint(changed)).not.toBe(before);
  });
});
