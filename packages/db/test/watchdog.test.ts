/**
 * The embedded server's watchdog (openDatabase, issue 11 item 8): a killed server is restarted and the pool works
 * again; when it cannot be restarted, onGiveUp runs after the bounded retries.
 */
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/client.ts';
import { migrateDatabase } from '../src/migrate.ts';
import { type OpenDatabase, openDatabase } from '../src/runtime.ts';
import { readDatabaseSettings } from '../src/settings.ts';
import { freePort } from '../src/testing.ts';

const waitFor = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const killPostmaster = (dataDir: string) => {
  const pid = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  process.kill(pid, 'SIGKILL');
};

describe('the embedded server watchdog', () => {
  let dataDir: string;
  let database: OpenDatabase | undefined;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-db-watchdog-test-'));
    await fs.chmod(dataDir, 0o755);
  });

  afterAll(async () => {
    await database?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('restarts a killed server: down (not ready, calls unavailable), then up and ready with the same pool', async () => {
    const events: string[] = [];
    const port = await freePort();
    database = await openDatabase(readDatabaseSettings({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) }), {
      max: 2,
      onError: () => {},
      watchdog: { firstDelayMs: 300, onEvent: ({ kind }) => events.push(kind), onGiveUp: () => events.push('gave-up') },
    });
    expect(await database.readiness()).toEqual({ ready: false, reason: 'migrations not applied' });
    await migrateDatabase(database.db);
    expect(await database.readiness()).toEqual({ ready: true });

    killPostmaster(dataDir);
    await waitFor('down', () => database?.state() === 'down');
    expect(await database.readiness()).toEqual({ ready: false, reason: 'database restarting' });
    const failure = await database.pool.query('SELECT 1').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);

    await waitFor('up', () => database?.state() === 'up');
    expect(events).toEqual(['down', 'restarted']);
    expect(await database.readiness()).toEqual({ ready: true });
    const { rows } = await database.pool.query<{ n: number }>('SELECT 41 + 1 AS n');
    expect(rows[0]?.n).toBe(42);
  });

  it('gives up after the bounded retries when the server cannot start again', async () => {
    const open = database;
    if (!open) throw new Error('not open');
    await open.close();
    database = undefined;
    const port = await freePort();
    let gaveUp: Error | undefined;
    const attempts: string[] = [];
    database = await openDatabase(readDatabaseSettings({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) }), {
      max: 1,
      onError: () => {},
      watchdog: {
        retries: 2,
        firstDelayMs: 100,
        onEvent: ({ kind }) => attempts.push(kind),
        onGiveUp: (error) => {
          gaveUp = error;
        },
      },
    });
    killPostmaster(dataDir);
    await waitFor('down', () => database?.state() === 'down');
    // Someone else takes the port: every restart fails.
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      await waitFor('the watchdog to give up', () => gaveUp !== undefined);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
    expect(attempts).toEqual(['down', 'attempt-failed', 'attempt-failed']);
    expect(gaveUp?.message).toMatch(/could not be restarted after 2 attempts/);
    expect(database.state()).toBe('down');
    expect((await database.readiness()).ready).toBe(false);
  });
});
