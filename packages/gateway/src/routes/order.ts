import { businessExtra } from '@site/contracts';
import { Hono } from 'hono';
import { type GatewayDeps, type GatewayEnv, logOf } from '../context.ts';
import { sendFound, validate } from '../http.ts';
import { activityPage } from '../repositories/activities.ts';

const { year3Page } = businessExtra;

/** Answered with 404 when the brand has no anniversary activity (the site then goes home). */
export const NO_ACTIVITY = '活动不存在或已下线';

/** Center gateway, order service (mounted at /api/order): the anniversary activity page. */
export const orderRoutes = (deps: GatewayDeps) => {
  const app = new Hono<GatewayEnv>();
  const log = logOf(deps);

  app.get(year3Page.path.replace(/^\/order/, ''), validate('query', year3Page.query), async (c) => {
    const page = await activityPage(deps.db, c.var.platform, c.var.lang, 'year3', new Date(), log);
    return sendFound(c, page, NO_ACTIVITY);
  });

  return app;
};
