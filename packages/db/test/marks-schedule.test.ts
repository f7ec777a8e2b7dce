import { copyFile, mkdtemp, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCoverage } from '../src/marks/coverage.ts';
import { importMarks } from '../src/marks/import.ts';
import { latestImports, recordImport } from '../src/marks/import-log.ts';
import { importSource, loggedOrigin, readMarkImportSettings, startMarkImportSchedule } from '../src/marks/schedule.ts';
import { migrateDatabase } from '../src/migrate.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { type TestDatabase, useTestDatabase } from '../src/testing.ts';

const FIXTURES = fileURLToPath(new URL('./fixtures/marks/', import.meta.url));

let database: TestDatabase;
let folder: string;

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  await seedDatabase(database.db);
  folder = await mkdtemp(path.join(os.tmpdir(), 'marks-schedule-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await database?.close();
});

const coverageOf = async (office: string) => (await readCoverage(database.pool)).find((c) => c.office === office);

describe('coverage', () => {
  it('counts only real (imported) records: the seeded sample registry covers no office', async () => {
    expect(await readCoverage(database.pool)).toEqual([]);
    const { rows } = await database.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM marks WHERE source = 'sample'",
    );
    expect(rows[0]?.n).toBeGreaterThan(3000);
  });

  it('an import stores each mark meaning and refreshes its offices: count, newest filing date, last import', async () => {
    const summary = await importMarks(database.pool, [path.join(FIXTURES, 'uspto-daily.xml')]);
    expect(summary.offices).toEqual(['US']);
    const us = await coverageOf('US');
    const { rows } = await database.pool.query<{ n: number; newest: string }>(
      "SELECT count(*)::int AS n, to_char(max(filed), 'YYYY-MM-DD') AS newest FROM marks WHERE source = 'import' AND office = 'US'",
    );
    expect(us).toMatchObject({ marks: rows[0]?.n, newestFiled: rows[0]?.newest });
    expect(us?.lastImport).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const meanings = await database.pool.query<{ meanings: string[] }>(
      "SELECT meanings FROM marks WHERE source = 'sample' AND mark = 'LUNA'",
    );
    expect(meanings.rows[0]?.meanings).toContain('MOON');
  });
});

describe('the import log', () => {
  it('records a run with its counts, and a failed run with its reason', async () => {
    const done = await recordImport(database.pool, { trigger: 'command', origin: 'registry.csv' }, async () => ({
      files: ['registry.csv'],
      summary: await importMarks(database.pool, [path.join(FIXTURES, 'registry.csv')]),
    }));
    await expect(
      recordImport(database.pool, { trigger: 'command', origin: 'broken' }, async () => {
        throw new Error('disk gone');
      }),
    ).rejects.toThrow('disk gone');
    const [failed, ok] = await latestImports(database.pool, 2);
    expect(failed).toMatchObject({ status: 'failed', error: 'disk gone', origin: 'broken' });
    expect(ok).toMatchObject({ id: done.id, status: 'done', files: ['registry.csv'], trigger: 'command' });
    expect(ok?.counts).toMatchObject({
      read: done.summary.read,
      bad: done.summary.bad,
      inserted: done.summary.inserted,
    });
    expect(ok?.finishedAt).toMatch(/^\d{4}-/);
  });
});

