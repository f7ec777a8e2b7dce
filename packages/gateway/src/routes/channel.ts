import { businessExtra } from '@site/contracts';
import { Hono } from 'hono';
import type { GatewayDeps, GatewayEnv } from '../context.ts';
import { sendOk, validate } from '../http.ts';
import { listChannelCodes } from '../repositories/visitors.ts';

/** Center gateway, channel service (mounted at /api/channel). */
export const channelRoutes = (deps: GatewayDeps) => {
  const app = new Hono<GatewayEnv>();
  const { listChannels } = businessExtra;

  app.get(listChannels.path.replace(/^\/channel/, ''), validate('query', listChannels.query), async (c) =>
    sendOk(c, await listChannelCodes(deps.db, c.var.platform)),
  );

  return app;
};
