/**
 * One-off check that a change of the seed leaves a fresh install's database as it was: seeds two fresh databases,
 * one with the seed of packages/db/src at REF (default: main) and one with this checkout's, and compares a
 * canonical dump of every table of the public schema (rows in primary-key order, ids included; the columns filled by
 * now() left out) and the value of every sequence. The seed's record of its inputs' version (seed_runs key
 * `inputs:<hash>`, written since the content moved to files) is not compared.
 *
 *   node --import tsx packages/db/scripts/seed-compare.ts [REF]
 *
 * Exits 0 and prints the tables and rows compared when the two are the same, else 1 with the first differences.
 * Runs on the embedded PostgreSQL of the test suites (TEST_PG_PORT), or on DATABASE_URL's server.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Database } from '../src/client.ts';
import { migrateDatabase } from '../src/migrate.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { useTestDatabase } from '../src/testing.ts';

type Seed = (db: Database) => Promise<string[]>;
type Dump = Record<string, unknown[]>;

const ref = process.argv[2] ?? 'main';
const repo = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The seed of REF, extracted under node_modules/.cache so that its imports (drizzle-orm, @site/trademark) resolve to
 * this checkout's packages, as they would in REF's.
 */
const seedAt = async (commit: string): Promise<{ seed: Seed; dir: string }> => {
  const dir = path.join(repo, 'node_modules', '.cache', `seed-compare-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['-C', repo, 'archive', commit, 'packages/db'], { maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  const module = (await import(pathToFileURL(path.join(dir, 'packages/db/src/seed/index.ts')).href)) as {
    seedDatabase: Seed;
  };
  return { seed: module.seedDatabase, dir };
};

const dump = async (db: Database): Promise<Dump> => {
  const { rows: tables } = await db.$client.query<{ name: string; columns: string[]; key: string[] | null }>(`
    select c.relname as name,
      (select array_agg(quote_ident(a.attname) order by a.attnum) from pg_attribute a
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
          and coalesce(pg_get_expr(d.adbin, d.adrelid), '') !~* 'now\\(\\)|current_timestamp') as columns,
      (select array_agg(quote_ident(a.attname) order by k.ord) from pg_index i
        cross join unnest(i.indkey) with ordinality k(attnum, ord)
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
        where i.indrelid = c.oid and i.indisprimary) as key
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' order by c.relname`);
  const result: Dump = {};
  for (const table of tables) {
    const order = (table.key ?? table.columns).join(', ');
    const { rows } = await db.$client.query(
      `select ${table.columns.join(', ')} from public.${table.name} order by ${order}`,
    );
    // The record of the inputs' version a complete seed writes since the content moved to files (seedDatabase):
    // bookkeeping the old seed did not have, reported apart.
    result[table.name] =
      table.name === 'seed_runs' ? rows.filter((row) => !String(row.key).startsWith('inputs:')) : rows;
  }
  const { rows: sequences } = await db.$client.query<{ name: string }>(
    `select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  for (const { name } of sequences) {
    const { rows } = await db.$client.query(`select last_value, is_called from public."${name}"`);
    result[`sequence ${name}`] = rows;
  }
  return result;
};

const seeded = async (seed: Seed): Promise<Dump> => {
  const database = await useTestDatabase();
  try {
    await migrateDatabase(database.db);
    await seed(database.db);
    return await dump(database.db);
  } finally {
    await database.close();
  }
};

const commit = execFileSync('git', ['-C', repo, 'rev-parse', '--short', ref], { encoding: 'utf8' }).trim();
const old = await seedAt(commit);
try {
  const before = await seeded(old.seed);
  const after = await seeded(seedDatabase);
  const differences: string[] = [];
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[table] ?? [];
    const b = after[table] ?? [];
    if (a.length !== b.length) differences.push(`${table}: ${a.length} rows at ${commit}, ${b.length} now`);
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const x = JSON.stringify(a[i]);
      const y = JSON.stringify(b[i]);
      if (x !== y)
        differences.push(`${table} row ${i + 1}:\n  ${commit}: ${x?.slice(0, 400)}\n  now: ${y?.slice(0, 400)}`);
    }
  }
  const rows = Object.values(after).reduce((sum, list) => sum + list.length, 0);
  if (differences.length) {
    console.error(`seed-compare: ${differences.length} differences from ${ref} (${commit}):`);
    for (const line of differences.slice(0, 20)) console.error(line);
    process.exitCode = 1;
  } else {
    console.log(
      `seed-compare: identical to ${ref} (${commit}): ${Object.keys(after).length} tables and sequences, ${rows} rows`,
    );
  }
} finally {
  rmSync(old.dir, { recursive: true, force: true });
}
