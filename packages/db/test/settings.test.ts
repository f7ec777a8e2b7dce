import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, readDatabaseSettings } from '../src/settings.ts';

const resolveDatabaseConfig = (env: Record<string, string>) => readDatabaseSettings(env).database;
const resolvePoolMax = (env: Record<string, string>) => readDatabaseSettings(env).poolMax;

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('database settings: where the database is', () => {
  it('uses DATABASE_URL when set (postgres:// and postgresql://)', () => {
    const url = 'postgres://app:secret@db.internal:5433/site?sslmode=require';
    expect(resolveDatabaseConfig({ DATABASE_URL: url, DATA_DIR: '/ignored' })).toEqual({ kind: 'external', url });
    expect(resolveDatabaseConfig({ DATABASE_URL: 'postgresql://localhost/site' })).toEqual({
      kind: 'external',
      url: 'postgresql://localhost/site',
    });
  });

  it('defaults to the embedded server under <repo>/data on port 54329', () => {
    expect(DEFAULT_DATA_DIR).toBe(path.join(repoRoot, 'data'));
    expect(resolveDatabaseConfig({})).toEqual({ kind: 'embedded', dataDir: path.join(repoRoot, 'data'), port: 54329 });
  });

  it('treats a blank DATABASE_URL as unset', () => {
    expect(resolveDatabaseConfig({ DATABASE_URL: '  ' }).kind).toBe('embedded');
  });

  it('takes DATA_DIR (absolute, or relative to the repository root) and EMBEDDED_PG_PORT', () => {
    expect(resolveDatabaseConfig({ DATA_DIR: '/var/lib/site', EMBEDDED_PG_PORT: '55000' })).toEqual({
      kind: 'embedded',
      dataDir: '/var/lib/site',
      port: 55000,
    });
    expect(resolveDatabaseConfig({ DATA_DIR: 'tmp/data' })).toMatchObject({ dataDir: path.join(repoRoot, 'tmp/data') });
  });

  it.each([
    ['mysql://root@localhost/site', /postgres:\/\/ or postgresql:\/\//],
    ['http://localhost:5432/site', /postgres:\/\/ or postgresql:\/\//],
    ['not a url', /not a valid URL/],
    ['localhost:5432/site', /postgres:\/\/ or postgresql:\/\//],
  ])('rejects DATABASE_URL %s', (url, message) => {
    expect(() => resolveDatabaseConfig({ DATABASE_URL: url })).toThrow(message);
  });

  it.each(['abc', '80', '1023', '65536', '5432.5', '-1', '54329x'])('rejects EMBEDDED_PG_PORT %s', (port) => {
    expect(() => resolveDatabaseConfig({ EMBEDDED_PG_PORT: port })).toThrow(
      /EMBEDDED_PG_PORT must be an integer between 1024 and 65535/,
    );
  });

  it('accepts the port bounds', () => {
    expect(resolveDatabaseConfig({ EMBEDDED_PG_PORT: '1024' })).toMatchObject({ port: 1024 });
    expect(resolveDatabaseConfig({ EMBEDDED_PG_PORT: '65535' })).toMatchObject({ port: 65535 });
  });
});

describe('database settings: pool size', () => {
  it('defaults to 10 and reads PG_POOL_MAX', () => {
    expect(resolvePoolMax({})).toBe(10);
    expect(resolvePoolMax({ PG_POOL_MAX: '25' })).toBe(25);
  });

  it.each(['0', 'ten', '2.5'])('rejects PG_POOL_MAX %s', (value) => {
    expect(() => resolvePoolMax({ PG_POOL_MAX: value })).toThrow(/PG_POOL_MAX/);
  });
});

describe('database settings: errors', () => {
  it('names every bad variable in one error', () => {
    expect(() => readDatabaseSettings({ EMBEDDED_PG_PORT: 'abc', PG_POOL_MAX: '0' })).toThrow(
      'Invalid settings: EMBEDDED_PG_PORT must be an integer between 1024 and 65535, got "abc"; ' +
        'PG_POOL_MAX must be an integer between 1 and 1000, got "0"',
    );
    expect(() => readDatabaseSettings({ TEST_PG_PORT: '70000' })).toThrow(
      'Invalid setting: TEST_PG_PORT must be an integer between 1024 and 65000, got "70000"',
    );
  });

  it("takes the test suites' port and Vitest worker", () => {
    expect(readDatabaseSettings({})).toMatchObject({ testPort: 54340, testWorker: 1 });
    expect(readDatabaseSettings({ TEST_PG_PORT: '55000', VITEST_POOL_ID: '3' })).toMatchObject({
      testPort: 55000,
      testWorker: 3,
    });
  });
});
