/**
 * npm run db:backup / db:restore (issue 11, item 8), on the test server (embedded PostgreSQL 18, or DATABASE_URL's):
 * a seeded database is backed up, changed in several tables, restored, and is as it was, with sequences that give
 * fresh ids; a cut or damaged file and a file of other migrations are refused and change nothing; an empty database
 * is migrated and restored.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDatabase, readBackupHeader, restoreDatabase } from '../src/backup.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../src/migrate.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { type TestDatabase, useTestDatabase } from '../src/testing.ts';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Every public table's rows (as text, sorted) and every sequence's next value: equal means the same data. */
async function fingerprint(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await pool.query<{ n: string; digest: string | null }>(
      `SELECT count(*)::text AS n, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest FROM public."${name}" t`,
    );
    result[name] = `${rows[0]?.n} ${rows[0]?.digest ?? '-'}`;
  }
  return result;
}

async function indexDefinitions(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ d: string }>(
    "SELECT indexdef AS d FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname",
  );
  return rows.map((r) => r.d);
}

/** marks has about 3,000 seeded rows: with this, restores rebuild its indexes as they do for large tables. */
const REBUILD = { rebuildIndexesFromRows: 1_000 };

async function sequenceValues(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows } = await pool.query<{ name: string; value: string | null }>(
    "SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.value ?? 'unused']));
}

const insertContact = async (pool: pg.Pool, name: string) =>
  Number(
    (
      await pool.query<{ id: number }>(
        "INSERT INTO contact_messages (platform, name, email, content) VALUES ('00', $1, 'a@example.com', 'hello') RETURNING id",
        [name],
      )
    ).rows[0]?.id,
  );

const insertCspReport = async (pool: pg.Pool, directive: string) =>
  Number(
    (
      await pool.query<{ id: string }>(
        "INSERT INTO csp_reports (platform, document_uri, directive) VALUES ('00', 'https://example.com/', $1) RETURNING id",
        [directive],
      )
    ).rows[0]?.id,
  );

/** Changes in several tables: arrays of marks, a cascade, serial and identity ids. */
async function changeEverything(pool: pg.Pool): Promise<void> {
  await pool.query(
    "UPDATE marks SET tokens = ARRAY['changed'], classes = ARRAY[1, 2, 3], near_keys = '{}', owner = 'someone else' WHERE id = (SELECT min(id) FROM marks)",
  );
  await pool.query('DELETE FROM marks WHERE id IN (SELECT id FROM marks ORDER BY id DESC LIMIT 3)');
  await pool.query(
    `INSERT INTO marks (office, number, mark, normalized, compact, tokens, phonetic, skeleton, variants, classes, owner, status, source)
     VALUES ('CN', 'NEW-1', 'New', 'new', 'new', ARRAY['new'], ARRAY['N'], 'NW', ARRAY['new'], ARRAY[9], 'o', 'live', 'import')`,
  );
  await pool.query("UPDATE articles SET title = 'changed title' WHERE id = (SELECT min(id) FROM articles)");
  await pool.query('DELETE FROM popup_configs'); // cascades to popup_buttons
  await pool.query('DELETE FROM contact_messages WHERE id = (SELECT max(id) FROM contact_messages)');
  await insertContact(pool, 'after the backup');
  await insertCspReport(pool, 'script-src-after');
  await pool.query(
    "INSERT INTO visitor_records (platform, device_id, path, channel_no) VALUES ('01', repeat('b', 32), '/', 'after')",
  );
  await pool.query('UPDATE platform_configs SET label = $1', ['编辑后']);
}

