import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { markKeys } from '@site/trademark';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/embedded.ts';
import {
  detectFormat,
  euipoStatus,
  isoDate,
  type MarkRefusal,
  readMarkFile,
  usptoStatus,
} from '../src/marks/formats.ts';
import { CSV_HEADER, csvLine, generateMarks } from '../src/marks/generator.ts';
import { importMarks, markRow } from '../src/marks/import.ts';
import { nearKeys, nearQueryKeys } from '../src/marks/near.ts';
import { migrateDatabase } from '../src/migrate.ts';
import { seedDatabase, seedUnits } from '../src/seed/index.ts';
import { seedContent } from '../src/seed/load.ts';
import { freePort, type TestDatabase, useTestDatabase } from '../src/testing.ts';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./fixtures/marks/', import.meta.url));
const CSV = path.join(FIXTURES, 'registry.csv');
const USPTO = path.join(FIXTURES, 'uspto-daily.xml');
const EUIPO = path.join(FIXTURES, 'euipo-st66.xml');

let database: TestDatabase;
let scratch: string;

interface Row {
  office: string;
  number: string;
  registration_number: string | null;
  mark: string;
  compact: string;
  tokens: string[];
  classes: number[];
  owner: string;
  status: string;
  filed: string | null;
  source: string;
  pinyin: string | null;
  updated_at: Date;
}
const rows = async () =>
  (
    await database.pool.query<Row>(
      "SELECT *, to_char(filed, 'YYYY-MM-DD') AS filed FROM marks WHERE source <> 'sample' ORDER BY office, number",
    )
  ).rows;

/** Runs `npm run marks:import` (the script itself, as npm would) with the given environment. */
const cli = async (args: string[], env: Record<string, string | undefined>) => {
  const childEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...process.env, ...env })) if (v !== undefined) childEnv[k] = v;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'packages/db/src/cli/marks-import.ts', ...args],
      { cwd: ROOT, env: childEnv, timeout: 120_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
};

beforeAll(async () => {
  database = await useTestDatabase();
  await migrateDatabase(database.db);
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'site-marks-import-'));
  await fs.chmod(scratch, 0o755);
});

afterAll(async () => {
  await database?.close();
  if (scratch) await fs.rm(scratch, { recursive: true, force: true });
});

