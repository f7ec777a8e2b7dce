/**
 * The gateway as its own service (npm run start:gateway): migrates, seeds, and serves every call on GATEWAY_PORT
 * (default 4000). Point the web server at it with GATEWAY_URL. Also answers /_health and /_ready, gives every
 * request an id and logs it (ops.ts); SIGINT/SIGTERM stop accepting, let requests in flight finish (at most
 * SHUTDOWN_GRACE_MS) and close the database.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { refuseConnect } from './guard.ts';
import { answerOps, createLogger, observeRequest } from './ops.ts';
import { startRuntime } from './runtime.ts';
import { serverOptions } from './server-options.ts';
import { readGatewayServiceSettings } from './settings.ts';
import { closeServer, shutdownGraceMs, stopOnSignals } from './shutdown.ts';

const logger = createLogger({ name: 'gateway' });
const { port, host } = readGatewayServiceSettings(process.env);
const graceMs = shutdownGraceMs();
const runtime = await startRuntime({ logger });
const gateway = getRequestListener(runtime.app.fetch);
const server = createServer(serverOptions(), (req, res) => {
  observeRequest(req, res, logger);
  if (answerOps(req, res, runtime.ready, undefined, runtime.health)) return;
  gateway(req, res);
});
refuseConnect(server);
stopOnSignals(
  async () => {
    logger.info('shutting down');
    const { cut } = await closeServer(server, graceMs);
    if (cut) logger.warn({ cut }, `connections still open after ${graceMs} ms were closed`);
    await runtime.close();
    logger.info('stopped');
  },
  { log: (message) => logger.error(message) },
);
server.listen({ port, host }, () => {
  const { port: bound } = server.address() as AddressInfo;
  logger.info(`gateway ready on http://localhost:${bound} (database: ${runtime.databaseKind})`);
});
