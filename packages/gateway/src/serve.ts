/**
 * The gateway as its own service (npm run start:gateway): migrates, seeds, and serves every call
 * on GATEWAY_PORT (default 4000). Point the web server at it with GATEWAY_URL.
 */
import { serve } from '@hono/node-server';
import { installShutdownHandlers } from '@site/db/embedded';
import { migrateDatabase } from '@site/db/migrate';
import { openDatabase } from '@site/db/runtime';
import { seedDatabase } from '@site/db/seed/index';
import { createGateway } from './app.ts';
import { gatewayDepsFromEnv } from './env.ts';

const port = Number(process.env.GATEWAY_PORT ?? 4000);
const database = await openDatabase();
await migrateDatabase(database.db);
await seedDatabase(database.db);
const app = createGateway(gatewayDepsFromEnv(database.db));
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, () => {
  console.log(`gateway ready on http://localhost:${port} (database: ${database.kind})`);
});
installShutdownHandlers(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});