describe('registry files', () => {
  it('tells the format from the content', () => {
    expect(detectFormat(`\uFEFF${CSV_HEADER}\n1,A,9,B,US,registered,`)).toBe('csv');
    expect(detectFormat('<?xml version="1.0"?>\n<trademark-applications-daily>')).toBe('uspto');
    expect(detectFormat('<?xml version="1.0"?><Transaction xmlns="x"><TradeMark>')).toBe('euipo');
    expect(detectFormat('<?xml version="1.0"?><tm:TradeMark>')).toBe('euipo');
    expect(detectFormat('number;mark\n1;A')).toBeUndefined();
    expect(detectFormat('<html>')).toBeUndefined();
  });

  it('maps office statuses and dates', () => {
    expect([602, 630, 686, 700, 710, 730, 800, 900].map((n) => usptoStatus(String(n)))).toEqual([
      'abandoned',
      'pending',
      'pending',
      'registered',
      'cancelled',
      'pending',
      'registered',
      'expired',
    ]);
    expect(
      [
        'Registered',
        'Application published',
        'Registration expired',
        'Application refused',
        'Registration cancelled',
      ].map(euipoStatus),
    ).toEqual(['registered', 'pending', 'expired', 'abandoned', 'cancelled']);
    expect(isoDate('20230315')).toBe('2023-03-15');
    expect(isoDate('2023-02-29')).toBeUndefined();
  });

  it('reads each record with the line it starts on, bad ones with their reason', async () => {
    const read = async (file: string) => {
      const out: { line: number; mark?: string; error?: string; refusal?: MarkRefusal }[] = [];
      for await (const item of readMarkFile(file))
        out.push({ line: item.line, mark: item.record?.mark, error: item.error, refusal: item.refusal });
      return out;
    };
    expect(await read(CSV)).toEqual([
      { line: 2, mark: 'ZORBLIQ', error: undefined },
      { line: 3, mark: 'Ｓｎａｐｐｅｒ　Ｂｏｘ', error: undefined },
      { line: 4, mark: 'Moss & Fern', error: undefined },
      { line: 5, mark: '青岚', error: undefined },
      { line: 6, mark: 'GLIMMERTAIL', error: undefined },
      { line: 7, mark: undefined, error: 'no class', refusal: { key: 'noClass', values: {} } },
      { line: 8, mark: 'WAVECREST', error: undefined },
    ]);
    const uspto = await read(USPTO);
    expect(uspto.map((r) => r.line)).toEqual([14, 57, 78, 96]);
    expect(uspto[2]?.error).toMatch(/no word element/);
    expect(uspto[2]?.refusal?.key).toBe('noWordElement');
    expect(uspto[3]?.error).toBe('case 99000104: no class');
    expect(uspto[3]?.refusal).toEqual({ key: 'noClass', values: { case: '99000104' } });
    const euipo = await read(EUIPO);
    expect(euipo.map((r) => r.mark ?? r.error)).toEqual([
      'Lumivéra',
      'BRAVIKO HOME',
      'application 019000203: bad application date "2023-13-01"',
    ]);
    expect(euipo[2]?.refusal).toEqual({
      key: 'badApplicationDate',
      values: { application: '019000203', date: '2023-13-01' },
    });
  });

  it('reports a malformed CSV row and goes on with the next', async () => {
    const file = path.join(scratch, 'broken.csv');
    await fs.writeFile(
      file,
      `${CSV_HEADER}\nB-1,GOOD ONE,9,Owner A,US,registered,2020-01-01\nB-2,BAD"QUOTE,9,Owner B,US,pending,\n\nB-3,"TWO\nLINES",9,Owner C,XX,pending,\nB-4,GOOD TWO,25,Owner D,UK,pending,2021-13-01\nB-5,GOOD THREE,25,Owner E,UK,pending,\n`,
    );
    const out: string[] = [];
    const keys: (MarkRefusal | undefined)[] = [];
    for await (const item of readMarkFile(file)) {
      out.push(`${item.line}:${item.record?.number ?? item.error}`);
      keys.push(item.refusal);
    }
    expect(out).toEqual([
      '2:B-1',
      expect.stringMatching(/^3:unreadable CSV/),
      '5:unknown country "XX" (US, EU, UK, CN, JP, WIPO)',
      '7:bad filing date "2021-13-01" (YYYY-MM-DD)',
      '8:B-5',
    ]);
    expect(keys).toEqual([
      undefined,
      { key: 'unreadableCsv', values: { message: expect.any(String) } },
      { key: 'unknownCountry', values: { country: 'XX', offices: 'US, EU, UK, CN, JP, WIPO' } },
      { key: 'badFilingDate', values: { date: '2021-13-01' } },
      undefined,
    ]);
  });
});

