import { Messages, ResultCode, system } from '@site/contracts';
import { Hono } from 'hono';
import { requireToken } from '../auth.ts';
import type { GatewayDeps, GatewayEnv } from '../context.ts';
import { sendFail, sendOk, validate } from '../http.ts';
import { getPlatformConfig } from '../repositories/content.ts';
import { findSessionUser } from '../repositories/sessions.ts';
import { insertVisit } from '../repositories/visitors.ts';
import { channelFromCookies } from '../request.ts';

/** Relative /system calls. */
export const systemRoutes = (deps: GatewayDeps) => {
  const { db } = deps;
  const app = new Hono<GatewayEnv>();
  const route = (path: string) => path.replace(/^\/system/, '');

  app.get(route(system.getPageConfigAllInfo.path), validate('query', system.getPageConfigAllInfo.query), async (c) => {
    const config = await getPlatformConfig(db, c.var.platform, c.var.lang);
    return config ? sendOk(c, config) : sendFail(c, ResultCode.notFound, Messages.notFound);
  });

  app.get(route(system.getUserInfo.path), validate('query', system.getUserInfo.query), async (c) => {
    const info = await findSessionUser(db, requireToken(c));
    return info ? sendOk(c, info) : sendFail(c, ResultCode.unauthorized, Messages.unauthorized);
  });

  // The channel is the body's, else the channel cookie's; stored before the answer.
  app.post(route(system.recordVisit.path), validate('json', system.recordVisit.body), async (c) => {
    const visit = c.req.valid('json');
    await insertVisit(db, {
      platform: c.var.platform,
      deviceId: visit.deviceId.toLowerCase(),
      path: visit.path,
      referrer: visit.referrer || null,
      channelNo: visit.channelNo ?? channelFromCookies(c),
      userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
    });
    return sendOk(c, null);
  });

  return app;
};
