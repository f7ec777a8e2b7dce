/**
 * The gateway as its own service (npm run start:gateway): migrates, seeds, and serves every call on GATEWAY_PORT
 * (default 4000). Point the web server at it with GATEWAY_URL.
 */
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { refuseConnect } from './guard.ts';
import { startRuntime } from './runtime.ts';
import { readGatewayServiceSettings } from './settings.ts';
import { stopOnSignals } from './shutdown.ts';

const { port, host } = readGatewayServiceSettings(process.env);
const runtime = await startRuntime();
const server = serve({ fetch: runtime.app.fetch, port, hostname: host }, (address) => {
  console.log(`gateway ready on http://localhost:${address.port} (database: ${runtime.databaseKind})`);
});
refuseConnect(server as Server);
stopOnSignals(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await runtime.close();
});