describe('importMarks', () => {
  it('imports CSV, USPTO and EUIPO files with their keys; a second import changes nothing', async () => {
    const bad: string[] = [];
    const keys: string[] = [];
    const first = await importMarks(database.pool, [CSV, USPTO, EUIPO], {
      onBad: (file, line, reason, refusal) => {
        bad.push(`${path.basename(file)}:${line}: ${reason}`);
        keys.push(refusal.key);
      },
    });
    expect(first).toMatchObject({
      read: 14,
      inserted: 10,
      updated: 0,
      unchanged: 0,
      bad: 3,
      skipped: 1,
      failedFiles: 0,
    });
    expect(bad).toEqual([
      'registry.csv:7: no class',
      'uspto-daily.xml:96: case 99000104: no class',
      'euipo-st66.xml:76: application 019000203: bad application date "2023-13-01"',
    ]);
    expect(keys).toEqual(['noClass', 'noClass', 'badApplicationDate']);
    const stored = await rows();
    expect(stored).toHaveLength(10);
    const byNumber = new Map(stored.map((r) => [r.number, r]));
    expect(byNumber.get('99000102')).toMatchObject({
      office: 'US',
      registration_number: '7123456',
      mark: 'TRAILFOXX',
      classes: [25],
      owner: 'Copperleaf Outdoor Inc.',
      status: 'registered',
      filed: '2021-06-11',
      source: 'import',
    });
    expect(byNumber.get('99000101')).toMatchObject({ classes: [9, 42], status: 'pending', registration_number: null });
    expect(byNumber.get('019000201')).toMatchObject({ office: 'EU', compact: 'LUMIVERA', classes: [3, 44] });
    expect(byNumber.get('019000202')).toMatchObject({ owner: 'Hanna Kowalczyk-Brandt', tokens: ['BRAVIKO', 'HOME'] });
    expect(byNumber.get('T-0002')).toMatchObject({ compact: 'SNAPPERBOX' });
    expect(byNumber.get('T-0004')).toMatchObject({ office: 'CN', pinyin: 'QINGLAN', filed: null });
    expect(byNumber.get('T-0007')).toMatchObject({ office: 'WIPO' });

    const second = await importMarks(database.pool, [CSV, USPTO, EUIPO]);
    expect(second).toMatchObject({ read: 14, inserted: 0, updated: 0, unchanged: 10, bad: 3 });
    const again = await rows();
    expect(again.map((r) => r.updated_at.getTime())).toEqual(stored.map((r) => r.updated_at.getTime()));
  });

  it('updates a record whose file changed, and only that one', async () => {
    const file = path.join(scratch, 'changed.csv');
    const original = await fs.readFile(CSV, 'utf8');
    await fs.writeFile(
      file,
      original.replace(
        'ZORBLIQ,9;42,Quillmoor Devices Ltd,UK,registered',
        'ZORBLIQ,9;42,Quillmoor Devices Ltd,UK,expired',
      ),
    );
    const summary = await importMarks(database.pool, [file]);
    expect(summary).toMatchObject({ inserted: 0, updated: 1, unchanged: 5, bad: 1 });
    expect((await rows()).find((r) => r.number === 'T-0001')?.status).toBe('expired');
  });

  it('keeps the last of two rows with the same number, and goes on after a missing file', async () => {
    const file = path.join(scratch, 'twice.csv');
    await fs.writeFile(file, `${CSV_HEADER}\nD-1,FIRST,9,A,US,pending,\nD-1,SECOND,9,A,US,pending,\n`);
    const errors: string[] = [];
    const summary = await importMarks(database.pool, [path.join(scratch, 'missing.csv'), file], {
      onFileError: (f) => errors.push(path.basename(f)),
    });
    expect(errors).toEqual(['missing.csv']);
    expect(summary).toMatchObject({ failedFiles: 1, inserted: 1, updated: 1 });
    expect((await rows()).find((r) => r.number === 'D-1')?.mark).toBe('SECOND');
  });

  it('imports a generated registry in batches', async () => {
    const file = path.join(scratch, 'generated.csv');
    const records = [...generateMarks(2500, { seed: 5 })];
    await fs.writeFile(file, `${CSV_HEADER}\n${records.map(csvLine).join('')}`);
    const summary = await importMarks(database.pool, [file], { source: 'generated', batchSize: 700 });
    expect(summary).toMatchObject({ read: 2500, inserted: 2500, bad: 0 });
    const count = await database.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM marks WHERE source = 'generated'",
    );
    expect(count.rows[0]?.n).toBe(2500);
    // Deterministic: the same seed, the same registry.
    expect([...generateMarks(5, { seed: 5 })]).toEqual(records.slice(0, 5));
  });
});

describe('npm run marks:import', () => {
  it('imports into DATABASE_URL, prints the bad rows and a summary, and exits 0', async () => {
    const result = await cli([CSV, USPTO, EUIPO], { DATABASE_URL: database.url });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('registry.csv:7: no class');
    expect(result.stderr).toContain('uspto-daily.xml:96: case 99000104: no class');
    expect(result.stdout).toMatch(/read 14, inserted 0, updated 1, unchanged 9, bad 3, skipped 1/);
  });

  it('exits 2 on a usage error and 1 on an unknown format', async () => {
    expect((await cli([], { DATABASE_URL: database.url })).code).toBe(2);
    const file = path.join(scratch, 'unknown.txt');
    await fs.writeFile(file, 'hello\n');
    const result = await cli([file], { DATABASE_URL: database.url });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/unknown format/);
  });

  it('uses the running embedded server of DATA_DIR, or starts one for the run and stops it', async () => {
    const dataDir = path.join(scratch, 'data');
    await fs.mkdir(dataDir, { mode: 0o755 });
    // A port the system says is free now (a fixed range can meet another connection's ephemeral port: CI saw it).
    const env = { DATABASE_URL: '', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };
    // Nothing running: the tool starts the server, imports, and stops it.
    const started = await cli([CSV], env);
    expect(started.stderr).toMatch(/started database/);
    expect(started.stdout).toMatch(/inserted 6/);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    // A running server (as the site would have): the tool connects to it and leaves it running.
    const server = await startEmbeddedPostgres({ dataDir, port: Number(env.EMBEDDED_PG_PORT) });
    try {
      const running = await cli([CSV, USPTO], env);
      expect(running.code).toBe(0);
      expect(running.stderr).toMatch(/running database/);
      expect(running.stdout).toMatch(/inserted 2, updated 0, unchanged 6/);
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        expect((await client.query('SELECT count(*)::int AS n FROM marks')).rows[0]?.n).toBe(8);
      } finally {
        await client.end();
      }
    } finally {
      await server.stop();
    }
  });
});

