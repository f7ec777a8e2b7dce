/**
 * Accounts made before numbers were keyed in E.164 (issue 22, docs/decisions.md "One handset, one number"): a
 * database migrated up to the migration before, with accounts stored as typed, is migrated on; each account gets its
 * E.164 key and keeps signing in, and of two accounts that turn out to be one handset the older keeps the number and
 * the other is set aside (not merged, and said in the log).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../src/migrate.ts';
import { storedNumberOf } from '../src/phones.ts';
import { type TestDatabase, useTestDatabase } from '../src/testing.ts';

/** The migration that added the E.164 keys. */
const E164_MIGRATION = '0015_sms_abuse';

let database: TestDatabase;
let before: string;

beforeAll(async () => {
  database = await useTestDatabase();
  // The migrations as they were before the E.164 one.
  before = mkdtempSync(path.join(tmpdir(), 'site-migrations-before-'));
  cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === E164_MIGRATION);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  await migrateDatabase(database.db, before);
});

afterAll(async () => {
  await database?.close();
  if (before) rmSync(before, { recursive: true, force: true });
});

describe('numbers stored before E.164', () => {
  it('reads a stored pair as libphonenumber does, and keeps what it cannot read', () => {
    expect(storedNumberOf('86', '13800138000')).toEqual({
      e164: '+8613800138000',
      areaCode: '86',
      national: '13800138000',
    });
    expect(storedNumberOf('8', '613800138000').e164).toBe('+8613800138000');
    expect(storedNumberOf('8613', '800138000').e164).toBe('+8613800138000');
    expect(storedNumberOf('44', '07911123456')).toEqual({
      e164: '+447911123456',
      areaCode: '44',
      national: '7911123456',
    });
    expect(storedNumberOf('999', '12345')).toEqual({ e164: '+99912345', areaCode: '999', national: '12345' });
  });

  it('gives each account its key; one handset under two accounts: the older keeps it, the other is set aside', async () => {
    const { $client: pool } = database.db;
    const insert = (mercNo: string, areaCode: string, phone: string) =>
      pool.query(
        "INSERT INTO users (merc_no, platform, area_code, phone, created_at) VALUES ($1, '00', $2, $3, now()) RETURNING id",
        [mercNo, areaCode, phone],
      );
    const older = (await insert('M20260101000001', '86', '13800138000')).rows[0] as { id: number };
    const split = (await insert('M20260101000002', '861', '3800138000')).rows[0] as { id: number };
    await insert('M20260101000003', '44', '07911123456');
    await insert('M20260101000004', '999', '12345');
    await pool.query(
      "INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '30 days')",
      ['s'.repeat(64), split.id],
    );

    const warnings: string[] = [];
    await migrateDatabase(database.db, MIGRATIONS_FOLDER, (message) => warnings.push(message));

    const { rows } = await pool.query(
      'SELECT merc_no, area_code, phone, e164, phone_conflict_of FROM users ORDER BY id',
    );
    expect(rows).toEqual([
      {
        merc_no: 'M20260101000001',
        area_code: '86',
        phone: '13800138000',
        e164: '+8613800138000',
        phone_conflict_of: null,
      },
      // Not merged, not changed: set aside, pointing at the account that has the number.
      { merc_no: 'M20260101000002', area_code: '861', phone: '3800138000', e164: null, phone_conflict_of: older.id },
      {
        merc_no: 'M20260101000003',
        area_code: '44',
        phone: '7911123456',
        e164: '+447911123456',
        phone_conflict_of: null,
      },
      { merc_no: 'M20260101000004', area_code: '999', phone: '12345', e164: '+99912345', phone_conflict_of: null },
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/M20260101000002 .*set aside, not merged.*\+8613800138000.*M20260101000001/);
    // The set-aside account's data and login stay as they were.
    expect(
      (await pool.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [split.id])).rows[0],
    ).toEqual({
      n: 1,
    });

    // Migrating again changes nothing and says nothing.
    await migrateDatabase(database.db, MIGRATIONS_FOLDER, (message) => warnings.push(message));
    expect(warnings).toHaveLength(1);
  });
});
