import pg from 'pg';

/** The test server's database (playwright.config.ts starts it on E2E_PG_PORT), for arranging data in tests. */
export const e2eDatabase = {
  host: '127.0.0.1',
  port: Number(process.env.E2E_PG_PORT ?? 54341),
  user: 'postgres',
  password: 'postgres',
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
