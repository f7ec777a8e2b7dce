import pg from 'pg';
import { readEmbeddedPassword } from '../../../../packages/db/src/embedded/password.ts';

/**
 * The test server's database (playwright.config.ts starts it on E2E_PG_PORT in E2E_DATA_DIR), for arranging data in
 * tests. The password is read from the data directory's password file when a connection opens (the server writes it
 * when it starts, after this module is loaded).
 */
export const e2eDatabase = {
  host: '127.0.0.1',
  port: Number(process.env.E2E_PG_PORT ?? 54341),
  user: 'postgres',
  password: () => readEmbeddedPassword(process.env.E2E_DATA_DIR ?? '/tmp/site-e2e-data'),
  database: 'site',
} as const;

/** Runs `run` on a connection of its own, closed afterwards. */
export const withDatabase = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client(e2eDatabase);
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};
