/**
 * A checked-out client whose server connection dies while none of its queries runs (between the statements of a
 * transaction) must not end the process: the load and crash test (npm run soak) found the site exiting on an
 * unhandled 'error' event of such a client after the embedded postmaster was killed. Here the backend is ended with
 * pg_terminate_backend, which sends the same kind of FATAL message with no query to fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseConnection } from '../src/client.ts';
import { type TestDatabase, useTestDatabase } from '../src/testing.ts';

describe('pool clients losing their connection while checked out', () => {
  let database: TestDatabase;
  let connection: DatabaseConnection;

  beforeAll(async () => {
    database = await useTestDatabase();
    connection = createDatabase(database.url, { max: 2, onError: () => undefined });
  });

  afterAll(async () => {
    await connection?.close();
    await database?.close();
  });

  it('fails that client, not the process, and the pool serves again', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    const client = await connection.pool.connect();
    let failure: unknown;
    // Every checked-out client needs a listener for its 'error' event (pg-pool removes its own while checked out).
    const listeners = client.listenerCount('error');
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
      await database.pool.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      failure = await client.query('SELECT 1').catch((error: unknown) => error);
    } finally {
      // Released in any case: the pool's end (afterAll) waits for its checked-out clients.
      client.release(true);
      process.off('uncaughtException', record);
    }
    expect(listeners).toBeGreaterThan(0);
    expect(failure).toBeInstanceOf(Error);
    expect(uncaught).toEqual([]);
    const again = await connection.pool.query<{ n: number }>('SELECT 41 + 1 AS n');
    expect(again.rows[0]?.n).toBe(42);
  });
});