describe('backup and restore', () => {
  let t: TestDatabase;
  let dir: string;
  let file: string;
  let seeded: Record<string, string>;
  let seededSequences: Record<string, string>;

  beforeAll(async () => {
    t = await useTestDatabase({ max: 2 });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-backup-test-'));
    file = path.join(dir, 'site.backup.gz');
    await migrateDatabase(t.db);
    await seedDatabase(t.db);
    for (const name of ['原文', 'second', "it's\ta\\tab\nand a line"]) await insertContact(t.pool, name);
    await insertCspReport(t.pool, 'script-src');
    await insertCspReport(t.pool, 'img-src');
    // Visits: their daily counts (kept by triggers) come back as they were, not counted again as the visits load.
    await t.pool.query(
      `INSERT INTO visitor_records (platform, device_id, path, referrer, channel_no)
       VALUES ('00', repeat('a', 32), '/', null, 'baidu'), ('00', repeat('a', 32), '/ld/vat', 'https://www.baidu.com/', 'baidu')`,
    );
    seeded = await fingerprint(t.pool);
    seededSequences = await sequenceValues(t.pool);
  });

  afterAll(async () => {
    await t?.close();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('backs up every public table with its rows, the migrations and the sequences', async () => {
    const summary = await backupDatabase(t.url, file);
    expect(summary.file).toBe(file);
    expect(summary.bytes).toBe((await fs.stat(file)).size);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    await expect(fs.access(`${file}.partial`)).rejects.toThrow();

    const header = await readBackupHeader(file);
    expect(header.tables.map((x) => x.name).sort()).toEqual(Object.keys(seeded).sort());
    for (const table of header.tables) expect(`${table.rows}`, table.name).toBe(seeded[table.name]?.split(' ')[0]);
    expect(summary.rows).toBe(header.tables.reduce((sum, x) => sum + x.rows, 0));
    expect(header.tables.find((x) => x.name === 'marks')?.rows).toBeGreaterThan(10);
    const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
    expect(header.migrations.map((m) => m.tag)).toEqual(journal.entries.map((e: { tag: string }) => e.tag));
    // drizzle's journal is elsewhere, and a referenced table comes before the tables that refer to it.
    expect(header.tables.some((x) => x.name.includes('drizzle'))).toBe(false);
    const order = header.tables.map((x) => x.name);
    expect(order.indexOf('popup_configs')).toBeLessThan(order.indexOf('popup_buttons'));
    expect(order.indexOf('service_types')).toBeLessThan(order.indexOf('products'));
    expect(header.sequences.find((s) => s.table === 'csp_reports')).toMatchObject({ column: 'id', lastValue: '2' });
  });

  it('restores the data as it was after changes in several tables, and the next inserts get fresh ids', async () => {
    await changeEverything(t.pool);
    expect(await fingerprint(t.pool)).not.toEqual(seeded);

    const indexes = await indexDefinitions(t.pool);
    expect(indexes.filter((d) => d.includes(' ON public.marks USING gin')).length).toBeGreaterThan(3);
    const summary = await restoreDatabase(t.url, file, REBUILD);
    expect(summary.migrated).toBe(false);
    expect(await fingerprint(t.pool)).toEqual(seeded);
    expect(await indexDefinitions(t.pool)).toEqual(indexes);
    const restoredMark = await t.pool.query<{ tokens: string[]; classes: number[] }>(
      'SELECT tokens, classes FROM marks ORDER BY id LIMIT 1',
    );
    expect(restoredMark.rows[0]?.tokens).not.toEqual(['changed']);
    expect(Array.isArray(restoredMark.rows[0]?.classes)).toBe(true);
    const tricky = await t.pool.query('SELECT 1 FROM contact_messages WHERE name = $1', ["it's\ta\\tab\nand a line"]);
    expect(tricky.rowCount).toBe(1);

    // The ids used after the backup are not handed out again, nor any restored one.
    const sequences = await sequenceValues(t.pool);
    for (const [name, value] of Object.entries(seededSequences)) {
      if (value !== 'unused') expect(BigInt(sequences[name] ?? 0), name).toBeGreaterThanOrEqual(BigInt(value));
    }
    const maxContact = Number((await t.pool.query('SELECT max(id) AS m FROM contact_messages')).rows[0]?.m);
    expect(await insertContact(t.pool, 'next')).toBeGreaterThan(maxContact);
    expect(await insertCspReport(t.pool, 'next')).toBeGreaterThan(2);
  });

  it('refuses a cut or damaged file, and the database stays as it was', async () => {
    await changeEverything(t.pool);
    const before = await fingerprint(t.pool);
    const beforeSequences = await sequenceValues(t.pool);
    const bytes = await fs.readFile(file);

    const cut = path.join(dir, 'cut.backup.gz');
    await fs.writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const indexes = await indexDefinitions(t.pool);
    await expect(restoreDatabase(t.url, cut, REBUILD)).rejects.toThrow(
      /damaged or incomplete.*rolled back: nothing was changed|ends too early.*rolled back: nothing was changed/s,
    );

    const damaged = path.join(dir, 'damaged.backup.gz');
    const copy = Buffer.from(bytes);
    for (let at = Math.floor(copy.length * 0.6); at < Math.floor(copy.length * 0.6) + 64; at++)
      copy[at] = (copy[at] ?? 0) ^ 0x5a;
    await fs.writeFile(damaged, copy);
    await expect(restoreDatabase(t.url, damaged, REBUILD)).rejects.toThrow(/rolled back: nothing was changed/);

    const stranger = path.join(dir, 'not-a-backup.gz');
    await fs.writeFile(stranger, 'plain text, not gzip\n');
    await expect(restoreDatabase(t.url, stranger)).rejects.toThrow(/not a db:backup file.*Nothing was changed/);

    await expect(restoreDatabase(t.url, path.join(dir, 'missing.gz'))).rejects.toThrow(/No such file/);

    expect(await fingerprint(t.pool)).toEqual(before);
    expect(await sequenceValues(t.pool)).toEqual(beforeSequences);
    expect(await indexDefinitions(t.pool)).toEqual(indexes);
  });

  it('refuses a file of other migrations, and migrates and restores an empty database', async () => {
    // A database one migration behind: made from a copy of the migrations without the last one.
    const older = path.join(dir, 'older-migrations');
    await fs.cp(MIGRATIONS_FOLDER, older, { recursive: true });
    const journalFile = path.join(older, 'meta', '_journal.json');
    const journal = JSON.parse(await fs.readFile(journalFile, 'utf8'));
    const last = journal.entries.pop();
    await fs.writeFile(journalFile, JSON.stringify(journal));
    const behind = await useTestDatabase({ max: 1 });
    const empty = await useTestDatabase({ max: 1 });
    try {
      await migrateDatabase(behind.db, older);
      await behind.pool.query(
        "INSERT INTO contact_messages (platform, name, email, content) VALUES ('00', 'x', 'y', 'z')",
      );
      const before = await fingerprint(behind.pool);
      await expect(restoreDatabase(behind.url, file)).rejects.toThrow(
        new RegExp(`other migrations.*the file has \\d+, the last ${last.tag}.*Nothing was changed`),
      );
      expect(await fingerprint(behind.pool)).toEqual(before);

      // An empty database with this checkout's migrations available is migrated, then restored.
      const restored = await restoreDatabase(empty.url, file);
      expect(restored.migrated).toBe(true);
      expect(await fingerprint(empty.pool)).toEqual(seeded);
      // An empty database and a checkout of other migrations: refused.
      const emptier = await useTestDatabase({ max: 1 });
      try {
        await expect(restoreDatabase(emptier.url, file, { migrationsFolder: older })).rejects.toThrow(
          /database is empty, and this checkout's migrations .* are not the backup's/,
        );
      } finally {
        await emptier.close();
      }
    } finally {
      await behind.close();
      await empty.close();
    }
  });

  it('npm run db:backup and db:restore print the file, its size, tables, rows and seconds', async () => {
    const out = path.join(dir, 'cli.backup.gz');
    const env = { ...process.env, DATABASE_URL: t.url };
    const backup = await run(process.execPath, ['--import', 'tsx', 'packages/db/src/cli/backup.ts', out], {
      cwd: repoRoot,
      env,
    });
    expect(backup.stdout).toMatch(
      new RegExp(
        `^db:backup: wrote ${out} \\(\\d+(\\.\\d)? [KM]?B\\): \\d+ tables, [\\d,]+ rows, \\d+ migrations; .*; \\d+\\.\\d\\d s\\n  marks [\\d,]+, `,
      ),
    );
    const restore = await run(process.execPath, ['--import', 'tsx', 'packages/db/src/cli/restore.ts', out], {
      cwd: repoRoot,
      env,
    });
    expect(restore.stdout).toMatch(
      new RegExp(`^db:restore: restored ${out} \\(.*\\d+ tables, [\\d,]+ rows.*\\d\\.\\d\\d s; backup of 20\\d\\d-`),
    );
  });

  it('npm run db:restore without a file prints its usage', () => {
    let failure: { status?: number; stderr?: Buffer } = {};
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'packages/db/src/cli/restore.ts'], {
        cwd: repoRoot,
        stdio: 'pipe',
        env: { ...process.env, DATABASE_URL: t.url },
      });
    } catch (error) {
      failure = error as typeof failure;
    }
    expect(failure.status).toBe(2);
    expect(failure.stderr?.toString()).toContain('usage: npm run db:restore -- FILE');
  });
});