describe('the sample registry', () => {
  it('is seeded once: a few thousand invented marks across offices and classes, all labelled sample', async () => {
    const units = seedUnits().filter((u) => u.key.startsWith('marks:sample:'));
    expect(units).toHaveLength(1);
    expect(await seedDatabase(database.db, units)).toEqual([units[0]?.key]);
    expect(await seedDatabase(database.db, units)).toEqual([]);
    const stats = await database.pool.query<{ n: number; offices: string[]; classes: number; bad_numbers: number }>(
      `SELECT count(*)::int AS n, array_agg(DISTINCT office ORDER BY office) AS offices,
              (SELECT count(DISTINCT c)::int FROM marks, unnest(classes) c WHERE source = 'sample') AS classes,
              count(*) FILTER (WHERE number NOT LIKE 'S%')::int AS bad_numbers
       FROM marks WHERE source = 'sample'`,
    );
    const row = stats.rows[0];
    const { generated, neighbours } = seedContent().sampleMarks;
    expect(row?.n).toBe(generated.count + neighbours.length);
    expect(row?.offices).toEqual(['CN', 'EU', 'JP', 'UK', 'US', 'WIPO']);
    expect(row?.classes).toBeGreaterThanOrEqual(40);
    expect(row?.bad_numbers).toBe(0);
    const longteng = await database.pool.query("SELECT pinyin, phonetic FROM marks WHERE mark = '龙腾'");
    expect(longteng.rows[0]?.pinyin).toBe('LONGTENG');
  });
});

describe('neighbour keys', () => {
  const shared = (a: string, b: string) => {
    const mine = new Set(nearKeys(markKeys(a)));
    const query = nearQueryKeys(markKeys(b));
    return [...query.spelling, ...query.sound].filter((k) => mine.has(k));
  };

  it('are shared by marks one or two edits apart, by the same pinyin and by the same sound', () => {
    expect(shared('STRYPE', 'STRIPE')).toContain('D:STRPE');
    expect(shared('NETFLARE', 'NETFLAIR')).toContain('D:NETFLAR');
    expect(shared('LUMURA', 'LUMORA')).toContain('D:LUMRA');
    expect(shared('TRAILFOXX', 'TRAILFOX')).toContain('D:TRAILFOX');
    expect(shared('LONGTENG', '龙腾')).toContain('P:LONGTENG');
    expect(shared('美家', '美佳')).toContain('P:MEIJIA');
    expect(shared('KWIK', 'QUICK')).toContain('S:KK:4');
    expect(shared('KWIKSTEPPER', 'QUICK')).toEqual([]);
    expect(shared('PHONEO', 'FONEO').length).toBeGreaterThan(0);
    expect(shared('ZORBLIQ', 'SUNRAY')).toEqual([]);
  });

  it('leave short spellings and one-letter sounds out (too many neighbours to be a key)', () => {
    expect(nearKeys(markKeys('STAR')).filter((k) => k.startsWith('D:'))).toEqual([]);
    expect(nearKeys(markKeys('QUOIA')).filter((k) => k.startsWith('S:'))).toEqual([]);
    expect(
      markRow(
        { office: 'US', number: '1', mark: 'Snapper Box', classes: [21], owner: 'A', status: 'pending', filed: null },
        'import',
      ).near_keys,
    ).toContain('D:SNAPPERBOX');
  });
});
