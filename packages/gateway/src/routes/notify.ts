import { businessExtra, Messages, ResultCode } from '@site/contracts';
import { Hono } from 'hono';
import type { GatewayDeps, GatewayEnv } from '../context.ts';
import { viewerOf } from '../counting.ts';
import { sendFail, sendOk, validate } from '../http.ts';
import { incrPopupViews } from '../repositories/campaigns.ts';

/** Center gateway, notify service (mounted at /api/notify). */
export const notifyRoutes = (deps: GatewayDeps) => {
  const app = new Hono<GatewayEnv>();
  const route = (path: string) => path.replace(/^\/notify/, '');
  const viewer = viewerOf(deps);

  app.post(route(businessExtra.incrPopupCount.path), validate('json', businessExtra.incrPopupCount.body), async (c) => {
    const { id } = c.req.valid('json');
    const counted = await incrPopupViews(deps.db, c.var.platform, id, await viewer(c));
    return counted ? sendOk(c, null) : sendFail(c, ResultCode.notFound, Messages.notFound);
  });

  return app;
};