describe('scheduled imports', () => {
  it('reads its settings: office=folder-or-URL pairs and a cron, and names a bad one', () => {
    expect(readMarkImportSettings({})).toEqual({ sources: [], cron: '0 3 * * *' });
    expect(
      readMarkImportSettings({
        MARKS_IMPORT_SOURCES: 'us=/srv/us, EU=https://example.org/eu.xml',
        MARKS_IMPORT_CRON: '30 2 * * 1-5',
      }),
    ).toEqual({
      sources: [
        { office: 'US', origin: '/srv/us' },
        { office: 'EU', origin: 'https://example.org/eu.xml' },
      ],
      cron: '30 2 * * 1-5',
    });
    expect(() => readMarkImportSettings({ MARKS_IMPORT_SOURCES: 'XX=/srv' })).toThrow(/MARKS_IMPORT_SOURCES/);
    expect(() => readMarkImportSettings({ MARKS_IMPORT_SOURCES: 'US=relative/dir' })).toThrow(/absolute folder/);
    expect(() => readMarkImportSettings({ MARKS_IMPORT_SOURCES: 'US=/a,US=/b' })).toThrow(/twice/);
    expect(() => readMarkImportSettings({ MARKS_IMPORT_CRON: 'daily' })).toThrow(/MARKS_IMPORT_CRON/);
    expect(loggedOrigin('https://user:secret@example.org/eu.xml?key=abc')).toBe('https://example.org/eu.xml');
  });

  it('imports a folder file once: a new file the next time, a changed file again', async () => {
    await copyFile(path.join(FIXTURES, 'euipo-st66.xml'), path.join(folder, 'a.xml'));
    const first = await importSource(database.pool, { office: 'EU', origin: folder });
    expect(first.files).toHaveLength(1);
    expect(first.summary.read).toBeGreaterThan(0);
    const again = await importSource(database.pool, { office: 'EU', origin: folder });
    expect(again.files).toEqual([]);
    expect(again.summary.read).toBe(0);
    await copyFile(path.join(FIXTURES, 'registry.csv'), path.join(folder, 'b.csv'));
    const second = await importSource(database.pool, { office: 'EU', origin: folder });
    expect(second.files.map((f) => f.split('|')[0])).toEqual(['b.csv']);
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(folder, 'a.xml'), later, later);
    const changed = await importSource(database.pool, { office: 'EU', origin: folder });
    expect(changed.files.map((f) => f.split('|')[0])).toEqual(['a.xml']);
    const log = await latestImports(database.pool, 4);
    expect(log.every((r) => r.trigger === 'schedule' && r.office === 'EU' && r.status === 'done')).toBe(true);
    expect((await coverageOf('EU'))?.marks).toBeGreaterThan(0);
  });

  it('downloads a URL, asks only for a newer file the next time, and records an error answer as failed', async () => {
    const xml = await import('node:fs/promises').then((fs) => fs.readFile(path.join(FIXTURES, 'uspto-daily.xml')));
    const asked: (string | null)[] = [];
    const fetcher = (async (_url: string, init?: RequestInit) => {
      const since = new Headers(init?.headers).get('if-modified-since');
      asked.push(since);
      return since ? new Response(null, { status: 304 }) : new Response(xml, { status: 200 });
    }) as typeof fetch;
    const source = { office: 'US' as const, origin: 'https://registry.example/daily/latest.xml?token=secret' };
    const first = await importSource(database.pool, source, { fetch: fetcher });
    expect(first.summary.read).toBeGreaterThan(0);
    const second = await importSource(database.pool, source, { fetch: fetcher });
    expect(second.summary.read).toBe(0);
    expect(asked[0]).toBeNull();
    expect(asked[1]).toMatch(/GMT$/);
    const [latest] = await latestImports(database.pool, 1);
    expect(latest?.origin).toBe('https://registry.example/daily/latest.xml');
    const failing = (async () => new Response('nope', { status: 503 })) as unknown as typeof fetch;
    await expect(
      importSource(database.pool, { office: 'UK', origin: 'https://registry.example/uk.xml' }, { fetch: failing }),
    ).rejects.toThrow(/503/);
    const [failed] = await latestImports(database.pool, 1);
    expect(failed).toMatchObject({ office: 'UK', status: 'failed' });
  });

  it('runs an office import through the job queue (pg-boss) and records it', async () => {
    await copyFile(path.join(FIXTURES, 'registry.csv'), path.join(folder, 'c.csv'));
    const messages: string[] = [];
    const schedule = await startMarkImportSchedule({
      connectionString: database.url,
      pool: database.pool,
      settings: { sources: [{ office: 'WIPO', origin: folder }], cron: '0 3 * * *' },
      log: (m) => messages.push(m),
    });
    try {
      const { rows: scheduled } = await database.pool.query<{ name: string; cron: string }>(
        'SELECT name, cron FROM pgboss.schedule',
      );
      expect(scheduled).toEqual([{ name: 'marks-import-WIPO', cron: '0 3 * * *' }]);
      expect(await schedule.runNow('WIPO')).toBeTruthy();
      let done: Awaited<ReturnType<typeof latestImports>>[number] | undefined;
      for (let i = 0; i < 600 && !done; i++) {
        done = (await latestImports(database.pool, 5)).find((r) => r.office === 'WIPO' && r.status !== 'running');
        if (!done) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(done).toMatchObject({ trigger: 'schedule', status: 'done' });
      expect(messages.some((m) => m.startsWith('[marks] WIPO import'))).toBe(true);
    } finally {
      await schedule.stop();
    }
  });
});
